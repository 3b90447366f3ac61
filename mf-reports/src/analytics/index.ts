export { AnalyticsPage as default } from './analytics-page';

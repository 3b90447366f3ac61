export { DashboardPage as default } from './dashboard-page';

export { ReportsPage as default } from './reports-page';

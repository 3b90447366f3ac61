export { AlertsPage as default } from './alerts-page';

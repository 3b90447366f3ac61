export { MaintenancePage as default } from './maintenance-page';

export { PersonnelPage as default } from './personnel-page';

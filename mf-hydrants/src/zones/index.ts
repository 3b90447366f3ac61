export { ZonesPage as default } from './zones-page';

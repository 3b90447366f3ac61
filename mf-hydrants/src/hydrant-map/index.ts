export { HydrantMapPage as default } from './hydrant-map-page';

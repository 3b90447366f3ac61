export { EquipmentPage as default } from './equipment-page';

export { FieldPage as default } from './field-page';

export { RestoreImportPanel } from './restore-import-panel';

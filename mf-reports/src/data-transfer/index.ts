export { FullBackupButton, RestoreImportPanel } from './restore-import-panel';

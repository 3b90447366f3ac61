import { startEarlyReads } from './field-reads';

// the screen's data is asked for while the console is still starting it
startEarlyReads();

export { FieldPage as default } from './field-page';

import { InitialSchema1795300000000 } from './1795300000000-initial-schema';

/** Every migration, oldest first. Append new ones; never edit one that has landed. */
export const MIGRATIONS = [InitialSchema1795300000000];

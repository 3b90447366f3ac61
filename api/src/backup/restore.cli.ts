/**
 * `npm run restore -- <file>` (root): replaces the database's content with a backup made
 * by `npm run backup`, in one transaction. Stop the API first and start it afterwards.
 * Uses DATABASE_URL, else the embedded PostgreSQL of the quick start. See docs/operations/backups.md.
 */
import 'reflect-metadata';
import { resolve } from 'node:path';
import { loadConfig } from '../config/app-config.js';
import { cliDatabaseUrl } from '../database/cli-database-url.js';
import { restoreDatabase } from './pg-backup.js';

async function main(): Promise<void> {
  if (!process.argv[2]) throw new Error('name the backup file: npm run restore -- backups/hydrant-<time>.dump');
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]);
  const db = await cliDatabaseUrl(loadConfig(process.env));
  try {
    await restoreDatabase(db.url, file);
    console.log(`Restored ${file} into ${db.label}`);
  } finally {
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error('Restore failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});

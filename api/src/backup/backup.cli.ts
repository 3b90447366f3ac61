/**
 * `npm run backup [-- <file>]` (root): a consistent backup of the database, photos
 * included, as one pg_dump custom-format file (default backups/hydrant-<UTC time>.dump).
 * Uses DATABASE_URL, else the embedded PostgreSQL of the quick start. See docs/operations/backups.md.
 */
import 'reflect-metadata';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { loadConfig } from '../config/app-config.js';
import { findRepoRoot } from '../config/repo-root.js';
import { cliDatabaseUrl } from '../database/cli-database-url.js';
import { backupDatabase } from './pg-backup.js';

async function main(): Promise<void> {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z');
  const file = resolve(
    process.env.INIT_CWD ?? process.cwd(),
    process.argv[2] ?? join(findRepoRoot(), 'backups', `hydrant-${stamp}.dump`),
  );
  await mkdir(dirname(file), { recursive: true });
  const db = await cliDatabaseUrl(loadConfig(process.env));
  try {
    const bytes = await backupDatabase(db.url, file);
    console.log(`Backed up ${db.label} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MiB)`);
  } finally {
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error('Backup failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});

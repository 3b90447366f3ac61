/**
 * `npm run alert-check -w @hydrant/api [-- --full | --compare]`: runs one round of the
 * periodic alert check now and prints its result as JSON: { ran, full, raised, resolved, ms }.
 * Without options the round is what the API's timer would run (incremental when the last
 * round's cutoff is kept, else full); `--full` runs every rule over every row, as needed after
 * changes made outside the API (direct SQL edits). `--compare` changes nothing: it tries the
 * timer's round and a full round on the same data (each rolled back) and prints both, with
 * whether their open alerts are the same.
 * Uses DATABASE_URL (else the embedded PostgreSQL).
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { openCliDatabase } from '../seed/cli-database.js';
import { compareWithFull } from './alert-check-compare.js';
import { runAlertCheck } from './alert-check.service.js';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { full: { type: 'boolean', default: false }, compare: { type: 'boolean', default: false } },
  });
  const db = await openCliDatabase();
  try {
    const result = values.compare
      ? await compareWithFull(db.dataSource)
      : await runAlertCheck(db.dataSource, { mode: values.full ? 'full' : 'auto' });
    console.log(JSON.stringify(result));
  } finally {
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

/**
 * `npm run alert-check -w @hydrant/api`: runs one periodic alert check now (as the API does
 * at start and on its timer) and prints its result as JSON: { ran, raised, resolved, ms }.
 * Uses DATABASE_URL (else the embedded PostgreSQL).
 */
import 'reflect-metadata';
import { openCliDatabase } from '../seed/cli-database.js';
import { runAlertCheck } from './alert-check.service.js';

async function main(): Promise<void> {
  const db = await openCliDatabase();
  try {
    console.log(JSON.stringify(await runAlertCheck(db.dataSource)));
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

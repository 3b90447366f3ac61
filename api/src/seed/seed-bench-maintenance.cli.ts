/**
 * `npm run seed:bench-maintenance -w @hydrant/api -- [--history-per-hydrant 3]`: after
 * `seed:bench`, loads schedules, history records and status alerts for every bench hydrant
 * (set-based, see bench-maintenance.ts). Uses DATABASE_URL (else the embedded PostgreSQL).
 */
import 'reflect-metadata';
import { seedBenchMaintenance } from './bench-maintenance.js';
import { openCliDatabase } from './cli-database.js';

function historyPerHydrant(argv: string[]): number {
  const index = argv.indexOf('--history-per-hydrant');
  if (index < 0) return 3;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value < 0 || value > 50) throw new Error('--history-per-hydrant must be 0..50');
  return value;
}

async function main(): Promise<void> {
  const per = historyPerHydrant(process.argv.slice(2));
  const db = await openCliDatabase();
  try {
    console.log(`Loading bench maintenance (${per} history records per hydrant) into ${db.label}...`);
    const result = await seedBenchMaintenance(db.dataSource, { historyPerHydrant: per, log: (line) => console.log(line) });
    console.log(
      `Loaded ${result.records.toLocaleString('en-US')} history records, ${result.schedules.toLocaleString('en-US')} schedules, ` +
        `${result.alerts.toLocaleString('en-US')} alerts in ${result.seconds.toFixed(1)} s.`,
    );
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

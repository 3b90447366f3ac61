/**
 * `npm run seed:bench -- --count 100000` (root) or `npm run seed:bench -w @hydrant/api -- --count 1000000`:
 * loads that many clustered hydrants (40 US metro areas) into an empty registry with one
 * INSERT … SELECT generate_series. Uses DATABASE_URL (else the embedded PostgreSQL).
 * `--with-trigger` keeps the per-row earth trigger on (for comparison; slower).
 */
import 'reflect-metadata';
import { seedBench } from './bench-seed.js';
import { openCliDatabase } from './cli-database.js';

const MAX_COUNT = 5_000_000;

function parseArgs(argv: string[]): { count: number; trigger: boolean } {
  const index = argv.indexOf('--count');
  const raw = index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith('--count='))?.slice('--count='.length);
  const count = Number(raw?.replace(/_/g, ''));
  if (!raw || !Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    throw new Error(`Usage: seed:bench -- --count <1..${MAX_COUNT}> [--with-trigger]`);
  }
  return { count, trigger: argv.includes('--with-trigger') };
}

async function main(): Promise<void> {
  const { count, trigger } = parseArgs(process.argv.slice(2));
  const db = await openCliDatabase();
  try {
    console.log(`Loading ${count.toLocaleString('en-US')} bench hydrants into ${db.label}...`);
    const result = await seedBench(db.dataSource, count, { trigger, log: (line) => console.log(line) });
    console.log(`Loaded ${result.inserted.toLocaleString('en-US')} hydrants in ${result.seconds.toFixed(1)} s.`);
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

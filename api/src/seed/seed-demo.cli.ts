/**
 * `npm run seed:demo` (root) or `npm run seed:demo -w @hydrant/api`: loads the demo data set
 * (350 hydrants in Springfield, Illinois and 4 zones) into an EMPTY registry, in one
 * transaction. Uses DATABASE_URL, else the embedded PostgreSQL of the quick start.
 * Exit code 1 (and nothing changed) when the registry already holds hydrants or zones.
 */
import 'reflect-metadata';
import { openCliDatabase } from './cli-database.js';
import { seedDemoData } from './demo-seed.js';

async function main(): Promise<number> {
  const db = await openCliDatabase();
  try {
    const result = await seedDemoData(db.dataSource);
    if (result.status === 'seeded') {
      console.log(
        `Loaded the demo data set into ${db.label}: ${result.hydrants} hydrants in Springfield, IL and ${result.zones} zones.`,
      );
      return 0;
    }
    if (result.status === 'not-empty') {
      console.error(
        `Not loading the demo data: the registry in ${db.label} is not empty (it holds ${result.hydrants ? 'hydrants' : ''}${
          result.hydrants && result.zones ? ' and ' : ''
        }${result.zones ? 'zones' : ''}). The demo data set is only loaded into an empty registry; ` +
          'use a fresh database (DATABASE_URL) or delete the hydrants and zones first.',
      );
    }
    return 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Seeding the demo data failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

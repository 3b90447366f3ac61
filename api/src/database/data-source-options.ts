import { DataSource, DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { CommitTrackingLogger } from './outage/commit-tracker.js';

type PostgresConnectionOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

/** TypeORM options shared by the app, the CLI data source and the tests. Schema changes only via migrations. */
export function buildDataSourceOptions(url: string, poolSize = 10): PostgresConnectionOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    // Migrations run at start, but under an advisory lock (see runMigrationsLocked), so
    // several API processes starting together do not race; TypeORM's own migrationsRun has no lock.
    migrationsRun: false,
    synchronize: false,
    applicationName: 'hydrant-api',
    extra: { max: poolSize },
    // Logs nothing: it lets a retry after an outage know whether a request may have committed.
    logger: new CommitTrackingLogger(),
  };
}

/** Arbitrary constant identifying "schema migrations" among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 7_314_209;

/**
 * Runs pending migrations while holding a session-level advisory lock, so only one
 * process migrates at a time; the others wait and then find nothing left to do.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await runner.release();
  }
}

import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { buildDataSourceOptions, runMigrationsLocked } from '../database/data-source-options';
import { APP_DATABASE_NAME } from '../database/database-names';
import { startEmbeddedPostgres } from '../database/embedded-postgres';

export interface CliDatabase {
  dataSource: DataSource;
  /** Where the data went, without credentials (for the console). */
  label: string;
  close(): Promise<void>;
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return `${parsed.host}${parsed.pathname}`;
}

/**
 * The application database for a command-line tool, migrated to the current schema:
 * DATABASE_URL when set, else the same embedded PostgreSQL as the API (PG_DATA_DIR,
 * EMBEDDED_PG_PORT; shared when the API is running, started and stopped otherwise).
 */
export async function openCliDatabase(): Promise<CliDatabase> {
  const config = loadConfig(process.env);
  let url = config.databaseUrl;
  let stopEmbedded: () => Promise<void> = async () => undefined;
  let label: string;
  if (url) {
    label = withoutPassword(url);
  } else {
    const embedded = await startEmbeddedPostgres({
      dataDir: config.pgDataDir,
      port: config.embeddedPgPort,
      database: APP_DATABASE_NAME,
      libraryHandlesSignals: true,
      logger: {
        info: (m) => console.log(m),
        warn: (m) => console.warn(m),
        error: (m) => console.error(m),
        debug: () => undefined,
      },
    });
    url = embedded.url;
    label = `the embedded PostgreSQL (data in ${embedded.dataDir})`;
    stopEmbedded = embedded.stop;
  }
  const dataSource = await new DataSource(buildDataSourceOptions(url, 2)).initialize();
  try {
    const applied = await runMigrationsLocked(dataSource);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    await dataSource.destroy();
    await stopEmbedded();
    throw error;
  }
  return {
    dataSource,
    label,
    close: async () => {
      await dataSource.destroy();
      await stopEmbedded();
    },
  };
}

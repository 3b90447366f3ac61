import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { buildDataSourceOptions, runMigrationsLocked } from '../database/data-source-options.js';
import { cliDatabaseUrl } from '../database/cli-database-url.js';

export interface CliDatabase {
  dataSource: DataSource;
  /** Where the data went, without credentials (for the console). */
  label: string;
  close(): Promise<void>;
}

/**
 * The application database for a command-line tool, migrated to the current schema:
 * DATABASE_URL when set, else the same embedded PostgreSQL as the API (PG_DATA_DIR,
 * EMBEDDED_PG_PORT; shared when the API is running, started and stopped otherwise).
 */
export async function openCliDatabase(): Promise<CliDatabase> {
  const config = loadConfig(process.env);
  const { url, label, stop: stopEmbedded } = await cliDatabaseUrl(config);
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

import type { AppConfig } from '../config/app-config.js';
import { APP_DATABASE_NAME } from './database-names.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface CliDatabaseUrl {
  url: string;
  /** Where the data lives, without credentials (for the console). */
  label: string;
  /** Stops the embedded server when this tool started it; nothing otherwise. */
  stop: () => Promise<void>;
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return `${parsed.host}${parsed.pathname}`;
}

/**
 * The database a command-line tool (TypeORM CLI, seeds) works on: DATABASE_URL when
 * set, else the same embedded PostgreSQL as the API (PG_DATA_DIR, EMBEDDED_PG_PORT;
 * shared when the API is running, started otherwise), logging to the console.
 */
export async function cliDatabaseUrl(config: AppConfig): Promise<CliDatabaseUrl> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, label: withoutPassword(config.databaseUrl), stop: () => Promise.resolve() };
  }
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
  return { url: embedded.url, label: `the embedded PostgreSQL (data in ${embedded.dataDir})`, stop: embedded.stop };
}

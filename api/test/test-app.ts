import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { Client } from 'pg';
import { createApp } from '../src/bootstrap.js';
import { AppConfig, loadConfig } from '../src/config/app-config.js';
import { createTestDatabase, TestDatabase } from './test-database.js';

export const TEST_ADMIN_USERNAME = 'admin';
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

type Env = Record<string, string | undefined>;

/**
 * Configuration for a test app: only what is given here (never the developer's own
 * environment), quiet logs, no static files, a known first administrator.
 */
export function testConfig(databaseUrl: string, env: Env = {}): AppConfig {
  return loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SERVE_WEB: 'false',
    DB_POOL_SIZE: '4',
    ADMIN_USERNAME: TEST_ADMIN_USERNAME,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    // No automatic alert check: tests that need it run it themselves (alerts/*.e2e-spec.ts).
    ALERT_CHECK_INTERVAL_SECONDS: '-1',
    ...env,
    DATABASE_URL: databaseUrl,
  });
}

export interface TestApp {
  app: NestExpressApplication;
  /** The HTTP server for supertest (not listening; supertest binds it). */
  server: Server;
  db: TestDatabase;
  /** Runs SQL against the test database (outside the app's pools). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Closes the app and, unless the database was passed in, drops it. */
  close(): Promise<void>;
}

/**
 * Builds the app exactly as main.ts does (createApp: same bootstrap, migrations, first
 * admin) on a fresh database of its own, unless `db` is given (then it is shared and
 * left in place).
 */
export async function createTestApp(options: { env?: Env; db?: TestDatabase } = {}): Promise<TestApp> {
  const ownsDb = !options.db;
  const db = options.db ?? (await createTestDatabase());
  let app: NestExpressApplication;
  try {
    app = await createApp(testConfig(db.url, options.env));
  } catch (error) {
    if (ownsDb) await db.drop();
    throw error;
  }
  return {
    app,
    server: app.getHttpServer(),
    db,
    sql: (text, params) => runSql(db.url, text, params),
    close: async () => {
      await app.close();
      if (ownsDb) await db.drop();
    },
  };
}

export async function runSql<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

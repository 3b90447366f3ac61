import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedPostgresHandle, startEmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { serverAdminUrl } from './test-database.js';

export interface TestPgState {
  handle: EmbeddedPostgresHandle;
  dir: string;
}

/** A free TCP port on localhost (never 5432). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port !== 5432 && port !== 0) return port;
  }
}

/**
 * Chooses the PostgreSQL server for the whole run and publishes its maintenance URL as
 * TEST_PG_SERVER_URL (workers inherit it). TEST_DATABASE_URL or DATABASE_URL set: that
 * server. Otherwise: one embedded PostgreSQL in a temporary folder, stopped and removed
 * by global-teardown.ts. Each test file then creates and drops its own database there.
 */
export default async function globalSetup(): Promise<void> {
  const explicit = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (explicit) {
    process.env.TEST_PG_SERVER_URL = serverAdminUrl(explicit);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'hydrant-test-pg-'));
  const handle = await startEmbeddedPostgres({
    dataDir: join(dir, 'data'),
    port: await freePort(),
    database: 'postgres',
    libraryHandlesSignals: true,
    logger: { info: () => undefined, debug: () => undefined, warn: () => undefined, error: (m) => console.error(m) },
  });
  (globalThis as { __HYDRANT_TEST_PG__?: TestPgState }).__HYDRANT_TEST_PG__ = { handle, dir };
  process.env.TEST_PG_SERVER_URL = handle.adminUrl;
}

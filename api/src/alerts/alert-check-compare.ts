import type { DataSource, EntityManager } from 'typeorm';
import { ALERT_CHECK_LOCK_ID } from './alert.constants.js';
import { alertCheckRound, AlertCheckMode, AlertRoundResult } from './alert-check-round.js';

/** What makes two sets of open alerts the same: every field a person reads, and what the alert is about. */
export const OPEN_ALERT_FIELDS = `alert_type, cause, occurrence, priority, title, message, hydrant_id, schedule_id`;

/** The open alerts as one digest (order-independent: sorted by cause, unique among open alerts), and their number. */
export async function openAlertsDigest(manager: Pick<EntityManager, 'query'>): Promise<{ count: number; digest: string }> {
  const [row] = await manager.query<Array<{ count: number; digest: string }>>(
    `SELECT count(*)::int AS count,
            coalesce(md5(string_agg(md5(concat_ws(chr(31), ${OPEN_ALERT_FIELDS})), '' ORDER BY cause)), '') AS digest
     FROM alerts WHERE NOT acknowledged`,
  );
  return row;
}

/**
 * Runs `work` in a transaction that is rolled back whatever happens, under the check's
 * advisory lock (so the timer's rounds of the API wait): a round can be tried on the data as
 * it is, and another mode tried on the very same data afterwards.
 */
export async function inRolledBackTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    await runner.query('SELECT pg_advisory_xact_lock($1)', [ALERT_CHECK_LOCK_ID]);
    return await work(runner.manager);
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    await runner.release();
  }
}

export interface ModeOutcome<T> extends AlertRoundResult {
  ms: number;
  open: T;
}

/** A round of `mode` on the data as it is (rolled back), with what `collect` reads of the open alerts after it. */
export function tryRound<T>(
  dataSource: DataSource,
  mode: AlertCheckMode,
  collect: (manager: EntityManager) => Promise<T>,
): Promise<ModeOutcome<T>> {
  return inRolledBackTransaction(dataSource, async (manager) => {
    const started = performance.now();
    const round = await alertCheckRound(manager, mode);
    const ms = Math.round(performance.now() - started);
    return { ...round, ms, open: await collect(manager) };
  });
}

/**
 * The periodic round as it would run now (incremental when a cutoff is kept), and a full
 * round, each on the same data, both rolled back: whether they leave the same open alerts.
 */
export async function compareWithFull(dataSource: DataSource): Promise<{
  incremental: ModeOutcome<{ count: number; digest: string }>;
  full: ModeOutcome<{ count: number; digest: string }>;
  equal: boolean;
}> {
  const incremental = await tryRound(dataSource, 'auto', openAlertsDigest);
  const full = await tryRound(dataSource, 'full', openAlertsDigest);
  const equal = incremental.open.count === full.open.count && incremental.open.digest === full.open.digest;
  return { incremental, full, equal };
}

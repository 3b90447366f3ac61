import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { DataSource, Logger as TypeOrmLogger, QueryRunner } from 'typeorm';

/** What one request has sent to the database so far, as far as a retry after an outage cares. */
interface CommitState {
  /** A change may be durable: a COMMIT that was answered, or a write outside a transaction. */
  mayHaveCommitted: boolean;
  /** Transactions (ids) whose COMMIT was sent but never answered: whether they committed is unknown. */
  unansweredCommits: string[];
}

const storage = new AsyncLocalStorage<CommitState>();

/** Statements that never make a change durable on their own (outside a transaction they change nothing). */
const HARMLESS = /^\s*(SELECT|SHOW|START TRANSACTION|BEGIN|ROLLBACK|SAVEPOINT|RELEASE SAVEPOINT|SET\s)/i;

/** Set on a runner while its COMMIT is watched by installCommitTracking (the logger then leaves it alone). */
const WATCHED = Symbol('hydrant.commitWatched');
type WatchedRunner = QueryRunner & { [WATCHED]?: boolean; transactionDepth?: number };

/** Express middleware: every query the request makes, however it is made, is noted in the request's state. */
export function trackCommits() {
  return (_req: Request, _res: Response, next: NextFunction): void =>
    storage.run({ mayHaveCommitted: false, unansweredCommits: [] }, next);
}

/**
 * Whether the current request's writes may have reached the database for good, as far as
 * its own statements tell: false when every statement it sent either could not change
 * anything or ran in a transaction that was never committed (or whose COMMIT got no
 * answer: see unansweredCommits). Outside a request: true (nothing is known).
 */
export function mayHaveCommitted(): boolean {
  return storage.getStore()?.mayHaveCommitted ?? true;
}

/** Ids of the request's transactions whose COMMIT was sent and never answered. */
export function unansweredCommits(): readonly string[] {
  return storage.getStore()?.unansweredCommits ?? [];
}

/** For database work that does not go through TypeORM: the request is never run again. */
export function markMayHaveCommitted(): void {
  const state = storage.getStore();
  if (state) state.mayHaveCommitted = true;
}

/** Called by TypeORM just before a statement is sent (after the connection was obtained). */
export function noteStatement(query: string, runner: QueryRunner | undefined): void {
  const state = storage.getStore();
  if (!state || state.mayHaveCommitted) return;
  if (/^\s*COMMIT\b/i.test(query)) {
    if (!(runner as { [WATCHED]?: boolean } | undefined)?.[WATCHED]) state.mayHaveCommitted = true;
  } else if (!runner?.isTransactionActive && !HARMLESS.test(query)) state.mayHaveCommitted = true;
}

/**
 * Watches the outcome of every top-level COMMIT made in a request: just before it, the
 * transaction's id is read (none: the transaction wrote nothing, so its COMMIT cannot
 * have changed anything); a COMMIT answered marks the request as committed, a COMMIT sent
 * and not answered (the connection died) leaves the id in unansweredCommits, so that a
 * retry can ask the database afterwards whether it committed (txid_status). Install
 * before anything else wraps createQueryRunner, so every runner is watched.
 */
export function installCommitTracking(dataSource: DataSource): void {
  const create = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (mode) => watchCommits(create(mode));
}

function watchCommits(runner: WatchedRunner): QueryRunner {
  const commit = runner.commitTransaction.bind(runner);
  runner.commitTransaction = async () => {
    const state = storage.getStore();
    if (!state || state.mayHaveCommitted || runner.transactionDepth !== 1) return commit();
    const rows = (await runner.query('SELECT txid_current_if_assigned()::text AS xid')) as Array<{ xid: string | null }>;
    const xid = rows[0]?.xid ?? null;
    runner[WATCHED] = true;
    try {
      await commit();
    } catch (error) {
      if (xid !== null) state.unansweredCommits.push(xid);
      throw error;
    } finally {
      runner[WATCHED] = false;
    }
    if (xid !== null) state.mayHaveCommitted = true;
  };
  return runner;
}

/**
 * TypeORM's logger hook, used only to see each statement before it is sent (TypeORM calls
 * logQuery between taking the connection and sending the query). It logs nothing, as the
 * default logger with logging off did.
 */
export class CommitTrackingLogger implements TypeOrmLogger {
  logQuery(query: string, _parameters?: unknown[], runner?: QueryRunner): void {
    noteStatement(query, runner);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

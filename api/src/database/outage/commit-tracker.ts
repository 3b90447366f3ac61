import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { Logger as TypeOrmLogger, QueryRunner } from 'typeorm';

/** What one request has sent to the database so far, as far as a retry after an outage cares. */
interface CommitState {
  /** A statement that may have made a change durable was sent: COMMIT, or a write outside a transaction. */
  mayHaveCommitted: boolean;
}

const storage = new AsyncLocalStorage<CommitState>();

/** Statements that never make a change durable on their own (outside a transaction they change nothing). */
const HARMLESS = /^\s*(SELECT|SHOW|START TRANSACTION|BEGIN|ROLLBACK|SAVEPOINT|RELEASE SAVEPOINT|SET\s)/i;

/** Express middleware: every query the request makes, however it is made, is noted in the request's state. */
export function trackCommits() {
  return (_req: Request, _res: Response, next: NextFunction): void => storage.run({ mayHaveCommitted: false }, next);
}

/**
 * Whether the current request's writes may have reached the database for good. False only
 * when every statement it sent either ran inside a transaction that never got its COMMIT
 * sent, or could not have changed anything; such a request can be run again after an
 * outage without writing anything twice. Outside a request: true (nothing is known).
 */
export function mayHaveCommitted(): boolean {
  return storage.getStore()?.mayHaveCommitted ?? true;
}

/** For database work that does not go through TypeORM (e.g. a restore on its own connection): never retried. */
export function markMayHaveCommitted(): void {
  const state = storage.getStore();
  if (state) state.mayHaveCommitted = true;
}

/** Called by TypeORM just before a statement is sent (after the connection was obtained). */
export function noteStatement(query: string, runner: QueryRunner | undefined): void {
  const state = storage.getStore();
  if (!state || state.mayHaveCommitted) return;
  if (/^\s*COMMIT\b/i.test(query)) state.mayHaveCommitted = true;
  else if (!runner?.isTransactionActive && !HARMLESS.test(query)) state.mayHaveCommitted = true;
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

import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { catchError, defer, Observable, switchMap, throwError } from 'rxjs';
import { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../../common/database-errors.js';
import { mayHaveCommitted, unansweredCommits } from './commit-tracker.js';
import { DatabaseAvailability } from './database-availability.service.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write sent with an Idempotency-Key (its work and its answer commit together). */
function hasIdempotencyKey(req: Request): boolean {
  return typeof req.headers['idempotency-key'] === 'string' && !req.is('multipart/form-data');
}

/**
 * A request that failed because the database went away (restart, failover) is run once
 * more when the database is back (waiting at most DATABASE_OUTAGE_WAIT_SECONDS), on a
 * fresh connection: always for a read, and for a write sent with an Idempotency-Key (run
 * again, it replays the answer it stored if it did commit); any other write only when it
 * certainly did not commit,
 * so nothing is written twice: no COMMIT of it was answered, no write of it ran outside a
 * transaction, and each COMMIT sent without an answer is known to the database, once it
 * is back, as aborted. A file upload is not run again (its body was read once), nor a
 * response already begun. Otherwise, or when the second run fails too, the error goes on
 * to the filter (503 with Retry-After). Registered first: the outermost interceptor, so a
 * retry runs all the others.
 */
@Injectable()
export class OutageRetryInterceptor implements NestInterceptor {
  constructor(
    private readonly availability: DatabaseAvailability,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!isDatabaseUnavailable(error)) return throwError(() => error);
        this.availability.report(error);
        // A keyed write is safe to run again whatever it committed: its key replays a stored answer.
        const safe = READS.has(req.method) || hasIdempotencyKey(req);
        if (res.headersSent || (!safe && (req.is('multipart/form-data') || mayHaveCommitted()))) return throwError(() => error);
        const unanswered = safe ? [] : [...unansweredCommits()];
        return defer(async () => (await this.availability.waitForDatabase()) && (await this.noneCommitted(unanswered))).pipe(
          switchMap((again) => (again ? next.handle() : throwError(() => error))),
        );
      }),
    );
  }

  /**
   * Whether none of these transactions committed, by the database's own record
   * (txid_status). A transaction id the server has not reached ("in the future") was lost
   * with a crash before it was logged: not committed either. Anything else (committed,
   * still in progress, unknown, the question failing): false.
   */
  private async noneCommitted(xids: string[]): Promise<boolean> {
    for (const xid of xids) {
      try {
        const [row] = await this.dataSource.query<Array<{ status: string | null }>>('SELECT txid_status($1::bigint) AS status', [
          xid,
        ]);
        if (row?.status !== 'aborted') return false;
      } catch (error) {
        if (!/is in the future/.test(error instanceof Error ? error.message : '')) return false;
      }
    }
    return true;
  }
}

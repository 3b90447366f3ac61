import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { catchError, defer, Observable, switchMap, throwError } from 'rxjs';
import { isDatabaseUnavailable } from '../../common/database-errors.js';
import { mayHaveCommitted } from './commit-tracker.js';
import { DatabaseAvailability } from './database-availability.service.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that failed because the database went away (restart, failover) is run once
 * more when the database is back (waiting at most DATABASE_OUTAGE_WAIT_SECONDS), on a fresh
 * connection: always for a read; for a write only when it certainly did not commit (no
 * COMMIT and no write outside a transaction was sent), so nothing is written twice. A
 * file upload is not run again (its body was read once), nor a response already begun.
 * Otherwise, or when the second run fails too, the error goes on to the filter (503).
 * Registered first, so it is the outermost interceptor and a retry runs all the others.
 */
@Injectable()
export class OutageRetryInterceptor implements NestInterceptor {
  constructor(private readonly availability: DatabaseAvailability) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!isDatabaseUnavailable(error)) return throwError(() => error);
        this.availability.report(error);
        if (!this.mayRunAgain(req, res)) return throwError(() => error);
        return defer(() => this.availability.waitForDatabase()).pipe(
          switchMap((back) => (back ? next.handle() : throwError(() => error))),
        );
      }),
    );
  }

  private mayRunAgain(req: Request, res: Response): boolean {
    if (res.headersSent) return false;
    if (READS.has(req.method)) return true;
    return !req.is('multipart/form-data') && !mayHaveCommitted();
  }
}

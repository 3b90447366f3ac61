import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DatabaseStillUnavailableError } from '../../common/database-errors.js';
import { DatabaseAvailability } from './database-availability.service.js';

/**
 * Express middleware in front of the session: while the database is known to be away, a
 * request waits for it (at most DATABASE_OUTAGE_WAIT_SECONDS) instead of failing at once, then goes
 * on; if it is still away, the request ends in 503 with Retry-After (the filter). The
 * health check answers at once, whatever the database does: it is how operators see it.
 */
export function waitForDatabase(availability: DatabaseAvailability, healthPath: string): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!availability.isDown || req.path === healthPath || req.path.startsWith(`${healthPath}/`)) return next();
    void availability.waitForDatabase().then((back) => (back ? next() : next(new DatabaseStillUnavailableError())));
  };
}

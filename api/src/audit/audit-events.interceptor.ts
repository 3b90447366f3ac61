import { CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { catchError, from, map, mergeMap, Observable, of, throwError } from 'rxjs';
import { API_PREFIX } from '../common/api-prefix.js';
import { AuditEventKind } from './audit.constants.js';
import { currentAuditActor } from './audit-actor.js';
import { AuditService } from './audit.service.js';

/** Set on the request by the code step of a two-factor sign-in once its challenge names the user. */
export interface SignInAttemptRequest extends Request {
  signInUsername?: string;
}

const SIGN_IN_STEPS = new Set([`/${API_PREFIX}/auth/login`, `/${API_PREFIX}/auth/login/code`]);

/**
 * The routes whose calls are auth or export events (method and route path as Nest
 * registers them). A sign-in that fails (401) or is refused for too many attempts (429),
 * at the password or at the second-factor code, is a 'sign-in-failed'. Kept here, in one place, so the controllers stay as they are.
 */
export const AUDITED_ROUTES: Readonly<Record<string, AuditEventKind>> = {
  [`POST /${API_PREFIX}/auth/login`]: 'sign-in',
  [`POST /${API_PREFIX}/auth/login/code`]: 'sign-in',
  [`POST /${API_PREFIX}/auth/demo`]: 'sign-in',
  [`POST /${API_PREFIX}/auth/logout`]: 'sign-out',
  [`GET /${API_PREFIX}/exports/:format`]: 'export',
  [`GET /${API_PREFIX}/hydrants/export.csv`]: 'export',
  [`GET /${API_PREFIX}/hydrants/nearby/export.csv`]: 'export',
  [`GET /${API_PREFIX}/calendar/month.ics`]: 'export',
  [`GET /${API_PREFIX}/data-transfer/backup`]: 'export',
  [`POST /${API_PREFIX}/reports`]: 'export',
};

/** Records the events of AUDITED_ROUTES in the audit trail before the response goes out. */
@Injectable()
export class AuditEventsInterceptor implements NestInterceptor {
  constructor(private readonly audit: AuditService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const route = (req.route as { path?: string } | undefined)?.path;
    const kind = route ? AUDITED_ROUTES[`${req.method.toUpperCase()} ${route}`] : undefined;
    if (!kind) return next.handle();
    // Before the handler: a sign-out ends the session, and with it the user.
    const before = currentAuditActor();
    const details = (extra: Record<string, unknown> = {}) => ({ address: req.ip ?? null, ...extra });
    return next.handle().pipe(
      mergeMap((value: unknown): Observable<unknown> => {
        const actor = kind === 'sign-out' ? before : currentAuditActor();
        if (!actor) return of(value);
        const extra = kind === 'export' ? { path: req.originalUrl } : {};
        return from(this.audit.recordEvent(kind, actor, details(extra))).pipe(map(() => value));
      }),
      catchError((error: unknown) => {
        const status = error instanceof HttpException ? error.getStatus() : 0;
        if (kind !== 'sign-in' || !route || !SIGN_IN_STEPS.has(route) || (status !== 401 && status !== 429)) {
          return throwError(() => error);
        }
        const codeStep = route === `/${API_PREFIX}/auth/login/code`;
        const body = req.body as { username?: unknown } | undefined;
        const username = codeStep
          ? ((req as SignInAttemptRequest).signInUsername ?? '')
          : typeof body?.username === 'string'
            ? body.username
            : '';
        const reason =
          status === 429
            ? 'too many attempts'
            : codeStep
              ? 'wrong or expired second-factor code'
              : 'invalid username or password';
        return from(this.audit.recordEvent('sign-in-failed', { id: null, name: username }, details({ reason }))).pipe(
          mergeMap(() => throwError(() => error)),
        );
      }),
    );
  }
}

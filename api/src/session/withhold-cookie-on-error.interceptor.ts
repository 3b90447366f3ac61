import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, Observable, throwError } from 'rxjs';
import { withholdSessionCookie } from './session-middleware.factory.js';

/**
 * For sign-in routes: when the request fails (400, 401, 429, ...) the response sends no
 * session cookie, not even the rolling renewal of a session the browser already had.
 * Validation errors pass through here too (pipes run inside the interceptors).
 */
@Injectable()
export class WithholdSessionCookieOnError implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      catchError((error: unknown) => {
        withholdSessionCookie(res);
        return throwError(() => error);
      }),
    );
  }
}

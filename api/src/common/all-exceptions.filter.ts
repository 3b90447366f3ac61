import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { AccessPolicy } from '../auth/access-policy.js';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-errors.js';

/** Errors from Express middleware (body-parser etc.) carry a status and say whether their message is safe to show. */
interface HttpError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
  limit?: number;
}

function isMiddlewareError(error: unknown): error is HttpError {
  return (
    error instanceof Error && typeof (error as HttpError).expose === 'boolean' && typeof (error as HttpError).status === 'number'
  );
}

/**
 * Global filter: HttpExceptions answer as they are; client errors raised by Express
 * middleware (413 too large, 400 bad JSON) become the same JSON shape; anything else is a
 * 500 { statusCode, message: 'Internal server error' } with the error logged, never sent —
 * except that the database being unreachable (restart, network) is a 503 with Retry-After.
 * A path under /api that matches no route is checked like a protected route first, so
 * there a missing session gives 401 and a demo write 403 before the 404.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionsHandler');

  constructor(
    private readonly access: AccessPolicy,
    private readonly apiPrefix: string,
    private readonly availability?: { report(error: unknown): void },
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    if (this.isUnmatchedApiRoute(exception, req)) {
      this.access
        .enforce(req, res, { isPublic: false, allowDemoWrite: false, minRole: 'viewer' })
        .then(() => this.send(req, res, exception))
        .catch((error: unknown) => this.send(req, res, error));
      return;
    }
    this.send(req, res, exception);
  }

  private isUnmatchedApiRoute(exception: unknown, req: Request): boolean {
    if (!(exception instanceof NotFoundException)) return false;
    // Nest 12 answers unmatched paths from a router mounted at the prefix: req.path is then relative to it.
    const path = (req.baseUrl ?? '') + (req.path ?? '');
    const underApi = path === `/${this.apiPrefix}` || path.startsWith(`/${this.apiPrefix}/`);
    return underApi && exception.message.startsWith(`Cannot ${req.method} `);
  }

  private send(req: Request, res: Response, exception: unknown): void {
    const { status, body } = this.toResponse(exception, req);
    if (res.headersSent) {
      res.end();
      return;
    }
    if (status === 503) res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res.status(status).json(body);
  }

  private toResponse(exception: unknown, req: Request): { status: number; body: object } {
    // Nest 12 wraps Express middleware errors (body-parser's 413 and bad JSON) in an HttpException: answer the original.
    if (exception instanceof HttpException && isMiddlewareError(exception.cause)) exception = exception.cause;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      // Same key order everywhere: statusCode, message, error, then anything else (e.g. errors).
      const body =
        typeof response === 'string'
          ? { statusCode: status, message: response }
          : { statusCode: status, message: undefined, error: undefined, ...response };
      if (status >= 500) this.logger.error(`${req.method} ${req.originalUrl} -> ${status}: ${exception.message}`);
      return { status, body };
    }
    const httpError = (exception ?? {}) as HttpError;
    const status = httpError.status ?? httpError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500 && httpError.expose) {
      const message =
        httpError.type === 'entity.too.large'
          ? `Request body is larger than the limit of ${httpError.limit} bytes`
          : httpError.message;
      return { status, body: { statusCode: status, message, error: STATUS_CODES[status] } };
    }
    const error = exception instanceof Error ? exception : new Error(String(exception));
    if (isDatabaseUnavailable(exception)) {
      this.availability?.report(exception);
      this.logger.warn(`${req.method} ${req.originalUrl} -> 503: database unreachable (${error.message})`);
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' },
      };
    }
    this.logger.error(`${req.method} ${req.originalUrl} failed: ${error.message}`, error.stack);
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' },
    };
  }
}

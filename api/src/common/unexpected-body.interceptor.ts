import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { forbiddenKeyMessage } from './input-text.js';
import { validationExceptionFactory } from './validation.js';

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a handler declares a @Body() parameter. */
function takesBody(context: ExecutionContext): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), context.getHandler().name) ?? {}) as Record<
    string,
    unknown
  >;
  return Object.keys(args).some((key) => key.split(':')[0] === String(RouteParamtypes.BODY));
}

/**
 * Global interceptor: a write route that takes no body (demo, logout, DELETE ...) refuses one
 * that has fields, as a DTO refuses unknown fields (DECISIONS §9: unknown fields are
 * rejected), instead of ignoring them. No body, or `{}`, is fine. Runs after the guards,
 * so a missing session still answers 401 first.
 */
@Injectable()
export class UnexpectedBodyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (context.getType() === 'http' && WRITE_METHODS.has(req.method) && !takesBody(context)) {
      const body = req.body as unknown;
      if (body !== undefined && body !== null) {
        const keys = Array.isArray(body) ? ['body'] : typeof body === 'object' ? Object.keys(body) : ['body'];
        if (keys.length > 0) {
          throw validationExceptionFactory(
            keys.map((key) => ({
              property: key,
              constraints: { whitelistValidation: forbiddenKeyMessage(key) },
              children: [],
            })),
          );
        }
      }
    }
    return next.handle();
  }
}

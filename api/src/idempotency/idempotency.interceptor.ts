import {
  BadRequestException,
  CallHandler,
  ConflictException,
  ExecutionContext,
  Inject,
  Injectable,
  NestInterceptor,
  StreamableFile,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { Stream } from 'node:stream';
import { catchError, lastValueFrom, Observable, throwError } from 'rxjs';
import { DataSource, QueryFailedError, QueryRunner } from 'typeorm';
import { sessionUserOf } from '../auth/session-user.js';
import { SECRET_ANSWER_PATHS } from '../auth/second-factor.constants.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { FILE_UPLOAD_PATHS } from '../data-transfer/upload-file.js';
import { IDEMPOTENCY_MESSAGES as M, REPLAYED_HEADER, REPLAYED_HEADERS } from './idempotency.constants.js';
import { fieldTimeOf, idempotencyKeyOf } from './request-headers.js';
import { withWriteContext } from './write-context.js';

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface StoredKey {
  fingerprint: string;
  status_code: number;
  headers: Record<string, string>;
  body: string | null;
}

/** JSON with object keys sorted, so the same body sent again hashes the same whatever its key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value ?? null;
}

/** What makes two sends "the same request": method, path with query, If-Match and the body. */
export function requestFingerprint(req: Request): string {
  const ifMatch = req.headers['if-match'] ?? null;
  return createHash('sha256')
    .update(JSON.stringify([req.method.toUpperCase(), req.originalUrl, ifMatch, canonical(req.body)]))
    .digest('hex');
}

/** A handler's answer as stored text (null: no body), or undefined when it cannot be stored (a file or stream). */
function storableBody(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (value instanceof StreamableFile || value instanceof Stream || Buffer.isBuffer(value)) return undefined;
  return JSON.stringify(value);
}

/** The field tables' trigger refusing a field time before the hydrant was registered (see the migration). */
function fieldTimeRefusal(error: unknown): BadRequestException | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: string; hint?: string; message?: string } | undefined;
  if (driverError?.code !== '22007' || driverError.hint !== 'field-time') return undefined;
  return new BadRequestException(driverError.message);
}

function isLockTimeout(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '55P03';
}

/**
 * Idempotent writes and field times (DECISIONS §15), for every write route of the API:
 *
 * - `X-Field-Time` (any write): checked (400 'Field time ...'), then every row the request
 *   inserts into a field table records it (write-context.ts, the migration's trigger).
 * - `Idempotency-Key` (a signed-in user's write): the whole request runs in ONE transaction
 *   that first inserts the key's row (user, key, what the request was), then runs the route,
 *   then stores the answer in that row and commits. So the key and the write are committed
 *   together or not at all; a second send of the same key waits on the row's primary key
 *   until the first commits (409 after IDEMPOTENCY_WAIT_SECONDS) and then answers the
 *   stored answer (status, ETag/Location/..., body) without running the route: nothing is
 *   written, no audit row, no version check. The same key with another method, path,
 *   If-Match or body is 422. An error answer rolls the key back with the write, so only
 *   successes are remembered and a corrected retry may reuse the key.
 *
 * Keys are per user. Left alone: public routes (sign-in, demo: no user yet), and the raw
 * file uploads (restore, hydrant import), whose body is only read by the route itself.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    if (!WRITE_METHODS.has(req.method.toUpperCase())) return next.handle();
    let fieldTime: string | undefined;
    let key: string | undefined;
    try {
      fieldTime = fieldTimeOf(req);
      key = idempotencyKeyOf(req);
    } catch (error) {
      return throwError(() => error);
    }
    const user = sessionUserOf(req);
    const mapErrors = catchError((error: unknown) => throwError(() => fieldTimeRefusal(error) ?? error));
    if (key === undefined || user?.kind !== 'user' || FILE_UPLOAD_PATHS.has(req.path) || SECRET_ANSWER_PATHS.has(req.path)) {
      return withWriteContext({ fieldTime }, () => next.handle()).pipe(mapErrors);
    }
    const userId = user.id;
    const keyed = key;
    return new Observable<unknown>((subscriber) => {
      this.runKeyed(req, res, next, userId, keyed, fieldTime).then(
        (value) => {
          subscriber.next(value);
          subscriber.complete();
        },
        (error: unknown) => subscriber.error(error),
      );
    }).pipe(mapErrors);
  }

  private async runKeyed(
    req: Request,
    res: Response,
    next: CallHandler,
    userId: number,
    key: string,
    fieldTime: string | undefined,
  ): Promise<unknown> {
    const fingerprint = requestFingerprint(req);
    const runner = withWriteContext({ fieldTime }, () => this.dataSource.createQueryRunner());
    try {
      await withWriteContext({ fieldTime }, () => runner.connect());
      await runner.startTransaction();
      if (!(await this.reserve(runner, userId, key, req, fingerprint))) {
        const stored = await this.storedAnswer(runner, userId, key);
        await runner.rollbackTransaction();
        if (stored.fingerprint !== fingerprint) throw new UnprocessableEntityException(M.reused);
        res.status(stored.status_code);
        for (const [name, value] of Object.entries(stored.headers)) res.setHeader(name, value);
        res.setHeader(REPLAYED_HEADER, 'true');
        return stored.body === null ? undefined : (JSON.parse(stored.body) as unknown);
      }
      const value: unknown = await lastValueFrom<unknown, undefined>(
        withWriteContext({ fieldTime, runner }, () => next.handle()),
        { defaultValue: undefined },
      );
      const body = storableBody(value);
      if (body === undefined || res.headersSent) {
        // A file answer is not kept: the key is forgotten, the write (if any) stands.
        await runner.query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2`, [userId, key]);
      } else {
        await runner.query(
          `UPDATE idempotency_keys SET status_code = $3, headers = $4::jsonb, body = $5 WHERE user_id = $1 AND key = $2`,
          [userId, key, res.statusCode, JSON.stringify(this.answerHeaders(res)), body],
        );
      }
      await runner.commitTransaction();
      return value;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /**
   * Inserts the key's row; false when the key is taken (then the row is committed: an
   * uncommitted one of a concurrent send is waited for, at most IDEMPOTENCY_WAIT_SECONDS).
   */
  private async reserve(runner: QueryRunner, userId: number, key: string, req: Request, fingerprint: string): Promise<boolean> {
    const waitMs = Math.round(this.config.idempotency.waitSeconds * 1000);
    const [{ previous }] = (await runner.query(
      `SELECT current_setting('lock_timeout') AS previous, set_config('lock_timeout', $1, true)`,
      [`${waitMs}ms`],
    )) as Array<{ previous: string }>;
    try {
      const inserted = (await runner.query(
        `INSERT INTO idempotency_keys (user_id, key, method, path, fingerprint) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, key) DO NOTHING RETURNING 1 AS reserved`,
        [userId, key, req.method.toUpperCase(), req.originalUrl, fingerprint],
      )) as unknown[];
      await runner.query(`SELECT set_config('lock_timeout', $1, true)`, [previous]);
      return inserted.length === 1;
    } catch (error) {
      if (isLockTimeout(error)) throw new ConflictException(M.inProgress);
      throw error;
    }
  }

  private async storedAnswer(runner: QueryRunner, userId: number, key: string): Promise<StoredKey> {
    const [row] = (await runner.query(
      `SELECT fingerprint, status_code, headers, body FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
      [userId, key],
    )) as StoredKey[];
    return row;
  }

  private answerHeaders(res: Response): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return headers;
  }
}

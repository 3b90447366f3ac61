import {
  applyDecorators,
  BadRequestException,
  CallHandler,
  ConflictException,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PreconditionFailedException,
  UseInterceptors,
} from '@nestjs/common';
import { ApiHeader, ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import type { Request, Response } from 'express';
import { map, Observable } from 'rxjs';
import { parseId } from './parse-id.pipe.js';

/**
 * Optimistic concurrency for editable records: two people editing the same record never
 * lose an update silently.
 *
 * THE PATTERN (every editable record follows it):
 * 1. The table has `version integer NOT NULL DEFAULT 1` (a NEW migration) and the entity a
 *    `@VersionColumn({ default: 1 })`. Every write bumps it: `version = version + 1` in
 *    the same UPDATE (raw SQL), or TypeORM does it in `repository.update()` / save().
 *    Set-based writes (bulk actions) bump it too.
 * 2. The read DTO carries `version` (`@VersionProperty()`); single-record reads and write
 *    answers send `ETag: "<version>"` (`@VersionETag()` on the route: it reads the
 *    returned body's `version`).
 * 3. Write routes (PATCH/PUT/DELETE) take `@ExpectedVersion() expected: number | undefined`
 *    (from `If-Match: "<n>"` / `W/"<n>"`, or a `version` field of the body) and are
 *    documented with `@ApiIfMatch()`; update DTOs declare the optional body field with
 *    `@VersionField()`.
 * 4. The service makes the check and the write one statement:
 *    `UPDATE t SET ..., version = version + 1 WHERE id = $1 AND ($2::int IS NULL OR version = $2)`
 *    (or DELETE with the same condition). When it touches no row, `whyNoRow()` tells
 *    404 from 409 (`StaleVersionException`, nothing changed). Under READ COMMITTED the
 *    row lock makes a second writer with the same version re-check the condition after
 *    the first commits, so of two concurrent writes exactly one succeeds.
 * 5. Dependent rows written in the same transaction (e.g. a hydrant's photos) are written
 *    only after that UPDATE succeeded, so a stale write changes nothing.
 * A write without a version still works (old clients): last writer wins, as before.
 */

export const VERSION_MESSAGES = {
  ifMatch: 'If-Match must name a version, e.g. "3"',
  version: 'Version must be a whole number from 1',
  disagree: 'If-Match and version name different versions',
} as const;

const MAX_VERSION = 2_147_483_647;

function parseVersion(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= MAX_VERSION ? n : undefined;
}

/**
 * The version named by an If-Match header: `"3"` or `W/"3"` (one entity tag; `*` names
 * none). Undefined without the header; 412 for anything else (it names none of our versions).
 */
export function ifMatchVersion(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header.join(',') : header).trim();
  if (text === '' || text === '*') return undefined;
  const match = /^(?:W\/)?"([^"]*)"$/.exec(text);
  const version = match ? parseVersion(match[1]) : undefined;
  if (version === undefined) throw new PreconditionFailedException(VERSION_MESSAGES.ifMatch);
  return version;
}

/**
 * The version a write expects, from `If-Match` or the body's `version` field (the body
 * field itself is validated by the DTO's @VersionField). Undefined when neither is sent.
 * Both sent and different: 400.
 */
export function expectedVersion(req: Pick<Request, 'headers'>, body?: unknown): number | undefined {
  const fromHeader = ifMatchVersion(req.headers['if-match']);
  const raw = typeof body === 'object' && body !== null ? (body as { version?: unknown }).version : undefined;
  const fromBody = typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= MAX_VERSION ? raw : undefined;
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    throw new BadRequestException(VERSION_MESSAGES.disagree);
  }
  return fromHeader ?? fromBody;
}

export const NOTHING_TO_CHANGE = 'Nothing to change: send at least one field';

/**
 * A PATCH whose JSON body is `{}` names nothing to change: 400, before anything is read or
 * written. (A PATCH without a body, or with only `version`, still answers as before.)
 */
export function assertSomethingToChange(req: Pick<Request, 'method' | 'body'>): void {
  const body: unknown = req.body;
  const isEmptyObject = typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;
  if (req.method === 'PATCH' && isEmptyObject && (req as Request).headers?.['content-length'] !== '0') {
    throw new BadRequestException(NOTHING_TO_CHANGE);
  }
}

/** Route parameter: the version the write expects (see expectedVersion). */
export const ExpectedVersion = createParamDecorator((data: 'changes' | undefined, ctx: ExecutionContext): number | undefined => {
  const req = ctx.switchToHttp().getRequest<Request>();
  // Field updates (`@ExpectedVersion('changes')`): a PATCH must name something to change. A malformed
  // `:id` is left to its ParseIdPipe (404, as for an id that names no row): a path that names nothing
  // answers that first, whatever the body.
  if (data === 'changes' && (req.params?.id === undefined || parseId(req.params.id) !== null)) assertSomethingToChange(req);
  return expectedVersion(req, req.body);
});

/** The ETag of a record version: `"<version>"`. */
export const versionETag = (version: number): string => `"${version}"`;

@Injectable()
class VersionETagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((body: unknown) => {
        const version = typeof body === 'object' && body !== null ? (body as { version?: unknown }).version : undefined;
        if (typeof version === 'number') {
          res.setHeader('ETag', versionETag(version));
          // The ETag names the record's version, not every byte of the answer (a zone's
          // hydrant counts change without it), so the browser must not revalidate with it.
          res.setHeader('Cache-Control', 'no-store');
        }
        return body;
      }),
    );
  }
}

/** Sends `ETag: "<version>"` with a route's answer (a body with a numeric `version`). */
export const VersionETag = (): MethodDecorator & ClassDecorator => UseInterceptors(VersionETagInterceptor);

/** 409 for a write that named an older version; the body also says which version is current. */
export class StaleVersionException extends ConflictException {
  constructor(message: string, currentVersion: number) {
    super({ statusCode: 409, message, error: 'Conflict', currentVersion });
  }
}

/**
 * After a versioned UPDATE/DELETE touched no row: the record's current version, or
 * null when it does not exist. Throws `notFound()` or the 409 accordingly.
 */
export function whyNoRow(current: number | null, staleMessage: string, notFound: () => Error): never {
  if (current === null) throw notFound();
  throw new StaleVersionException(staleMessage, current);
}

/** The SQL condition of a versioned write: `version = $n` when a version is expected, else none. */
export function versionCondition(expected: number | undefined, params: unknown[], column = 'version'): string {
  if (expected === undefined) return '';
  params.push(expected);
  return ` AND ${column} = $${params.length}`;
}

/** OpenAPI: the optional If-Match header of a versioned write. */
export const ApiIfMatch = (): MethodDecorator =>
  applyDecorators(
    ApiHeader({
      name: 'If-Match',
      required: false,
      description:
        'The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; ' +
        'a value naming none of our versions: 412. ' +
        'Without it (and without a `version` field) the write is applied to the latest version.',
    }),
  );

/** OpenAPI + read DTOs: the record's version. */
export const VersionProperty = (): PropertyDecorator =>
  ApiProperty({
    type: 'integer',
    minimum: 1,
    example: 1,
    description: 'Starts at 1 and grows by 1 on every write; send it back (If-Match or `version`) to refuse lost updates.',
  });

/** Update DTOs: the optional `version` field (the version the change is based on). */
export const VersionField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({
      type: 'integer',
      minimum: 1,
      maximum: MAX_VERSION,
      required: false,
      description: 'The version this change is based on (as read). An older version: 409 and nothing changes.',
    }),
    ValidateIf((_object, value) => value !== undefined),
    IsInt({ message: VERSION_MESSAGES.version }),
    Min(1, { message: VERSION_MESSAGES.version }),
    Max(MAX_VERSION, { message: VERSION_MESSAGES.version }),
  );

/** Body of a 409 from a stale write. */
export class StaleVersionResponseDto {
  @ApiProperty({ example: 409 })
  statusCode: number;

  @ApiProperty({ example: 'This hydrant was changed by someone else' })
  message: string;

  @ApiProperty({ example: 'Conflict' })
  error: string;

  @ApiProperty({
    type: 'integer',
    required: false,
    description: 'The current version (present when the 409 is a stale version).',
  })
  currentVersion?: number;
}

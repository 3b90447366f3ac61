import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Bounds on a parsed JSON body, checked right after parsing and before anything walks it
 * (validation, class-transformer, prototype stripping), so that no body, however built,
 * costs more than a quick iterative walk: 100,000 keys or 10,000 levels of nesting are
 * refused in milliseconds instead of stalling the event loop for seconds.
 * No DTO comes near them: a zone outline is 3 levels deep, a bulk inspection lists at
 * most 10,000 ids (its own rule reports 10,001), a hydrant has 13 fields.
 */
export const JSON_BODY_LIMITS = {
  /** Levels of objects and arrays, the body itself being level 1. */
  maxDepth: 32,
  /** Object keys in the whole body. */
  maxKeys: 1_000,
  /** Items of any one array. */
  maxArrayLength: 20_000,
} as const;

export const BODY_MESSAGES = {
  tooDeep: `Request body is nested too deeply (at most ${JSON_BODY_LIMITS.maxDepth} levels)`,
  tooManyKeys: `Request body has too many fields (at most ${JSON_BODY_LIMITS.maxKeys.toLocaleString('en-US')})`,
  arrayTooLong: `A list in the request body is too long (at most ${JSON_BODY_LIMITS.maxArrayLength.toLocaleString('en-US')} items)`,
  notJson: 'Content-Type must be application/json',
} as const;

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A 400 in the shape of a validation error (DECISIONS §9), naming no field. */
function badBody(message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [message], errors: {} });
}

/** Why a parsed body exceeds the limits, or null. Iterative, and stops at the first excess. */
export function bodyLimitProblem(body: unknown, limits = JSON_BODY_LIMITS): string | null {
  if (body === null || typeof body !== 'object') return null;
  let keys = 0;
  const pending: Array<[object, number]> = [[body, 1]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (depth > limits.maxDepth) return BODY_MESSAGES.tooDeep;
    const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
    if (Array.isArray(value)) {
      if (value.length > limits.maxArrayLength) return BODY_MESSAGES.arrayTooLong;
    } else {
      keys += children.length;
      if (keys > limits.maxKeys) return BODY_MESSAGES.tooManyKeys;
    }
    for (const child of children) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return null;
}

/** Whether the request carries a body (as body-parser decides it). */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Before the body parser: a write (POST, PUT, PATCH, DELETE) that carries a body must
 * send JSON, else 415 (text, XML and form data were read as an empty change before).
 * A write without a body is left alone (an empty PATCH changes nothing).
 */
export function requireJsonBodies(fileUploadPaths: ReadonlySet<string> = new Set()): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    // Upload routes take the file itself (application/octet-stream) as well; they check the rest themselves.
    const isUpload = fileUploadPaths.has(req.path) && req.is('application/octet-stream');
    if (WRITE_METHODS.has(req.method) && hasBody(req) && !isUpload && !req.is(['application/json', '+json'])) {
      next(
        new HttpException(
          { statusCode: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: BODY_MESSAGES.notJson, error: 'Unsupported Media Type' },
          HttpStatus.UNSUPPORTED_MEDIA_TYPE,
        ),
      );
      return;
    }
    next();
  };
}

/** After the JSON parser: 400 for a body beyond JSON_BODY_LIMITS. */
export function limitJsonBodies(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const problem = bodyLimitProblem(req.body);
    next(problem ? badBody(problem) : undefined);
  };
}

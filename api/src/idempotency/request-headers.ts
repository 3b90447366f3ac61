import { BadRequestException } from '@nestjs/common';
import type { Request } from 'express';
import {
  FIELD_TIME_FUTURE_MINUTES,
  FIELD_TIME_PAST_DAYS,
  IDEMPOTENCY_MESSAGES as M,
  KEY_PATTERN,
} from './idempotency.constants.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** An instant: date, time (seconds and fraction optional) and a zone (Z or ±hh:mm). */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The request's Idempotency-Key (trimmed), undefined without one; 400 when it is not 1-200 printable ASCII characters. */
export function idempotencyKeyOf(req: Pick<Request, 'headers'>): string | undefined {
  const raw = single(req.headers['idempotency-key']);
  if (raw === undefined) return undefined;
  const key = raw.trim();
  if (!KEY_PATTERN.test(key)) throw new BadRequestException(M.badKey);
  return key;
}

/** Whether a calendar date exists (no 30 February). */
function realDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The request's X-Field-Time as a UTC ISO string, undefined without one. 400 'Field time ...'
 * when it is no instant, more than 5 minutes ahead of the server's clock or more than 30 days
 * behind it. (Before the hydrant was registered is checked by the database, per record.)
 */
export function fieldTimeOf(req: Pick<Request, 'headers'>, now: number = Date.now()): string | undefined {
  const raw = single(req.headers['x-field-time'])?.trim();
  if (raw === undefined || raw === '') return undefined;
  const parts = INSTANT.exec(raw);
  const at = parts ? Date.parse(raw) : NaN;
  if (!parts || Number.isNaN(at) || !realDate(Number(parts[1]), Number(parts[2]), Number(parts[3]))) {
    throw new BadRequestException(M.fieldTimeFormat);
  }
  if (Number(parts[4]) > 23 || Number(parts[5]) > 59 || Number(parts[6] ?? 0) > 59)
    throw new BadRequestException(M.fieldTimeFormat);
  if (at > now + FIELD_TIME_FUTURE_MINUTES * MINUTE) throw new BadRequestException(M.fieldTimeFuture);
  if (at < now - FIELD_TIME_PAST_DAYS * DAY) throw new BadRequestException(M.fieldTimePast);
  return new Date(at).toISOString();
}

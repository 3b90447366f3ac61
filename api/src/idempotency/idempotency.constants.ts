/** Request header naming a write so it may be sent again safely (DECISIONS §15). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Request header: when the work was done in the field (ISO 8601 instant). */
export const FIELD_TIME_HEADER = 'X-Field-Time';

/** Answer header on a replay: `true` when the answer is the stored one of an earlier send. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** A key's characters: printable ASCII (space to tilde), 1 to 200 of them. */
export const KEY_PATTERN = /^[\x20-\x7e]{1,200}$/;

/** How far ahead of the server's clock a field time may be (device clocks drift). */
export const FIELD_TIME_FUTURE_MINUTES = 5;

/** How far back a field time may be. */
export const FIELD_TIME_PAST_DAYS = 30;

/** The least retention of keys, in days (a key is kept at least this long after its write). */
export const MIN_KEY_RETENTION_DAYS = 7;

/** The answer headers replayed with a stored answer (lower case); others are the server's own each time. */
export const REPLAYED_HEADERS = ['etag', 'location', 'cache-control', 'content-type', 'content-disposition'] as const;

export const IDEMPOTENCY_MESSAGES = {
  badKey: `${IDEMPOTENCY_KEY_HEADER} must be 1 to 200 printable ASCII characters, e.g. a UUID`,
  reused: `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request (another method, path or body); use a new key for a new write`,
  inProgress: `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed`,
  fieldTimeFormat: `Field time (${FIELD_TIME_HEADER}) must be an ISO 8601 instant with a time zone, e.g. 2026-05-12T14:03:00Z`,
  fieldTimeFuture: `Field time is more than ${FIELD_TIME_FUTURE_MINUTES} minutes in the future (check the device's clock)`,
  fieldTimePast: `Field time is more than ${FIELD_TIME_PAST_DAYS} days in the past`,
} as const;

/** Seconds a client is asked to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server that is going away, starting up or full (class 08: connection exceptions). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * TypeORM releases a query runner whose connection failed (the server went away in the
 * middle of a transaction); the transaction's next query then fails with one of these.
 */
const RELEASED_RUNNER_ERRORS = new Set(['QueryRunnerProviderAlreadyReleasedError', 'QueryRunnerAlreadyReleasedError']);

/** node-postgres and pg-pool errors that carry no code. */
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/**
 * Whether an error means "the database cannot be reached right now" (server restarting,
 * network cut), as opposed to a bug or bad data. Looks through the wrappers TypeORM and
 * the session store put around the driver's error. The exception filter answers these
 * with 503 and Retry-After instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof name === 'string' && RELEASED_RUNNER_ERRORS.has(name)) return true;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError (a connection refused on both IPv4 and IPv6) lists its causes.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { driverError?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A request waited for the database to come back and it did not. */
export class DatabaseStillUnavailableError extends Error {
  readonly code = 'ECONNREFUSED';
  constructor() {
    super('The database did not come back in time');
    this.name = 'DatabaseStillUnavailableError';
  }
}

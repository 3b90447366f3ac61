import type { ApiError } from './base-query';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** True for the error shape produced by the api's base query. */
export function isApiError(err: unknown): err is ApiError {
  return isRecord(err) && 'status' in err && 'message' in err && typeof err.message === 'string';
}

/**
 * The server's own `message` from a JSON error body (NestJS: `{ statusCode, message, error }`;
 * validation errors carry a list of messages, which are joined with '; ').
 * Returns undefined when the body has no message.
 */
export function serverMessage(err: unknown): string | undefined {
  if (!isRecord(err)) return undefined;
  const data = err.data;
  if (!isRecord(data)) return undefined;
  const message = data.message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message)) {
    const parts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (parts.length > 0) return parts.join('; ');
  }
  return undefined;
}

/**
 * Text for an error toast: the server's `message` when the body is JSON with one,
 * otherwise `fallback` when given (e.g. 'Login failed'), otherwise the generic
 * "<status>: <body>" message, otherwise 'Unknown error'.
 */
export function errorMessage(err: unknown, fallback?: string): string {
  const fromServer = serverMessage(err);
  if (fromServer) return fromServer;
  if (fallback) return fallback;
  if (isRecord(err) && typeof err.message === 'string' && err.message !== '') return err.message;
  if (typeof err === 'string' && err !== '') return err;
  return 'Unknown error';
}

/**
 * Field messages of a 400 answer (`{ errors: { field: message } }`), keyed by form field;
 * a 409 (duplicate serial or badge number) is reported on `conflictField`.
 */
export function fieldErrorsOf(error: unknown, conflictField: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof error !== 'object' || error === null) return out;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (typeof data !== 'object' || data === null) return out;
  const body = data as { errors?: unknown; message?: unknown };
  if (body.errors && typeof body.errors === 'object') {
    for (const [key, message] of Object.entries(body.errors as Record<string, unknown>)) {
      const field = key.split(/[.[]/)[0];
      if (typeof message === 'string' && !(field in out)) out[field] = message;
    }
  }
  if (status === 409 && !isStaleVersion(error) && typeof body.message === 'string') out[conflictField] ??= body.message;
  return out;
}

/** True when the server refused a write because the record changed since it was read. */
export function isStaleVersion(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, data } = error as { status?: unknown; data?: unknown };
  return (
    status === 409 &&
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { currentVersion?: unknown }).currentVersion === 'number'
  );
}

/**
 * The server's per-field 400 messages (`{ errors: { field: message } }`, SPEC §5 texts),
 * keyed by the top-level field, for antd's form.setFields.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof error !== 'object' || error === null) return out;
  const { data } = error as { data?: unknown };
  if (typeof data !== 'object' || data === null) return out;
  const body = data as { errors?: unknown };
  if (body.errors && typeof body.errors === 'object') {
    for (const [key, message] of Object.entries(body.errors as Record<string, unknown>)) {
      const field = key.split(/[.[]/)[0];
      if (typeof message === 'string' && !(field in out)) out[field] = message;
    }
  }
  return out;
}

/** antd form.setFields entries for the server's field messages. */
export const formErrors = (errors: Record<string, string>) =>
  Object.entries(errors).map(([name, message]) => ({ name, errors: [message] }));

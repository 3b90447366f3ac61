import type { FormInstance } from 'antd';

/** The `errors` map of a 400 from the API (one message per field), if the error carries one. */
export function serverFieldErrors(err: unknown): Record<string, string> | undefined {
  const data = (err as { data?: { errors?: unknown } } | null)?.data;
  const errors = data?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  return errors as Record<string, string>;
}

/**
 * Shows the server's per-field messages under the form's fields (for fields the form
 * has); true when at least one was shown, so the caller need not toast as well.
 */
export function showFieldErrors(form: FormInstance, err: unknown, fields: string[]): boolean {
  const errors = serverFieldErrors(err);
  if (!errors) return false;
  const shown = Object.entries(errors).filter(([name]) => fields.includes(name));
  form.setFields(shown.map(([name, message]) => ({ name, errors: [message] })));
  return shown.length > 0;
}

/** The rule the API applies, said before the user types (DECISIONS §12). */
export const PASSWORD_RULES_TEXT =
  'At least 12 characters, not your username, not a common password and not easy to guess (a few unusual words work well).';

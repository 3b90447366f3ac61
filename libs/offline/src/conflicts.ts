/**
 * Field-by-field conflicts: a queued change met a newer version of its record. Every
 * field the change sets whose current value differs is shown, the user's value beside
 * the current one, and the user chooses; nothing is merged silently.
 */

/** Body fields that are not the user's values (the version, photos added to a list). */
const NOT_COMPARED = new Set(['version', 'photos']);

/** Fields that are never taken from either side without the user choosing (status to/from out of service, flow tests). */
export const NEVER_AUTO_MERGED = new Set(['status', 'outOfServiceReason', 'expectedReturn', 'flowRate', 'pressure']);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === '')) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    const left = (a as unknown[]).map((v) => JSON.stringify(v)).sort();
    const right = (b as unknown[]).map((v) => JSON.stringify(v)).sort();
    return left.length === right.length && left.every((value, i) => value === right[i]);
  }
  return false;
}

/** The fields of the queued body whose value differs from the record's current one. */
export function conflictingFields(body: Record<string, unknown>, current: Record<string, unknown>): string[] {
  return Object.keys(body).filter(
    (field) => !NOT_COMPARED.has(field) && field in current && !same(body[field], current[field]),
  );
}

export type FieldChoice = 'mine' | 'current';

/**
 * The body to send after the user chose, per differing field, their value or the current
 * one: fields kept as current are left out; the rest is sent on the current version.
 * Null when nothing is left to send (every differing field kept as it is now, and no other field).
 */
export function resolvedBody(
  body: Record<string, unknown>,
  fields: string[],
  choices: Record<string, FieldChoice>,
  currentVersion: number | null,
): Record<string, unknown> | null {
  const next: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'version') continue;
    if (fields.includes(field) && choices[field] !== 'mine') continue;
    next[field] = value;
  }
  // a reason or expected return travels with the status it explains
  if (!('status' in next)) {
    delete next.outOfServiceReason;
    delete next.expectedReturn;
  }
  if (Object.keys(next).length === 0) return null;
  if (currentVersion !== null) next.version = currentVersion;
  return next;
}

/** Labels for the fields the field screen changes. */
export const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  outOfServiceReason: 'Out-of-service reason',
  expectedReturn: 'Expected back',
  pressure: 'Pressure (PSI)',
  flowRate: 'Flow (GPM)',
  notes: 'Notes',
  checklist: 'Checklist',
  inspector: 'Inspector',
  lastInspection: 'Last inspection',
};

/** A value as the conflict view shows it. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length ? value.map((v) => displayValue(v)).join(', ') : '(none)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

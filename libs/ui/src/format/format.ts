const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses a date value. Date-only strings ('2024-05-01', the API's `date` columns) are
 * read as local calendar dates, not UTC midnight, so they never shift by a day.
 */
export function parseDate(value: string | number | Date): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value.trim());
    if (m) {
      const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
      const date = new Date(y, mo, d);
      // reject rolled-over dates such as 2024-02-31
      return date.getFullYear() === y && date.getMonth() === mo && date.getDate() === d ? date : new Date(NaN);
    }
  }
  return new Date(value);
}

const isMissing = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * SPEC §3 display rule: the user's local date format; 'Not recorded' when missing;
 * 'Invalid date' when it cannot be parsed.
 */
export function formatDate(value: string | number | Date | null | undefined, locale?: string): string {
  if (isMissing(value)) return 'Not recorded';
  const date = parseDate(value as string | number | Date);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return date.toLocaleDateString(locale);
}

/** Same rules as formatDate, with the local time. */
export function formatDateTime(value: string | number | Date | null | undefined, locale?: string): string {
  if (isMissing(value)) return 'Not recorded';
  const date = parseDate(value as string | number | Date);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return date.toLocaleString(locale);
}

/** A value or 'N/A' when missing (tables and detail views), with an optional unit. */
export function displayValue(value: string | number | null | undefined, unit?: string): string {
  if (isMissing(value) || (typeof value === 'number' && Number.isNaN(value))) return 'N/A';
  return unit ? `${value} ${unit}` : String(value);
}

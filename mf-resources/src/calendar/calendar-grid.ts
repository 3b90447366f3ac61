/**
 * The month grid of the Personnel Calendar (SPEC §2): weeks of seven days, Sunday first,
 * from the Sunday on or before the 1st to the Saturday on or after the last day. A month
 * takes four, five or six rows depending on the weekday it starts on and its length.
 * Dates are ISO 'YYYY-MM-DD' strings worked out in UTC, so no time zone or daylight
 * saving change can move a day.
 */

/** A month as 'YYYY-MM'. */
export type YearMonth = string;

export interface GridDay {
  /** 'YYYY-MM-DD' */
  date: string;
  /** day of the month, 1–31 */
  day: number;
  /** false for the leading and trailing days of the neighbouring months */
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

const isoOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Parses 'YYYY-MM' into its year and month (1–12); throws on anything else. */
export function parseYearMonth(ym: YearMonth): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(ym);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new Error(`Not a month: ${ym}`);
  return { year, month };
}

export const yearMonthOf = (year: number, month: number): YearMonth => `${year}-${pad(month)}`;

/** The month `delta` months after (or before, when negative) `ym`. */
export function addMonths(ym: YearMonth, delta: number): YearMonth {
  const { year, month } = parseYearMonth(ym);
  const index = year * 12 + (month - 1) + delta;
  return yearMonthOf(Math.floor(index / 12), (index % 12) + 1);
}

/** Days in a month (leap years included). */
export function daysInMonth(ym: YearMonth): number {
  const { year, month } = parseYearMonth(ym);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The weeks of a month's grid, each of 7 days, Sunday first. */
export function monthGrid(ym: YearMonth): GridDay[][] {
  const { year, month } = parseYearMonth(ym);
  const first = new Date(Date.UTC(year, month - 1, 1));
  const lead = first.getUTCDay(); // 0 = Sunday
  const cells = Math.ceil((lead + daysInMonth(ym)) / 7) * 7;
  const weeks: GridDay[][] = [];
  for (let i = 0; i < cells; i += 1) {
    const d = new Date(Date.UTC(year, month - 1, 1 - lead + i));
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1].push({ date: isoOf(d), day: d.getUTCDate(), inMonth: d.getUTCMonth() === month - 1 });
  }
  return weeks;
}

/** Column headers, Sunday first. */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'November 2026' */
export function monthTitle(ym: YearMonth): string {
  const { year, month } = parseYearMonth(ym);
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** 'Monday, November 23, 2026' for an ISO date. */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]}, ${MONTH_NAMES[m - 1]} ${d}, ${y}`;
}

/** Today in the user's own time zone, as 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The month of an ISO date. */
export const monthOfDate = (iso: string): YearMonth => iso.slice(0, 7);

import { hasControlCharacter } from '../../common/input-text.js';
import { isUsableCoordinate } from '../../common/coordinates.js';
import {
  CHECKLIST_OPTIONS,
  HYDRANT_OWNERSHIPS,
  HYDRANT_STATUSES,
  HYDRANT_TYPES,
  MAX_OUTLETS,
  MIN_INSTALL_YEAR,
} from '../../hydrants/hydrant.constants.js';
import type { ImportField } from './import-columns.js';

const MAX_INT = 2_147_483_647;
const MAX_OUTLET_SIZE_IN = 12;
const MAX_MAIN_SIZE_IN = 72;

const STATUSES: ReadonlySet<unknown> = new Set(HYDRANT_STATUSES);
const TYPES: ReadonlySet<unknown> = new Set(HYDRANT_TYPES);
const OWNERSHIPS: ReadonlySet<unknown> = new Set(HYDRANT_OWNERSHIPS);
const CHECKLIST: ReadonlySet<unknown> = new Set(CHECKLIST_OPTIONS);

/** Text the DTO keeps as it is (it trims text first: only text without surrounding spaces passes here). */
const text = (value: unknown, max: number): boolean =>
  typeof value === 'string' && value.length > 0 && value.length <= max && value.trim() === value && !hasControlCharacter(value);
const optionalText = (value: unknown, max: number): boolean => value === null || text(value, max);
const between = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
const wholeBetween = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const optionalWhole = (value: unknown, min: number, max: number): boolean => value === null || wholeBetween(value, min, max);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar date written YYYY-MM-DD (the create DTO's rule: what Date reads back as the
 * same day, year 0000 refused), by arithmetic on the proleptic Gregorian calendar, as Date
 * counts it, without building a Date per row.
 */
function calendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (year === 0 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return day <= days;
}

function coordinate(value: unknown, limit: number): boolean {
  return between(value, -limit, limit) && isUsableCoordinate(value as number);
}

/**
 * Whether a row's values (as `cellValue` gives them) certainly pass the API's create rules,
 * checked without class-validator so that a large import of good rows stays fast. It only
 * ever answers true for values the create DTO accepts; anything unusual answers false, and
 * the row then goes through the DTO itself, which names each problem in SPEC §5's words.
 */
export function surelyValid(plain: Partial<Record<ImportField, unknown>>): boolean {
  for (const key of Object.keys(plain) as ImportField[]) {
    const value = plain[key];
    switch (key) {
      case 'hydrantId':
        if (!text(value, 50)) return false;
        break;
      case 'address':
        if (!text(value, 300)) return false;
        break;
      case 'area':
        if (!text(value, 200)) return false;
        break;
      case 'latitude':
        if (!coordinate(value, 90)) return false;
        break;
      case 'longitude':
        if (!coordinate(value, 180)) return false;
        break;
      case 'status':
        if (value !== undefined && !STATUSES.has(value)) return false;
        break;
      case 'pressure':
      case 'flowRate':
        if (!optionalWhole(value, 0, MAX_INT)) return false;
        break;
      case 'lastInspection':
      case 'expectedReturn':
        if (value !== null && !calendarDate(value)) return false;
        break;
      case 'inspector':
        if (!optionalText(value, 200)) return false;
        break;
      case 'notes':
        if (!optionalText(value, 10_000)) return false;
        break;
      case 'manufacturer':
        if (!optionalText(value, 100)) return false;
        break;
      case 'outOfServiceReason':
        if (!optionalText(value, 500)) return false;
        break;
      case 'checklist':
        if (!Array.isArray(value) || value.length > CHECKLIST_OPTIONS.length || !value.every((item) => CHECKLIST.has(item)))
          return false;
        break;
      case 'hydrantType':
        if (value !== null && !TYPES.has(value)) return false;
        break;
      case 'ownership':
        if (value !== null && !OWNERSHIPS.has(value)) return false;
        break;
      case 'outletCount':
        if (!optionalWhole(value, 0, MAX_OUTLETS)) return false;
        break;
      case 'outletSizes':
        if (
          !Array.isArray(value) ||
          value.length > MAX_OUTLETS ||
          !value.every((size) => between(size, 0.01, MAX_OUTLET_SIZE_IN)) ||
          (typeof plain.outletCount === 'number' && value.length > plain.outletCount)
        )
          return false;
        break;
      case 'mainSize':
        if (value !== null && !between(value, 0.01, MAX_MAIN_SIZE_IN)) return false;
        break;
      case 'installYear':
        if (!optionalWhole(value, MIN_INSTALL_YEAR, new Date().getUTCFullYear())) return false;
        break;
      case 'hasIsolationValve':
        if (value !== null && typeof value !== 'boolean') return false;
        break;
      default:
        return false;
    }
  }
  // The required fields are there (a file without their columns is refused before any row is read).
  return 'hydrantId' in plain && 'address' in plain && 'area' in plain && 'latitude' in plain && 'longitude' in plain;
}

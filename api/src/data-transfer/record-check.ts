import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate } from 'class-validator';
import { FORBIDDEN_KEYS, fieldLabel, hasControlCharacter } from '../common/input-text.js';
import { TRANSFER_MESSAGES } from './backup-format.js';
import type { DatasetColumn, ResolvedDataset } from './dataset-columns.js';

/** One problem of one record: the field and its message (SPEC §5 words where the API has them). */
export interface FieldProblem {
  field: string;
  message: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}$/;

/** A real day of the (proleptic Gregorian) calendar, year 0001 to 9999, worked out without a Date (this runs for every date of every record). */
function isCalendarDate(value: string): boolean {
  if (!DATE.test(value) || value.startsWith('0000')) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31);
}

/** Why one value does not fit its column, or null. */
function valueProblem(column: DatasetColumn, value: unknown): string | null {
  // The label is only worked out for a message (this runs for every value of every record).
  const label = (): string => fieldLabel(column.property);
  switch (column.kind) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && value >= column.min! && value <= column.max!
        ? null
        : `${label()} must be a whole number`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : `${label()} must be a number`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${label()} must be true or false`;
    case 'json':
      return null;
    case 'uuid':
      return typeof value === 'string' && UUID.test(value) ? null : `${label()} must be a UUID`;
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? null : `${label()} must be a date (YYYY-MM-DD)`;
    case 'timestamp':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : `${label()} must be a date and time (ISO 8601)`;
    case 'bytes':
      return typeof value === 'string' && value.length % 4 === 0 && BASE64.test(value) ? null : `${label()} must be base64 text`;
    case 'text':
      if (typeof value !== 'string') return `${label()} must be text`;
      if (hasControlCharacter(value)) return `${label()} must not contain control characters`;
      if (column.maxLength !== undefined && value.length > column.maxLength) {
        return `${label()} must be at most ${column.maxLength} characters`;
      }
      return null;
  }
}

function columnProblem(column: DatasetColumn, value: unknown): string | null {
  // Every column is written out, so every non-nullable one must be there (a default could not restore the original).
  if (value === undefined || value === null) return column.nullable ? null : `${fieldLabel(column.property)} is required`;
  if (column.isArray) {
    if (!Array.isArray(value)) return `${fieldLabel(column.property)} must be a list`;
    for (const item of value) {
      const problem = valueProblem(column, item);
      if (problem) return problem;
    }
    return null;
  }
  return valueProblem(column, value);
}

/** The properties of a dataset's records (its columns). */
const knownFieldsCache = new WeakMap<ResolvedDataset, Set<string>>();
function knownFields(dataset: ResolvedDataset): Set<string> {
  let known = knownFieldsCache.get(dataset);
  if (!known) {
    known = new Set(dataset.columns.map((column) => column.property));
    knownFieldsCache.set(dataset, known);
  }
  return known;
}

/** The properties a DTO validates (its class-validator metadata). */
const dtoFieldsCache = new Map<new () => object, Set<string>>();
function dtoFields(dto: new () => object): Set<string> {
  let fields = dtoFieldsCache.get(dto);
  if (!fields) {
    const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
    fields = new Set(metadata.map((entry) => entry.propertyName));
    dtoFieldsCache.set(dto, fields);
  }
  return fields;
}

/**
 * Every problem of one backup record: unknown fields, the create DTO's rules (the same
 * messages the API answers with) for the fields the DTO knows, and the column's type,
 * size and presence for the others (id, version, timestamps, references).
 */
export async function recordProblems(dataset: ResolvedDataset, record: Record<string, unknown>): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const known = knownFields(dataset);
  for (const key of Object.keys(record)) {
    if (FORBIDDEN_KEYS.has(key)) problems.push({ field: key, message: TRANSFER_MESSAGES.forbiddenKey(key) });
    else if (!known.has(key)) problems.push({ field: key, message: TRANSFER_MESSAGES.unknownField(key) });
  }
  const byDto = dataset.dto ? dtoFields(dataset.dto) : new Set<string>();
  if (dataset.dto) {
    const input: Record<string, unknown> = {};
    for (const field of byDto) if (record[field] !== undefined) input[field] = record[field];
    // Values a quick check knows the DTO accepts skip class-validator (by far the dearest part of a check).
    const errors = dataset.surelyValid?.(input)
      ? []
      : await validate(plainToInstance(dataset.dto, input), { whitelist: true, forbidUnknownValues: false });
    for (const error of errors) {
      const message = Object.values(error.constraints ?? {})[0];
      if (message) problems.push({ field: error.property, message });
    }
  }
  for (const column of dataset.columns) {
    // A DTO field that the DTO accepted is also checked against its column (size limits of the table).
    if (problems.length > 0 && byDto.has(column.property) && problems.some((problem) => problem.field === column.property))
      continue;
    const problem = columnProblem(column, record[column.property]);
    if (problem) problems.push({ field: column.property, message: problem });
  }
  return problems;
}

/** A record as the row to insert: database column names, base64 as bytea hex, derived columns added. */
export function rowOf(dataset: ResolvedDataset, record: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of dataset.columns) {
    const value = record[column.property];
    if (value === undefined) continue;
    row[column.column] =
      column.kind === 'bytes' && typeof value === 'string' ? `\\x${Buffer.from(value, 'base64').toString('hex')}` : value;
  }
  for (const [column, derive] of Object.entries(dataset.derived ?? {})) row[column] = derive(record);
  return row;
}

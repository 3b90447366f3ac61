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

/** Unknown and forbidden field names of a record. */
function keyProblems(dataset: ResolvedDataset, record: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const known = knownFields(dataset);
  for (const key of Object.keys(record)) {
    if (FORBIDDEN_KEYS.has(key)) problems.push({ field: key, message: TRANSFER_MESSAGES.forbiddenKey(key) });
    else if (!known.has(key)) problems.push({ field: key, message: TRANSFER_MESSAGES.unknownField(key) });
  }
  return problems;
}

/** The fields of a record the dataset's DTO validates (those present). */
function dtoInput(dto: new () => object, record: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of dtoFields(dto)) if (record[field] !== undefined) input[field] = record[field];
  return input;
}

/** Adds the column checks (type, size, presence) to the problems found so far. */
function withColumnProblems(dataset: ResolvedDataset, record: Record<string, unknown>, problems: FieldProblem[]): FieldProblem[] {
  const byDto = dataset.dto ? dtoFields(dataset.dto) : undefined;
  for (const column of dataset.columns) {
    // A DTO field that the DTO accepted is also checked against its column (size limits of the table).
    if (problems.length > 0 && byDto?.has(column.property) && problems.some((problem) => problem.field === column.property))
      continue;
    const problem = columnProblem(column, record[column.property]);
    if (problem) problems.push({ field: column.property, message: problem });
  }
  return problems;
}

/**
 * recordProblems without waiting: the problems of a record whose DTO fields the dataset's
 * quick check surely accepts (or that has no DTO), or null when class-validator has to look
 * at it (then recordProblems). A restore checks millions of records this way, without a
 * promise each.
 */
export function quickRecordProblems(dataset: ResolvedDataset, record: Record<string, unknown>): FieldProblem[] | null {
  if (dataset.dto && !dataset.surelyValid?.(dtoInput(dataset.dto, record))) return null;
  return withColumnProblems(dataset, record, keyProblems(dataset, record));
}

/**
 * Every problem of one backup record: unknown fields, the create DTO's rules (the same
 * messages the API answers with) for the fields the DTO knows, and the column's type,
 * size and presence for the others (id, version, timestamps, references).
 */
export async function recordProblems(dataset: ResolvedDataset, record: Record<string, unknown>): Promise<FieldProblem[]> {
  // Values a quick check knows the DTO accepts skip class-validator (by far the dearest part of a check).
  const quick = quickRecordProblems(dataset, record);
  if (quick) return quick;
  const problems = keyProblems(dataset, record);
  if (dataset.dto) {
    const errors = await validate(plainToInstance(dataset.dto, dtoInput(dataset.dto, record)), {
      whitelist: true,
      forbidUnknownValues: false,
    });
    for (const error of errors) {
      const message = Object.values(error.constraints ?? {})[0];
      if (message) problems.push({ field: error.property, message });
    }
  }
  return withColumnProblems(dataset, record, problems);
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

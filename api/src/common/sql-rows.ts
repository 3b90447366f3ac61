import { QueryFailedError } from 'typeorm';

/** Escapes LIKE wildcards so a search is a plain substring match. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Whether a query failed on the unique index or constraint named. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23505' && driverError.constraint === constraint;
}

/** Adds a parameter and answers its placeholder ($n). */
export function param(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

/** "WHERE a AND b" of the conditions given, or nothing. */
export function whereOf(conditions: string[]): string {
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** An instant as ISO text (node-postgres gives Date for timestamptz). */
export const iso = (value: Date | string): string => new Date(value).toISOString();

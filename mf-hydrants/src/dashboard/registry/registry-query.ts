import { STATUS_FILTER_OPTIONS } from '../hydrant-constants';
import type { StatusFilter } from '../hydrant-constants';

/** What the registry shows: kept in the dashboard's URL (?page=2&q=oak&status=maintenance). */
export interface RegistryQuery {
  /** 1-based page */
  page: number;
  /** the search text, trimmed ('' = none) */
  search: string;
  status: StatusFilter;
}

const STATUSES = new Set<string>(STATUS_FILTER_OPTIONS.map((o) => o.value));

/** The registry query of a URL; anything missing or malformed falls back to page 1, no search, all statuses. */
export function readRegistryQuery(params: URLSearchParams): RegistryQuery {
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,8}$/.test(pageText) ? Number(pageText) : 1;
  const status = params.get('status') ?? '';
  return {
    page,
    search: (params.get('q') ?? '').trim(),
    status: STATUSES.has(status) ? (status as StatusFilter) : 'all',
  };
}

/**
 * The URL parameters with `next` applied (other parameters kept). Defaults are left out,
 * so the plain dashboard stays '/'. A new search or status starts again at page 1.
 */
export function writeRegistryQuery(params: URLSearchParams, next: Partial<RegistryQuery>): URLSearchParams {
  const current = readRegistryQuery(params);
  const filterChanged =
    (next.search !== undefined && next.search.trim() !== current.search) ||
    (next.status !== undefined && next.status !== current.status);
  const merged: RegistryQuery = {
    page: next.page ?? (filterChanged ? 1 : current.page),
    search: (next.search ?? current.search).trim(),
    status: next.status ?? current.status,
  };
  const out = new URLSearchParams(params);
  for (const [key, value, isDefault] of [
    ['page', String(merged.page), merged.page === 1],
    ['q', merged.search, merged.search === ''],
    ['status', merged.status, merged.status === 'all'],
  ] as const) {
    if (isDefault) out.delete(key);
    else out.set(key, value);
  }
  return out;
}

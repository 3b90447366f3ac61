/**
 * Export Data (SPEC §9 Exports): the server builds the CSV of the whole filtered
 * registry (GET /api/hydrants/export.csv, same status and search as the table); the
 * browser saves it as hydrants-YYYY-MM-DD.csv, dated in the user's local calendar.
 */
import { downloadFile } from '../../downloads/file-download';

export interface HydrantExportFilter {
  /** undefined for 'all' (SPEC §7: status is omitted when all) */
  status?: string;
  search?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the local calendar day (not UTC). */
export function localDateStamp(date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const hydrantsCsvFileName = (date = new Date()) => `hydrants-${localDateStamp(date)}.csv`;

/** The export URL with the filter's query (empty values left out). */
export function hydrantsCsvUrl({ status, search }: HydrantExportFilter): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (search?.trim()) params.set('search', search.trim());
  const query = params.toString();
  return `/api/hydrants/export.csv${query ? `?${query}` : ''}`;
}

/**
 * Fetches the CSV (with the session cookie) and saves it. Rejects with a DownloadError
 * '<status>: <body or status text>' (SPEC §8 generic) when the server refuses.
 */
export async function downloadHydrantsCsv(filter: HydrantExportFilter, fetchFn: typeof fetch = fetch): Promise<string> {
  const fileName = hydrantsCsvFileName();
  await downloadFile(hydrantsCsvUrl(filter), fileName, fetchFn);
  return fileName;
}

/**
 * Export Results (SPEC §9): the server writes hydrant_search_results.csv for the same
 * centre, radius and text as the results (GET /api/hydrants/nearby/export.csv); the
 * browser downloads it.
 */
import { downloadFile, saveBlob } from '../downloads/file-download';

export const SEARCH_RESULTS_FILE = 'hydrant_search_results.csv';

export interface NearbySearch {
  lat: number;
  lng: number;
  radius: number;
  search?: string;
}

export function nearbyCsvUrl({ lat, lng, radius, search }: NearbySearch): string {
  const params = new URLSearchParams({ lat: String(lat), lng: String(lng), radius: String(radius) });
  if (search?.trim()) params.set('search', search.trim());
  return `/api/hydrants/nearby/export.csv?${params.toString()}`;
}

/** Fetches the CSV with the session cookie and saves it; rejects with a DownloadError on failure. */
export async function downloadNearbyCsv(
  query: NearbySearch,
  fetchFn: typeof fetch = fetch,
  save: (blob: Blob, fileName: string) => void = saveBlob,
): Promise<void> {
  await downloadFile(nearbyCsvUrl(query), SEARCH_RESULTS_FILE, fetchFn, save);
}

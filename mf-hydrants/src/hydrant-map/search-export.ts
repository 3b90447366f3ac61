/**
 * Export Results (SPEC §9): the server writes hydrant_search_results.csv for the same
 * centre, radius and text as the results (GET /api/hydrants/nearby/export.csv); the
 * browser downloads it.
 */
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

/** Fetches the CSV with the session cookie and saves it; rejects with '<status>: <body>' on failure. */
export async function downloadNearbyCsv(
  query: NearbySearch,
  fetchFn: typeof fetch = fetch,
  save: (blob: Blob, fileName: string) => void = saveBlob,
): Promise<void> {
  const response = await fetchFn(nearbyCsvUrl(query), { credentials: 'include', headers: { Accept: 'text/csv' } });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  save(await response.blob(), SEARCH_RESULTS_FILE);
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

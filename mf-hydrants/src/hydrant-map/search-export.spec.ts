import { SEARCH_RESULTS_FILE, downloadNearbyCsv, nearbyCsvUrl } from './search-export';

describe('search results export', () => {
  it('asks the server for the same centre, radius and text as the results', () => {
    expect(nearbyCsvUrl({ lat: 39.78, lng: -89.65, radius: 5 })).toBe(
      '/api/hydrants/nearby/export.csv?lat=39.78&lng=-89.65&radius=5',
    );
    expect(nearbyCsvUrl({ lat: 1, lng: 2, radius: 50, search: ' Main & 5th ' })).toBe(
      '/api/hydrants/nearby/export.csv?lat=1&lng=2&radius=50&search=Main+%26+5th',
    );
  });

  it('saves the answer as hydrant_search_results.csv', async () => {
    const csv = new Blob(['Hydrant ID,Distance (mi)\n'], { type: 'text/csv' });
    const fetchFn = jest.fn(async () => ({ ok: true, blob: async () => csv }) as unknown as Response);
    const save = jest.fn();
    await downloadNearbyCsv({ lat: 1, lng: 2, radius: 3 }, fetchFn, save);
    expect(fetchFn).toHaveBeenCalledWith(
      '/api/hydrants/nearby/export.csv?lat=1&lng=2&radius=3',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(save).toHaveBeenCalledWith(csv, SEARCH_RESULTS_FILE);
    expect(SEARCH_RESULTS_FILE).toBe('hydrant_search_results.csv');
  });

  it('rejects with the status and the server text when the export fails', async () => {
    const fetchFn = jest.fn(
      async () =>
        ({
          ok: false,
          status: 400,
          statusText: 'Bad Request',
          text: async () => 'Radius must be between 1 and 500 miles',
        }) as unknown as Response,
    );
    await expect(
      downloadNearbyCsv({ lat: 1, lng: 2, radius: 900 }, fetchFn as unknown as typeof fetch, jest.fn()),
    ).rejects.toThrow('400: Radius must be between 1 and 500 miles');
  });
});

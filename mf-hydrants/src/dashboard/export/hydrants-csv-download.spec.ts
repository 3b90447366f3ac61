import { downloadHydrantsCsv, hydrantsCsvFileName, hydrantsCsvUrl, localDateStamp } from './hydrants-csv-download';

// jsdom has no fetch Response: the little of it the download reads
const answer = (status: number, body: string) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  text: async () => body,
  blob: async () => new Blob([body], { type: 'text/csv' }),
});

describe('hydrants CSV export', () => {
  it('names the file with the local calendar date', () => {
    // 23:30 local on 5 March is still 5 March in the file name, whatever the UTC date is
    expect(localDateStamp(new Date(2024, 2, 5, 23, 30))).toBe('2024-03-05');
    expect(hydrantsCsvFileName(new Date(2025, 11, 31, 0, 5))).toBe('hydrants-2025-12-31.csv');
  });

  it('passes the current status and search, and leaves out what is not set', () => {
    expect(hydrantsCsvUrl({})).toBe('/api/hydrants/export.csv');
    expect(hydrantsCsvUrl({ status: 'out-of-service', search: '  Main St & 5th ' })).toBe(
      '/api/hydrants/export.csv?status=out-of-service&search=Main+St+%26+5th',
    );
    expect(hydrantsCsvUrl({ status: undefined, search: '   ' })).toBe('/api/hydrants/export.csv');
  });

  it('saves the answer as hydrants-YYYY-MM-DD.csv', async () => {
    const clicked: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const fetchFn = jest.fn(async () => answer(200, 'Hydrant ID,Status\n'));
    const name = await downloadHydrantsCsv({ status: 'maintenance' }, fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledWith(
      '/api/hydrants/export.csv?status=maintenance',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(name).toBe(`hydrants-${localDateStamp()}.csv`);
    expect(clicked).toEqual([name]);
    click.mockRestore();
  });

  it('rejects with the status and the server text when the export fails', async () => {
    const fetchFn = jest.fn(async () => answer(403, '{"message":"Demo access is read-only"}'));
    await expect(downloadHydrantsCsv({}, fetchFn as unknown as typeof fetch)).rejects.toThrow(
      '403: {"message":"Demo access is read-only"}',
    );
  });
});

import { readRegistryQuery, writeRegistryQuery } from './registry-query';

const read = (query: string) => readRegistryQuery(new URLSearchParams(query));
/** The written query with its parameters in name order (their order has no meaning). */
const write = (query: string, next: Parameters<typeof writeRegistryQuery>[1]) => {
  const params = writeRegistryQuery(new URLSearchParams(query), next);
  params.sort();
  return params.toString();
};

describe('registry query in the URL', () => {
  it('reads page, search and status', () => {
    expect(read('page=2&q=oak&status=maintenance')).toEqual({ page: 2, search: 'oak', status: 'maintenance' });
    expect(read('')).toEqual({ page: 1, search: '', status: 'all' });
    expect(read('q=%20Oak%20Ave%20')).toEqual({ page: 1, search: 'Oak Ave', status: 'all' });
  });

  it.each(['0', '-1', '1.5', 'two', '1e3', '+2', '', '12345678901'])('reads page=%s as page 1', (page) => {
    expect(read(`page=${encodeURIComponent(page)}`).page).toBe(1);
  });

  it('reads an unknown status as all statuses', () => {
    expect(read('status=retired').status).toBe('all');
    expect(read('status=out-of-service').status).toBe('out-of-service');
  });

  it('leaves defaults out, so the plain dashboard stays without a query', () => {
    expect(write('page=3&q=oak&status=maintenance', { page: 1, search: '', status: 'all' })).toBe('');
    expect(write('', { page: 2 })).toBe('page=2');
  });

  it('starts a new search or status at page 1, and keeps the page otherwise', () => {
    expect(write('page=3&status=maintenance', { search: 'oak' })).toBe('q=oak&status=maintenance');
    expect(write('page=3&q=oak', { status: 'operational' })).toBe('q=oak&status=operational');
    expect(write('page=3&q=oak', { search: ' oak ' })).toBe('page=3&q=oak');
    expect(write('page=3&q=oak', { status: 'all' })).toBe('page=3&q=oak');
  });

  it('keeps parameters it does not own', () => {
    expect(write('tab=map&page=2', { page: 4 })).toBe('page=4&tab=map');
  });
});

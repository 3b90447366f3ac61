import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-headers.js';

describe('cacheControlFor', () => {
  it.each([
    ['/x/index.html', NO_CACHE],
    ['/x/remotes.json', NO_CACHE],
    ['/x/mf-manifest.json', NO_CACHE],
    ['/x/remoteEntry.js', NO_CACHE],
    ['/x/favicon.ico', NO_CACHE],
    ['/x/static/js/main.3f2a9c1d.js', IMMUTABLE],
    ['/x/static/css/412.a1b2c3d4e5f60718.css', IMMUTABLE],
    ['/x/assets/logo-0badc0ffee12.svg', IMMUTABLE],
  ])('%s -> %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

import 'fake-indexeddb/auto';
import type { MapConfigDto } from '@hydrant/api-client/generated/map-config';
import { offlineDb } from './db';
import { keptTilesOutdated, planArea, prepareArea, storedMapConfig, tilesOutdated } from './prepare';
import type { AreaChoice } from './prepare';
import { TILE_CACHE } from './cache-names';
import { tilesNoLongerNeeded } from './tiles';

const SITE = 'https://console.example';

const folder = (minZoom: number | null, maxZoom: number | null): MapConfigDto => ({
  attribution: '',
  source: 'directory',
  tileUrl: '/api/tiles/{z}/{x}/{y}.png',
  pmtiles: null,
  minZoom,
  maxZoom,
});
const archive = (minZoom: number | null, maxZoom: number | null): MapConfigDto => ({
  attribution: '',
  source: 'pmtiles',
  tileUrl: null,
  pmtiles: { url: '/api/tiles/archive', format: 'png', kind: 'raster', tileUrl: '/api/tiles/archive/{z}/{x}/{y}' },
  minZoom,
  maxZoom,
});
const tileServer: MapConfigDto = {
  attribution: '',
  source: 'url',
  tileUrl: 'https://tile.example/{z}/{x}/{y}.png',
  pmtiles: null,
  minZoom: null,
  maxZoom: null,
};

describe('tilesOutdated: the notice that the street map changed since the area was kept', () => {
  it('says so when the source changed, or the site had none of its own when the area was kept', () => {
    expect(tilesOutdated(folder(0, 17), archive(0, 17))).toBe(true);
    expect(tilesOutdated(tileServer, folder(0, 17))).toBe(true);
    expect(tilesOutdated(null, folder(0, 17))).toBe(true);
  });

  it('says so when only the zooms changed, so the tiles kept are not the ones an area keeps now', () => {
    expect(tilesOutdated(folder(0, 17), folder(0, 16))).toBe(true);
    expect(tilesOutdated(folder(0, 15), folder(0, 17))).toBe(true);
    expect(tilesOutdated(folder(12, 17), folder(13, 17))).toBe(true);
    expect(tilesOutdated(archive(0, 14), archive(0, 15))).toBe(true);
  });

  it('stays quiet while the tiles kept still match: same source, and a change beyond the zooms kept', () => {
    expect(tilesOutdated(folder(0, 17), folder(0, 17))).toBe(false);
    expect(tilesOutdated(archive(0, 13), archive(0, 13))).toBe(false);
    // an area keeps zooms 12 to 17 (street level): a site going deeper or shallower outside them changes nothing kept
    expect(tilesOutdated(folder(0, 19), folder(0, 18))).toBe(false);
    expect(tilesOutdated(folder(5, 17), folder(10, 17))).toBe(false);
  });

  it('never when the site has no tiles of its own', () => {
    expect(tilesOutdated(folder(0, 17), tileServer)).toBe(false);
    expect(tilesOutdated(folder(0, 17), null)).toBe(false);
  });
});

describe('tilesNoLongerNeeded', () => {
  const key = (path: string) => `${SITE}${path}`;

  it('lists the cached tiles no kept area needs, and keeps a tile two areas share', () => {
    const cached = [key('/api/tiles/12/1/1.png'), key('/api/tiles/12/1/2.png'), key('/api/tiles/12/1/3.png')];
    const areas = [['/api/tiles/12/1/2.png'], ['/api/tiles/12/1/2.png', '/api/tiles/12/1/4.png']];
    expect(tilesNoLongerNeeded(cached, areas, `${SITE}/field`)).toEqual([
      key('/api/tiles/12/1/1.png'),
      key('/api/tiles/12/1/3.png'),
    ]);
  });

  it('lists every cached tile when no area is kept', () => {
    const cached = [key('/api/tiles/archive/12/1/1')];
    expect(tilesNoLongerNeeded(cached, [], `${SITE}/`)).toEqual(cached);
  });
});

/** Cache Storage as the browser has it, in memory. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return store;
  };
  const storage = {
    has: (name: string) => Promise.resolve(stores.has(name)),
    open: (name: string) => {
      const store = open(name);
      return Promise.resolve({
        put: (key: string, response: Response) => Promise.resolve(void store.set(key, response)),
        keys: () => Promise.resolve([...store.keys()].map((url) => ({ url }))),
        delete: (key: string) => Promise.resolve(store.delete(key)),
      });
    },
  };
  const keys = (name: string) => [...(stores.get(name)?.keys() ?? [])].sort();
  return { storage, keys };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('prepareArea: the tiles on the device', () => {
  let cacheStorage: ReturnType<typeof memoryCaches>;
  const globals = globalThis as unknown as Record<string, unknown>;

  beforeEach(() => {
    cacheStorage = memoryCaches();
    globals.caches = cacheStorage.storage;
    globals.location = new URL(`${SITE}/field`);
    Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true });
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.startsWith('/api/hydrants/nearby') || url.startsWith('/api/maintenance')) {
        return Promise.resolve(json({ items: [], total: 0 }));
      }
      return Promise.resolve(new Response(`tile ${url}`, { headers: { 'Content-Type': 'image/png' } }));
    });
  });
  afterEach(async () => {
    await offlineDb().meta.clear();
  });

  const around = (lng: number): AreaChoice => ({ kind: 'circle', center: { lat: 40.7, lng }, radiusMiles: 1 });
  async function keep(choice: AreaChoice, config: MapConfigDto) {
    const plan = planArea(choice, config);
    await prepareArea(choice, plan, config, 'ann', [], () => undefined);
    return plan.tileUrls.map((url) => `${SITE}${url}`).sort();
  }

  it('keeps only the tiles of the area kept now: another area replaces the first one, and the tiles they share stay', async () => {
    const first = await keep(around(-74.0), folder(12, 13));
    expect(cacheStorage.keys(TILE_CACHE)).toEqual(first);
    // a mile further east: the two areas overlap
    const second = await keep(around(-73.98), folder(12, 13));
    const shared = second.filter((key) => first.includes(key));
    expect(shared.length).toBeGreaterThan(0);
    expect(cacheStorage.keys(TILE_CACHE)).toEqual(second);
  });

  it('drops the tiles of the former source or zooms once the area is refreshed for the new ones', async () => {
    const choice = around(-74.0);
    await keep(choice, folder(12, 14));
    const lower = await keep(choice, folder(12, 13));
    expect(cacheStorage.keys(TILE_CACHE)).toEqual(lower);
    const otherSource = await keep(choice, { ...folder(12, 13), tileUrl: '/api/tiles/other/{z}/{x}/{y}.png' });
    expect(cacheStorage.keys(TILE_CACHE)).toEqual(otherSource);
  });

  it('keeps no tiles when the area kept now has none', async () => {
    const choice = around(-74.0);
    await keep(choice, folder(12, 13));
    await keep(choice, tileServer);
    expect(cacheStorage.keys(TILE_CACHE)).toEqual([]);
  });

  it("forgets the former map settings when the area is kept again without any (the site's answer missing)", async () => {
    const choice = around(-74.0);
    await keep(choice, folder(12, 13));
    expect(await storedMapConfig()).toEqual(folder(12, 13));
    const plan = planArea(choice, null);
    await prepareArea(choice, plan, null, 'ann', [], () => undefined);
    expect(cacheStorage.keys(TILE_CACHE)).toEqual([]);
    expect(await storedMapConfig()).toBeNull();
    // the site's tiles are not on the device: the screen says a Refresh would keep them
    expect(await keptTilesOutdated(folder(12, 13))).toBe(true);
  });
});

describe('keptTilesOutdated', () => {
  afterEach(async () => {
    await offlineDb().meta.clear();
  });

  it("says the street map changed when the site's tiles now stop at another zoom than when the area was kept", async () => {
    await offlineDb().meta.put({ key: 'map-config', value: folder(12, 17) });
    expect(await keptTilesOutdated(folder(12, 17))).toBe(false);
    expect(await keptTilesOutdated(folder(12, 16))).toBe(true);
    expect(await keptTilesOutdated(archive(12, 17))).toBe(true);
  });
});

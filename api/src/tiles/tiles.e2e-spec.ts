import request from 'supertest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';
import { PMTILES_TILE_TYPE, writePmtiles, zxyToTileId } from '../../test/pmtiles-writer.js';

async function signIn(t: TestApp): Promise<string> {
  const res = await request(t.server)
    .post('/api/auth/login')
    .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
    .expect(200);
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('hydrant.sid='))!
    .split(';')[0];
}

/** Bytes standing for a tile: what matters here is that each tile's are its own. */
function tileBytes(z: number, x: number, y: number): Buffer {
  return Buffer.from(`tile ${z}/${x}/${y} `.repeat(20));
}

describe('local tile sets under /api/tiles (e2e)', () => {
  let t: TestApp | undefined;
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hydrant-tiles-'));
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves an XYZ folder (TILE_DIR) behind the session, with ETag revalidation and private caching', async () => {
    for (const [z, x, y] of [
      [3, 1, 2],
      [4, 2, 5],
    ]) {
      mkdirSync(join(dir, String(z), String(x)), { recursive: true });
      writeFileSync(join(dir, String(z), String(x), `${y}.png`), tileBytes(z, x, y));
    }
    t = await createTestApp({ env: { TILE_DIR: dir } });
    const anonymous = await request(t.server).get('/api/tiles/3/1/2.png').expect(401);
    expect(anonymous.body.message).toBe('Authentication required');

    const cookie = await signIn(t);
    const config = await request(t.server).get('/api/map-config').set('Cookie', cookie).expect(200);
    expect(config.body).toEqual({
      source: 'directory',
      tileUrl: '/api/tiles/{z}/{x}/{y}.png',
      pmtiles: null,
      minZoom: 3,
      maxZoom: 4,
      attribution: '© OpenStreetMap contributors',
    });

    const tile = await request(t.server).get('/api/tiles/4/2/5.png').set('Cookie', cookie).buffer(true).expect(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.headers['cache-control']).toBe('private, max-age=3600');
    expect(Buffer.from(tile.body as Buffer)).toEqual(tileBytes(4, 2, 5));
    const etag = tile.headers.etag;
    expect(etag).toBeTruthy();
    await request(t.server).get('/api/tiles/4/2/5.png').set('Cookie', cookie).set('If-None-Match', etag).expect(304);

    // Missing tiles, and anything that is not a z/x/y of digits, are 404: nothing outside TILE_DIR.
    await request(t.server).get('/api/tiles/4/2/6.png').set('Cookie', cookie).expect(404);
    await request(t.server).get('/api/tiles/..%2F..%2Fetc/1/2.png').set('Cookie', cookie).expect(404);
    await request(t.server).get('/api/tiles/archive.pmtiles').set('Cookie', cookie).expect(404);
  });

  it('serves a PMTiles archive (TILE_FILE) with range requests; map-config reads its header', async () => {
    const archive = writePmtiles(
      [
        { z: 0, x: 0, y: 0, data: tileBytes(0, 0, 0) },
        { z: 1, x: 1, y: 0, data: tileBytes(1, 1, 0) },
        { z: 2, x: 3, y: 1, data: tileBytes(2, 3, 1) },
      ],
      PMTILES_TILE_TYPE.png,
    );
    const file = join(dir, 'city.pmtiles');
    writeFileSync(file, archive);
    t = await createTestApp({ env: { TILE_FILE: file, TILE_ATTRIBUTION: '© City GIS' } });
    await request(t.server).get('/api/tiles/archive.pmtiles').set('Range', 'bytes=0-126').expect(401);

    const cookie = await signIn(t);
    const config = await request(t.server).get('/api/map-config').set('Cookie', cookie).expect(200);
    expect(config.body).toEqual({
      source: 'pmtiles',
      tileUrl: null,
      pmtiles: { url: '/api/tiles/archive.pmtiles', tileUrl: '/api/tiles/archive/{z}/{x}/{y}', kind: 'raster', format: 'png' },
      minZoom: 0,
      maxZoom: 2,
      attribution: '© City GIS',
    });

    const head = await request(t.server)
      .get('/api/tiles/archive.pmtiles')
      .set('Cookie', cookie)
      .set('Range', 'bytes=0-126')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(206);
    expect(head.headers['content-range']).toBe(`bytes 0-126/${archive.length}`);
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.headers['cache-control']).toBe('private, max-age=3600');
    expect(head.headers['content-type']).toBe('application/vnd.pmtiles');
    expect((head.body as Buffer).equals(archive.subarray(0, 127))).toBe(true);

    // A range inside the tile data returns exactly those bytes (the last tile).
    const last = tileBytes(2, 3, 1);
    const start = archive.length - last.length;
    const tail = await request(t.server)
      .get('/api/tiles/archive.pmtiles')
      .set('Cookie', cookie)
      .set('Range', `bytes=${start}-${archive.length - 1}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(206);
    expect((tail.body as Buffer).equals(last)).toBe(true);

    // A range past the end is 416; the whole file with its ETag revalidates to 304.
    await request(t.server)
      .get('/api/tiles/archive.pmtiles')
      .set('Cookie', cookie)
      .set('Range', `bytes=${archive.length + 10}-${archive.length + 20}`)
      .expect(416);
    const whole = await request(t.server).get('/api/tiles/archive.pmtiles').set('Cookie', cookie).expect(200);
    await request(t.server)
      .get('/api/tiles/archive.pmtiles')
      .set('Cookie', cookie)
      .set('If-None-Match', whole.headers.etag)
      .expect(304);
    await request(t.server).get('/api/tiles/1/1/0.png').set('Cookie', cookie).expect(404);
  });

  it("serves a PMTiles archive's tiles one by one, and lists an area's tiles with their sizes from its directories", async () => {
    // around Springfield, IL: five zoom-12 tiles and one of zoom 13 in the box below, one zoom-12 tile west of it
    const held: Array<[number, number, number]> = [
      [12, 1027, 1552],
      [12, 1028, 1552],
      [12, 1029, 1552],
      [12, 1027, 1553],
      [12, 1028, 1553],
      [13, 2056, 3106],
    ];
    const file = join(dir, 'city.pmtiles');
    const outside = { z: 12, x: 1020, y: 1552, data: tileBytes(12, 1020, 1552) };
    writeFileSync(file, writePmtiles([...held.map(([z, x, y]) => ({ z, x, y, data: tileBytes(z, x, y) })), outside]));
    t = await createTestApp({ env: { TILE_FILE: file } });
    await request(t.server).get('/api/tiles/archive/12/1027/1552').expect(401);
    await request(t.server).get('/api/tiles/archive/area').expect(401);

    const cookie = await signIn(t);
    const tile = await request(t.server).get('/api/tiles/archive/12/1028/1553').set('Cookie', cookie).buffer(true).expect(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.headers['cache-control']).toBe('private, max-age=3600');
    expect(Buffer.from(tile.body as Buffer)).toEqual(tileBytes(12, 1028, 1553));
    await request(t.server)
      .get('/api/tiles/archive/12/1028/1553')
      .set('Cookie', cookie)
      .set('If-None-Match', tile.headers.etag)
      .expect(304);
    for (const missing of ['12/1029/1553', '11/514/776', '12/99999/1', 'a/1/2', '30/1/1']) {
      await request(t.server).get(`/api/tiles/archive/${missing}`).set('Cookie', cookie).expect(404);
    }

    // the box's tiles from zoom 10 to 17: the archive holds zooms 12 and 13 only
    const box = { west: -89.75, south: 39.7, east: -89.55, north: 39.85 };
    const area = await request(t.server)
      .get('/api/tiles/archive/area')
      .query({ ...box, minZoom: 10, maxZoom: 17 })
      .set('Cookie', cookie)
      .expect(200);
    const size = tileBytes(12, 1027, 1552).length;
    expect(area.body.tileUrl).toBe('/api/tiles/archive/{z}/{x}/{y}');
    expect(area.body.tiles).toHaveLength(6);
    expect(area.body.tiles).toEqual(
      expect.arrayContaining(held.map(([z, x, y]) => ({ z, x, y, bytes: z === 12 ? size : tileBytes(13, 2056, 3106).length }))),
    );
    expect(area.body.bytes).toBe(area.body.tiles.reduce((sum: number, t: { bytes: number }) => sum + t.bytes, 0));

    const bad = await request(t.server)
      .get('/api/tiles/archive/area')
      .query({ ...box, minZoom: 14, maxZoom: 12 })
      .set('Cookie', cookie)
      .expect(400);
    expect(bad.body.message).toEqual([expect.stringContaining('The area is empty')]);
    const far = await request(t.server)
      .get('/api/tiles/archive/area')
      .query({ ...box, west: -200, minZoom: 12, maxZoom: 13 })
      .set('Cookie', cookie)
      .expect(400);
    expect(far.body.message).toEqual(['west and east must be longitudes between -180 and 180']);
    const large = await request(t.server)
      .get('/api/tiles/archive/area')
      .query({ west: -100, south: 30, east: -80, north: 45, minZoom: 12, maxZoom: 13 })
      .set('Cookie', cookie)
      .expect(400);
    expect(large.body.message).toEqual([expect.stringContaining('more than 10,000 tiles')]);
  });

  it('has no archive routes without TILE_FILE', async () => {
    t = await createTestApp({ env: { TILE_DIR: dir } });
    const cookie = await signIn(t);
    const res = await request(t.server).get('/api/tiles/archive/12/1/1').set('Cookie', cookie).expect(404);
    expect(res.body.message).toBe('No PMTiles archive is configured (TILE_FILE)');
    await request(t.server)
      .get('/api/tiles/archive/area')
      .query({ west: -1, south: -1, east: 1, north: 1, minZoom: 1, maxZoom: 2 })
      .set('Cookie', cookie)
      .expect(404);
  });

  it('the CSP names no outside tile host when a local tile set is configured', async () => {
    mkdirSync(join(dir, '0', '0'), { recursive: true });
    t = await createTestApp({ env: { TILE_DIR: dir, TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' } });
    const res = await request(t.server).get('/api/health');
    const csp = res.headers['content-security-policy'];
    expect(csp).toBeTruthy();
    expect(csp).not.toContain('openstreetmap');
  });

  it('numbers tiles along the Hilbert curve as the PMTiles specification does', () => {
    // The specification's examples: 0/0/0 is 0, zoom 1 starts at 1, zoom 2 at 5.
    expect(zxyToTileId(0, 0, 0)).toBe(0);
    expect([zxyToTileId(1, 0, 0), zxyToTileId(1, 0, 1), zxyToTileId(1, 1, 1), zxyToTileId(1, 1, 0)]).toEqual([1, 2, 3, 4]);
    expect(zxyToTileId(2, 0, 0)).toBe(5);
    expect(zxyToTileId(12, 3423, 1763)).toBe(19078479);
    expect(zxyToTileId(5, 7, 20)).toBe(634);
  });
});

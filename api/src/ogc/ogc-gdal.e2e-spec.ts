import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { adminAgent } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

const run = promisify(execFile);

/**
 * OGC API – Features read by GDAL/OGR (Debian's gdal-bin: ogrinfo, ogr2ogr, gdaltransform), a
 * client nobody here wrote, against the API listening on a port. The app logs each request
 * URL it receives, so the tests see what GDAL sent to the server.
 */
describe('OGC API – Features read by GDAL (e2e)', () => {
  let t: TestApp;
  let root: string;
  let token: string;
  const requests: string[] = [];

  /** Runs a GDAL tool (never blocking this process: the server runs in it). */
  async function gdal(tool: string, args: string[], env: Record<string, string> = {}): Promise<string> {
    const { stdout } = await run(tool, args, {
      env: { ...process.env, GDAL_HTTP_HEADERS: `Authorization: Bearer ${token}`, ...env },
      maxBuffer: 256 * 1024 * 1024,
    });
    return stdout;
  }

  /** The FIDs ogrinfo lists (-al -q prints each feature as "OGRFeature(layer):<fid>"). */
  const fids = (stdout: string) => [...stdout.matchAll(/^OGRFeature\([^)]*\):(\d+)$/gm)].map((m) => Number(m[1]));
  const ids = async (where: string) =>
    (await t.sql<{ id: number }>(`SELECT id FROM hydrants ${where} ORDER BY id`)).map((row) => row.id);

  beforeAll(async () => {
    t = await createTestApp({ env: { OGC_SITE_CRS: 'EPSG:3436' } });
    t.server.on('request', (req: { url?: string }) => requests.push(req.url ?? ''));
    await t.app.listen(0, '127.0.0.1');
    root = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}/api/ogc`;
    const admin = await adminAgent(t.server);
    token = (
      await admin
        .post('/api/api-tokens')
        .send({ name: 'GDAL', scopes: ['gis:read'] })
        .expect(201)
    ).body.token;
    // 2,500 hydrants over Springfield, set-based: statuses cycling, flows spread over the four classes.
    await t.sql(`SELECT set_config('hydrant.audit', 'off', true);
      INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, area, flow_rate, last_inspection)
      SELECT 'H-' || lpad(g::text, 4, '0'), g || ' Main St', 39.70 + random() * 0.15, -89.75 + random() * 0.2,
             (ARRAY['operational', 'operational', 'maintenance', 'out-of-service'])[1 + g % 4],
             (ARRAY['Downtown', 'West Side', 'Enos Park'])[1 + g % 3], 300 + (g * 37) % 1500,
             DATE '2024-01-01' + g % 600
        FROM generate_series(1, 2500) g`);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('ogrinfo -so reports the count and the extent the database holds', async () => {
    const out = await gdal('ogrinfo', ['-ro', '-so', `OAPIF:${root}`, 'hydrants']);
    const [{ n, w, s, e, north }] = await t.sql<{ n: number; w: number; s: number; e: number; north: number }>(
      'SELECT count(*)::int AS n, min(longitude) AS w, min(latitude) AS s, max(longitude) AS e, max(latitude) AS north FROM hydrants',
    );
    expect(out).toMatch(new RegExp(`^Feature Count: ${n}$`, 'm'));
    const extent = /^Extent: \(([-\d.]+), ([-\d.]+)\) - \(([-\d.]+), ([-\d.]+)\)$/m.exec(out);
    expect(extent).not.toBeNull();
    const [minX, minY, maxX, maxY] = extent!.slice(1).map(Number);
    expect(minX).toBeCloseTo(w, 5);
    expect(minY).toBeCloseTo(s, 5);
    expect(maxX).toBeCloseTo(e, 5);
    expect(maxY).toBeCloseTo(north, 5);
  });

  it('reads every hydrant across pages of 1,000, none twice', async () => {
    requests.length = 0;
    const read = fids(await gdal('ogrinfo', ['-ro', '-al', '-q', '-oo', 'PAGE_SIZE=1000', `OAPIF:${root}`, 'hydrants']));
    expect(new Set(read).size).toBe(read.length);
    expect([...read].sort((a, b) => a - b)).toEqual(await ids(''));
    const pages = requests.filter((url) => url.startsWith('/api/ogc/collections/hydrants/items'));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.every((url) => /[?&]limit=1000(&|$)/.test(url))).toBe(true);
  });

  it('-spat and -where give the right subsets, and the filters reach the server', async () => {
    requests.length = 0;
    const box = ['-89.70', '39.74', '-89.62', '39.80'];
    const spat = fids(await gdal('ogrinfo', ['-ro', '-al', '-q', '-spat', ...box, `OAPIF:${root}`, 'hydrants']));
    expect(spat.sort((a, b) => a - b)).toEqual(
      await ids('WHERE longitude BETWEEN -89.70 AND -89.62 AND latitude BETWEEN 39.74 AND 39.80'),
    );
    expect(requests.some((url) => url.includes('bbox='))).toBe(true);

    requests.length = 0;
    const where = fids(
      await gdal('ogrinfo', ['-ro', '-al', '-q', '-where', "status = 'out-of-service'", `OAPIF:${root}`, 'hydrants']),
    );
    expect(where.sort((a, b) => a - b)).toEqual(await ids(`WHERE status = 'out-of-service'`));
    expect(
      requests.some((url) => url.startsWith('/api/ogc/collections/hydrants/items') && url.includes('status=out-of-service')),
    ).toBe(true);
  });

  it('takes the token in the declared access_token parameter, and refuses GDAL without one', async () => {
    requests.length = 0;
    const out = await gdal(
      'ogrinfo',
      ['-ro', '-al', '-q', '-oo', 'PAGE_SIZE=1000', `OAPIF:${root}?access_token=${token}`, 'hydrants'],
      {
        GDAL_HTTP_HEADERS: '',
      },
    );
    expect(fids(out)).toHaveLength((await ids('')).length);
    expect(requests.every((url) => url.includes(`access_token=${token}`))).toBe(true);
    await expect(gdal('ogrinfo', ['-ro', '-so', `OAPIF:${root}`, 'hydrants'], { GDAL_HTTP_HEADERS: '' })).rejects.toThrow();
  });

  it('reads in EPSG:3857 and the site system land where CRS84 does (PROJ checks proj4js within a centimetre)', async () => {
    /** Each hydrant's coordinates read with ogr2ogr from the items in `crs` (server-side reprojection, no -t_srs). */
    const read = async (crs: string) => {
      const csv = await gdal('ogr2ogr', [
        '-f',
        'CSV',
        '/vsistdout/',
        `${root}/collections/hydrants/items?limit=10000&crs=${encodeURIComponent(crs)}`,
        '-lco',
        'GEOMETRY=AS_XY',
        '-select',
        'hydrantId',
      ]);
      const rows = csv
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(','));
      return new Map(rows.map(([x, y, label]) => [label, [Number(x), Number(y)]]));
    };
    const lonLat = await read('http://www.opengis.net/def/crs/OGC/1.3/CRS84');
    expect(lonLat.size).toBe((await ids('')).length);
    const labels = [...lonLat.keys()];
    for (const [code, centimetre] of [
      [3857, 0.01],
      [3436, 0.01 / 0.3048006096],
    ] as const) {
      const projected = await read(`http://www.opengis.net/def/crs/EPSG/0/${code}`);
      expect(projected.size).toBe(labels.length);
      // The same points projected by PROJ (gdaltransform), from CRS84 (longitude first).
      const expected = await new Promise<string>((resolve, reject) => {
        const child = execFile(
          'gdaltransform',
          ['-s_srs', 'OGC:CRS84', '-t_srs', `EPSG:${code}`, '-output_xy'],
          { maxBuffer: 64 * 1024 * 1024 },
          (error, out) => (error ? reject(new Error(error.message)) : resolve(String(out))),
        );
        child.stdin!.end(
          labels
            .map((label) =>
              lonLat
                .get(label)!
                .map((v) => v.toFixed(12))
                .join(' '),
            )
            .join('\n') + '\n',
        );
      });
      const proj = expected
        .trim()
        .split('\n')
        .map((line) => line.trim().split(/\s+/).map(Number));
      let worst = 0;
      labels.forEach((label, i) => {
        const [x, y] = projected.get(label)!;
        worst = Math.max(worst, Math.hypot(x - proj[i][0], y - proj[i][1]));
      });
      // In the CRS's own units: metres for Web Mercator, US survey feet for the State Plane zone.
      expect([code, worst]).toEqual([code, expect.any(Number)]);
      expect(worst).toBeLessThan(centimetre);
    }
  });
});

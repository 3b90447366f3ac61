import request from 'supertest';
import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

interface Link {
  href: string;
  rel: string;
  type: string;
}
interface Feature {
  type: 'Feature';
  id: number;
  geometry: { type: string; coordinates: number[] };
  properties: Record<string, unknown>;
}
interface Page {
  type: 'FeatureCollection';
  features: Feature[];
  numberMatched?: number;
  numberReturned: number;
  timeStamp: string;
  links: Link[];
}

const ROOT = '/api/ogc';
const ITEMS = `${ROOT}/collections/hydrants/items`;
const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
const EPSG = (code: number) => `http://www.opengis.net/def/crs/EPSG/0/${code}`;
const pathOf = (href: string) => new URL(href).pathname + new URL(href).search;

describe('OGC API – Features: core, GeoJSON, paging, filters, access (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let token: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { OGC_SITE_CRS: 'EPSG:3436' } });
    // Listening on one port: links are absolute, so the same page must come from the same address.
    await t.app.listen(0, '127.0.0.1');
    admin = await adminAgent(t.server);
    token = (
      await admin
        .post('/api/api-tokens')
        .send({ name: 'County GIS', scopes: ['gis:read'] })
        .expect(201)
    ).body.token;
    const make = async (label: string, overrides: Record<string, unknown>) => {
      ids[label] = (
        await admin
          .post('/api/hydrants')
          .send(hydrantInput({ hydrantId: label, ...overrides }))
          .expect(201)
      ).body.id;
    };
    // Springfield, IL: three hydrants downtown, one out west, one far off in Chicago.
    await make('H-0001', {
      latitude: 39.8017,
      longitude: -89.6436,
      area: 'Downtown',
      flowRate: 1600,
      lastInspection: '2025-03-01',
    });
    await make('H-0002', { latitude: 39.799, longitude: -89.65, area: 'Downtown', flowRate: 1200, status: 'out-of-service' });
    await make('H-0003', { latitude: 39.805, longitude: -89.64, area: 'Downtown', flowRate: 800, lastInspection: '2025-06-15' });
    await make('H-0004', { latitude: 39.78, longitude: -89.7, area: 'West Side', flowRate: 400, status: 'maintenance' });
    await make('H-0005', { latitude: 41.8781, longitude: -87.6298, area: 'Chicago', lastInspection: '2024-12-31' });
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string) => request(t.server).get(path).set('Authorization', `Bearer ${token}`);

  it('serves the landing page, conformance and collections, every link with rel and type', async () => {
    const landing = await get(ROOT).expect(200);
    expect(landing.headers['content-type']).toMatch(/^application\/json/);
    const rels = Object.fromEntries((landing.body.links as Link[]).map((link) => [link.rel, link]));
    expect(Object.keys(rels).sort()).toEqual(['conformance', 'data', 'self', 'service-desc', 'service-doc']);
    expect(rels['service-desc'].type).toBe('application/vnd.oai.openapi+json;version=3.0');
    expect(rels['service-doc'].type).toBe('text/html');
    expect(landing.headers.link).toContain('rel="service-desc"');

    const doc = await get(pathOf(rels['service-doc'].href)).expect(200);
    expect(doc.headers['content-type']).toMatch(/^text\/html/);
    expect(doc.text).toContain('/collections/hydrants/items');
    const desc = await get(pathOf(rels['service-desc'].href)).expect(200);
    expect(desc.headers['content-type']).toMatch(/^application\/vnd\.oai\.openapi\+json;version=3\.0/);

    const conformance = await get(pathOf(rels.conformance.href)).expect(200);
    expect(conformance.body.conformsTo).toEqual(
      expect.arrayContaining([
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
        'http://www.opengis.net/spec/ogcapi-features-2/1.0/conf/crs',
      ]),
    );

    const collections = await get(pathOf(rels.data.href)).expect(200);
    const list = collections.body.collections as Array<{ id: string; links: Link[]; extent: { spatial: { bbox: number[][] } } }>;
    expect(list.map((c) => c.id)).toEqual(['hydrants', 'out-of-service-hydrants', 'zones']);
    const everyLink = [collections.body.links, ...list.map((c) => c.links)].flat() as Link[];
    for (const link of everyLink)
      expect(link).toEqual(
        expect.objectContaining({ href: expect.any(String), rel: expect.any(String), type: expect.any(String) }),
      );
    expect(list[0].extent.spatial.bbox).toEqual([[-89.7, 39.78, -87.6298, 41.8781]]);

    const one = await get(`${ROOT}/collections/hydrants`).expect(200);
    expect(one.body).toMatchObject({
      id: 'hydrants',
      itemType: 'feature',
      storageCrs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84',
    });
    expect(one.body.links.find((l: Link) => l.rel === 'items')).toMatchObject({ type: 'application/geo+json' });
    await get(`${ROOT}/collections/pipes`).expect(404);
  });

  it('answers items as GeoJSON: the id is the internal id, the label a property, CRS84 coordinates', async () => {
    const res = await get(`${ITEMS}?limit=100`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(res.headers['content-crs']).toBe('<http://www.opengis.net/def/crs/OGC/1.3/CRS84>');
    const body = res.body as Page;
    expect(body).toMatchObject({ type: 'FeatureCollection', numberMatched: 5, numberReturned: 5 });
    expect(new Date(body.timeStamp).toISOString()).toBe(body.timeStamp);
    const h2 = body.features.find((f) => f.properties.hydrantId === 'H-0002')!;
    expect(h2).toMatchObject({
      id: ids['H-0002'],
      geometry: { type: 'Point', coordinates: [-89.65, 39.799] },
      properties: {
        status: 'out-of-service',
        flowClass: 'A',
        flowRate: 1200,
        area: 'Downtown',
        outOfServiceReason: 'Broken valve stem',
      },
    });
    expect(new Date(h2.properties.outOfServiceSince as string).getTime()).not.toBeNaN();

    const single = await get(`${ITEMS}/${ids['H-0002']}`).expect(200);
    expect(single.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(single.body).toMatchObject({ type: 'Feature', id: ids['H-0002'], properties: { hydrantId: 'H-0002' } });
    await get(`${ITEMS}/999999`).expect(404);
    await get(`${ITEMS}/H-0002`).expect(404);
    await get(`${ROOT}/collections/out-of-service-hydrants/items/${ids['H-0001']}`).expect(404);
  });

  it('pages by next links, none twice, the default limit 10 and a larger limit clamped to 10,000', async () => {
    await t.sql(`SELECT set_config('hydrant.audit', 'off', false);
      INSERT INTO hydrants (hydrant_id, address, latitude, longitude, area)
      SELECT 'B-' || lpad(g::text, 5, '0'), g || ' Bulk Rd', 39.7 + random() * 0.1, -89.7 + random() * 0.1, 'Bulk'
        FROM generate_series(1, 10030) g`);
    const first = (await get(ITEMS).expect(200)).body as Page;
    expect(first.numberReturned).toBe(10);
    expect(first.numberMatched).toBe(10035);

    const clamped = (await get(`${ITEMS}?limit=50000`).expect(200)).body as Page;
    expect(clamped.numberReturned).toBe(10_000);
    const seen = new Set(clamped.features.map((f) => f.id));
    let next = clamped.links.find((l) => l.rel === 'next');
    expect(next?.type).toBe('application/geo+json');
    while (next) {
      const res = await get(pathOf(next.href)).expect(200);
      expect(res.headers.link).toContain('rel="self"');
      for (const f of (res.body as Page).features) {
        expect(seen.has(f.id)).toBe(false);
        seen.add(f.id);
      }
      next = (res.body as Page).links.find((l) => l.rel === 'next');
    }
    expect(seen.size).toBe(10035);
    await t.sql(`DELETE FROM hydrants WHERE area = 'Bulk'`);
  });

  it('filters by status, area, flowClass, bbox and datetime (instants, intervals, open ends)', async () => {
    const labels = async (query: string) =>
      ((await get(`${ITEMS}?${query}`).expect(200)).body as Page).features.map((f) => f.properties.hydrantId).sort();
    expect(await labels('status=out-of-service')).toEqual(['H-0002']);
    expect(await labels('area=Downtown&flowClass=AA')).toEqual(['H-0001']);
    expect(await labels('flowClass=C')).toEqual(['H-0004']);
    expect(await labels('bbox=-89.66,39.79,-89.63,39.81')).toEqual(['H-0001', 'H-0002', 'H-0003']);
    expect(await labels('bbox=-89.66,39.79,-89.63,39.81&status=operational')).toEqual(['H-0001', 'H-0003']);
    expect(await labels('datetime=2025-03-01')).toEqual(['H-0001']);
    expect(await labels('datetime=2025-03-01T18:30:00Z')).toEqual(['H-0001']);
    expect(await labels('datetime=2025-01-01/2025-12-31')).toEqual(['H-0001', 'H-0003']);
    expect(await labels('datetime=../2025-03-01')).toEqual(['H-0001', 'H-0005']);
    expect(await labels('datetime=2025-03-02T00:00:00Z/..')).toEqual(['H-0003']);
    expect(await labels('datetime=/2024-12-31')).toEqual(['H-0005']);
    const counted = (await get(`${ITEMS}?area=Downtown`).expect(200)).body as Page;
    expect(counted.numberMatched).toBe(3);
    const oos = (await get(`${ROOT}/collections/out-of-service-hydrants/items`).expect(200)).body as Page;
    expect(oos.features.map((f) => f.id)).toEqual([ids['H-0002']]);
    expect(oos.numberMatched).toBe(1);
  });

  it('answers in the CRS asked for (EPSG:4326 latitude first, Web Mercator, the site system) and takes bbox-crs', async () => {
    const h1 = `${ITEMS}/${ids['H-0001']}`;
    const collection = (await get(`${ROOT}/collections/hydrants`).expect(200)).body as { crs: string[]; storageCrs: string };
    expect(collection.crs).toEqual([CRS84, EPSG(4326), EPSG(3857), EPSG(3436)]);

    const lat_first = await get(`${h1}?crs=${EPSG(4326)}`).expect(200);
    expect(lat_first.headers['content-crs']).toBe(`<${EPSG(4326)}>`);
    expect(lat_first.body.geometry.coordinates).toEqual([39.8017, -89.6436]);
    const mercator = await get(`${h1}?crs=${EPSG(3857)}`).expect(200);
    expect(mercator.headers['content-crs']).toBe(`<${EPSG(3857)}>`);
    expect(mercator.body.geometry.coordinates[0]).toBeCloseTo((6378137 * -89.6436 * Math.PI) / 180, 2);
    const site = await get(`${h1}?crs=${EPSG(3436)}`).expect(200);
    // Springfield lies about 0.52° (some 147,000 ft) east of the zone's central meridian (false easting
    // 2,296,666.667 ft) and 3.13° (some 1,140,000 ft) north of its origin; easting first. GDAL checks the exact
    // figures (ogc-gdal.e2e-spec.ts).
    const [easting, northing] = site.body.geometry.coordinates as number[];
    expect(easting).toBeGreaterThan(2_400_000);
    expect(easting).toBeLessThan(2_500_000);
    expect(northing).toBeGreaterThan(1_100_000);
    expect(northing).toBeLessThan(1_200_000);

    const labels = async (query: string) =>
      ((await get(`${ITEMS}?${query}`).expect(200)).body as Page).features.map((f) => f.properties.hydrantId).sort();
    // EPSG:4326 boxes are south, west, north, east: the downtown box, latitude first.
    expect(await labels(`bbox=39.79,-89.66,39.81,-89.63&bbox-crs=${EPSG(4326)}`)).toEqual(['H-0001', 'H-0002', 'H-0003']);
    // The same box with the axes swapped lies in Antarctica's ocean: nothing.
    expect(await labels(`bbox=-89.66,39.79,-89.63,39.81&bbox-crs=${EPSG(4326)}`)).toEqual([]);
    const corners = async (crs: number) => {
      const [a1, b1] = (await get(`${h1}?crs=${EPSG(crs)}`).expect(200)).body.geometry.coordinates as number[];
      const [a3, b3] = (await get(`${ITEMS}/${ids['H-0003']}?crs=${EPSG(crs)}`).expect(200)).body.geometry
        .coordinates as number[];
      // One unit (metre or foot) around the two hydrants: coordinates are written to the millimetre.
      return [Math.min(a1, a3) - 1, Math.min(b1, b3) - 1, Math.max(a1, a3) + 1, Math.max(b1, b3) + 1].join(',');
    };
    expect(await labels(`bbox=${await corners(3857)}&bbox-crs=${EPSG(3857)}`)).toEqual(['H-0001', 'H-0003']);
    expect(await labels(`bbox=${await corners(3436)}&bbox-crs=${EPSG(3436)}`)).toEqual(['H-0001', 'H-0003']);
    const projected = (await get(`${ITEMS}?bbox=${await corners(3436)}&bbox-crs=${EPSG(3436)}&crs=${EPSG(3436)}`).expect(200))
      .body as Page;
    expect(projected.features.map((f) => f.geometry.coordinates.join(',')).sort()).toEqual(
      [
        site.body.geometry.coordinates.join(','),
        (await get(`${ITEMS}/${ids['H-0003']}?crs=${EPSG(3436)}`)).body.geometry.coordinates.join(','),
      ].sort(),
    );
  });

  it('refuses unknown and invalid parameters with 400 and the reason', async () => {
    const reason = async (query: string, path = ITEMS) => (await get(`${path}?${query}`).expect(400)).body.message as string;
    expect(await reason('colour=red')).toMatch(/Unknown parameter colour/);
    expect(await reason('status=broken')).toMatch(/status must be one of operational, maintenance, out-of-service/);
    expect(await reason('flowClass=D')).toMatch(/flowClass must be one of AA, A, B, C/);
    expect(await reason('limit=0')).toMatch(/limit must be a whole number of at least 1/);
    expect(await reason('limit=ten')).toMatch(/limit/);
    expect(await reason('bbox=1,2,3')).toMatch(/bbox must be four numbers/);
    expect(await reason('bbox=-89,40,-90,39.5&bbox-crs=http://www.opengis.net/def/crs/EPSG/0/3857')).toMatch(/minimum/);
    expect(await reason('bbox=-89,95,-88,96')).toMatch(/latitudes -90..90/);
    expect(await reason('datetime=yesterday')).toMatch(/datetime must be an RFC 3339/);
    expect(await reason('datetime=2025-02-30')).toMatch(/datetime/);
    expect(await reason('datetime=2025-06-01/2025-01-01')).toMatch(/ends before it starts/);
    expect(await reason('datetime=../..')).toMatch(/datetime/);
    expect(await reason('crs=EPSG:9999')).toMatch(/crs must be one of/);
    expect(await reason('after=-1')).toMatch(/after/);
    expect(await reason('f=html')).toMatch(/f must be json/);
    expect(await reason('limit=1&limit=2')).toMatch(/given once/);
    expect(await reason('status=operational', `${ROOT}/collections/zones/items`)).toMatch(/Unknown parameter status/);
    expect(await reason('limit=5', `${ROOT}/collections`)).toMatch(/Unknown parameter limit/);
  });

  it('answers 304 to a matching If-None-Match, and a new ETag once the data changes', async () => {
    const first = await get(`${ITEMS}?status=out-of-service`).expect(200);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    await get(`${ITEMS}?status=out-of-service`).set('If-None-Match', etag).expect(304);
    const collection = await get(`${ROOT}/collections/hydrants`).expect(200);
    await get(`${ROOT}/collections/hydrants`).set('If-None-Match', collection.headers.etag).expect(304);
    await admin.patch(`/api/hydrants/${ids['H-0002']}`).send({ status: 'operational' }).expect(200);
    const changed = await get(`${ITEMS}?status=out-of-service`).set('If-None-Match', etag).expect(200);
    expect((changed.body as Page).features).toEqual([]);
    await admin
      .patch(`/api/hydrants/${ids['H-0002']}`)
      .send({ status: 'out-of-service', outOfServiceReason: 'Broken valve stem' })
      .expect(200);
  });

  it('reads with a gis:read token (header or access_token), a session, and says nothing without one', async () => {
    const anonymous = await request(t.server).get(ITEMS).expect(401);
    expect(anonymous.body).toEqual({ statusCode: 401, message: 'Authentication required', error: 'Unauthorized' });
    for (const path of [ROOT, `${ROOT}/api`, `${ROOT}/collections`, `${ITEMS}/${ids['H-0001']}`]) {
      const res = await request(t.server).get(path).expect(401);
      expect(JSON.stringify(res.body)).not.toMatch(/H-000|hydrants/);
    }
    await request(t.server).get(`${ITEMS}?access_token=${token}`).expect(200);
    await request(t.server).get(`${ITEMS}?access_token=hyd_wrong`).expect(401);
    await request(t.server).get(ITEMS).set('Authorization', 'Bearer hyd_wrong').expect(401);
    await admin.get(ITEMS).expect(200);

    // A token keeps to its scopes: a feed token reads the feed, not the collections, and the other way round.
    const feed = (await admin.post('/api/api-tokens').send({ name: 'CAD' }).expect(201)).body as {
      token: string;
      scopes: string[];
    };
    expect(feed.scopes).toEqual(['feed']);
    const denied = await request(t.server).get(ITEMS).set('Authorization', `Bearer ${feed.token}`).expect(403);
    expect(denied.body.message).toBe('This API token lacks the gis:read scope');
    await request(t.server).get('/api/feeds/out-of-service.geojson').set('Authorization', `Bearer ${feed.token}`).expect(200);
    await request(t.server).get('/api/feeds/out-of-service.geojson').set('Authorization', `Bearer ${token}`).expect(403);
    // No scope writes.
    await request(t.server).patch(`/api/hydrants/${ids['H-0001']}`).set('Authorization', `Bearer ${token}`).send({}).expect(401);
    await request(t.server).post('/api/hydrants').query({ access_token: token }).send(hydrantInput()).expect(401);

    const both = (
      await admin
        .post('/api/api-tokens')
        .send({ name: 'Both', scopes: ['gis:read', 'feed'] })
        .expect(201)
    ).body;
    expect(both.scopes).toEqual(['feed', 'gis:read']);
    const bad = await admin
      .post('/api/api-tokens')
      .send({ name: 'Bad', scopes: ['write'] })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('Scopes must be one or more of feed, gis:read');
    await admin.post('/api/api-tokens').send({ name: 'Empty', scopes: [] }).expect(400);
  });
});

describe('OGC API – Features published without a token (OGC_PUBLIC=true) (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { OGC_PUBLIC: 'true' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('reads the collections anonymously, but no other route, and still refuses a bad token', async () => {
    await request(t.server).get(`${ROOT}/collections/hydrants/items`).expect(200);
    await request(t.server).get('/api/hydrants').expect(401);
    await request(t.server).get('/api/feeds/out-of-service.geojson').expect(401);
    await request(t.server).get(`${ROOT}/collections`).set('Authorization', 'Bearer hyd_wrong').expect(401);
  });
});

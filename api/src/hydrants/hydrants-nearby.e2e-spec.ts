import { adminAgent, haversineMiles, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { Client } from 'pg';
import { HYDRANT_COLUMNS, NEARBY_PLANNER_SETTING, proximitySql } from './hydrant-rows.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

const CENTRE = { lat: 39.7392, lng: -104.9903 };
/** Degrees of latitude for a distance in miles (R = 3958.8). */
const degreesFor = (miles: number) => (miles / 3958.8) * (180 / Math.PI);

describe('nearby hydrants (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  const points: Array<{ hydrantId: string; latitude: number; longitude: number; area?: string }> = [
    { hydrantId: 'N-FAR-600', latitude: CENTRE.lat + 8.7, longitude: CENTRE.lng },
    { hydrantId: 'N-345', latitude: CENTRE.lat - 5, longitude: CENTRE.lng },
    { hydrantId: 'N-069', latitude: CENTRE.lat + 1, longitude: CENTRE.lng + 0.2 },
    { hydrantId: 'N-026', latitude: CENTRE.lat, longitude: CENTRE.lng + 0.5, area: 'Lakeside' },
    { hydrantId: 'N-007', latitude: CENTRE.lat + 0.1, longitude: CENTRE.lng, area: 'Lakeside' },
    { hydrantId: 'N-000', latitude: CENTRE.lat + 0.01, longitude: CENTRE.lng - 0.01 },
    { hydrantId: 'N-EXACT-10', latitude: CENTRE.lat - degreesFor(10), longitude: CENTRE.lng },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    for (const point of points) await admin.post('/api/hydrants').send(hydrantInput(point)).expect(201);
  });

  afterAll(async () => {
    await t?.close();
  });

  const nearby = (query: Record<string, unknown>) => admin.get('/api/hydrants/nearby').query({ ...CENTRE, ...query });
  const expectedOrder = (radius: number) =>
    points
      .map((p) => ({ id: p.hydrantId, d: haversineMiles(CENTRE.lat, CENTRE.lng, p.latitude, p.longitude) }))
      .filter((p) => p.d <= radius)
      .sort((a, b) => a.d - b.d)
      .map((p) => p.id);

  it('defaults to 50 miles, nearest first, with haversine distances in miles (R = 3958.8)', async () => {
    const res = await nearby({}).expect(200);
    const ids = res.body.items.map((h: { hydrantId: string }) => h.hydrantId);
    expect(ids).toEqual(expectedOrder(50));
    expect(ids).toEqual(['N-000', 'N-007', 'N-EXACT-10', 'N-026']);
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: 100 });
    for (const item of res.body.items as Array<{ latitude: number; longitude: number; distance: number }>) {
      expect(item.distance).toBeCloseTo(haversineMiles(CENTRE.lat, CENTRE.lng, item.latitude, item.longitude), 6);
    }
    expect(res.body.items[2].distance).toBeCloseTo(10, 6);
    // Full hydrant rows plus the distance.
    expect(Object.keys(res.body.items[0]).sort()).toEqual(
      [
        'address',
        'area',
        'checklist',
        'createdAt',
        'distance',
        'flowClass',
        'flowRate',
        'flowRateSetAt',
        'flowRateSource',
        'hydrantId',
        'id',
        'inspector',
        'lastInspection',
        'latitude',
        'longitude',
        'notes',
        'photos',
        'pressure',
        'status',
        'updatedAt',
        'version',
        'hydrantType',
        'outletCount',
        'outletSizes',
        'mainSize',
        'manufacturer',
        'installYear',
        'ownership',
        'hasIsolationValve',
        'outOfServiceSince',
        'outOfServiceReason',
        'expectedReturn',
      ].sort(),
    );
  });

  it('honours the radius exactly, from 1 to 500 miles', async () => {
    const ids = async (radius: number) =>
      ((await nearby({ radius }).expect(200)).body.items as Array<{ hydrantId: string }>).map((h) => h.hydrantId);
    expect(await ids(1)).toEqual(['N-000']);
    expect(await ids(9.999)).toEqual(['N-000', 'N-007']);
    expect(await ids(10.001)).toEqual(['N-000', 'N-007', 'N-EXACT-10']);
    expect(await ids(500)).toEqual(expectedOrder(500));
    expect(await ids(500)).toEqual(['N-000', 'N-007', 'N-EXACT-10', 'N-026', 'N-069', 'N-345']);
  });

  it.each([0, 0.5, 500.01, 1000, 'far'])('radius %p -> 400 "Radius must be between 1 and 500 miles"', async (radius) => {
    const res = await nearby({ radius }).expect(400);
    expect(res.body.errors).toEqual({ radius: 'Radius must be between 1 and 500 miles' });
  });

  it('requires lat and lng in range', async () => {
    const none = await admin.get('/api/hydrants/nearby').expect(400);
    expect(none.body.errors).toEqual({ lat: 'Latitude is required', lng: 'Longitude is required' });
    const empty = await admin.get('/api/hydrants/nearby').query({ lat: '', lng: '' }).expect(400);
    expect(empty.body.errors).toEqual({ lat: 'Latitude is required', lng: 'Longitude is required' });
    const out = await admin.get('/api/hydrants/nearby').query({ lat: 91, lng: -181 }).expect(400);
    expect(out.body.errors).toEqual({
      lat: 'Latitude must be between -90 and 90',
      lng: 'Longitude must be between -180 and 180',
    });
    const text = await admin.get('/api/hydrants/nearby').query({ lat: 'north', lng: 0 }).expect(400);
    expect(text.body.errors).toEqual({ lat: 'Latitude must be between -90 and 90' });
  });

  it('pages with the total over all pages, and filters by search', async () => {
    const first = await nearby({ radius: 500, pageSize: 2 }).expect(200);
    const second = await nearby({ radius: 500, pageSize: 2, page: 2 }).expect(200);
    expect(first.body.items.map((h: { hydrantId: string }) => h.hydrantId)).toEqual(['N-000', 'N-007']);
    expect(second.body.items.map((h: { hydrantId: string }) => h.hydrantId)).toEqual(['N-EXACT-10', 'N-026']);
    expect(second.body).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    const lakeside = await nearby({ search: 'lakeside' }).expect(200);
    expect(lakeside.body.items.map((h: { hydrantId: string }) => h.hydrantId)).toEqual(['N-007', 'N-026']);
    expect(lakeside.body.total).toBe(2);
  });

  it('works across the antimeridian and near a pole', async () => {
    await admin
      .post('/api/hydrants')
      .send(hydrantInput({ hydrantId: 'N-FIJI-E', latitude: -17, longitude: 179.99 }))
      .expect(201);
    await admin
      .post('/api/hydrants')
      .send(hydrantInput({ hydrantId: 'N-FIJI-W', latitude: -17, longitude: -179.99 }))
      .expect(201);
    const res = await admin.get('/api/hydrants/nearby').query({ lat: -17, lng: 179.995, radius: 5 }).expect(200);
    expect(res.body.items.map((h: { hydrantId: string }) => h.hydrantId).sort()).toEqual(['N-FIJI-E', 'N-FIJI-W']);
    expect(res.body.items[0].distance).toBeCloseTo(haversineMiles(-17, 179.995, -17, 179.99), 6);
  });
});

describe('nearby query plan (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // 40,000 hydrants on a grid around Denver, straight in SQL (the trigger fills earth).
    await t.sql(`
      INSERT INTO hydrants (hydrant_id, address, latitude, longitude, area)
      SELECT 'G-' || g, g || ' Grid St', 39 + (g / 200) * 0.01, -105.5 + (g % 200) * 0.01, 'Grid'
      FROM generate_series(0, 39999) AS g`);
    await t.sql('ANALYZE hydrants');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers from the GiST index on earth (KNN order and bounding box), not a scan of every row', async () => {
    const near = proximitySql('$1::float8', '$2::float8', '$3::float8');
    const client = new Client({ connectionString: t.db.url });
    await client.connect();
    let plan: Array<{ 'QUERY PLAN': string }>;
    try {
      await client.query('BEGIN');
      await client.query(NEARBY_PLANNER_SETTING);
      plan = (
        await client.query(
          `EXPLAIN SELECT ${HYDRANT_COLUMNS}, ${near.distance} AS distance FROM hydrants h WHERE ${near.where}
           ORDER BY ${near.orderBy} LIMIT 100 OFFSET 0`,
          [39.7392, -104.9903, 50 / 3958.8],
        )
      ).rows;
      await client.query('ROLLBACK');
    } finally {
      await client.end();
    }
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Scan using "IDX_hydrants_earth"/);
    expect(text).toMatch(/Order By: \(earth <-> /);
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).not.toMatch(/Sort|Bitmap Heap Scan/);
  });

  it('maintenance and writes work under a restricted search_path (PostgreSQL 17+ runs VACUUM/REINDEX with one)', async () => {
    await t.sql('REINDEX TABLE hydrants');
    await t.sql('VACUUM ANALYZE hydrants');
    const client = new Client({ connectionString: t.db.url });
    await client.connect();
    try {
      await client.query('SET search_path = pg_catalog');
      await client.query(
        `INSERT INTO public.hydrants (hydrant_id, address, latitude, longitude, area) VALUES ('SP-1', 'x', 10, 20, 'y')`,
      );
      await client.query(`UPDATE public.hydrants SET latitude = 11 WHERE hydrant_id = 'SP-1'`);
    } finally {
      await client.end();
    }
    const [row] = await t.sql<{ same: boolean }>(
      `SELECT earth = ll_to_earth(11, 20) AS same FROM hydrants WHERE hydrant_id = 'SP-1'`,
    );
    expect(row.same).toBe(true);
  });
});

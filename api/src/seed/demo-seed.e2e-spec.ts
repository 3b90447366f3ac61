import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp, testConfig } from '../../test/test-app.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';
import { keptAndRecounted } from '../../test/kept-counts.js';
import { createApp } from '../bootstrap.js';
import { loadConfig } from '../config/app-config.js';
import { buildDataSourceOptions, runMigrationsLocked } from '../database/data-source-options.js';
import { CHECKLIST_OPTIONS } from '../hydrants/hydrant.constants.js';
import { buildDemoData, DEMO_HYDRANT_COUNT } from './demo-data.js';
import { seedDemoData } from './demo-seed.js';
import { wantsDemoSeed } from './demo-seed.service.js';

const TODAY = new Date('2026-06-01T12:00:00Z');

function flowClass(flow: number | null): string | null {
  if (flow === null) return null;
  return flow >= 1500 ? 'AA' : flow >= 1000 ? 'A' : flow >= 500 ? 'B' : 'C';
}

describe('the demo data set', () => {
  const data = buildDemoData(TODAY);

  it('is the same every time (seeded generator)', () => {
    expect(buildDemoData(TODAY)).toEqual(data);
  });

  it('holds a few hundred hydrants in Springfield, IL with ids H-0001 onwards and unique addresses', () => {
    expect(data.hydrants).toHaveLength(DEMO_HYDRANT_COUNT);
    expect(data.hydrants[0].hydrant_id).toBe('H-0001');
    expect(data.hydrants[DEMO_HYDRANT_COUNT - 1].hydrant_id).toBe('H-0350');
    expect(new Set(data.hydrants.map((h) => h.address)).size).toBe(DEMO_HYDRANT_COUNT);
    for (const h of data.hydrants) {
      expect(h.latitude).toBeGreaterThan(39.73);
      expect(h.latitude).toBeLessThan(39.86);
      expect(h.longitude).toBeGreaterThan(-89.75);
      expect(h.longitude).toBeLessThan(-89.58);
      expect(h.address).toMatch(/^(\d+ [NSEW] .+|[NS] .+ & [EW] .+)$/);
    }
    expect(new Set(data.hydrants.map((h) => h.area)).size).toBeGreaterThanOrEqual(8);
  });

  it('has mostly operational hydrants, some in maintenance and a few out of service', () => {
    const count = (status: string) => data.hydrants.filter((h) => h.status === status).length;
    expect(count('operational')).toBeGreaterThan(DEMO_HYDRANT_COUNT * 0.7);
    expect(count('maintenance')).toBeGreaterThan(DEMO_HYDRANT_COUNT * 0.08);
    expect(count('out-of-service')).toBeGreaterThan(5);
    expect(count('out-of-service')).toBeLessThan(count('maintenance'));
  });

  it('has readings across 40-120 PSI and every NFPA class, some hydrants never inspected', () => {
    const pressures = data.hydrants.flatMap((h) => (h.pressure === null ? [] : [h.pressure]));
    expect(Math.min(...pressures)).toBe(40);
    expect(Math.max(...pressures)).toBe(120);
    expect(new Set(data.hydrants.map((h) => flowClass(h.flow_rate)))).toEqual(new Set(['AA', 'A', 'B', 'C', null]));
    const never = data.hydrants.filter((h) => h.last_inspection === null);
    expect(never.length).toBeGreaterThan(5);
    for (const h of never) expect(h).toMatchObject({ inspector: null, checklist: [], pressure: null, flow_rate: null });
    const overdue = data.hydrants.filter((h) => h.last_inspection !== null && h.last_inspection < '2025-12-03');
    expect(overdue.length).toBeGreaterThan(20);
    expect(data.hydrants.every((h) => h.last_inspection === null || h.last_inspection <= '2026-06-01')).toBe(true);
    expect(data.hydrants.every((h) => h.checklist.every((item) => (CHECKLIST_OPTIONS as readonly string[]).includes(item)))).toBe(
      true,
    );
    expect(data.hydrants.filter((h) => h.notes).length).toBeGreaterThan(50);
    expect(new Set(data.hydrants.map((h) => h.inspector)).size).toBeGreaterThanOrEqual(6);
  });

  it('has 3 to 5 zones with colours, outlines and personnel', () => {
    expect(data.zones.length).toBeGreaterThanOrEqual(3);
    expect(data.zones.length).toBeLessThanOrEqual(5);
    for (const zone of data.zones) {
      expect(zone.coordinates.length).toBeGreaterThanOrEqual(3);
      expect(zone.assigned_personnel.length).toBeGreaterThan(0);
    }
  });
});

describe('wantsDemoSeed (when the API loads the demo data at start)', () => {
  it.each<[Record<string, string>, boolean, string]>([
    [{}, true, 'unset, embedded PostgreSQL (quick start)'],
    [{ DATABASE_URL: 'postgres://x@db/site' }, false, 'unset, a DATABASE_URL site'],
    [{ SEED_DEMO_DATA: 'true', DATABASE_URL: 'postgres://x@db/site' }, true, 'asked for on a DATABASE_URL site'],
    [{ SEED_DEMO_DATA: 'false' }, false, 'refused on the embedded PostgreSQL'],
  ])('%j -> %s (%s)', (env, expected) => {
    expect(wantsDemoSeed(loadConfig(env))).toBe(expected);
  });
});

describe('loading the demo data (e2e)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeEach(async () => {
    db = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(db.url, 4)).initialize();
    await runMigrationsLocked(dataSource);
  });

  afterEach(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  const counts = async () =>
    (
      await dataSource.query<Array<{ hydrants: number; zones: number }>>(
        `SELECT (SELECT count(*) FROM hydrants)::int AS hydrants, (SELECT count(*) FROM zones)::int AS zones`,
      )
    )[0];

  it('loads every hydrant and zone, which the API then serves (the demo login sees a living console)', async () => {
    expect(await seedDemoData(dataSource, { today: TODAY })).toEqual({ status: 'seeded', hydrants: 350, zones: 4 });
    expect(await counts()).toEqual({ hydrants: 350, zones: 4 });

    const t = await createTestApp({ db });
    try {
      const demo = await request(t.server).post('/api/auth/demo').expect(200);
      const cookie = ([] as string[])
        .concat(demo.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('hydrant.sid='))!
        .split(';')[0];
      const page = await request(t.server).get('/api/hydrants?page=1').set('Cookie', cookie).expect(200);
      expect(page.body.total).toBe(350);
      expect(page.body.items[0]).toMatchObject({ hydrantId: 'H-0001', area: expect.any(String) });
      const stats = await request(t.server).get('/api/hydrants/stats').set('Cookie', cookie).expect(200);
      expect(stats.body.operational + stats.body.maintenance + stats.body.outOfService).toBe(350);
      const zones = await request(t.server).get('/api/zones').set('Cookie', cookie).expect(200);
      expect(zones.body).toHaveLength(4);
      for (const zone of zones.body as Array<{ hydrantCounts: { total: number } }>)
        expect(zone.hydrantCounts.total).toBeGreaterThan(10);
      const inZones = (zones.body as Array<{ hydrantCounts: { total: number } }>).reduce(
        (sum, z) => sum + z.hydrantCounts.total,
        0,
      );
      expect(inZones).toBeGreaterThanOrEqual(330); // the zones cover (almost) the whole city
      const nearby = await request(t.server)
        .get('/api/hydrants/nearby?lat=39.8017&lng=-89.6437&radius=1')
        .set('Cookie', cookie)
        .expect(200);
      expect(nearby.body.total).toBeGreaterThan(20);
    } finally {
      await t.app.close();
    }
  });

  it('gives every hydrant out of service or in maintenance its open status alert, as one created so would have', async () => {
    expect((await seedDemoData(dataSource, { today: TODAY })).status).toBe('seeded');
    const missing = await dataSource.query<Array<{ hydrant_id: string; status: string }>>(
      `SELECT h.hydrant_id, h.status FROM hydrants h
       WHERE h.status <> 'operational'
         AND NOT EXISTS (SELECT 1 FROM alerts a WHERE a.cause = 'status:' || h.id AND NOT a.acknowledged
                         AND a.alert_type = 'status_change' AND a.hydrant_id = h.id
                         AND a.priority = CASE h.status WHEN 'out-of-service' THEN 'high' ELSE 'medium' END)
       ORDER BY 1`,
    );
    expect(missing).toEqual([]);
    const [open] = await dataSource.query<Array<{ alerts: number; hydrants: number }>>(
      `SELECT (SELECT count(*) FROM alerts WHERE alert_type = 'status_change' AND NOT acknowledged)::int AS alerts,
              (SELECT count(*) FROM hydrants WHERE status <> 'operational')::int AS hydrants`,
    );
    expect(open.alerts).toBe(open.hydrants);
    expect(open.hydrants).toBeGreaterThan(40);
    // The dashboard's and the Alerts screen's counts (kept by triggers) agree with the alerts themselves.
    for (const [name, { kept, recounted }] of Object.entries(await keptAndRecounted((text) => dataSource.query(text))))
      expect({ name, counts: kept }).toEqual({ name, counts: recounted });
  });

  it('refuses a registry that holds hydrants or zones, changing nothing', async () => {
    await dataSource.query(
      `INSERT INTO hydrants (hydrant_id, address, latitude, longitude, area) VALUES ('X-1', 'a', 1, 2, 'b')`,
    );
    expect(await seedDemoData(dataSource)).toEqual({ status: 'not-empty', hydrants: 1, zones: 0 });
    expect(await counts()).toEqual({ hydrants: 1, zones: 0 });

    await dataSource.query(`DELETE FROM hydrants`);
    await dataSource.query(
      `INSERT INTO zones (name, color, coordinates, area) VALUES ('Z', 'red', '[[0,0],[0,1],[1,1]]', '((0,0),(1,0),(1,1))')`,
    );
    expect(await seedDemoData(dataSource)).toEqual({ status: 'not-empty', hydrants: 0, zones: 1 });
    expect(await counts()).toEqual({ hydrants: 0, zones: 1 });
  });

  it('is idempotent: a second run and two runs at once load the data exactly once', async () => {
    const results = await Promise.all([seedDemoData(dataSource), seedDemoData(dataSource), seedDemoData(dataSource)]);
    expect(results.map((r) => r.status).sort()).toEqual(['not-empty', 'not-empty', 'seeded']);
    expect(await seedDemoData(dataSource)).toMatchObject({ status: 'not-empty' });
    expect(await counts()).toEqual({ hydrants: 350, zones: 4 });
  });
});

describe('automatic seeding at API start (e2e)', () => {
  let db: TestDatabase;

  beforeEach(async () => {
    db = await createTestDatabase();
  });

  afterEach(async () => {
    await db?.drop();
  });

  const hydrantCount = async (t: TestApp) => (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM hydrants'))[0].n;

  it('SEED_DEMO_DATA=true loads an empty registry once; a registry emptied later stays empty after a restart', async () => {
    const first = await createTestApp({ db, env: { SEED_DEMO_DATA: 'true' } });
    expect(await hydrantCount(first)).toBe(350);
    await first.app.close();

    const second = await createTestApp({ db, env: { SEED_DEMO_DATA: 'true' } });
    expect(await hydrantCount(second)).toBe(350);
    await second.sql('DELETE FROM hydrants');
    await second.sql('DELETE FROM zones');
    await second.app.close();

    const third = await createTestApp({ db, env: { SEED_DEMO_DATA: 'true' } });
    expect(await hydrantCount(third)).toBe(0);
    await third.app.close();
  });

  it('two API processes starting at once load it exactly once', async () => {
    const apps = await Promise.all([
      createTestApp({ db, env: { SEED_DEMO_DATA: 'true' } }),
      createTestApp({ db, env: { SEED_DEMO_DATA: 'true' } }),
    ]);
    expect(await hydrantCount(apps[0])).toBe(350);
    expect((await apps[0].sql<{ n: number }>('SELECT count(*)::int AS n FROM zones'))[0].n).toBe(4);
    await Promise.all(apps.map((t) => t.app.close()));
  });

  it('a DATABASE_URL site gets no demo data unless asked (SEED_DEMO_DATA unset or false)', async () => {
    const unset = await createTestApp({ db });
    expect(await hydrantCount(unset)).toBe(0);
    await unset.app.close();
    const refused = await createTestApp({ db, env: { SEED_DEMO_DATA: 'false' } });
    expect(await hydrantCount(refused)).toBe(0);
    await refused.app.close();
  });

  it('on the embedded PostgreSQL (quick start) an empty registry gets the demo data unless SEED_DEMO_DATA=false', async () => {
    const refused = await createApp({ ...testConfig(db.url, { SEED_DEMO_DATA: 'false' }), usesEmbeddedDatabase: true });
    await refused.close();
    const embedded = await createApp({ ...testConfig(db.url), usesEmbeddedDatabase: true });
    try {
      const login = await request(embedded.getHttpServer())
        .post('/api/auth/login')
        .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
        .expect(200);
      const cookie = ([] as string[])
        .concat(login.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('hydrant.sid='))!
        .split(';')[0];
      const stats = await request(embedded.getHttpServer()).get('/api/hydrants/stats').set('Cookie', cookie).expect(200);
      expect(stats.body.total).toBe(350);
    } finally {
      await embedded.close();
    }
  });
});

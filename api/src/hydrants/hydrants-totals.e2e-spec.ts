import { Pool } from 'pg';
import { adminAgent, fieldError, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { EXACT_COUNT_LIMIT, MESSAGES } from './hydrant.constants.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;
type Page = { items: Array<{ hydrantId: string }>; total: number; totalIsEstimate: boolean; page: number; pageSize: number };

/**
 * Bulk rows straight into the table (not audited): `count` hydrants with ids prefix-000001…,
 * statuses cycling, scattered points (points on one line make the GiST indexes crawl).
 */
const insertSql = (prefix: string, count: number, extra = '') => `
  SELECT set_config('hydrant.audit', 'off', true);
  INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, area)
  SELECT '${prefix}-' || lpad(g::text, 6, '0'), g || ' ${extra} Rd', 39.7 + random() * 0.1, -89.6 + random() * 0.1, (ARRAY['operational','maintenance','out-of-service'])[1 + g % 3], 'Bulk'
  FROM generate_series(1, ${count}) g`;

describe('hydrant totals kept by the database, estimates, keyset pages (e2e)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Stats and the unfiltered totals equal a count of the table itself. */
  async function expectCountsExact() {
    const [actual] = await t.sql<Record<string, number>>(`
      SELECT count(*) FILTER (WHERE status = 'operational')::int AS operational,
             count(*) FILTER (WHERE status = 'maintenance')::int AS maintenance,
             count(*) FILTER (WHERE status = 'out-of-service')::int AS "outOfService", count(*)::int AS total FROM hydrants`);
    expect((await admin.get('/api/hydrants/stats').expect(200)).body).toEqual(actual);
    const all = (await admin.get('/api/hydrants?pageSize=1').expect(200)).body as Page;
    expect([all.total, all.totalIsEstimate]).toEqual([actual.total, false]);
    const maintenance = (await admin.get('/api/hydrants?status=maintenance&pageSize=1').expect(200)).body as Page;
    expect([maintenance.total, maintenance.totalIsEstimate]).toEqual([actual.maintenance, false]);
    return actual;
  }

  it('keeps the counts exact through the API, bulk inspection, raw SQL, rollbacks and TRUNCATE', async () => {
    await expectCountsExact();
    const ids: number[] = [];
    for (const status of ['operational', 'maintenance', 'maintenance']) {
      ids.push((await admin.post('/api/hydrants').send(hydrantInput({ status })).expect(201)).body.id as number);
    }
    await expectCountsExact();
    await admin.patch(`/api/hydrants/${ids[0]}`).send({ status: 'out-of-service', outOfServiceReason: 'Broken cap' }).expect(200);
    await admin
      .post('/api/hydrants/bulk-inspection')
      .send({ hydrantIds: ids, inspectionDate: '2025-04-02', inspector: 'Pat Quinn', status: 'operational' })
      .expect(200);
    await admin.delete(`/api/hydrants/${ids[1]}`).expect(204);
    await expectCountsExact();

    // several statements in one transaction, and a rolled back one
    await t.sql(`BEGIN; ${insertSql('TX', 300)}; UPDATE hydrants SET status = 'maintenance' WHERE hydrant_id LIKE 'TX-%' AND id % 2 = 0;
      DELETE FROM hydrants WHERE hydrant_id LIKE 'TX-%' AND id % 5 = 0; COMMIT`);
    await expectCountsExact();
    await t.sql(`BEGIN; ${insertSql('RB', 50)}; DELETE FROM hydrants WHERE hydrant_id LIKE 'TX-%'; ROLLBACK`);
    const before = await expectCountsExact();
    expect(before.total).toBeGreaterThan(200);
    await t.sql(`TRUNCATE hydrants CASCADE`);
    expect(await expectCountsExact()).toMatchObject({ total: 0 });
    await t.sql(insertSql('AG', 30));
    expect(await expectCountsExact()).toEqual({ operational: 10, maintenance: 10, outOfService: 10, total: 30 });
  });

  it('keeps the counts exact under concurrent writers (inserts, status changes, deletes)', async () => {
    const pool = new Pool({ connectionString: t.db.url, max: 8 });
    try {
      await Promise.all(
        Array.from({ length: 8 }, async (_, worker) => {
          for (let round = 0; round < 6; round++) {
            const client = await pool.connect();
            try {
              await client.query('BEGIN');
              await client.query(insertSql(`CW${worker}R${round}`, 20));
              await client.query(
                `UPDATE hydrants SET status = CASE status WHEN 'operational' THEN 'maintenance' ELSE 'operational' END
                 WHERE hydrant_id LIKE $1 AND id % 3 = $2`,
                [`CW${worker}R%`, round % 3],
              );
              await client.query(`DELETE FROM hydrants WHERE hydrant_id LIKE $1 AND id % 7 = 0`, [`CW${worker}R${round}-%`]);
              await client.query(round % 4 === 3 ? 'ROLLBACK' : 'COMMIT');
            } finally {
              client.release();
            }
          }
        }),
      );
    } finally {
      await pool.end();
    }
    await expectCountsExact();
    // the deltas fold: a handful of rows, not one per statement
    const [{ rows }] = await t.sql<{ rows: number }>('SELECT count(*)::int AS rows FROM hydrant_status_counts');
    expect(rows).toBeLessThan(20);
  });

  it('counts a search exactly up to the limit and estimates above it, saying so', async () => {
    await t.sql(`TRUNCATE hydrants CASCADE`);
    await t.sql(insertSql('EST', EXACT_COUNT_LIMIT + 2000, 'Zebra'));
    await t.sql(insertSql('FEW', 40, 'Quokka'));
    await t.sql('ANALYZE hydrants');
    const few = (await admin.get('/api/hydrants?search=quokka').expect(200)).body as Page;
    expect([few.total, few.totalIsEstimate]).toEqual([40, false]);
    const many = (await admin.get('/api/hydrants?search=zebra').expect(200)).body as Page;
    expect(many.totalIsEstimate).toBe(true);
    expect(many.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(many.total).toBeLessThanOrEqual(EXACT_COUNT_LIMIT + 2040);
    expect(many.items.map((h) => h.hydrantId)).toEqual(
      Array.from({ length: 25 }, (_, i) => `EST-${String(i + 1).padStart(6, '0')}`),
    );
    // no search: exact from the kept counts, however many
    expect((await admin.get('/api/hydrants').expect(200)).body).toMatchObject({
      total: EXACT_COUNT_LIMIT + 2040,
      totalIsEstimate: false,
    });
    const nearby = (await admin.get('/api/hydrants/nearby?lat=39.75&lng=-89.6&radius=50&pageSize=5').expect(200)).body as Page;
    expect(nearby.totalIsEstimate).toBe(true);
    expect(nearby.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const near = (await admin.get('/api/hydrants/nearby?lat=39.75&lng=-89.6&radius=50&search=quokka').expect(200)).body as Page;
    expect([near.total, near.totalIsEstimate]).toEqual([40, false]);
  }, 240_000);

  it('reads the same pages by keyset (after / before) and from either end as by OFFSET', async () => {
    await t.sql(`TRUNCATE hydrants CASCADE`);
    // random ids (mixed lengths and cases), random statuses, some matching a search
    await t.sql(`
      SELECT setseed(0.15);
      INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, area)
      SELECT DISTINCT ON (hid) hid, CASE WHEN random() < 0.3 THEN 'Oak' ELSE 'Elm' END || ' St', 39.7 + random() * 0.1, -89.6 + random() * 0.1,
             (ARRAY['operational','maintenance','out-of-service'])[1 + floor(random() * 3)::int], 'Random'
      FROM (SELECT substr(md5(random()::text), 1, 2 + floor(random() * 8)::int) AS hid FROM generate_series(1, 260)) s`);
    const ordered = await t.sql<{ hydrant_id: string; status: string; address: string }>(
      'SELECT hydrant_id, status, address FROM hydrants ORDER BY hydrant_id',
    );
    const get = async (params: string) => (await admin.get(`/api/hydrants?${params}`).expect(200)).body as Page;
    const ids = (page: Page) => page.items.map((h) => h.hydrantId);
    for (const [filter, keep] of [
      ['', () => true],
      ['status=maintenance&', (h: { status: string }) => h.status === 'maintenance'],
      ['search=oak&', (h: { address: string }) => h.address.startsWith('Oak')],
    ] as const) {
      const expected = ordered.filter(keep).map((h) => h.hydrant_id);
      for (const pageSize of [6, 40]) {
        const pages = Math.ceil(expected.length / pageSize);
        for (let page = 1; page <= pages + 1; page++) {
          const want = expected.slice((page - 1) * pageSize, page * pageSize);
          const byNumber = await get(`${filter}page=${page}&pageSize=${pageSize}`);
          expect([page, ids(byNumber)]).toEqual([page, want]);
          expect(byNumber.total).toBe(expected.length);
          if (page > 1) {
            const after = expected[(page - 1) * pageSize - 1];
            const byAfter = await get(`${filter}page=${page}&pageSize=${pageSize}&after=${encodeURIComponent(after)}`);
            expect([page, ids(byAfter)]).toEqual([page, want]);
            expect(byAfter).toMatchObject({ page, pageSize, total: expected.length });
          }
          if (page < pages) {
            const before = expected[page * pageSize];
            const byBefore = await get(`${filter}page=${page}&pageSize=${pageSize}&before=${encodeURIComponent(before)}`);
            expect([page, ids(byBefore)]).toEqual([page, want]);
          }
        }
      }
    }
  }, 240_000);

  it('refuses bad keys with the field message', async () => {
    const refused = await admin.get('/api/hydrants?after=A&before=B').expect(400);
    expect(refused.body).toEqual(fieldError('before', MESSAGES.afterAndBefore));
    const tooLong = await admin.get(`/api/hydrants?after=${'x'.repeat(51)}`).expect(400);
    expect(tooLong.body).toEqual(fieldError('after', MESSAGES.after));
    const empty = await admin.get('/api/hydrants?before=').expect(400);
    expect(empty.body).toEqual(fieldError('before', MESSAGES.before));
  });
});

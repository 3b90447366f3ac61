import { Client } from 'pg';
import { adminAgent, demoAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { benchInsertSql } from '../seed/bench-seed.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

interface Cell {
  level: number;
  cx: number;
  cy: number;
  counts: number[];
  sum_lat: number;
  sum_lng: number;
}

const CELLS_SQL = `SELECT level, cx, cy,
  ARRAY[n, n_operational, n_maintenance, n_out_of_service, n_aa, n_a, n_b, n_c, n_none] AS counts, sum_lat, sum_lng
  FROM hydrant_map_cells ORDER BY level, cx, cy`;

/** Bulk SQL without the audit trail's per-row work (as the bench seed loads). */
const UNAUDITED = `SET hydrant.audit = 'off';`;

const WORLD = { west: -180, south: -85, east: 180, north: 85 };
const CHICAGO = { west: -88.3, south: 41.4, east: -86.9, north: 42.4 };

describe('hydrant map cells and GET /api/hydrants/map-view (e2e)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** The maintained cells, and the same aggregate built from scratch (in a transaction rolled back). */
  async function expectCellsExact(): Promise<Cell[]> {
    const client = new Client({ connectionString: t.db.url });
    await client.connect();
    try {
      const kept = (await client.query<Cell>(CELLS_SQL)).rows;
      await client.query('BEGIN');
      await client.query('SELECT hydrant_map_cells_rebuild()');
      const scratch = (await client.query<Cell>(CELLS_SQL)).rows;
      await client.query('ROLLBACK');
      expect(kept.map(({ level, cx, cy, counts }) => ({ level, cx, cy, counts }))).toEqual(
        scratch.map(({ level, cx, cy, counts }) => ({ level, cx, cy, counts })),
      );
      kept.forEach((cell, i) => {
        expect(cell.sum_lat).toBeCloseTo(scratch[i].sum_lat, 6);
        expect(cell.sum_lng).toBeCloseTo(scratch[i].sum_lng, 6);
      });
      return kept;
    } finally {
      await client.end();
    }
  }

  const view = (query: Record<string, unknown>) => admin.get('/api/hydrants/map-view').query(query);

  it('keeps the cells exact through single writes: create, update (status, class, position), delete', async () => {
    expect(await expectCellsExact()).toEqual([]);
    const a = (
      await admin
        .post('/api/hydrants')
        .send(hydrantInput({ flowRate: 1600 }))
        .expect(201)
    ).body;
    const b = (
      await admin
        .post('/api/hydrants')
        .send(hydrantInput({ status: 'maintenance' }))
        .expect(201)
    ).body;
    const cells = await expectCellsExact();
    expect(cells).toHaveLength(15); // both in one tile at every level 2..16
    expect(cells.every((cell) => cell.counts.join() === '2,1,1,0,1,0,0,0,1')).toBe(true);

    await admin
      .patch(`/api/hydrants/${a.id}`)
      .send({ status: 'out-of-service', outOfServiceReason: 'Hit by a truck' })
      .expect(200);
    await admin.patch(`/api/hydrants/${b.id}`).send({ flowRate: 700 }).expect(200);
    await admin.patch(`/api/hydrants/${b.id}`).send({ notes: 'only a note: no cell changes' }).expect(200);
    await admin.patch(`/api/hydrants/${a.id}`).send({ latitude: 41.88, longitude: -87.63 }).expect(200);
    const moved = await expectCellsExact();
    expect(moved).toHaveLength(30);
    expect(moved.filter((cell) => cell.level === 16).map((cell) => cell.counts.join())).toEqual(
      expect.arrayContaining(['1,0,0,1,1,0,0,0,0', '1,0,1,0,0,0,1,0,0']),
    );

    await admin.delete(`/api/hydrants/${a.id}`).expect(204);
    expect(await expectCellsExact()).toHaveLength(15);
    await admin.delete(`/api/hydrants/${b.id}`).expect(204);
    expect(await expectCellsExact()).toEqual([]);
  });

  it('keeps the cells exact through bulk statements: a bulk load, bulk inspection, bulk updates and deletes, truncate', async () => {
    await t.sql(UNAUDITED + benchInsertSql(1, 2000));
    const loaded = await expectCellsExact();
    expect(loaded.filter((cell) => cell.level === 2).reduce((sum, cell) => sum + cell.counts[0], 0)).toBe(2000);

    const ids = (await t.sql<{ id: number }>('SELECT id FROM hydrants ORDER BY id LIMIT 300')).map((row) => row.id);
    await admin
      .post('/api/hydrants/bulk-inspection')
      .send({ hydrantIds: ids, inspectionDate: '2025-04-02', inspector: 'Pat Quinn', status: 'maintenance', flowRate: 1200 })
      .expect(200);
    await expectCellsExact();

    await t.sql(`${UNAUDITED} UPDATE hydrants SET latitude = latitude + 0.01, longitude = longitude - 0.02 WHERE id % 7 = 0`);
    await t.sql(`${UNAUDITED} UPDATE hydrants SET status = 'out-of-service' WHERE id % 11 = 0 AND status <> 'out-of-service'`);
    await t.sql(`${UNAUDITED} DELETE FROM hydrants WHERE id % 5 = 0`);
    await expectCellsExact();

    await t.sql('TRUNCATE hydrants CASCADE');
    expect(await expectCellsExact()).toEqual([]);
  }, 180_000);

  describe('the view', () => {
    beforeAll(async () => {
      await t.sql('TRUNCATE hydrants CASCADE');
      await t.sql(UNAUDITED + benchInsertSql(1, 6000));
    }, 180_000);

    it('answers cells with counts by status and flow class far out, adding up to every hydrant', async () => {
      const res = await view({ ...WORLD, zoom: 2 }).expect(200);
      expect(res.body).toMatchObject({ mode: 'cells', level: 4, total: 6000, points: null });
      const { cells } = res.body;
      expect(cells.count.reduce((a: number, b: number) => a + b, 0)).toBe(6000);
      cells.byStatus.forEach((statuses: number[], i: number) => {
        expect(statuses.reduce((a, b) => a + b, 0)).toBe(cells.count[i]);
        expect(cells.byFlowClass[i].reduce((a: number, b: number) => a + b, 0)).toBe(cells.count[i]);
      });
      const [stats] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM hydrants WHERE status = 'maintenance'`);
      expect(cells.byStatus.reduce((sum: number, s: number[]) => sum + s[1], 0)).toBe(stats.n);
      // a status filter counts that status only (its flow classes are not kept per status)
      const maintenance = (await view({ ...WORLD, zoom: 2, status: 'maintenance' }).expect(200)).body;
      expect(maintenance).toMatchObject({ mode: 'points', total: stats.n });
    });

    it('answers single hydrants when the view holds few, or at street zoom, as the map points do', async () => {
      const res = await view({ ...CHICAGO, zoom: 9 }).expect(200);
      expect(res.body.mode).toBe('points');
      const [{ n }] = await t.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM hydrants WHERE longitude BETWEEN $1 AND $2 AND latitude BETWEEN $3 AND $4`,
        [CHICAGO.west, CHICAGO.east, CHICAGO.south, CHICAGO.north],
      );
      expect(n).toBeGreaterThan(50);
      expect(res.body.total).toBe(n);
      expect(Object.keys(res.body.points)).toEqual(['id', 'latitude', 'longitude', 'status', 'flowClass']);
      expect(res.body.points.id).toHaveLength(n);
      const street = await view({ ...WORLD, zoom: 17 }).expect(200);
      expect(street.body).toMatchObject({ mode: 'points', total: 6000 });
    });

    it('with a search, counts the matching hydrants on the fly, or answers them as points when few', async () => {
      const few = (await view({ ...WORLD, zoom: 3, search: 'b-00001' }).expect(200)).body;
      expect(few).toMatchObject({ mode: 'points', total: 100 }); // B-0000100 .. B-0000199
      const [{ n }] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM hydrants WHERE area ILIKE '%district%'`);
      const many = (await view({ ...WORLD, zoom: 3, search: 'district' }).expect(200)).body;
      expect(many).toMatchObject({ mode: 'cells', level: 5, total: n });
      expect(many.cells.byFlowClass).toHaveLength(many.cells.count.length);
    });

    it('answers the extent of the matching hydrants', async () => {
      const [all] = await t.sql<{ w: number; s: number; e: number; n: number }>(
        `SELECT min(longitude) AS w, min(latitude) AS s, max(longitude) AS e, max(latitude) AS n FROM hydrants`,
      );
      const res = (await admin.get('/api/hydrants/map-extent').expect(200)).body;
      expect(res.total).toBe(6000);
      [all.w, all.s, all.e, all.n].forEach((edge, i) => expect(res.extent[i]).toBeCloseTo(edge, 4));
      const none = (await admin.get('/api/hydrants/map-extent').query({ search: 'zzz-none' }).expect(200)).body;
      expect(none).toEqual({ total: 0, extent: null });
      const [oos] = await t.sql<{ n: number; w: number }>(
        `SELECT count(*)::int AS n, min(longitude) AS w FROM hydrants WHERE status = 'out-of-service'`,
      );
      const filtered = (await admin.get('/api/hydrants/map-extent').query({ status: 'out-of-service' }).expect(200)).body;
      expect(filtered.total).toBe(oos.n);
      expect(filtered.extent[0]).toBeCloseTo(oos.w, 4);
    });

    it("is open to viewers (a demo session) and refuses bad parameters with the field's message", async () => {
      const demo = await demoAgent(t.server);
      await demo
        .get('/api/hydrants/map-view')
        .query({ ...CHICAGO, zoom: 9 })
        .expect(200);
      const bad: Array<[Record<string, unknown>, string]> = [
        [{ ...CHICAGO, west: undefined, zoom: 9 }, 'West must be a longitude between -180 and 180'],
        [{ ...CHICAGO, west: 'x', zoom: 9 }, 'West must be a longitude between -180 and 180'],
        [{ ...CHICAGO, east: 181, zoom: 9 }, 'East must be a longitude between -180 and 180, not west of West'],
        [{ ...CHICAGO, east: -89, zoom: 9 }, 'East must be a longitude between -180 and 180, not west of West'],
        [{ ...CHICAGO, south: -91, zoom: 9 }, 'South must be a latitude between -90 and 90'],
        [{ ...CHICAGO, north: 41, zoom: 9 }, 'North must be a latitude between -90 and 90, not south of South'],
        [{ ...CHICAGO }, 'Zoom must be a number between 0 and 24'],
        [{ ...CHICAGO, zoom: 25 }, 'Zoom must be a number between 0 and 24'],
        [{ ...CHICAGO, zoom: 9, status: 'x' }, 'Status must be operational, maintenance or out-of-service'],
      ];
      for (const [query, message] of bad) {
        const res = await view(query).expect(400);
        expect(res.body.message).toContain(message);
      }
      await admin.get('/api/hydrants/map-extent').query({ status: 'x' }).expect(400);
    });
  });
});

import request from 'supertest';
import { adminAgent, demoAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

describe('hydrants CRUD, list, stats, map points (e2e)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  const create = (overrides: Record<string, unknown> = {}) =>
    admin.post('/api/hydrants').send(hydrantInput(overrides)).expect(201);

  describe('create and read', () => {
    it('creates a hydrant with every field and answers it as stored', async () => {
      const input = hydrantInput({
        status: 'maintenance',
        pressure: 72,
        flowRate: 1250,
        lastInspection: '2025-02-28',
        inspector: 'Jane Doe',
        checklist: ['Cap Present', 'No Leaks'],
        notes: 'Leaning after a car bump',
      });
      const res = await admin.post('/api/hydrants').send(input).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        hydrantId: input.hydrantId,
        address: input.address,
        latitude: 39.7392,
        longitude: -104.9903,
        status: 'maintenance',
        pressure: 72,
        flowRate: 1250,
        flowClass: 'A',
        flowRateSource: 'manual',
        flowRateSetAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        lastInspection: '2025-02-28',
        area: 'Downtown',
        inspector: 'Jane Doe',
        checklist: ['Cap Present', 'No Leaks'],
        notes: 'Leaning after a car bump',
        photos: [],
        hydrantType: null,
        outletCount: null,
        outletSizes: [],
        mainSize: null,
        manufacturer: null,
        installYear: null,
        ownership: null,
        hasIsolationValve: null,
        outOfServiceSince: null,
        outOfServiceReason: null,
        expectedReturn: null,
        version: 1,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const read = await admin.get(`/api/hydrants/${res.body.id}`).expect(200);
      expect(read.body).toEqual(res.body);
    });

    it('defaults: operational, nulls, empty checklist; trims text', async () => {
      const res = await create({ hydrantId: '  T-TRIM  ', address: ' 5 Elm St ' });
      expect(res.body).toMatchObject({
        hydrantId: 'T-TRIM',
        address: '5 Elm St',
        status: 'operational',
        pressure: null,
        flowRate: null,
        flowClass: null,
        lastInspection: null,
        inspector: null,
        notes: null,
        checklist: [],
        photos: [],
      });
    });

    it('answers 409 for a hydrantId that exists, on create and on update', async () => {
      const first = await create({ hydrantId: 'T-DUP' });
      const dup = await admin
        .post('/api/hydrants')
        .send(hydrantInput({ hydrantId: 'T-DUP' }))
        .expect(409);
      expect(dup.body).toEqual({ statusCode: 409, message: 'Hydrant ID already exists', error: 'Conflict' });
      const other = await create();
      await admin.patch(`/api/hydrants/${other.body.id}`).send({ hydrantId: 'T-DUP' }).expect(409);
      const rows = await t.sql(`SELECT id FROM hydrants WHERE hydrant_id = 'T-DUP'`);
      expect(rows).toEqual([{ id: first.body.id }]);
    });

    it('answers 404 "Hydrant not found" for unknown or malformed ids', async () => {
      for (const path of ['/api/hydrants/999999', '/api/hydrants/abc', '/api/hydrants/0', '/api/hydrants/99999999999']) {
        const res = await admin.get(path).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Hydrant not found', error: 'Not Found' });
      }
      await admin.patch('/api/hydrants/999999').send({ notes: 'x' }).expect(404);
      await admin.delete('/api/hydrants/999999').expect(404);
    });
  });

  describe('NFPA 291 flow class', () => {
    it.each([
      [0, 'C'],
      [499, 'C'],
      [500, 'B'],
      [999, 'B'],
      [1000, 'A'],
      [1499, 'A'],
      [1500, 'AA'],
      [5000, 'AA'],
      [null, null],
    ])('flowRate %p gives %p', async (flowRate, flowClass) => {
      const res = await create({ flowRate });
      expect(res.body.flowClass).toBe(flowClass);
    });
  });

  describe('update', () => {
    it('changes only the fields sent, clears nullable ones with null, moves the proximity point', async () => {
      const created = await create({ pressure: 50, inspector: 'A. B.', notes: 'n', checklist: ['Accessible'] });
      const id = created.body.id as number;
      const res = await admin
        .patch(`/api/hydrants/${id}`)
        .send({
          status: 'out-of-service',
          outOfServiceReason: 'Broken valve stem',
          pressure: null,
          latitude: 40.0,
          longitude: -105.0,
          checklist: [],
        })
        .expect(200);
      expect(res.body).toMatchObject({
        hydrantId: created.body.hydrantId,
        address: created.body.address,
        status: 'out-of-service',
        pressure: null,
        inspector: 'A. B.',
        notes: 'n',
        checklist: [],
        latitude: 40,
        longitude: -105,
      });
      expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.body.updatedAt).getTime());
      const [row] = await t.sql<{ same: boolean }>(
        `SELECT earth = ll_to_earth(40.0, -105.0) AS same FROM hydrants WHERE id = $1`,
        [id],
      );
      expect(row.same).toBe(true);
    });
  });

  describe('delete', () => {
    it('deletes the hydrant (204) and it is gone', async () => {
      const created = await create();
      await admin.delete(`/api/hydrants/${created.body.id}`).expect(204);
      await admin.get(`/api/hydrants/${created.body.id}`).expect(404);
    });
  });

  describe('demo sessions', () => {
    it('may read but every write is 403 "Demo access is read-only" and changes nothing', async () => {
      const created = await create();
      const demo = await demoAgent(t.server);
      await demo.get('/api/hydrants').expect(200);
      await demo.get(`/api/hydrants/${created.body.id}`).expect(200);
      await demo.get('/api/hydrants/stats').expect(200);
      const forbidden = { statusCode: 403, message: 'Demo access is read-only', error: 'Forbidden' };
      expect((await demo.post('/api/hydrants').send(hydrantInput()).expect(403)).body).toEqual(forbidden);
      expect((await demo.patch(`/api/hydrants/${created.body.id}`).send({ notes: 'demo' }).expect(403)).body).toEqual(forbidden);
      expect((await demo.delete(`/api/hydrants/${created.body.id}`).expect(403)).body).toEqual(forbidden);
      const bulk = { hydrantIds: [created.body.id], inspectionDate: '2025-01-01', inspector: 'Demo' };
      expect((await demo.post('/api/hydrants/bulk-inspection').send(bulk).expect(403)).body).toEqual(forbidden);
      const after = await admin.get(`/api/hydrants/${created.body.id}`).expect(200);
      expect(after.body).toEqual(created.body);
    });
  });

  it('answers 401 without a session', async () => {
    await request(t.server).get('/api/hydrants').expect(401);
    await request(t.server).post('/api/hydrants').send(hydrantInput()).expect(401);
    await request(t.server).get('/api/hydrant-photos/00000000-0000-0000-0000-000000000000').expect(401);
  });
});

describe('hydrant list, stats and map points (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    const seed = [
      { hydrantId: 'H-003', status: 'operational', area: 'North', inspector: 'Maria Lopez', flowRate: 1600 },
      { hydrantId: 'H-001', status: 'maintenance', area: 'South', address: '1 Oak Ave', flowRate: 400 },
      { hydrantId: 'H-002', status: 'out-of-service', area: 'North', address: '2 Pine St' },
      { hydrantId: 'H-004', status: 'operational', area: 'Harbor_50%', address: '4 Bay Rd' },
      { hydrantId: 'H-005', status: 'operational', area: 'East', address: '5 Sea Rd', inspector: 'Tom North' },
    ];
    for (const input of seed) {
      const res = await admin
        .post('/api/hydrants')
        .send(hydrantInput({ latitude: 39.7 + Number(input.hydrantId.slice(-1)) / 100, ...input }))
        .expect(201);
      ids[input.hydrantId] = res.body.id;
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  const listIds = async (query: Record<string, unknown>) => {
    const res = await admin.get('/api/hydrants').query(query).expect(200);
    return { ids: (res.body.items as Array<{ hydrantId: string }>).map((h) => h.hydrantId), body: res.body };
  };

  it('pages in hydrantId order with the total (default page size 25)', async () => {
    const all = await listIds({});
    expect(all.ids).toEqual(['H-001', 'H-002', 'H-003', 'H-004', 'H-005']);
    expect(all.body).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    const second = await listIds({ page: 2, pageSize: 2 });
    expect(second.ids).toEqual(['H-003', 'H-004']);
    expect(second.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    const beyond = await listIds({ page: 9, pageSize: 2 });
    expect(beyond.ids).toEqual([]);
    expect(beyond.body.total).toBe(5);
  });

  it('filters by status and by case-insensitive search on hydrantId, address, area and inspector', async () => {
    expect((await listIds({ status: 'operational' })).ids).toEqual(['H-003', 'H-004', 'H-005']);
    // "north" is the area of H-002/H-003 and part of H-005's inspector's name.
    const north = await listIds({ search: 'north' });
    expect(north.ids).toEqual(['H-002', 'H-003', 'H-005']);
    expect(north.body.total).toBe(3);
    expect((await listIds({ search: 'north', status: 'operational' })).ids).toEqual(['H-003', 'H-005']);
    expect((await listIds({ search: 'h-001' })).ids).toEqual(['H-001']);
    expect((await listIds({ search: 'PINE' })).ids).toEqual(['H-002']);
    expect((await listIds({ search: 'lopez' })).ids).toEqual(['H-003']);
    // LIKE wildcards are plain characters.
    expect((await listIds({ search: '_50%' })).ids).toEqual(['H-004']);
    expect((await listIds({ search: '%' })).ids).toEqual(['H-004']);
    expect((await listIds({ search: 'nothing-like-this' })).body).toMatchObject({ items: [], total: 0 });
  });

  it('stats count the whole registry by status', async () => {
    const res = await admin.get('/api/hydrants/stats').expect(200);
    expect(res.body).toEqual({ operational: 3, maintenance: 1, outOfService: 1, total: 5 });
  });

  it('map points are parallel arrays of every matching hydrant', async () => {
    const res = await admin.get('/api/hydrants/map-points').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const order = ['H-003', 'H-001', 'H-002', 'H-004', 'H-005'];
    expect(res.body).toEqual({
      id: order.map((h) => ids[h]),
      latitude: [39.73, 39.71, 39.72, 39.74, 39.75], // rounded to 6 decimals (39.7 + 0.03 is 39.730000000000004)
      longitude: [-104.9903, -104.9903, -104.9903, -104.9903, -104.9903],
      status: ['operational', 'maintenance', 'out-of-service', 'operational', 'operational'],
      flowClass: ['AA', 'C', null, null, null],
    });
    const filtered = await admin.get('/api/hydrants/map-points').query({ status: 'operational', search: 'north' }).expect(200);
    expect(filtered.body.id).toEqual([ids['H-003'], ids['H-005']]);
  });

  it('map points of an empty selection are empty arrays', async () => {
    const res = await admin.get('/api/hydrants/map-points').query({ search: 'zzz-none' }).expect(200);
    expect(res.body).toEqual({ id: [], latitude: [], longitude: [], status: [], flowClass: [] });
  });
});

import request from 'supertest';
import { adminAgent, demoAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

/** 2½ in smooth outlet at 16 psi and a 4½ in pumper outlet at 9 psi, S 72, R 50 (hand-computed below). */
const Q1 = 29.83 * 0.9 * 6.25 * 4; // 671.175
const Q2 = 29.83 * 0.9 * 20.25 * 3 * 0.83; // pumper factor 0.83 at 9 psi
const Q20 = (Q1 + Q2) * Math.pow((72 - 20) / (72 - 50), 0.54);

describe('flow tests (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let gauge: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    gauge = (
      await admin
        .post('/api/hydrants')
        .send(hydrantInput({ hydrantId: 'FT-GAUGE' }))
        .expect(201)
    ).body.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  const newHydrant = async (overrides: Record<string, unknown> = {}) =>
    (await admin.post('/api/hydrants').send(hydrantInput(overrides)).expect(201)).body as {
      id: number;
      version: number;
      flowRate: number | null;
    };
  const testInput = (overrides: Record<string, unknown> = {}) => ({
    testDate: '2026-05-12',
    tester: 'Engine 3, Lt. Rivera',
    residualHydrantId: gauge,
    staticPressure: 72,
    residualPressure: 50,
    outlets: [
      { pitot: 16, diameter: 2.5, coefficient: 0.9 },
      { pitot: 9, diameter: 4.5, coefficient: 0.9 },
    ],
    ...overrides,
  });
  const record = (id: number, overrides: Record<string, unknown> = {}) =>
    admin.post(`/api/hydrants/${id}/flow-tests`).send(testInput(overrides));
  const hydrant = async (id: number) => (await admin.get(`/api/hydrants/${id}`).expect(200)).body;

  it('stores a two-outlet test with the results the server computed, and rates the hydrant from it', async () => {
    const h = await newHydrant({ flowRate: 400 });
    expect((await hydrant(h.id)).flowRateSource).toBe('manual');
    const res = await record(h.id, { desiredResidual: 30, notes: 'Hydrant flushed clear first' }).expect(201);
    expect(res.body).toMatchObject({
      hydrantId: h.id,
      testDate: '2026-05-12',
      tester: 'Engine 3, Lt. Rivera',
      residualHydrantId: gauge,
      residualHydrantLabel: 'FT-GAUGE',
      staticPressure: 72,
      residualPressure: 50,
      desiredResidual: 30,
      outlets: [
        { pitot: 16, diameter: 2.5, coefficient: 0.9, flow: 671.2, pumperFactor: null },
        { pitot: 9, diameter: 4.5, coefficient: 0.9, flow: Math.round(Q2 * 10) / 10, pumperFactor: 0.83 },
      ],
      totalFlow: Math.round((Q1 + Q2) * 10) / 10,
      flowAt20: Math.round(Q20 * 10) / 10,
      ratedFlow: Math.round(Q20),
      nfpaClass: 'AA',
      warnings: [],
      notes: 'Hydrant flushed clear first',
    });
    expect(res.body.flowAtDesired).toBeCloseTo((Q1 + Q2) * Math.pow(42 / 22, 0.54), 1);

    const after = await hydrant(h.id);
    expect(after).toMatchObject({ flowRate: 3222, flowClass: 'AA', flowRateSource: 'flow-test', version: h.version + 1 });
    expect(Date.parse(after.flowRateSetAt)).toBeGreaterThan(Date.now() - 60_000);

    const list = await admin.get(`/api/hydrants/${h.id}/flow-tests`).expect(200);
    expect(list.body).toEqual([res.body]);
    // the map colours by the same rated flow
    const points = await admin.get('/api/hydrants/map-points').expect(200);
    expect(points.body.flowClass[points.body.id.indexOf(h.id)]).toBe('AA');
  });

  it('follows the latest test by date; a flow rate typed after it wins until the next test', async () => {
    const h = await newHydrant();
    const one = { outlets: [{ pitot: 10, diameter: 2.5, coefficient: 0.9 }] };
    await record(h.id, { ...one, testDate: '2026-03-01', staticPressure: 60, residualPressure: 40 }).expect(201);
    const march = (await hydrant(h.id)).flowRate;
    // recorded later but dated earlier: the March test stays the latest
    await record(h.id, { ...one, testDate: '2025-03-01', staticPressure: 80, residualPressure: 30 }).expect(201);
    expect((await hydrant(h.id)).flowRate).toBe(march);
    const list = await admin.get(`/api/hydrants/${h.id}/flow-tests`).expect(200);
    expect(list.body.map((x: { testDate: string }) => x.testDate)).toEqual(['2026-03-01', '2025-03-01']);

    // by hand: last write wins
    const typed = await admin.patch(`/api/hydrants/${h.id}`).send({ flowRate: 1200 }).expect(200);
    expect(typed.body).toMatchObject({ flowRate: 1200, flowClass: 'A', flowRateSource: 'manual' });
    // an edit that sends the same flow rate again does not change where it came from
    const again = await admin.patch(`/api/hydrants/${h.id}`).send({ flowRate: 1200, notes: 'x' }).expect(200);
    expect(again.body.flowRateSetAt).toBe(typed.body.flowRateSetAt);

    await record(h.id, { ...one, testDate: '2026-06-01', staticPressure: 60, residualPressure: 40 }).expect(201);
    expect(await hydrant(h.id)).toMatchObject({ flowRate: march, flowRateSource: 'flow-test' });
    // a flow rate reported with a bulk inspection is typed by hand too
    await admin
      .post('/api/hydrants/bulk-inspection')
      .send({ hydrantIds: [h.id], inspectionDate: '2026-07-01', inspector: 'Pat Quinn', flowRate: 999 })
      .expect(200);
    expect(await hydrant(h.id)).toMatchObject({ flowRate: 999, flowClass: 'B', flowRateSource: 'manual' });
  });

  it('stores warnings and never corrects them; a test without a result leaves the rating alone', async () => {
    const h = await newHydrant({ flowRate: 900 });
    const none = await record(h.id, { staticPressure: 50, residualPressure: 55 }).expect(201);
    expect(none.body).toMatchObject({ flowAt20: null, ratedFlow: null, nfpaClass: null });
    expect(none.body.warnings).toEqual([
      { code: 'residual-not-below-static', message: 'Residual pressure is not below static pressure: no result' },
    ]);
    expect(await hydrant(h.id)).toMatchObject({ flowRate: 900, flowRateSource: 'manual' });

    const shaky = await record(h.id, {
      staticPressure: 80,
      residualPressure: 75,
      outlets: [
        { pitot: 1.5, diameter: 2.5, coefficient: 0.8 },
        { pitot: 35, diameter: 2.5, coefficient: 0.7 },
      ],
    }).expect(201);
    expect(shaky.body.warnings.map((w: { message: string }) => w.message)).toEqual([
      'Pressure drop is under 10% of static: result less reliable',
      'Outlet 1: pitot pressure under 2 psi: reading unreliable',
      'Outlet 2: pitot pressure over 30 psi: reading unreliable',
    ]);
    expect((await hydrant(h.id)).flowRate).toBe(shaky.body.ratedFlow);
  });

  it('400 with one message per field', async () => {
    const h = await newHydrant();
    const empty = await admin.post(`/api/hydrants/${h.id}/flow-tests`).send({}).expect(400);
    expect(empty.body.errors).toEqual({
      testDate: 'Test date is required',
      tester: 'Tester is required',
      residualHydrantId: 'Test hydrant is required',
      staticPressure: 'Static pressure is required',
      residualPressure: 'Residual pressure is required',
      outlets: 'Add 1 to 8 flowing outlets',
    });
    const bad = await record(h.id, {
      testDate: '2026-02-30',
      staticPressure: 0,
      residualPressure: -1,
      desiredResidual: 'x',
      outlets: [
        { pitot: -2, diameter: 0, coefficient: 0.85 },
        { pitot: 10, diameter: 2.5 },
      ],
    }).expect(400);
    expect(bad.body.errors).toEqual({
      testDate: 'Test date must be a date (YYYY-MM-DD)',
      staticPressure: 'Static pressure must be a number of PSI above 0 and at most 300',
      residualPressure: 'Residual pressure must be a number of PSI from 0 to 300',
      desiredResidual: 'Residual pressure to rate at must be a number of PSI from 0 to 300',
      'outlets.0.pitot': 'Pitot pressure must be a number of PSI from 0 to 300',
      'outlets.0.diameter': 'Outlet diameter must be a number of inches above 0 and at most 12',
      'outlets.0.coefficient': 'Outlet coefficient must be 0.90, 0.80 or 0.70',
      'outlets.1.coefficient': 'Outlet coefficient is required',
    });
    await record(h.id, { outlets: [] }).expect(400);
    const unknownGauge = await record(h.id, { residualHydrantId: 2_000_000_000 }).expect(400);
    expect(unknownGauge.body.errors).toEqual({ residualHydrantId: 'Test hydrant must be a hydrant of the registry' });
    // any inside diameter is accepted (not only the offered 2.5 and 4.5)
    await record(h.id, { outlets: [{ pitot: 12, diameter: 2.375, coefficient: 0.8 }] }).expect(201);
    expect((await admin.get(`/api/hydrants/${h.id}/flow-tests`).expect(200)).body).toHaveLength(1);
  });

  it('404 for an unknown hydrant or test; deleting re-rates from the latest remaining test', async () => {
    await admin.get('/api/hydrants/999999/flow-tests').expect(404);
    await admin.post('/api/hydrants/999999/flow-tests').send(testInput()).expect(404);
    const h = await newHydrant();
    const other = await newHydrant();
    const older = await record(h.id, { testDate: '2024-01-01', outlets: [{ pitot: 10, diameter: 2.5, coefficient: 0.9 }] });
    const newer = await record(h.id, { testDate: '2025-01-01' }).expect(201);
    expect((await hydrant(h.id)).flowRate).toBe(newer.body.ratedFlow);
    await admin.delete(`/api/hydrants/${other.id}/flow-tests/${newer.body.id}`).expect(404);
    await admin.delete(`/api/hydrants/${h.id}/flow-tests/abc`).expect(404);

    await admin.delete(`/api/hydrants/${h.id}/flow-tests/${newer.body.id}`).expect(204);
    expect(await hydrant(h.id)).toMatchObject({ flowRate: older.body.ratedFlow, flowRateSource: 'flow-test' });
    await admin.delete(`/api/hydrants/${h.id}/flow-tests/${older.body.id}`).expect(204);
    expect(await hydrant(h.id)).toMatchObject({ flowRate: null, flowClass: null, flowRateSource: null });
    await admin.delete(`/api/hydrants/${h.id}/flow-tests/${older.body.id}`).expect(404);

    // a flow rate typed by hand stays when a test is deleted
    const kept = await record(h.id).expect(201);
    await admin.patch(`/api/hydrants/${h.id}`).send({ flowRate: 750 }).expect(200);
    await admin.delete(`/api/hydrants/${h.id}/flow-tests/${kept.body.id}`).expect(204);
    expect(await hydrant(h.id)).toMatchObject({ flowRate: 750, flowRateSource: 'manual' });

    // deleting the hydrant deletes its tests
    await record(other.id).expect(201);
    await admin.delete(`/api/hydrants/${other.id}`).expect(204);
    expect(await t.sql('SELECT id FROM flow_tests WHERE hydrant_id = $1', [other.id])).toEqual([]);
  });

  it('demo sessions may read but not record or delete (403); no session is 401', async () => {
    const h = await newHydrant();
    const created = await record(h.id).expect(201);
    const demo = await demoAgent(t.server);
    await demo.get(`/api/hydrants/${h.id}/flow-tests`).expect(200);
    const forbidden = { statusCode: 403, message: 'Demo access is read-only', error: 'Forbidden' };
    expect((await demo.post(`/api/hydrants/${h.id}/flow-tests`).send(testInput()).expect(403)).body).toEqual(forbidden);
    expect((await demo.delete(`/api/hydrants/${h.id}/flow-tests/${created.body.id}`).expect(403)).body).toEqual(forbidden);
    await request(t.server).get(`/api/hydrants/${h.id}/flow-tests`).expect(401);
    expect((await admin.get(`/api/hydrants/${h.id}/flow-tests`).expect(200)).body).toHaveLength(1);
  });
});

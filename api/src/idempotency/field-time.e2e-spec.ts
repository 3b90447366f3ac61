import { randomUUID } from 'node:crypto';
import { adminAgent, dataUrl, hydrantInput, PNG } from '../../test/hydrant-fixtures.js';
import { dayFn } from '../../test/maintenance-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { IDEMPOTENCY_MESSAGES as M } from './idempotency.constants.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('field time of writes (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let today: (offsetDays?: number) => string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    today = await dayFn(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  const hydrant = async (overrides: Record<string, unknown> = {}) =>
    (await admin.post('/api/hydrants').send(hydrantInput(overrides)).expect(201)).body as { id: number; version: number };
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const flowTest = (hydrantId: number) => ({
    testDate: today(),
    tester: 'Engine 3',
    residualHydrantId: hydrantId,
    staticPressure: 72,
    residualPressure: 50,
    outlets: [{ pitot: 16, diameter: 2.5, coefficient: 0.9 }],
  });
  const schedule = async (hydrantId: number) =>
    (
      await admin
        .post('/api/maintenance')
        .send({ hydrantId, scheduledDate: today(), maintenanceType: 'inspection', description: 'Annual inspection' })
        .expect(201)
    ).body as { id: number; version: number };
  /** The hydrant as if registered `days` ago (the test can only make it older). */
  const registeredDaysAgo = (id: number, days: number) =>
    t.sql(`UPDATE hydrants SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [id, days]);

  it('a flow test keeps the field time beside the time it reached the server, and answers both', async () => {
    const h = await hydrant();
    await registeredDaysAgo(h.id, 10);
    const fieldTime = ago(3 * 60 * MINUTE);
    const res = await admin
      .post(`/api/hydrants/${h.id}/flow-tests`)
      .set('X-Field-Time', fieldTime)
      .send(flowTest(h.id))
      .expect(201);
    expect(res.body.fieldTime).toBe(fieldTime);
    expect(Date.parse(res.body.receivedAt as string)).toBeGreaterThan(Date.parse(fieldTime));
    expect(res.body.receivedAt).toBe(res.body.createdAt);
    const [row] = await t.sql<{ field_time: Date; created_at: Date }>(
      `SELECT field_time, created_at FROM flow_tests WHERE id = $1`,
      [res.body.id],
    );
    expect(row.field_time.toISOString()).toBe(fieldTime);
    const listed = (await admin.get(`/api/hydrants/${h.id}/flow-tests`).expect(200)).body as Array<{ fieldTime: string | null }>;
    expect(listed.map((test) => test.fieldTime)).toEqual([fieldTime]);
  });

  it('a write without the header records no field time (null), only when it was received', async () => {
    const h = await hydrant();
    const res = await admin.post(`/api/hydrants/${h.id}/flow-tests`).send(flowTest(h.id)).expect(201);
    expect(res.body.fieldTime).toBeNull();
    expect(res.body.receivedAt).toEqual(expect.any(String));
  });

  it('Complete Work with photos records the field time on the history record and its photos', async () => {
    const h = await hydrant();
    await registeredDaysAgo(h.id, 10);
    const s = await schedule(h.id);
    const fieldTime = ago(2 * DAY);
    const res = await admin
      .patch(`/api/maintenance/${s.id}/complete`)
      .set('X-Field-Time', fieldTime)
      .set('Idempotency-Key', randomUUID())
      .send({ status: 'completed', technicianName: 'Sam Lee', workPerformed: 'Inspected', photos: [dataUrl('image/png', PNG)] })
      .expect(200);
    expect(res.body.record).toMatchObject({ fieldTime, receivedAt: res.body.record.createdAt });
    const photos = await t.sql<{ field_time: Date }>(`SELECT field_time FROM maintenance_history_photos WHERE record_id = $1`, [
      res.body.record.id,
    ]);
    expect(photos.map((photo) => photo.field_time.toISOString())).toEqual([fieldTime]);
    const history = (await admin.get('/api/maintenance-history').query({ hydrantId: h.id }).expect(200)).body;
    expect(history.items).toEqual([expect.objectContaining({ id: res.body.record.id, fieldTime })]);
  });

  it('a bulk inspection and the photos added by a hydrant edit record it too', async () => {
    const h = await hydrant();
    await registeredDaysAgo(h.id, 10);
    const fieldTime = ago(5 * MINUTE);
    await admin
      .post('/api/hydrants/bulk-inspection')
      .set('X-Field-Time', fieldTime)
      .send({ hydrantIds: [h.id], inspectionDate: today(), inspector: 'Pat Quinn' })
      .expect(200);
    const [record] = await t.sql<{ field_time: Date }>(`SELECT field_time FROM maintenance_history WHERE hydrant_id = $1`, [
      h.id,
    ]);
    expect(record.field_time.toISOString()).toBe(fieldTime);
    await admin
      .patch(`/api/hydrants/${h.id}`)
      .set('X-Field-Time', fieldTime)
      .send({ photos: [dataUrl('image/png', PNG)] })
      .expect(200);
    const photos = await t.sql<{ field_time: Date }>(`SELECT field_time FROM hydrant_photos WHERE hydrant_id = $1`, [h.id]);
    expect(photos.map((photo) => photo.field_time.toISOString())).toEqual([fieldTime]);
  });

  it.each([
    ['not an instant', () => '12 May 2026', M.fieldTimeFormat],
    ['without a time zone', () => '2026-05-12T14:03:00', M.fieldTimeFormat],
    ['a day that does not exist', () => '2026-02-30T10:00:00Z', M.fieldTimeFormat],
    ['more than 5 minutes ahead', () => new Date(Date.now() + 6 * MINUTE).toISOString(), M.fieldTimeFuture],
    ['more than 30 days back', () => ago(31 * DAY), M.fieldTimePast],
  ])('a field time %s is 400 and writes nothing', async (_case, value, message) => {
    const h = await hydrant();
    const res = await admin
      .post(`/api/hydrants/${h.id}/flow-tests`)
      .set('X-Field-Time', value())
      .send(flowTest(h.id))
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    expect((await t.sql(`SELECT 1 FROM flow_tests WHERE hydrant_id = $1`, [h.id])).length).toBe(0);
  });

  it('a field time before the hydrant was registered is 400, with or without a key, and writes nothing', async () => {
    const h = await hydrant();
    await registeredDaysAgo(h.id, 2);
    const key = randomUUID();
    for (const withKey of [false, true]) {
      const send = admin.post(`/api/hydrants/${h.id}/flow-tests`).set('X-Field-Time', ago(3 * DAY));
      if (withKey) send.set('Idempotency-Key', key);
      const res = await send.send(flowTest(h.id)).expect(400);
      expect(res.body.message).toMatch(
        /^Field time is before the hydrant was registered \(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z\)$/,
      );
    }
    expect((await t.sql(`SELECT 1 FROM flow_tests WHERE hydrant_id = $1`, [h.id])).length).toBe(0);
    // An error answer is not kept: the key stays free for a corrected send.
    expect((await t.sql(`SELECT 1 FROM idempotency_keys WHERE key = $1`, [key])).length).toBe(0);
  });

  it('a new hydrant sent with its photos and an earlier field time (registered offline) is accepted', async () => {
    const fieldTime = ago(60 * MINUTE);
    const res = await admin
      .post('/api/hydrants')
      .set('X-Field-Time', fieldTime)
      .send(hydrantInput({ photos: [dataUrl('image/png', PNG)] }))
      .expect(201);
    const photos = await t.sql<{ field_time: Date }>(`SELECT field_time FROM hydrant_photos WHERE hydrant_id = $1`, [
      res.body.id,
    ]);
    expect(photos.map((photo) => photo.field_time.toISOString())).toEqual([fieldTime]);
  });

  it('the field time is never used for ordering: the history lists by completed date, then as received', async () => {
    const h = await hydrant();
    await registeredDaysAgo(h.id, 10);
    const fieldTimes = [ago(1 * DAY), ago(3 * DAY)];
    for (const fieldTime of fieldTimes) {
      await admin
        .post('/api/hydrants/bulk-inspection')
        .set('X-Field-Time', fieldTime)
        .send({ hydrantIds: [h.id], inspectionDate: today(), inspector: 'Pat Quinn' })
        .expect(200);
    }
    const page = (await admin.get('/api/maintenance-history').query({ hydrantId: h.id }).expect(200)).body as {
      items: Array<{ fieldTime: string }>;
    };
    // Latest received first, although its field time is the earlier one.
    expect(page.items.map((item) => item.fieldTime)).toEqual([fieldTimes[1], fieldTimes[0]]);
  });
});

import { adminAgent, demoAgent, fieldError, hydrantInput } from '../../test/hydrant-fixtures.js';
import { dayFn } from '../../test/maintenance-fixtures.js';
import { createTestApp, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';
import { MESSAGES } from './hydrant.constants.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

const REASON = 'Broken valve stem';

describe('hydrant attributes, out-of-service history and inspection outcomes (e2e)', () => {
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

  const create = async (overrides: Record<string, unknown> = {}) =>
    (await admin.post('/api/hydrants').send(hydrantInput(overrides)).expect(201)).body as Record<string, unknown> & {
      id: number;
    };
  const history = async (id: number) =>
    (await admin.get(`/api/hydrants/${id}/out-of-service`).expect(200)).body.items as Array<Record<string, unknown>>;

  describe('attributes', () => {
    it('are stored, answered and cleared with null', async () => {
      const attributes = {
        hydrantType: 'dry-barrel',
        outletCount: 3,
        outletSizes: [2.5, 2.5, 4.5],
        mainSize: 8,
        manufacturer: 'Mueller',
        installYear: 1998,
        ownership: 'public',
        hasIsolationValve: true,
      };
      const created = await create(attributes);
      expect(created).toMatchObject({ ...attributes, outOfServiceSince: null, outOfServiceReason: null, expectedReturn: null });
      const cleared = await admin
        .patch(`/api/hydrants/${created.id}`)
        .send({ hydrantType: null, manufacturer: null, hasIsolationValve: false, outletSizes: [] })
        .expect(200);
      expect(cleared.body).toMatchObject({ hydrantType: null, manufacturer: null, hasIsolationValve: false, outletSizes: [] });
      expect(cleared.body).toMatchObject({ outletCount: 3, mainSize: 8, installYear: 1998, ownership: 'public' });
    });

    it.each([
      ['hydrantType', 'pillar', MESSAGES.hydrantType],
      ['outletCount', 13, MESSAGES.outletCount],
      ['outletCount', 1.5, MESSAGES.outletCount],
      ['outletSizes', [2.5, 'big'], MESSAGES.outletSizes],
      ['outletSizes', [0], MESSAGES.outletSizes],
      ['mainSize', 0, MESSAGES.mainSize],
      ['mainSize', 100, MESSAGES.mainSize],
      ['manufacturer', 'x'.repeat(101), MESSAGES.manufacturer],
      ['installYear', 1700, MESSAGES.installYear],
      ['installYear', new Date().getUTCFullYear() + 1, MESSAGES.installYear],
      ['ownership', 'city', MESSAGES.ownership],
      ['hasIsolationValve', 'yes', MESSAGES.hasIsolationValve],
      ['expectedReturn', '2026-02-30', MESSAGES.expectedReturn],
    ])('400 for %s = %j with its own message', async (field, value, message) => {
      const res = await admin
        .post('/api/hydrants')
        .send(hydrantInput({ [field]: value }))
        .expect(400);
      expect(res.body).toEqual(fieldError(field, message));
    });

    it('refuses more outlet sizes than outlets, one message per field', async () => {
      const res = await admin
        .post('/api/hydrants')
        .send(hydrantInput({ outletCount: 1, outletSizes: [2.5, 4.5], ownership: 'city' }))
        .expect(400);
      expect(res.body.errors).toEqual({ outletSizes: MESSAGES.outletSizesCount, ownership: MESSAGES.ownership });
    });

    it("the registry's search matches the manufacturer", async () => {
      const created = await create({ manufacturer: 'Kennedy Valve Zq7' });
      const res = await admin.get('/api/hydrants').query({ search: 'valve zq7' }).expect(200);
      expect(res.body.items.map((h: { id: number }) => h.id)).toEqual([created.id]);
    });
  });

  describe('out of service', () => {
    it('needs a reason: 400 on create, on edit, and on bulk inspection, and nothing changes', async () => {
      const add = await admin
        .post('/api/hydrants')
        .send({ ...hydrantInput(), status: 'out-of-service' })
        .expect(400);
      expect(add.body).toEqual(fieldError('outOfServiceReason', MESSAGES.outOfServiceReasonRequired));

      const h = await create();
      const edit = await admin.patch(`/api/hydrants/${h.id}`).send({ status: 'out-of-service', outOfServiceReason: '  ' });
      expect(edit.status).toBe(400);
      expect(edit.body).toEqual(fieldError('outOfServiceReason', MESSAGES.outOfServiceReasonRequired));
      const bulk = await admin
        .post('/api/hydrants/bulk-inspection')
        .send({ hydrantIds: [h.id], inspectionDate: today(), inspector: 'Kim', status: 'out-of-service' })
        .expect(400);
      expect(bulk.body).toEqual(fieldError('outOfServiceReason', MESSAGES.outOfServiceReasonRequired));

      const after = await admin.get(`/api/hydrants/${h.id}`).expect(200);
      expect(after.body).toMatchObject({ status: 'operational', version: 1 });
      expect(await history(h.id)).toEqual([]);
    });

    it('opens a period with reason, expected return and who, closes it when back in service', async () => {
      const h = await create();
      const out = await admin
        .patch(`/api/hydrants/${h.id}`)
        .send({ status: 'out-of-service', outOfServiceReason: REASON, expectedReturn: today(14) })
        .expect(200);
      expect(out.body).toMatchObject({ status: 'out-of-service', outOfServiceReason: REASON, expectedReturn: today(14) });
      expect(Date.parse(out.body.outOfServiceSince as string)).toBeGreaterThan(Date.now() - 60_000);

      // Already out of service: another edit changes the open period, it does not open a new one.
      await admin
        .patch(`/api/hydrants/${h.id}`)
        .send({ status: 'out-of-service', outOfServiceReason: 'Waiting for parts' })
        .expect(200);
      let periods = await history(h.id);
      expect(periods).toEqual([
        expect.objectContaining({
          endedAt: null,
          reason: 'Waiting for parts',
          expectedReturn: today(14),
          startedBy: TEST_ADMIN_USERNAME,
          endedBy: null,
        }),
      ]);

      const back = await admin.patch(`/api/hydrants/${h.id}`).send({ status: 'operational' }).expect(200);
      expect(back.body).toMatchObject({ outOfServiceSince: null, outOfServiceReason: null, expectedReturn: null });
      periods = await history(h.id);
      expect(periods).toHaveLength(1);
      expect(periods[0]).toMatchObject({ reason: 'Waiting for parts', endedBy: TEST_ADMIN_USERNAME });
      expect(Date.parse(periods[0].endedAt as string)).toBeGreaterThanOrEqual(Date.parse(periods[0].startedAt as string));

      // A second period: newest first.
      await admin
        .patch(`/api/hydrants/${h.id}`)
        .send({ status: 'out-of-service', outOfServiceReason: 'Hit by a truck' })
        .expect(200);
      periods = await history(h.id);
      expect(periods.map((p) => [p.reason, p.endedAt === null])).toEqual([
        ['Hit by a truck', true],
        ['Waiting for parts', false],
      ]);
    });

    it('a status changed by raw SQL is tracked too (trigger), and one hydrant never has two open periods', async () => {
      const h = await create();
      await t.sql(`UPDATE hydrants SET status = 'out-of-service' WHERE id = $1`, [h.id]);
      expect(await history(h.id)).toEqual([expect.objectContaining({ reason: 'Not recorded', startedBy: null, endedAt: null })]);
      await expect(t.sql(`INSERT INTO hydrant_out_of_service (hydrant_id, reason) VALUES ($1, 'again')`, [h.id])).rejects.toThrow(
        /UQ_hydrant_out_of_service_open/,
      );
      await t.sql(`UPDATE hydrants SET status = 'maintenance' WHERE id = $1`, [h.id]);
      expect((await history(h.id))[0].endedAt).not.toBeNull();
    });

    it('bulk inspection setting out-of-service opens a period per hydrant with the reason', async () => {
      const a = await create();
      const b = await create();
      await admin
        .post('/api/hydrants/bulk-inspection')
        .send({
          hydrantIds: [a.id, b.id],
          inspectionDate: today(),
          inspector: 'Kim',
          status: 'out-of-service',
          outOfServiceReason: 'Frozen barrel',
          expectedReturn: today(3),
        })
        .expect(200);
      for (const id of [a.id, b.id]) {
        expect(await history(id)).toEqual([
          expect.objectContaining({ reason: 'Frozen barrel', expectedReturn: today(3), startedBy: TEST_ADMIN_USERNAME }),
        ]);
      }
    });

    it('lists the hydrants out of service now, longest out first, with days and reason', async () => {
      const old = await create({ status: 'out-of-service', outOfServiceReason: 'Main break' });
      await t.sql(`UPDATE hydrant_out_of_service SET started_at = now() - interval '10 days 1 hour' WHERE hydrant_id = $1`, [
        old.id,
      ]);
      const res = await admin.get('/api/hydrants/out-of-service').query({ pageSize: 100 }).expect(200);
      expect(res.body.total).toBe(res.body.items.length);
      expect(res.body.items[0]).toMatchObject({ id: old.id, hydrantId: old.hydrantId, reason: 'Main break', days: 10 });
      const since = res.body.items.map((item: { since: string }) => Date.parse(item.since));
      expect(since).toEqual([...since].sort((x, y) => x - y));
      const recent = await admin.get('/api/hydrants/out-of-service').query({ pageSize: 100, order: 'recent' }).expect(200);
      expect(recent.body.items.map((item: { id: number }) => item.id)).toEqual(
        [...res.body.items].reverse().map((item: { id: number }) => item.id),
      );
      await admin.get('/api/hydrants/out-of-service').query({ pageSize: 0 }).expect(400);
      await admin.get('/api/hydrants/out-of-service').query({ order: 'shortest' }).expect(400);
    });

    it('404 for the history of a missing hydrant; the demo reads the history', async () => {
      await admin.get('/api/hydrants/999999/out-of-service').expect(404);
      const h = await create({ status: 'out-of-service' });
      const demo = await demoAgent(t.server);
      const res = await demo.get(`/api/hydrants/${h.id}/out-of-service`).expect(200);
      expect(res.body.items).toHaveLength(1);
      await demo.patch(`/api/hydrants/${h.id}`).send({ status: 'operational' }).expect(403);
    });
  });

  describe('inspection outcome', () => {
    it("'could not test' needs a reason", async () => {
      const h = await create();
      const res = await admin
        .post('/api/hydrants/bulk-inspection')
        .send({ hydrantIds: [h.id], inspectionDate: today(), inspector: 'Kim', outcome: 'could-not-test' })
        .expect(400);
      expect(res.body).toEqual(fieldError('outcomeReason', MESSAGES.outcomeReasonRequired));
      const bad = await admin
        .post('/api/hydrants/bulk-inspection')
        .send({ hydrantIds: [h.id], inspectionDate: today(), inspector: 'Kim', outcome: 'maybe' })
        .expect(400);
      expect(bad.body).toEqual(fieldError('outcome', MESSAGES.outcome));
    });

    it("'passed' and 'failed' advance the last inspection and are kept on the record", async () => {
      const h = await create({ lastInspection: today(-400) });
      await admin
        .post('/api/hydrants/bulk-inspection')
        .send({ hydrantIds: [h.id], inspectionDate: today(), inspector: 'Kim', outcome: 'failed', pressure: 20 })
        .expect(200);
      const after = await admin.get(`/api/hydrants/${h.id}`).expect(200);
      expect(after.body).toMatchObject({ lastInspection: today(), inspector: 'Kim', pressure: 20 });
      const records = await admin.get('/api/maintenance-history').query({ hydrantId: h.id }).expect(200);
      expect(records.body.items[0]).toMatchObject({ outcome: 'failed', outcomeReason: null, status: 'completed' });
    });

    it("'could not test' keeps the hydrant due and schedules one re-visit, linked to the record", async () => {
      const h = await create({ lastInspection: today(-400), inspector: 'Old', pressure: 50 });
      const res = await admin
        .post('/api/hydrants/bulk-inspection')
        .send({
          hydrantIds: [h.id],
          inspectionDate: today(),
          inspector: 'Kim',
          outcome: 'could-not-test',
          outcomeReason: 'Blocked by a parked car',
          pressure: 99,
        })
        .expect(200);
      expect(res.body).toEqual({ updated: 1, revisitsScheduled: 1 });
      const after = await admin.get(`/api/hydrants/${h.id}`).expect(200);
      expect(after.body).toMatchObject({ lastInspection: today(-400), inspector: 'Old', pressure: 50 });

      const records = await admin.get('/api/maintenance-history').query({ hydrantId: h.id }).expect(200);
      expect(records.body.items[0]).toMatchObject({
        outcome: 'could-not-test',
        outcomeReason: 'Blocked by a parked car',
        status: 'incomplete',
        pressure: null,
      });
      const schedules = await t.sql<{
        scheduled_date: string;
        maintenance_type: string;
        status: string;
        follows_record_id: number;
      }>(
        `SELECT to_char(scheduled_date, 'YYYY-MM-DD') AS scheduled_date, maintenance_type, status, follows_record_id
         FROM maintenance_schedules WHERE hydrant_id = $1`,
        [h.id],
      );
      expect(schedules).toEqual([
        {
          scheduled_date: today(7),
          maintenance_type: 'inspection',
          status: 'scheduled',
          follows_record_id: records.body.items[0].id,
        },
      ]);

      // Still not testable the next day: no second re-visit while one is open.
      const again = await admin
        .post('/api/hydrants/bulk-inspection')
        .send({ hydrantIds: [h.id], inspectionDate: today(), inspector: 'Kim', outcome: 'could-not-test', outcomeReason: 'Snow' })
        .expect(200);
      expect(again.body.revisitsScheduled).toBe(0);
      const count = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM maintenance_schedules WHERE hydrant_id = $1`, [
        h.id,
      ]);
      expect(count[0].n).toBe(1);
    });
  });
});

import request from 'supertest';
import { DataSource, EntityManager } from 'typeorm';
import { adminAgent, demoAgent, fieldError, hydrantInput } from '../../test/hydrant-fixtures.js';
import { dayFn } from '../../test/maintenance-fixtures.js';
import { createTestApp, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';
import { OPEN_ALERT_FIELDS, tryRound } from './alert-check-compare.js';
import { AlertCheckService } from './alert-check.service.js';
import { raiseInspectionAlerts } from './alert-rules.js';
import { ALERT_MESSAGES, RESOLUTIONS } from './alert.constants.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;
interface AlertBody {
  id: number;
  hydrantId: number;
  alertType: string;
  priority: string;
  acknowledged: boolean;
  acknowledgedBy: string | null;
  resolution: string | null;
}

describe('alerts: raised by the server, acknowledged by name, deleted for real (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let today: (offsetDays?: number) => string;
  let check: AlertCheckService;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    today = await dayFn(t);
    check = t.app.get(AlertCheckService);
  });

  afterAll(async () => {
    await t?.close();
  });

  const hydrant = async (overrides: Record<string, unknown> = {}) =>
    (
      await admin
        .post('/api/hydrants')
        .send(hydrantInput({ lastInspection: today(-10), ...overrides }))
        .expect(201)
    ).body as {
      id: number;
      hydrantId: string;
      address: string;
      version: number;
    };

  const alertsOf = async (hydrantId: number): Promise<AlertBody[]> =>
    (await admin.get(`/api/alerts?hydrantId=${hydrantId}&pageSize=100`).expect(200)).body.items;

  describe('status_change, in the transaction of the change', () => {
    it('out of service raises a high alert; maintenance replaces it with a medium one; back in service resolves it', async () => {
      const h = await hydrant();
      await admin
        .patch(`/api/hydrants/${h.id}`)
        .send({ status: 'out-of-service', outOfServiceReason: 'Broken valve stem' })
        .expect(200);
      let alerts = await alertsOf(h.id);
      expect(alerts).toEqual([
        expect.objectContaining({
          alertType: 'status_change',
          priority: 'high',
          title: 'Hydrant out of service',
          message: `Hydrant ${h.hydrantId} at ${h.address} is out of service`,
          acknowledged: false,
        }),
      ]);
      // The same status again raises nothing new.
      await admin.patch(`/api/hydrants/${h.id}`).send({ status: 'out-of-service', notes: 'still broken' }).expect(200);
      expect(await alertsOf(h.id)).toHaveLength(1);

      await admin.patch(`/api/hydrants/${h.id}`).send({ status: 'maintenance' }).expect(200);
      alerts = await alertsOf(h.id);
      expect(alerts.map((a) => [a.priority, a.acknowledged, a.acknowledgedBy, a.resolution])).toEqual([
        ['medium', false, null, null],
        ['high', true, 'System', 'Hydrant status changed to maintenance'],
      ]);

      await admin.patch(`/api/hydrants/${h.id}`).send({ status: 'operational' }).expect(200);
      alerts = await alertsOf(h.id);
      expect(alerts.every((a) => a.acknowledged)).toBe(true);
      expect(alerts[0].resolution).toBe(RESOLUTIONS.backInService);
    });

    it('a hydrant added out of service or in maintenance has its alert from the start; a full check then changes nothing', async () => {
      const out = await hydrant({ status: 'out-of-service' });
      const maintenance = await hydrant({ status: 'maintenance' });
      const operational = await hydrant();
      expect(await alertsOf(out.id)).toEqual([
        expect.objectContaining({
          alertType: 'status_change',
          priority: 'high',
          title: 'Hydrant out of service',
          message: `Hydrant ${out.hydrantId} at ${out.address} is out of service`,
          acknowledged: false,
        }),
      ]);
      expect((await alertsOf(maintenance.id)).map((a) => [a.alertType, a.priority, a.acknowledged])).toEqual([
        ['status_change', 'medium', false],
      ]);
      expect(await alertsOf(operational.id)).toEqual([]);
      // A full round (rolled back) leaves exactly these open alerts: it neither raises nor resolves any of them.
      const ids = [out.id, maintenance.id, operational.id];
      const openOf = (manager: Pick<EntityManager, 'query'>) =>
        manager.query(`SELECT ${OPEN_ALERT_FIELDS} FROM alerts WHERE NOT acknowledged AND hydrant_id = ANY($1) ORDER BY cause`, [
          ids,
        ]);
      const before = await openOf(t.app.get(DataSource));
      expect(before).toHaveLength(2);
      expect((await tryRound(t.app.get(DataSource), 'full', openOf)).open).toEqual(before);
    });

    it('a refused change (stale version) raises nothing', async () => {
      const h = await hydrant();
      await admin.patch(`/api/hydrants/${h.id}`).send({ notes: 'x' }).expect(200);
      await admin.patch(`/api/hydrants/${h.id}`).set('If-Match', '"1"').send({ status: 'out-of-service' }).expect(409);
      expect(await alertsOf(h.id)).toEqual([]);
    });

    it('bulk inspection raises one alert per hydrant whose status changed, and leaves the others alone', async () => {
      const a = await hydrant();
      const b = await hydrant({ status: 'out-of-service' });
      await admin
        .post('/api/hydrants/bulk-inspection')
        .send({
          hydrantIds: [a.id, b.id],
          inspectionDate: today(),
          inspector: 'Kim',
          status: 'out-of-service',
          outOfServiceReason: 'Broken valve stem',
        })
        .expect(200);
      expect((await alertsOf(a.id)).map((x) => [x.alertType, x.priority])).toEqual([['status_change', 'high']]);
      // b was out of service already: it keeps the alert raised when it was added, and gets no second one.
      expect((await alertsOf(b.id)).map((x) => [x.alertType, x.priority, x.acknowledged])).toEqual([
        ['status_change', 'high', false],
      ]);
      await admin
        .post('/api/hydrants/bulk-inspection')
        .send({ hydrantIds: [a.id], inspectionDate: today(), inspector: 'Kim', status: 'operational' })
        .expect(200);
      expect((await alertsOf(a.id))[0]).toMatchObject({ acknowledged: true, resolution: RESOLUTIONS.backInService });
    });
  });

  describe('the periodic check', () => {
    it('raises overdue inspections (never, or over 365 days) once, keeps acknowledged ones acknowledged, resolves on inspection', async () => {
      const never = await hydrant({ lastInspection: undefined });
      const old = await hydrant({ lastInspection: today(-366) });
      const edge = await hydrant({ lastInspection: today(-365) });
      const first = await check.run();
      expect(first.ran).toBe(true);
      expect((await alertsOf(never.id)).map((a) => [a.alertType, a.priority])).toEqual([['overdue_inspection', 'medium']]);
      expect((await alertsOf(old.id))[0].alertType).toBe('overdue_inspection');
      expect(await alertsOf(edge.id)).toEqual([]);

      const again = await check.run();
      expect(again.raised).toBe(0);
      expect(await alertsOf(never.id)).toHaveLength(1);

      const oldAlert = (await alertsOf(old.id))[0];
      await admin.patch(`/api/alerts/${oldAlert.id}/acknowledge`).send({}).expect(200);
      await check.run();
      expect(await alertsOf(old.id)).toHaveLength(1);

      // Inspected: the open alert is resolved in the same request.
      await admin.patch(`/api/hydrants/${never.id}`).send({ lastInspection: today() }).expect(200);
      expect((await alertsOf(never.id))[0]).toMatchObject({
        acknowledged: true,
        acknowledgedBy: 'System',
        resolution: RESOLUTIONS.inspected,
      });
    });

    it('a new occurrence of the cause raises a new alert', async () => {
      const h = await hydrant({ lastInspection: today(-400) });
      await check.run();
      const [first] = await alertsOf(h.id);
      await admin.patch(`/api/alerts/${first.id}/acknowledge`).send({}).expect(200);
      // Inspected long ago again (another date), still overdue: a new occurrence.
      await admin
        .patch(`/api/hydrants/${h.id}`)
        .send({ lastInspection: today(-380) })
        .expect(200);
      await check.run();
      const alerts = await alertsOf(h.id);
      expect(alerts.map((a) => a.acknowledged)).toEqual([false, true]);
    });

    it('raises overdue maintenance with the schedule priority and resolves it when the work starts or the schedule goes', async () => {
      const h = await hydrant();
      const s1 = (
        await admin
          .post('/api/maintenance')
          .send({ hydrantId: h.id, scheduledDate: today(2), description: 'Paint', priority: 'urgent' })
      ).body;
      const s2 = (await admin.post('/api/maintenance').send({ hydrantId: h.id, scheduledDate: today(2), description: 'Flush' }))
        .body;
      await check.run();
      expect(await alertsOf(h.id)).toEqual([]);
      await t.sql(`UPDATE maintenance_schedules SET scheduled_date = current_date - 1 WHERE id = ANY($1::int[])`, [
        [s1.id, s2.id],
      ]);
      await check.run();
      await check.run();
      const raised = await alertsOf(h.id);
      expect(raised.map((a) => [a.alertType, a.priority, a.acknowledged]).sort()).toEqual([
        ['overdue_maintenance', 'medium', false],
        ['overdue_maintenance', 'urgent', false],
      ]);
      await admin.patch(`/api/maintenance/${s1.id}/start`).send({ technicianName: 'A' }).expect(200);
      await admin.delete(`/api/maintenance/${s2.id}`).expect(204);
      const resolved = await alertsOf(h.id);
      expect(resolved.map((a) => a.resolution).sort()).toEqual([RESOLUTIONS.scheduleDeleted, RESOLUTIONS.scheduleStarted]);
      expect(resolved.every((a) => a.acknowledgedBy === 'System')).toBe(true);
    });

    it('resolves status alerts of hydrants put back in service outside the API', async () => {
      const h = await hydrant();
      await admin.patch(`/api/hydrants/${h.id}`).send({ status: 'maintenance' }).expect(200);
      await t.sql(`UPDATE hydrants SET status = 'operational' WHERE id = $1`, [h.id]);
      await check.run();
      expect((await alertsOf(h.id))[0]).toMatchObject({ acknowledged: true, resolution: RESOLUTIONS.backInService });
    });

    it('records when it last ran', async () => {
      await check.run();
      const [row] = await t.sql<{ value: string }>(`SELECT value FROM app_settings WHERE name = 'alert_check_last_run'`);
      expect(Date.now() - Date.parse(row.value)).toBeLessThan(60_000);
    });
  });

  describe('acknowledge, delete, lists and counters', () => {
    it("records the signed-in user's name and the server's time, whatever the body says", async () => {
      const h = await hydrant();
      await admin
        .patch(`/api/hydrants/${h.id}`)
        .send({ status: 'out-of-service', outOfServiceReason: 'Broken valve stem' })
        .expect(200);
      const [alert] = await alertsOf(h.id);
      const before = Date.now();
      const res = await admin.patch(`/api/alerts/${alert.id}/acknowledge`).send({ acknowledgedBy: 'Fire Chief' }).expect(200);
      expect(res.body).toMatchObject({ id: alert.id, acknowledged: true, acknowledgedBy: TEST_ADMIN_USERNAME, resolution: null });
      expect(Math.abs(Date.parse(res.body.acknowledgedAt) - before)).toBeLessThan(30_000);
      // A second acknowledgement changes nothing.
      const again = await admin.patch(`/api/alerts/${alert.id}/acknowledge`).send({}).expect(200);
      expect(again.body.acknowledgedAt).toBe(res.body.acknowledgedAt);
      const bad = await admin.patch(`/api/alerts/${alert.id}/acknowledge`).send({ acknowledgedBy: 5 }).expect(400);
      expect(bad.body).toEqual(fieldError('acknowledgedBy', ALERT_MESSAGES.acknowledgedBy));
    });

    it('delete really deletes (404 afterwards, gone from every list)', async () => {
      const h = await hydrant();
      await admin
        .patch(`/api/hydrants/${h.id}`)
        .send({ status: 'out-of-service', outOfServiceReason: 'Broken valve stem' })
        .expect(200);
      const [alert] = await alertsOf(h.id);
      await admin.delete(`/api/alerts/${alert.id}`).expect(204);
      await admin.get(`/api/alerts/${alert.id}`).expect(404);
      expect((await admin.delete(`/api/alerts/${alert.id}`).expect(404)).body.message).toBe(ALERT_MESSAGES.notFound);
      expect(await alertsOf(h.id)).toEqual([]);
      expect((await t.sql('SELECT 1 FROM alerts WHERE id = $1', [alert.id])).length).toBe(0);
    });

    it('lists filter on the server and order active alerts urgent first; counters match SQL', async () => {
      await check.run();
      const active = (await admin.get('/api/alerts?acknowledged=false&pageSize=100').expect(200)).body;
      const ranks = active.items.map((a: AlertBody) => ['urgent', 'high', 'medium', 'low'].indexOf(a.priority));
      expect(ranks).toEqual([...ranks].sort((x: number, y: number) => x - y));
      expect(active.items.every((a: AlertBody) => !a.acknowledged)).toBe(true);
      const acknowledged = (await admin.get('/api/alerts?acknowledged=true&pageSize=5').expect(200)).body;
      expect(acknowledged.items.length).toBeLessThanOrEqual(5);
      expect(acknowledged.items.every((a: AlertBody) => a.acknowledged)).toBe(true);
      const high = (await admin.get('/api/alerts?priority=high&alertType=status_change').expect(200)).body;
      expect(high.items.every((a: AlertBody) => a.priority === 'high' && a.alertType === 'status_change')).toBe(true);

      const [expected] = await t.sql<Record<string, number>>(`
        SELECT count(*) FILTER (WHERE NOT acknowledged)::int AS active,
               count(*) FILTER (WHERE NOT acknowledged AND priority IN ('urgent', 'high'))::int AS critical,
               count(*) FILTER (WHERE NOT acknowledged AND alert_type = 'overdue_maintenance')::int AS maintenance,
               count(*) FILTER (WHERE NOT acknowledged AND alert_type = 'overdue_inspection')::int AS inspections,
               count(*) FILTER (WHERE acknowledged AND acknowledged_at >= date_trunc('day', now()))::int AS "acknowledgedToday"
        FROM alerts`);
      expect((await admin.get('/api/alerts/counters').expect(200)).body).toEqual(expected);
      expect(expected.active).toBe(active.total);
    });

    it.each([
      ['acknowledged=maybe', 'acknowledged', ALERT_MESSAGES.acknowledged],
      ['alertType=critical', 'alertType', ALERT_MESSAGES.alertType],
      ['priority=severe', 'priority', ALERT_MESSAGES.priority],
      ['hydrantId=-1', 'hydrantId', ALERT_MESSAGES.hydrantId],
    ])('400 for the query %s', async (query, field, message) => {
      expect((await admin.get(`/api/alerts?${query}`).expect(400)).body).toEqual(fieldError(field, message));
    });

    it('demo sessions read alerts but cannot acknowledge or delete (403); no session is 401', async () => {
      const demo = await demoAgent(t.server);
      const h = await hydrant();
      await admin
        .patch(`/api/hydrants/${h.id}`)
        .send({ status: 'out-of-service', outOfServiceReason: 'Broken valve stem' })
        .expect(200);
      const [alert] = await alertsOf(h.id);
      await demo.get('/api/alerts').expect(200);
      await demo.get('/api/alerts/counters').expect(200);
      expect((await demo.patch(`/api/alerts/${alert.id}/acknowledge`).send({}).expect(403)).body.message).toBe(
        'Demo access is read-only',
      );
      await demo.delete(`/api/alerts/${alert.id}`).expect(403);
      await request(t.server).get('/api/alerts').expect(401);
      await request(t.server).get('/api/alerts/counters').expect(401);
      expect((await alertsOf(h.id))[0].acknowledged).toBe(false);
    });
  });
});

describe('alerts with two API processes on one database (e2e)', () => {
  let db: TestDatabase;
  const apps: TestApp[] = [];

  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.drop();
  });

  it('the check at start in both processes, and checks run at once, raise each alert exactly once', async () => {
    db = await createTestDatabase();
    const first = await createTestApp({ db, env: { ALERT_CHECK_INTERVAL_SECONDS: '-1' } });
    await first.sql(
      `INSERT INTO hydrants (hydrant_id, address, latitude, longitude, area, last_inspection)
       SELECT 'P-' || i, i || ' Oak St', 39.7, -89.6, 'North', CASE WHEN i % 2 = 0 THEN NULL ELSE current_date - 500 END
       FROM generate_series(1, 60) i`,
    );
    await first.close();
    // Two processes start on the populated database, each running its check at start.
    const [a, b] = await Promise.all([
      createTestApp({ db, env: { ALERT_CHECK_INTERVAL_SECONDS: '0' } }),
      createTestApp({ db, env: { ALERT_CHECK_INTERVAL_SECONDS: '0' } }),
    ]);
    apps.push(a, b);
    await Promise.all([a.app.get(AlertCheckService).tick(), b.app.get(AlertCheckService).tick()]);
    const counts = async () =>
      (
        await a.sql<{ total: number; causes: number }>(
          `SELECT count(*)::int AS total, count(DISTINCT cause)::int AS causes FROM alerts WHERE NOT acknowledged`,
        )
      )[0];
    expect(await counts()).toEqual({ total: 60, causes: 60 });

    // More overdue hydrants, then many checks at once from both processes.
    await a.sql(
      `INSERT INTO hydrants (hydrant_id, address, latitude, longitude, area) SELECT 'Q-' || i, 'x', 39.7, -89.6, 'North'
       FROM generate_series(1, 40) i`,
    );
    await Promise.all([a, b, a, b, a, b].map((app) => app.app.get(AlertCheckService).run()));
    expect(await counts()).toEqual({ total: 100, causes: 100 });

    // Without the advisory lock: the rule statements themselves, in concurrent transactions of both processes.
    await a.sql(
      `INSERT INTO hydrants (hydrant_id, address, latitude, longitude, area) SELECT 'R-' || i, 'x', 39.7, -89.6, 'North'
       FROM generate_series(1, 40) i`,
    );
    await Promise.all(
      [a, b, a, b].map((app) => app.app.get(DataSource).transaction((manager) => raiseInspectionAlerts(manager))),
    );
    expect(await counts()).toEqual({ total: 140, causes: 140 });
  });
});

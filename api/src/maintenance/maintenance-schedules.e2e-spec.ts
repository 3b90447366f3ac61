import request from 'supertest';
import { adminAgent, demoAgent, fieldError, hydrantInput } from '../../test/hydrant-fixtures.js';
import { dayFn } from '../../test/maintenance-fixtures.js';
import { insertAlert } from '../../test/analytics-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { MAINTENANCE_MESSAGES as M } from './maintenance.constants.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

describe('maintenance schedules (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let demo: Agent;
  let hydrantId: number;
  let otherHydrantId: number;
  let today: (offsetDays?: number) => string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    demo = await demoAgent(t.server);
    today = await dayFn(t);
    hydrantId = (await admin.post('/api/hydrants').send(hydrantInput()).expect(201)).body.id;
    otherHydrantId = (await admin.post('/api/hydrants').send(hydrantInput()).expect(201)).body.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  const schedule = (overrides: Record<string, unknown> = {}) =>
    admin
      .post('/api/maintenance')
      .send({ hydrantId, scheduledDate: today(3), description: 'Flush and lubricate', ...overrides })
      .expect(201);

  it('creates a schedule with the defaults of SPEC §5 and answers it with the hydrant', async () => {
    const res = await schedule({ assignedTo: ' J. Smith ', estimatedDuration: 45 });
    expect(res.headers.etag).toBe('"1"');
    expect(res.body).toEqual({
      id: expect.any(Number),
      hydrantId,
      hydrantLabel: expect.stringMatching(/^T-/),
      address: expect.stringContaining('Main St'),
      scheduledDate: today(3),
      maintenanceType: 'routine',
      priority: 'medium',
      assignedTo: 'J. Smith',
      description: 'Flush and lubricate',
      estimatedDuration: 45,
      status: 'scheduled',
      overdue: false,
      technicianName: null,
      technicianId: null,
      startedAt: null,
      completedDate: null,
      followsRecordId: null,
      alertId: null,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await admin.get(`/api/maintenance/${res.body.id}`).expect(200, res.body);
  });

  it.each([
    [{ hydrantId: undefined }, 'hydrantId', M.selectHydrant],
    [{ hydrantId: 'H-1' }, 'hydrantId', M.selectHydrant],
    [{ scheduledDate: undefined }, 'scheduledDate', M.scheduledDateRequired],
    [{ scheduledDate: '' }, 'scheduledDate', M.scheduledDateRequired],
    [{ scheduledDate: '2025-02-30' }, 'scheduledDate', M.scheduledDate],
    [{ description: '   ' }, 'description', M.descriptionRequired],
    [{ description: undefined }, 'description', M.descriptionRequired],
    [{ maintenanceType: 'painting' }, 'maintenanceType', M.maintenanceType],
    [{ priority: 'critical' }, 'priority', M.priority],
    [{ estimatedDuration: -5 }, 'estimatedDuration', M.estimatedDuration],
    [{ status: 'completed' }, 'status', M.newScheduleStatus],
  ])('400 for %j with the field message', async (overrides, field, message) => {
    const body = { hydrantId, scheduledDate: today(1), description: 'x', ...overrides };
    const res = await admin.post('/api/maintenance').send(body).expect(400);
    expect(res.body).toEqual(fieldError(field, message));
  });

  it('a schedule made from an alert names it; an unknown alert or one about another hydrant is refused, nothing created', async () => {
    await insertAlert(t, { hydrantId, type: 'overdue_inspection', priority: 'high' });
    await insertAlert(t, { hydrantId: otherHydrantId, type: 'overdue_inspection', priority: 'high' });
    const [{ id: alertId }] = await t.sql<{ id: number }>('SELECT id FROM alerts WHERE hydrant_id = $1', [hydrantId]);
    const [{ id: otherAlertId }] = await t.sql<{ id: number }>('SELECT id FROM alerts WHERE hydrant_id = $1', [otherHydrantId]);
    const before = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM maintenance_schedules');

    const refused = async (body: Record<string, unknown>, message: string) => {
      const res = await admin
        .post('/api/maintenance')
        .send({ hydrantId, scheduledDate: today(3), description: 'Inspect', ...body })
        .expect(400);
      expect(res.body).toEqual(fieldError('alertId', message));
    };
    await refused({ alertId: otherAlertId }, M.alertHydrantMismatch);
    await refused({ alertId: 2_000_000_000 }, M.alertNotFound);
    await refused({ alertId: 'one' }, M.alertId);
    await refused({ alertId: 0 }, M.alertId);
    expect(await t.sql('SELECT count(*)::int AS n FROM maintenance_schedules')).toEqual(before);

    const made = await schedule({ alertId, maintenanceType: 'inspection', priority: 'high' });
    expect(made.body).toMatchObject({ alertId, hydrantId, maintenanceType: 'inspection', priority: 'high' });
    expect((await admin.get(`/api/maintenance/${made.body.id}`).expect(200)).body.alertId).toBe(alertId);

    // Deleting the alert ends the link; the schedule stays.
    await admin.delete(`/api/alerts/${alertId}`).expect(204);
    expect((await admin.get(`/api/maintenance/${made.body.id}`).expect(200)).body.alertId).toBeNull();
  });

  it('404 for a hydrant that does not exist, nothing created', async () => {
    const before = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM maintenance_schedules');
    const res = await admin.post('/api/maintenance').send({ hydrantId: 999999, scheduledDate: today(), description: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Hydrant not found');
    expect(await t.sql('SELECT count(*)::int AS n FROM maintenance_schedules')).toEqual(before);
  });

  it('lists schedules paged and filtered on the server (status, due, hydrant, date range)', async () => {
    const overdue = (await schedule({ hydrantId: otherHydrantId, scheduledDate: today(-10), description: 'Late' })).body;
    const far = (await schedule({ hydrantId: otherHydrantId, scheduledDate: today(40), description: 'Far' })).body;
    const soon = (await schedule({ hydrantId: otherHydrantId, scheduledDate: today(2), description: 'Soon' })).body;
    const byHydrant = await admin.get(`/api/maintenance?hydrantId=${otherHydrantId}`).expect(200);
    expect(byHydrant.body.items.map((s: { id: number }) => s.id)).toEqual([overdue.id, soon.id, far.id]);
    expect(byHydrant.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(byHydrant.body.items[0].overdue).toBe(true);

    const due = await admin.get(`/api/maintenance?hydrantId=${otherHydrantId}&due=overdue`).expect(200);
    expect(due.body.items.map((s: { id: number }) => s.id)).toEqual([overdue.id]);
    const upcoming = await admin.get(`/api/maintenance?hydrantId=${otherHydrantId}&due=upcoming`).expect(200);
    expect(upcoming.body.items.map((s: { id: number }) => s.id)).toEqual([soon.id]);
    const range = await admin.get(`/api/maintenance?hydrantId=${otherHydrantId}&from=${today(1)}&to=${today(41)}`).expect(200);
    expect(range.body.items.map((s: { id: number }) => s.id)).toEqual([soon.id, far.id]);
    const page2 = await admin.get(`/api/maintenance?hydrantId=${otherHydrantId}&page=2&pageSize=2`).expect(200);
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.items.map((s: { id: number }) => s.id)).toEqual([far.id]);
    const started = await admin.get('/api/maintenance?status=in-progress').expect(200);
    expect(started.body.total).toBe(0);
  });

  it.each([
    ['status=done', 'status', M.scheduleStatus],
    ['due=soon', 'due', M.due],
    ['hydrantId=abc', 'hydrantId', M.hydrantIdNumber],
    ['from=2025-13-01', 'from', M.from],
    ['to=yesterday', 'to', M.to],
    ['page=0', 'page', M.page],
    ['pageSize=101', 'pageSize', M.pageSize(100)],
  ])('400 for the query %s', async (query, field, message) => {
    const res = await admin.get(`/api/maintenance?${query}`).expect(400);
    expect(res.body).toEqual(fieldError(field, message));
  });

  it('PATCH changes fields, bumps the version, refuses a stale version (409) and completing through PATCH', async () => {
    const created = (await schedule()).body;
    const res = await admin
      .patch(`/api/maintenance/${created.id}`)
      .send({ priority: 'urgent', scheduledDate: today(5), description: 'Replace cap' })
      .expect(200);
    expect(res.body).toMatchObject({ priority: 'urgent', scheduledDate: today(5), description: 'Replace cap', version: 2 });
    expect(res.headers.etag).toBe('"2"');
    const stale = await admin
      .patch(`/api/maintenance/${created.id}`)
      .set('If-Match', '"1"')
      .send({ priority: 'low' })
      .expect(409);
    expect(stale.body).toMatchObject({ message: M.changedBySomeoneElse, currentVersion: 2 });
    const viaBody = await admin.patch(`/api/maintenance/${created.id}`).send({ priority: 'low', version: 2 }).expect(200);
    expect(viaBody.body.version).toBe(3);
    const completing = await admin.patch(`/api/maintenance/${created.id}`).send({ status: 'completed' }).expect(400);
    expect(completing.body.errors.status).toMatch(/^Status must be scheduled, in-progress, overdue or cancelled/);
    const cancelled = await admin.patch(`/api/maintenance/${created.id}`).send({ status: 'cancelled' }).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
  });

  it('DELETE removes a schedule (404 after), with version check', async () => {
    const created = (await schedule()).body;
    await admin.delete(`/api/maintenance/${created.id}`).set('If-Match', '"7"').expect(409);
    await admin.delete(`/api/maintenance/${created.id}`).expect(204);
    await admin.delete(`/api/maintenance/${created.id}`).expect(404);
    const res = await admin.get(`/api/maintenance/${created.id}`).expect(404);
    expect(res.body.message).toBe(M.notFound);
  });

  it('404 for ids that name no schedule or are not ids', async () => {
    for (const id of ['999999', '0', 'abc', '1.0']) {
      const res = await admin.patch(`/api/maintenance/${id}/start`).send({ technicianName: 'A' });
      expect([res.status, res.body.message]).toEqual([404, M.notFound]);
    }
  });

  it('demo sessions read but every write is 403; no session is 401', async () => {
    const created = (await schedule()).body;
    await demo.get('/api/maintenance').expect(200);
    await demo.get('/api/maintenance/dashboard').expect(200);
    const writes = [
      demo.post('/api/maintenance').send({ hydrantId, scheduledDate: today(), description: 'x' }),
      demo.patch(`/api/maintenance/${created.id}`).send({ priority: 'low' }),
      demo.patch(`/api/maintenance/${created.id}/start`).send({ technicianName: 'A' }),
      demo
        .patch(`/api/maintenance/${created.id}/complete`)
        .send({ status: 'completed', technicianName: 'A', workPerformed: 'x' }),
      demo.delete(`/api/maintenance/${created.id}`),
    ];
    for (const res of await Promise.all(writes)) {
      expect([res.status, res.body.message]).toEqual([403, 'Demo access is read-only']);
    }
    await request(t.server).get('/api/maintenance').expect(401);
    await request(t.server).get('/api/maintenance/dashboard').expect(401);
    expect((await admin.get(`/api/maintenance/${created.id}`).expect(200)).body.version).toBe(1);
  });
});

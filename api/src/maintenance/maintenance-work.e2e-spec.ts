import { adminAgent, dataUrl, fieldError, GIF, hydrantInput, jpegDataUrlOfLength, PNG } from '../../test/hydrant-fixtures.js';
import { dayFn } from '../../test/maintenance-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { MAINTENANCE_MESSAGES as M } from './maintenance.constants.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

describe('Start and Complete Work (e2e)', () => {
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
    (await admin.post('/api/hydrants').send(hydrantInput(overrides)).expect(201)).body as { id: number; hydrantId: string };

  const schedule = async (hydrantId: number, overrides: Record<string, unknown> = {}) =>
    (
      await admin
        .post('/api/maintenance')
        .send({ hydrantId, scheduledDate: today(1), description: 'Annual service', assignedTo: 'Sam Lee', ...overrides })
        .expect(201)
    ).body as { id: number; version: number };

  const complete = (id: number, body: Record<string, unknown>) =>
    admin
      .patch(`/api/maintenance/${id}/complete`)
      .send({ status: 'completed', technicianName: 'Sam Lee', workPerformed: 'Done', ...body });

  it('Start Work moves a schedule to in-progress and records the technician', async () => {
    const h = await hydrant();
    const s = await schedule(h.id);
    const res = await admin
      .patch(`/api/maintenance/${s.id}/start`)
      .send({ technicianName: ' Ana Ruiz ', technicianId: 'T-9' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'in-progress', technicianName: 'Ana Ruiz', technicianId: 'T-9', version: 2 });
    expect(res.body.startedAt).toEqual(expect.any(String));
    const missing = await admin.patch(`/api/maintenance/${s.id}/start`).send({ technicianName: '  ' }).expect(400);
    expect(missing.body).toEqual(fieldError('technicianName', M.technicianNameRequired));
  });

  it('Complete Work writes the record, completes the schedule and creates the next schedule for nextMaintenanceDate', async () => {
    const h = await hydrant();
    const s = await schedule(h.id, { priority: 'high', maintenanceType: 'repair', estimatedDuration: 30 });
    const res = await complete(s.id, {
      technicianId: 'T-1',
      findingsNotes: 'Valve stiff',
      workDuration: 40,
      partsUsed: 'Gasket',
      cost: '$12.50',
      nextMaintenanceDate: today(180),
      completedDate: today(),
    }).expect(200);
    expect(res.body.schedule).toMatchObject({ id: s.id, status: 'completed', completedDate: today(), version: 2 });
    expect(res.body.record).toMatchObject({
      hydrantId: h.id,
      hydrantLabel: h.hydrantId,
      scheduleId: s.id,
      source: 'maintenance',
      maintenanceType: 'repair',
      completedDate: today(),
      technicianName: 'Sam Lee',
      technicianId: 'T-1',
      workPerformed: 'Done',
      findingsNotes: 'Valve stiff',
      workDuration: 40,
      status: 'completed',
      issuesFound: null,
      nextMaintenanceDate: today(180),
      partsUsed: 'Gasket',
      cost: '$12.50',
      photos: [],
    });
    expect(res.body.followUp).toMatchObject({
      hydrantId: h.id,
      scheduledDate: today(180),
      maintenanceType: 'repair',
      priority: 'high',
      status: 'scheduled',
      description: 'Annual service',
      assignedTo: 'Sam Lee',
      estimatedDuration: 30,
      followsRecordId: res.body.record.id,
    });
  });

  it('completing without a next date creates no schedule', async () => {
    const h = await hydrant();
    const s = await schedule(h.id);
    const res = await complete(s.id, {}).expect(200);
    expect(res.body.followUp).toBeNull();
    const rows = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM maintenance_schedules WHERE hydrant_id = $1', [h.id]);
    expect(rows[0].n).toBe(1);
  });

  it.each([
    ['low', 'medium'],
    ['medium', 'high'],
    ['high', 'urgent'],
    ['urgent', 'urgent'],
  ])('incomplete work (%s) keeps the work open: follow-up 7 days later, priority %s, linked to the record', async (from, to) => {
    const h = await hydrant();
    const s = await schedule(h.id, { priority: from });
    const res = await complete(s.id, { status: 'incomplete', issuesFound: 'Stem seized', completedDate: today(-1) }).expect(200);
    expect(res.body.schedule.status).toBe('incomplete');
    expect(res.body.record).toMatchObject({ status: 'incomplete', issuesFound: 'Stem seized', nextMaintenanceDate: today(6) });
    expect(res.body.followUp).toMatchObject({
      scheduledDate: today(6),
      priority: to,
      status: 'scheduled',
      followsRecordId: res.body.record.id,
      description: 'Follow-up of incomplete routine work: Stem seized',
    });
  });

  it('incomplete work with a chosen date uses it', async () => {
    const h = await hydrant();
    const s = await schedule(h.id);
    const res = await complete(s.id, {
      status: 'incomplete',
      issuesFound: 'Parts on order',
      nextMaintenanceDate: today(3),
    }).expect(200);
    expect(res.body.followUp.scheduledDate).toBe(today(3));
  });

  it('an incomplete schedule can be completed later; completing twice or starting a completed one is 409', async () => {
    const h = await hydrant();
    const s = await schedule(h.id);
    await complete(s.id, { status: 'incomplete', issuesFound: 'Leak' }).expect(200);
    await complete(s.id, {}).expect(200);
    const twice = await complete(s.id, {}).expect(409);
    expect(twice.body.message).toBe(M.alreadyCompleted);
    const start = await admin.patch(`/api/maintenance/${s.id}/start`).send({ technicianName: 'A' }).expect(409);
    expect(start.body.message).toBe(M.startCompleted);
    const patch = await admin.patch(`/api/maintenance/${s.id}`).send({ priority: 'low' }).expect(409);
    expect(patch.body.message).toBe(M.alreadyCompleted);
    const records = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM maintenance_history WHERE schedule_id = $1', [
      s.id,
    ]);
    expect(records[0].n).toBe(2);
  });

  it('a cancelled schedule cannot be started or completed (409)', async () => {
    const h = await hydrant();
    const s = await schedule(h.id);
    await admin.patch(`/api/maintenance/${s.id}`).send({ status: 'cancelled' }).expect(200);
    expect((await complete(s.id, {}).expect(409)).body.message).toBe(M.cancelled);
    expect((await admin.patch(`/api/maintenance/${s.id}/start`).send({ technicianName: 'A' }).expect(409)).body.message).toBe(
      M.cancelled,
    );
  });

  it('a stale version is 409 and changes nothing', async () => {
    const h = await hydrant();
    const s = await schedule(h.id);
    await admin.patch(`/api/maintenance/${s.id}/start`).send({ technicianName: 'A' }).expect(200);
    const res = await complete(s.id, { version: 1 }).expect(409);
    expect(res.body).toMatchObject({ message: M.changedBySomeoneElse, currentVersion: 2 });
    const rows = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM maintenance_history WHERE schedule_id = $1', [s.id]);
    expect(rows[0].n).toBe(0);
  });

  it('completing inspection work sets lastInspection, inspector and the readings; it never moves lastInspection back', async () => {
    const h = await hydrant({ lastInspection: '2020-01-01', pressure: 40 });
    const s = await schedule(h.id, { maintenanceType: 'inspection' });
    const res = await complete(s.id, {
      completedDate: today(),
      pressure: 72,
      flowRate: 1300,
      checklist: ['Cap Present', 'No Leaks'],
    }).expect(200);
    expect(res.body.record).toMatchObject({
      maintenanceType: 'inspection',
      pressure: 72,
      flowRate: 1300,
      checklist: ['Cap Present', 'No Leaks'],
      hydrantStatus: 'operational',
    });
    const after = (await admin.get(`/api/hydrants/${h.id}`).expect(200)).body;
    expect(after).toMatchObject({
      lastInspection: today(),
      inspector: 'Sam Lee',
      pressure: 72,
      flowRate: 1300,
      checklist: ['Cap Present', 'No Leaks'],
      version: 2,
    });
    const older = await schedule(h.id, { maintenanceType: 'inspection' });
    await complete(older.id, { completedDate: '2024-06-01' }).expect(200);
    expect((await admin.get(`/api/hydrants/${h.id}`).expect(200)).body.lastInspection).toBe(today());
  });

  it('an inspection logged as incomplete does not set lastInspection', async () => {
    const h = await hydrant({ lastInspection: '2020-01-01' });
    const s = await schedule(h.id, { maintenanceType: 'inspection' });
    await complete(s.id, { status: 'incomplete', issuesFound: 'Hydrant buried under snow' }).expect(200);
    expect((await admin.get(`/api/hydrants/${h.id}`).expect(200)).body.lastInspection).toBe('2020-01-01');
  });

  it.each([
    [{ technicianName: '' }, 'technicianName', M.technicianNameRequired],
    [{ workPerformed: ' ' }, 'workPerformed', M.workPerformedRequired],
    [{ status: 'incomplete' }, 'issuesFound', M.issuesFoundRequired],
    [{ status: 'incomplete', issuesFound: '   ' }, 'issuesFound', M.issuesFoundRequired],
    [{ status: 'done' }, 'status', M.completionStatus],
    [{ photos: Array.from({ length: 11 }, () => dataUrl('image/png', PNG)) }, 'photos', M.photoCount],
    [{ photos: ['data:text/plain;base64,aGk='] }, 'photos', M.photoType],
    [{ completedDate: '2025-02-29' }, 'completedDate', M.completedDate],
    [{ nextMaintenanceDate: 'soon' }, 'nextMaintenanceDate', M.nextMaintenanceDate],
    [{ workDuration: 1.5 }, 'workDuration', M.workDuration],
  ])('400 for %j with the field message, nothing written', async (body, field, message) => {
    const h = await hydrant();
    const s = await schedule(h.id);
    const res = await complete(s.id, body).expect(400);
    expect(res.body).toEqual(fieldError(field, message));
    const rows = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM maintenance_history WHERE hydrant_id = $1', [h.id]);
    expect(rows[0].n).toBe(0);
  });

  it("400 when hydrantId or maintenanceType is not the schedule's", async () => {
    const h = await hydrant();
    const other = await hydrant();
    const s = await schedule(h.id);
    expect((await complete(s.id, { hydrantId: other.id }).expect(400)).body).toEqual(fieldError('hydrantId', M.hydrantMismatch));
    expect((await complete(s.id, { maintenanceType: 'repair' }).expect(400)).body).toEqual(
      fieldError('maintenanceType', M.typeMismatch),
    );
    await complete(s.id, { hydrantId: h.id, maintenanceType: 'routine' }).expect(200);
  });

  it('stores photos apart and serves them by URL; over 5 MB in total is refused with SPEC’s message', async () => {
    const h = await hydrant();
    const s = await schedule(h.id);
    const res = await complete(s.id, { photos: [dataUrl('image/png', PNG), dataUrl('image/gif', GIF)] }).expect(200);
    expect(res.body.record.photos).toEqual([
      expect.stringMatching(/^\/api\/maintenance-photos\/[0-9a-f-]{36}$/),
      expect.stringMatching(/^\/api\/maintenance-photos\/[0-9a-f-]{36}$/),
    ]);
    const first = await admin.get(res.body.record.photos[0]).expect(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(first.body as Buffer, PNG)).toBe(0);
    await admin.get('/api/maintenance-photos/00000000-0000-4000-8000-000000000000').expect(404);
    await admin.get('/api/maintenance-photos/nope').expect(404);

    // Seven photos of 799,999 characters: each within 800,000, together over 5 MB.
    const big = jpegDataUrlOfLength(799_999);
    const s2 = await schedule(h.id);
    const tooMuch = await complete(s2.id, { photos: Array.from({ length: 7 }, () => big) }).expect(400);
    expect(tooMuch.body).toEqual(fieldError('photos', M.photoTotal));
    const six = await complete(s2.id, { photos: Array.from({ length: 6 }, () => big) }).expect(200);
    expect(six.body.record.photos).toHaveLength(6);
  });

  it('a failure in the middle of a completion leaves nothing half-written', async () => {
    const h = await hydrant({ lastInspection: '2020-01-01' });
    const s = await schedule(h.id, { maintenanceType: 'inspection' });
    // The last write of the transaction (the follow-up schedule) fails.
    await t.sql(`CREATE FUNCTION fail_follow_up() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.follows_record_id IS NOT NULL THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$`);
    await t.sql(
      `CREATE TRIGGER fail_follow_up BEFORE INSERT ON maintenance_schedules FOR EACH ROW EXECUTE FUNCTION fail_follow_up()`,
    );
    try {
      const res = await complete(s.id, {
        photos: [dataUrl('image/png', PNG)],
        nextMaintenanceDate: today(30),
        completedDate: today(),
      });
      expect(res.status).toBe(500);
    } finally {
      await t.sql('DROP TRIGGER fail_follow_up ON maintenance_schedules');
      await t.sql('DROP FUNCTION fail_follow_up()');
    }
    const [counts] = await t.sql<Record<string, number>>(
      `SELECT (SELECT count(*) FROM maintenance_history WHERE hydrant_id = $1)::int AS records,
              (SELECT count(*) FROM maintenance_history_photos)::int AS photos_before_check,
              (SELECT count(*) FROM maintenance_schedules WHERE hydrant_id = $1)::int AS schedules`,
      [h.id],
    );
    expect(counts.records).toBe(0);
    expect(counts.schedules).toBe(1);
    const schedule1 = (await admin.get(`/api/maintenance/${s.id}`).expect(200)).body;
    expect(schedule1).toMatchObject({ status: 'scheduled', version: 1 });
    const after = (await admin.get(`/api/hydrants/${h.id}`).expect(200)).body;
    expect(after).toMatchObject({ lastInspection: '2020-01-01', version: 1 });
    // And it works once the fault is gone.
    await complete(s.id, { nextMaintenanceDate: today(30) }).expect(200);
  });

  it('the dashboard counts overdue, upcoming and in-progress work in SQL and lists the first of each', async () => {
    const h = await hydrant();
    const overdue = await schedule(h.id, { scheduledDate: today(-3) });
    const upcoming = await schedule(h.id, { scheduledDate: today(0) });
    await schedule(h.id, { scheduledDate: today(8) });
    const started = await schedule(h.id, { scheduledDate: today(-1) });
    await admin.patch(`/api/maintenance/${started.id}/start`).send({ technicianName: 'A' }).expect(200);
    const [expected] = await t.sql<Record<string, number>>(`
      SELECT count(*) FILTER (WHERE status IN ('scheduled', 'overdue') AND scheduled_date < current_date)::int AS overdue,
             count(*) FILTER (WHERE status IN ('scheduled', 'overdue') AND scheduled_date BETWEEN current_date AND current_date + 7)::int AS upcoming,
             count(*) FILTER (WHERE status = 'in-progress')::int AS "inProgress"
      FROM maintenance_schedules`);
    const res = await admin.get('/api/maintenance/dashboard').expect(200);
    expect(res.body).toMatchObject(expected);
    expect(res.body.overdueSchedules.map((s: { id: number }) => s.id)).toContain(overdue.id);
    expect(res.body.upcomingSchedules.map((s: { id: number }) => s.id)).toContain(upcoming.id);
    expect(res.body.inProgressSchedules.map((s: { id: number }) => s.id)).toContain(started.id);
    expect(res.body.unacknowledgedAlerts).toEqual(expect.any(Number));
    expect(res.body.activeAlerts).toEqual(expect.any(Array));
  });
});

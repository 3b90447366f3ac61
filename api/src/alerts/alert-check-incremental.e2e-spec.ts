import { DataSource, EntityManager } from 'typeorm';
import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { dayFn } from '../../test/maintenance-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { seedBenchMaintenance } from '../seed/bench-maintenance.js';
import { seedBench } from '../seed/bench-seed.js';
import { OPEN_ALERT_FIELDS, tryRound } from './alert-check-compare.js';
import { AlertCheckService, runAlertCheck } from './alert-check.service.js';
import { ALERT_CHECK_CUTOFF_SETTING } from './alert.constants.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

const openAlerts = (manager: EntityManager) =>
  manager.query<Array<Record<string, unknown>>>(`SELECT ${OPEN_ALERT_FIELDS} FROM alerts WHERE NOT acknowledged ORDER BY cause`);

/**
 * As if the last round ran `days` days ago: its cutoff moved back, and the open alerts that
 * the dates which crossed the line since then would have raised taken away.
 */
async function letDaysPass(t: TestApp, days: number): Promise<number> {
  const inspections = await t.sql(
    `DELETE FROM alerts a USING hydrants h
     WHERE a.cause = 'inspection:' || h.id AND NOT a.acknowledged
       AND h.last_inspection >= current_date - 365 - $1::int AND h.last_inspection < current_date - 365 RETURNING a.id`,
    [days],
  );
  const schedules = await t.sql(
    `DELETE FROM alerts a USING maintenance_schedules s
     WHERE a.cause = 'schedule:' || s.id AND NOT a.acknowledged
       AND s.scheduled_date >= current_date - $1::int AND s.scheduled_date < current_date RETURNING a.id`,
    [days],
  );
  await t.sql(`UPDATE app_settings SET value = to_char(current_date - $2::int, 'YYYY-MM-DD') WHERE name = $1`, [
    ALERT_CHECK_CUTOFF_SETTING,
    days,
  ]);
  return inspections.length + schedules.length;
}

describe('the incremental alert check leaves the same open alerts as a full check (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let today: (offsetDays?: number) => string;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    today = await dayFn(t);
    dataSource = t.app.get(DataSource);
  });

  afterAll(async () => {
    await t?.close();
  });

  const ids = async (sql: string, limit: number) =>
    (await t.sql<{ id: number }>(`${sql} ORDER BY id LIMIT ${limit}`)).map((row) => row.id);
  const openOf = async (cause: string) =>
    (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM alerts WHERE cause = $1 AND NOT acknowledged`, [cause]))[0].n;

  it('after writes of every kind and days passing', async () => {
    // A bench registry: inspection dates spread over 540 days (across the 365-day line), 10%
    // never inspected, schedules from 700 days ago to 120 days ahead in every status.
    await seedBench(dataSource, 3000);
    await seedBenchMaintenance(dataSource, { historyPerHydrant: 1 });
    const first = await runAlertCheck(dataSource);
    expect(first).toMatchObject({ ran: true, full: true });
    expect(first.raised).toBeGreaterThan(1000);
    // People acknowledged some; those occurrences are never raised again.
    await t.sql(
      `UPDATE alerts SET acknowledged = true, acknowledged_by = 'Capt. Rivera', acknowledged_at = now()
       WHERE NOT acknowledged AND id % 5 = 0`,
    );
    expect((await runAlertCheck(dataSource)).full).toBe(false);
    const taken = await letDaysPass(t, 9);
    expect(taken).toBeGreaterThan(20);

    // Hydrants: created (never inspected, long ago, recently), inspection dates edited both ways, statuses.
    const created = [];
    for (const lastInspection of [undefined, today(-400), today(-10)]) {
      created.push((await admin.post('/api/hydrants').send(hydrantInput({ lastInspection })).expect(201)).body.id as number);
    }
    // Raised by the write itself, before any check.
    expect([await openOf(`inspection:${created[0]}`), await openOf(`inspection:${created[1]}`)]).toEqual([1, 1]);
    expect(await openOf(`inspection:${created[2]}`)).toBe(0);
    const recent = await ids(`SELECT id FROM hydrants WHERE last_inspection > current_date - 200`, 6);
    const overdue = await ids(`SELECT id FROM hydrants WHERE last_inspection < current_date - 400`, 6);
    await admin
      .patch(`/api/hydrants/${recent[0]}`)
      .send({ lastInspection: today(-380) })
      .expect(200);
    await admin.patch(`/api/hydrants/${overdue[0]}`).send({ lastInspection: today() }).expect(200);
    await admin
      .patch(`/api/hydrants/${overdue[1]}`)
      .send({ lastInspection: today(-370) })
      .expect(200);
    const operational = await ids(`SELECT id FROM hydrants WHERE status = 'operational'`, 3);
    await admin
      .patch(`/api/hydrants/${operational[0]}`)
      .send({ status: 'out-of-service', outOfServiceReason: 'Broken valve stem' })
      .expect(200);
    const [inMaintenance] = await ids(`SELECT id FROM hydrants WHERE status = 'maintenance'`, 1);
    await admin.patch(`/api/hydrants/${inMaintenance}`).send({ status: 'operational' }).expect(200);

    // Bulk inspections: dated long ago (overdue at once), today, and could-not-test (a re-visit already past).
    const bulk = (hydrantIds: number[], body: Record<string, unknown>) =>
      admin
        .post('/api/hydrants/bulk-inspection')
        .send({ hydrantIds, inspector: 'Kim', ...body })
        .expect(200);
    await bulk(recent.slice(1, 3), { inspectionDate: today(-372) });
    await bulk(overdue.slice(2, 4), { inspectionDate: today() });
    const untested = await bulk(recent.slice(3, 5), {
      inspectionDate: today(-30),
      outcome: 'could-not-test',
      outcomeReason: 'Parked car',
    });
    expect(untested.body.revisitsScheduled).toBeGreaterThan(0);

    // Import: a new hydrant never inspected, an update dated long ago, a status change.
    const [imported] = await t.sql<{ hydrant_id: string }>(`SELECT hydrant_id FROM hydrants WHERE id = $1`, [recent[5]]);
    const [importedStatus] = await t.sql<{ hydrant_id: string }>(`SELECT hydrant_id FROM hydrants WHERE id = $1`, [
      operational[1],
    ]);
    const csv = [
      'Hydrant ID,Address,Latitude,Longitude,Area,Status,Last Inspection',
      `IMP-1,1 Import Rd,39.7,-89.6,North,operational,`,
      `${imported.hydrant_id},2 Import Rd,39.7,-89.6,North,operational,${today(-500)}`,
      `${importedStatus.hydrant_id},3 Import Rd,39.7,-89.6,North,maintenance,${today(-3)}`,
    ].join('\n');
    await admin
      .post('/api/data-transfer/hydrant-import?format=csv')
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.from(csv))
      .expect(200);
    expect(await openOf(`inspection:${recent[5]}`)).toBe(1);
    expect(await openOf(`status:${operational[1]}`)).toBe(1);

    // Schedules: created past and future, moved both ways, started, completed (with a past
    // next date, an inspection task, incomplete work), deleted.
    const schedule = async (hydrantId: number, scheduledDate: string, extra: Record<string, unknown> = {}) =>
      (
        await admin
          .post('/api/maintenance')
          .send({ hydrantId, scheduledDate, description: 'Annual service', ...extra })
          .expect(201)
      ).body as { id: number };
    const past = await schedule(created[2], today(-2), { priority: 'urgent' });
    expect(await openOf(`schedule:${past.id}`)).toBe(1);
    const future = await schedule(created[2], today(5));
    await admin
      .patch(`/api/maintenance/${future.id}`)
      .send({ scheduledDate: today(-4) })
      .expect(200);
    const overdueSchedules = await ids(
      `SELECT id FROM maintenance_schedules WHERE status = 'scheduled' AND scheduled_date < current_date - 12`,
      6,
    );
    await admin
      .patch(`/api/maintenance/${overdueSchedules[0]}`)
      .send({ scheduledDate: today(3) })
      .expect(200);
    await admin.patch(`/api/maintenance/${overdueSchedules[1]}/start`).send({ technicianName: 'Sam Lee' }).expect(200);
    const complete = (id: number, body: Record<string, unknown>) =>
      admin
        .patch(`/api/maintenance/${id}/complete`)
        .send({ status: 'completed', technicianName: 'Sam Lee', workPerformed: 'Done', ...body })
        .expect(200);
    await complete(overdueSchedules[2], { completedDate: today(-20), nextMaintenanceDate: today(-6) });
    await complete(overdueSchedules[3], { status: 'incomplete', issuesFound: 'Stem seized', completedDate: today(-15) });
    const inspectionTask = await schedule(overdue[4], today(-1), { maintenanceType: 'inspection' });
    await complete(inspectionTask.id, {});
    await admin.delete(`/api/maintenance/${overdueSchedules[4]}`).expect(204);
    // A hydrant deleted with its alerts.
    await admin.delete(`/api/hydrants/${overdue[5]}`).expect(204);

    // The timer's round and a full round, each on these very data (rolled back).
    const incremental = await tryRound(dataSource, 'auto', openAlerts);
    const full = await tryRound(dataSource, 'full', openAlerts);
    expect(incremental.full).toBe(false);
    expect(full.full).toBe(true);
    expect(incremental.raised).toBeGreaterThanOrEqual(taken);
    expect(incremental.open.length).toBeGreaterThan(1000);
    expect(incremental.open).toEqual(full.open);
    // Nothing was left for the full round to resolve either.
    expect(full.resolved).toBe(0);
  });
});

describe('which rounds are full (e2e)', () => {
  let t: TestApp;

  afterAll(async () => {
    await t?.close();
  });

  it("the timer's first round in a process is full, the next ones incremental; a full round on demand sees changes made outside the API", async () => {
    t = await createTestApp();
    const check = t.app.get(AlertCheckService);
    expect(await check.tick()).toMatchObject({ ran: true, full: true });
    expect(await check.tick()).toMatchObject({ ran: true, full: false });
    // Hydrants added by SQL, never inspected: no write ran the rules, no date crosses a line.
    await t.sql(
      `INSERT INTO hydrants (hydrant_id, address, latitude, longitude, area) SELECT 'SQL-' || i, 'x', 39.7, -89.6, 'North'
       FROM generate_series(1, 3) i`,
    );
    expect(await check.tick()).toMatchObject({ ran: true, full: false, raised: 0 });
    expect(await check.run()).toMatchObject({ ran: true, full: true, raised: 3 });
    // Without a cutoff (after a restore or a bulk load), the timer's round is full.
    await t.sql(`DELETE FROM app_settings WHERE name = $1`, [ALERT_CHECK_CUTOFF_SETTING]);
    expect(await check.tick()).toMatchObject({ ran: true, full: true });
    // A cutoff after today (the clock went back) too.
    await t.sql(`UPDATE app_settings SET value = to_char(current_date + 1, 'YYYY-MM-DD') WHERE name = $1`, [
      ALERT_CHECK_CUTOFF_SETTING,
    ]);
    expect(await check.tick()).toMatchObject({ ran: true, full: true });
  });
});

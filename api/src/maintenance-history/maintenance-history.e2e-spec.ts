import request from 'supertest';
import { adminAgent, dataUrl, demoAgent, fieldError, hydrantInput, PNG } from '../../test/hydrant-fixtures.js';
import { dayFn } from '../../test/maintenance-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { MAINTENANCE_MESSAGES as M } from '../maintenance/maintenance.constants.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;
interface RecordBody {
  id: number;
  completedDate: string;
  maintenanceType: string;
  source: string;
  status: string;
}

describe('maintenance history and hydrant timelines (e2e)', () => {
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

  async function completed(hydrantId: number, type: string, completedDate: string, status = 'completed') {
    const s = (
      await admin
        .post('/api/maintenance')
        .send({ hydrantId, scheduledDate: completedDate, description: `${type} work`, maintenanceType: type })
        .expect(201)
    ).body;
    return (
      await admin
        .patch(`/api/maintenance/${s.id}/complete`)
        .send({
          status,
          technicianName: 'Lee',
          workPerformed: `${type} done`,
          completedDate,
          ...(status === 'incomplete' ? { issuesFound: 'More to do' } : {}),
        })
        .expect(200)
    ).body.record as RecordBody;
  }

  it('bulk inspection leaves one record per hydrant with its readings, checklist and inspector; readings are never overwritten', async () => {
    const a = await hydrant({ pressure: 50 });
    const b = await hydrant();
    await admin
      .post('/api/hydrants/bulk-inspection')
      .send({
        hydrantIds: [a.id, b.id],
        inspectionDate: today(-30),
        inspector: 'Pat Doe',
        pressure: 60,
        flowRate: 900,
        checklist: ['Cap Present'],
        notes: 'Spring round',
        status: 'maintenance',
      })
      .expect(200);
    await admin
      .post('/api/hydrants/bulk-inspection')
      .send({ hydrantIds: [a.id], inspectionDate: today(), inspector: 'Kai Lin', pressure: 55 })
      .expect(200);
    const timeline = (await admin.get(`/api/hydrants/${a.id}/history`).expect(200)).body;
    expect(timeline).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(timeline.items).toEqual([
      expect.objectContaining({
        source: 'bulk-inspection',
        maintenanceType: 'inspection',
        completedDate: today(),
        technicianName: 'Kai Lin',
        pressure: 55,
        flowRate: null,
        checklist: [],
        hydrantStatus: 'maintenance',
        status: 'completed',
      }),
      expect.objectContaining({
        completedDate: today(-30),
        technicianName: 'Pat Doe',
        workPerformed: 'Inspection',
        findingsNotes: 'Spring round',
        pressure: 60,
        flowRate: 900,
        checklist: ['Cap Present'],
        hydrantStatus: 'maintenance',
        hydrantLabel: a.hydrantId,
      }),
    ]);
    expect((await admin.get(`/api/hydrants/${b.id}/history`).expect(200)).body.total).toBe(1);
    // A bulk inspection that fails (one hydrant missing) writes no record.
    await admin
      .post('/api/hydrants/bulk-inspection')
      .send({ hydrantIds: [a.id, 999999], inspectionDate: today(), inspector: 'X' })
      .expect(404);
    expect((await admin.get(`/api/hydrants/${a.id}/history`).expect(200)).body.total).toBe(2);
  });

  it("a hydrant's timeline holds inspections and maintenance, newest first, paged and filtered by type; 404 for a missing hydrant", async () => {
    const h = await hydrant();
    const r1 = await completed(h.id, 'repair', today(-20));
    const r2 = await completed(h.id, 'inspection', today(-10));
    const r3 = await completed(h.id, 'routine', today(-10));
    const all = (await admin.get(`/api/hydrants/${h.id}/history`).expect(200)).body;
    expect(all.items.map((r: RecordBody) => r.id)).toEqual([r3.id, r2.id, r1.id]);
    const page = (await admin.get(`/api/hydrants/${h.id}/history?page=2&pageSize=2`).expect(200)).body;
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((r: RecordBody) => r.id)).toEqual([r1.id]);
    const inspections = (await admin.get(`/api/hydrants/${h.id}/history?maintenanceType=inspection`).expect(200)).body;
    expect(inspections.items.map((r: RecordBody) => r.id)).toEqual([r2.id]);
    expect((await admin.get('/api/hydrants/999999/history').expect(404)).body.message).toBe('Hydrant not found');
    await admin.get('/api/hydrants/abc/history').expect(404);
  });

  it('lists records filtered by hydrant, type, status and date range, newest first', async () => {
    const h = await hydrant();
    const old = await completed(h.id, 'repair', '2024-01-15');
    const mid = await completed(h.id, 'repair', '2024-06-15', 'incomplete');
    const recent = await completed(h.id, 'emergency', '2024-09-01');
    const byHydrant = (await admin.get(`/api/maintenance-history?hydrantId=${h.id}`).expect(200)).body;
    expect(byHydrant.items.map((r: RecordBody) => r.id)).toEqual([recent.id, mid.id, old.id]);
    const repairs = (await admin.get(`/api/maintenance-history?hydrantId=${h.id}&maintenanceType=repair`).expect(200)).body;
    expect(repairs.items.map((r: RecordBody) => r.id)).toEqual([mid.id, old.id]);
    const range = (await admin.get(`/api/maintenance-history?hydrantId=${h.id}&from=2024-02-01&to=2024-09-01`).expect(200)).body;
    expect(range.items.map((r: RecordBody) => r.id)).toEqual([recent.id, mid.id]);
    const incomplete = (await admin.get(`/api/maintenance-history?hydrantId=${h.id}&status=incomplete`).expect(200)).body;
    expect(incomplete.items.map((r: RecordBody) => r.id)).toEqual([mid.id]);
    const everything = (await admin.get('/api/maintenance-history?pageSize=100').expect(200)).body;
    const dates = everything.items.map((r: RecordBody) => r.completedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('totals without a hydrant are the records that match, after adds, edits by SQL and deletes', async () => {
    const h = await hydrant();
    const a = await completed(h.id, 'repair', '2023-03-10');
    await completed(h.id, 'repair', '2023-04-10', 'incomplete');
    await completed(h.id, 'inspection', '2023-05-10');
    await t.sql(`UPDATE maintenance_history SET maintenance_type = 'emergency' WHERE id = $1`, [a.id]);
    await admin.delete(`/api/maintenance-history/${a.id}`).expect(204);
    for (const [query, where] of [
      ['', 'true'],
      ['maintenanceType=repair', `maintenance_type = 'repair'`],
      ['status=incomplete', `status = 'incomplete'`],
      ['from=2023-04-01&to=2023-05-10', `completed_date BETWEEN '2023-04-01' AND '2023-05-10'`],
      ['maintenanceType=emergency&from=2023-01-01', `maintenance_type = 'emergency' AND completed_date >= '2023-01-01'`],
    ]) {
      const [{ n }] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM maintenance_history WHERE ${where}`);
      expect([query, (await admin.get(`/api/maintenance-history?${query}`).expect(200)).body.total]).toEqual([query, n]);
    }
  });

  it.each([
    ['maintenanceType=paint', 'maintenanceType', M.maintenanceType],
    ['status=done', 'status', 'Status must be completed or incomplete'],
    ['from=2024-02-30', 'from', M.from],
    ['hydrantId=1.5', 'hydrantId', M.hydrantIdNumber],
    ['pageSize=0', 'pageSize', M.pageSize(100)],
  ])('400 for the query %s', async (query, field, message) => {
    expect((await admin.get(`/api/maintenance-history?${query}`).expect(400)).body).toEqual(fieldError(field, message));
  });

  it('DELETE removes a record with its photos; 404 afterwards; demo 403; no session 401', async () => {
    const h = await hydrant();
    const s = (await admin.post('/api/maintenance').send({ hydrantId: h.id, scheduledDate: today(), description: 'x' })).body;
    const record = (
      await admin
        .patch(`/api/maintenance/${s.id}/complete`)
        .send({ status: 'completed', technicianName: 'A', workPerformed: 'x', photos: [dataUrl('image/png', PNG)] })
        .expect(200)
    ).body.record;
    const demo = await demoAgent(t.server);
    await demo.get('/api/maintenance-history').expect(200);
    await demo.get(`/api/hydrants/${h.id}/history`).expect(200);
    expect((await demo.delete(`/api/maintenance-history/${record.id}`).expect(403)).body.message).toBe(
      'Demo access is read-only',
    );
    await request(t.server).get('/api/maintenance-history').expect(401);
    await request(t.server).get(`/api/hydrants/${h.id}/history`).expect(401);
    await request(t.server).get(record.photos[0]).expect(401);

    await admin.delete(`/api/maintenance-history/${record.id}`).expect(204);
    expect((await admin.delete(`/api/maintenance-history/${record.id}`).expect(404)).body.message).toBe(M.recordNotFound);
    await admin.get(record.photos[0]).expect(404);
    expect((await admin.get(`/api/maintenance/${s.id}`).expect(200)).body.status).toBe('completed');
  });

  it('deleting a hydrant deletes its schedules, history, photos and alerts in one transaction', async () => {
    const h = await hydrant({ lastInspection: today(-500) });
    const s = (await admin.post('/api/maintenance').send({ hydrantId: h.id, scheduledDate: today(-2), description: 'x' })).body;
    await admin
      .patch(`/api/maintenance/${s.id}/complete`)
      .send({
        status: 'incomplete',
        technicianName: 'A',
        workPerformed: 'x',
        issuesFound: 'y',
        photos: [dataUrl('image/png', PNG)],
      })
      .expect(200);
    await admin
      .patch(`/api/hydrants/${h.id}`)
      .send({ status: 'out-of-service', outOfServiceReason: 'Broken valve stem' })
      .expect(200);
    const count = async () =>
      (
        await t.sql<Record<string, number>>(
          `SELECT (SELECT count(*) FROM maintenance_schedules WHERE hydrant_id = $1)::int AS schedules,
                  (SELECT count(*) FROM maintenance_history WHERE hydrant_id = $1)::int AS records,
                  (SELECT count(*) FROM maintenance_history_photos p JOIN maintenance_history r ON r.id = p.record_id
                    WHERE r.hydrant_id = $1)::int AS photos,
                  (SELECT count(*) FROM alerts WHERE hydrant_id = $1)::int AS alerts`,
          [h.id],
        )
      )[0];
    // Alerts: the overdue schedule's, the status change's, and the inspection overdue since creation.
    expect(await count()).toEqual({ schedules: 2, records: 1, photos: 1, alerts: 3 });
    const photoCount = (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM maintenance_history_photos'))[0].n;
    await admin.delete(`/api/hydrants/${h.id}`).expect(204);
    expect(await count()).toEqual({ schedules: 0, records: 0, photos: 0, alerts: 0 });
    expect((await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM maintenance_history_photos'))[0].n).toBe(photoCount - 1);
  });
});

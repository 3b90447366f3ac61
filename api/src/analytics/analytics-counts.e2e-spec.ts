import { Pool } from 'pg';
import request from 'supertest';
import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { dayFn } from '../../test/maintenance-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { AlertCheckService } from '../alerts/alert-check.service.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;
type Rows = Array<Record<string, unknown>>;

/**
 * Each kept count (sum of its deltas per key) beside a fresh recount of the tables it comes
 * from, as [kept, recounted], both sorted by key with zero keys left out.
 */
const PAIRS: Array<[string, string, string]> = [
  [
    'hydrants by area, status, class, inspected, integrity',
    `SELECT area, status, flow_class, inspected, bad_readings, blank_fields, sum(delta)::int AS n
       FROM hydrant_analytics_counts GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6`,
    `SELECT area, status,
            CASE WHEN flow_rate IS NULL THEN 'unknown' WHEN flow_rate >= 1500 THEN 'AA' WHEN flow_rate >= 1000 THEN 'A'
                 WHEN flow_rate >= 500 THEN 'B' ELSE 'C' END AS flow_class,
            last_inspection IS NOT NULL AS inspected,
            coalesce(pressure < 0 OR pressure > 400 OR flow_rate < 0 OR flow_rate > 20000, false) AS bad_readings,
            coalesce(btrim(hydrant_id) = '' OR btrim(address) = '' OR btrim(area) = '', false) AS blank_fields,
            count(*)::int AS n
       FROM hydrants GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`,
  ],
  [
    'inspections by day',
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(delta)::int AS n FROM inspection_day_counts GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1`,
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM (
       SELECT last_inspection AS day FROM hydrants WHERE last_inspection IS NOT NULL
       UNION ALL
       SELECT m.completed_date FROM maintenance_history m JOIN hydrants h ON h.id = m.hydrant_id
       WHERE m.maintenance_type = 'inspection' AND m.completed_date IS DISTINCT FROM h.last_inspection) d
     GROUP BY 1 ORDER BY 1`,
  ],
  [
    'history by day, type and status',
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, maintenance_type, status, sum(delta)::int AS n FROM history_day_counts
      GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3`,
    `SELECT to_char(completed_date, 'YYYY-MM-DD') AS day, maintenance_type, status, count(*)::int AS n FROM maintenance_history
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  ],
  [
    'schedules by day and status',
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, status, sum(delta)::int AS n FROM schedule_day_counts
      GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2`,
    `SELECT to_char(scheduled_date, 'YYYY-MM-DD') AS day, status, count(*)::int AS n FROM maintenance_schedules GROUP BY 1, 2 ORDER BY 1, 2`,
  ],
  [
    'open alerts by type and priority',
    `SELECT alert_type, priority, sum(delta)::int AS n FROM alert_open_counts GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2`,
    `SELECT alert_type, priority, count(*)::int AS n FROM alerts WHERE NOT acknowledged GROUP BY 1, 2 ORDER BY 1, 2`,
  ],
];

const upload = (agent: Agent, path: string, body: string) =>
  agent.post(path).set('Content-Type', 'application/octet-stream').send(Buffer.from(body));

describe('analytics counts kept by the database (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let day: (offset?: number) => string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    day = await dayFn(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Every kept count equals its recount; answers how many keys each holds (to see the writes did something). */
  async function expectKeptEqualsRecount(): Promise<number[]> {
    const sizes: number[] = [];
    for (const [name, kept, recount] of PAIRS) {
      const [keptRows, recounted] = [await t.sql<Rows[number]>(kept), await t.sql<Rows[number]>(recount)];
      expect({ name, rows: keptRows }).toEqual({ name, rows: recounted });
      sizes.push(recounted.length);
    }
    return sizes;
  }

  const hydrant = async (overrides: Record<string, unknown> = {}) =>
    (await admin.post('/api/hydrants').send(hydrantInput(overrides)).expect(201)).body as { id: number; hydrantId: string };

  it('stay equal to a recount through API writes, bulk inspection, work, alerts, import, deletes, raw SQL and TRUNCATE', async () => {
    expect(await expectKeptEqualsRecount()).toEqual([0, 0, 0, 0, 0]);
    const a = await hydrant({ area: 'North', flowRate: 1600, pressure: 70, lastInspection: day(-400) });
    const b = await hydrant({ area: 'North', status: 'maintenance', flowRate: 700 });
    const c = await hydrant({ area: 'South', status: 'out-of-service', flowRate: null, pressure: 20 });
    await expectKeptEqualsRecount();

    // status, class and reading changes; the last inspection moved by hand
    await admin.patch(`/api/hydrants/${b.id}`).send({ status: 'operational', flowRate: 1200 }).expect(200);
    await admin
      .patch(`/api/hydrants/${a.id}`)
      .send({ lastInspection: day(-10), area: 'East' })
      .expect(200);
    await expectKeptEqualsRecount();

    // bulk inspection: history records and last inspections in one transaction
    await admin
      .post('/api/hydrants/bulk-inspection')
      .send({ hydrantIds: [a.id, b.id, c.id], inspectionDate: day(-3), inspector: 'Pat Quinn', status: 'operational' })
      .expect(200);
    await expectKeptEqualsRecount();

    // inspection work completed through a schedule (record first, then the hydrant's last inspection)
    const s = (
      await admin
        .post('/api/maintenance')
        .send({ hydrantId: c.id, scheduledDate: day(-2), description: 'Inspect', maintenanceType: 'inspection' })
        .expect(201)
    ).body as { id: number };
    await admin
      .patch(`/api/maintenance/${s.id}/complete`)
      .send({ status: 'completed', technicianName: 'Sam Lee', workPerformed: 'Inspected', completedDate: day(-1) })
      .expect(200);
    const repair = (
      await admin
        .post('/api/maintenance')
        .send({ hydrantId: b.id, scheduledDate: day(1), description: 'Fix cap' })
        .expect(201)
    ).body as { id: number };
    await admin
      .patch(`/api/maintenance/${repair.id}/complete`)
      .send({ status: 'incomplete', technicianName: 'Sam Lee', workPerformed: 'Parts missing', issuesFound: 'Stem seized' })
      .expect(200);
    await expectKeptEqualsRecount();

    // alerts raised by the check, one acknowledged; a history record deleted
    await hydrant({ area: 'South', status: 'maintenance', lastInspection: day(-800) });
    await t.app.get(AlertCheckService).run();
    const open = (await admin.get('/api/alerts?acknowledged=false').expect(200)).body as { items: Array<{ id: number }> };
    expect(open.items.length).toBeGreaterThan(0);
    await admin.patch(`/api/alerts/${open.items[0].id}/acknowledge`).expect(200);
    const records = await t.sql<{ id: number }>(`SELECT id FROM maintenance_history WHERE hydrant_id = $1 ORDER BY id`, [c.id]);
    await admin.delete(`/api/maintenance-history/${records[0].id}`).expect(204);
    await expectKeptEqualsRecount();

    // CSV import: one update, two adds
    const csv = [
      'Hydrant ID,Address,Latitude,Longitude,Area,Status,Flow Rate (GPM),Last Inspection',
      `${a.hydrantId},1 Elm St,39.7,-104.9,West,maintenance,400,${day(-30)}`,
      `IMP-1,2 Elm St,39.71,-104.91,West,operational,2000,${day(-1)}`,
      'IMP-2,3 Elm St,39.72,-104.92,West,operational,,',
    ].join('\n');
    await upload(admin, '/api/data-transfer/hydrant-import?format=csv', csv).expect(200);
    await expectKeptEqualsRecount();

    // a hydrant deleted with history on its last-inspection day and on other days (cascade)
    await admin.delete(`/api/hydrants/${b.id}`).expect(204);
    await expectKeptEqualsRecount();

    // raw SQL: bulk statements in one transaction, records on the hydrants' own days, a rollback
    await t.sql(`BEGIN;
      INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, area, flow_rate, pressure, last_inspection)
      SELECT 'SQL-' || g, CASE WHEN g % 11 = 0 THEN ' ' ELSE g || ' Oak St' END, 39.7 + g * 0.001, -89.6 - g * 0.001, (ARRAY['operational','maintenance','out-of-service'])[1 + g % 3],
             'Area ' || (g % 4), (ARRAY[NULL, 300, 800, 1200, 1800, 25000])[1 + g % 6], CASE WHEN g % 5 = 0 THEN -1 ELSE 50 END,
             CASE WHEN g % 3 = 0 THEN NULL ELSE current_date - g % 40 END
      FROM generate_series(1, 120) g;
      INSERT INTO maintenance_history (hydrant_id, maintenance_type, completed_date, technician_name, work_performed, status)
      SELECT h.id, (ARRAY['inspection','repair','inspection','routine'])[1 + k], coalesce(h.last_inspection, current_date) - k * (h.id % 2),
             'Raw', 'Raw work', CASE WHEN k = 2 THEN 'incomplete' ELSE 'completed' END
      FROM hydrants h CROSS JOIN generate_series(0, 3) k WHERE h.hydrant_id LIKE 'SQL-%';
      UPDATE hydrants SET last_inspection = current_date - 1 - id % 3, status = 'operational' WHERE hydrant_id LIKE 'SQL-%' AND id % 4 = 0;
      UPDATE maintenance_history SET completed_date = completed_date - 1 WHERE id % 5 = 0;
      DELETE FROM hydrants WHERE hydrant_id LIKE 'SQL-%' AND id % 7 = 0;
      UPDATE alerts SET acknowledged = true, acknowledged_by = 'Raw', acknowledged_at = now() WHERE id % 2 = 0;
      INSERT INTO maintenance_schedules (hydrant_id, scheduled_date, description, status)
      SELECT id, current_date + id % 20 - 10, 'Raw', (ARRAY['scheduled','overdue','in-progress','completed','cancelled'])[1 + id % 5]
      FROM hydrants WHERE hydrant_id LIKE 'SQL-%';
      UPDATE maintenance_schedules SET status = 'overdue', scheduled_date = scheduled_date - 1 WHERE id % 3 = 0;
      DELETE FROM maintenance_schedules WHERE id % 7 = 0;
      COMMIT`);
    const sizes = await expectKeptEqualsRecount();
    expect(sizes.slice(0, 3).every((n) => n > 0)).toBe(true);
    await t.sql(`BEGIN; DELETE FROM maintenance_history WHERE id % 3 = 0; UPDATE hydrants SET area = 'Gone'; ROLLBACK`);
    await expectKeptEqualsRecount();

    // TRUNCATE of the history alone, then of everything
    await t.sql('TRUNCATE maintenance_history CASCADE');
    await expectKeptEqualsRecount();
    await t.sql('TRUNCATE hydrants CASCADE');
    expect(await expectKeptEqualsRecount()).toEqual([0, 0, 0, 0, 0]);
  });

  it('stay equal to a recount after a restore and under concurrent writers', async () => {
    const ids: number[] = [];
    for (const area of ['R1', 'R1', 'R2', 'R3']) ids.push((await hydrant({ area, lastInspection: day(-20) })).id);
    await admin
      .post('/api/hydrants/bulk-inspection')
      .send({ hydrantIds: ids.slice(0, 2), inspectionDate: day(-5), inspector: 'Pat Quinn', status: 'maintenance' })
      .expect(200);
    await t.app.get(AlertCheckService).run();
    const before = await expectKeptEqualsRecount();
    const backup = await admin
      .get('/api/data-transfer/backup')
      .buffer(true)
      .parse((res, callback) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => callback(null, text));
      })
      .expect(200);
    await admin.delete(`/api/hydrants/${ids[0]}`).expect(204);
    const restored = await upload(admin, '/api/data-transfer/restore', backup.body as string);
    expect([restored.status, restored.body.errors]).toEqual([200, undefined]);
    expect(await expectKeptEqualsRecount()).toEqual(before);

    // writers on the same hydrants at once: inspection records, last inspections moved, deletes
    const pool = new Pool({ connectionString: t.db.url, max: 6 });
    const shared = (await t.sql<{ id: number }>('SELECT id FROM hydrants ORDER BY id')).map((row) => row.id);
    try {
      await Promise.all(
        Array.from({ length: 6 }, async (_, worker) => {
          for (let round = 0; round < 5; round++) {
            const client = await pool.connect();
            try {
              await client.query('BEGIN');
              const target = shared[(worker + round) % shared.length];
              if (worker % 2 === 0) {
                await client.query(
                  `INSERT INTO maintenance_history (hydrant_id, maintenance_type, completed_date, technician_name, work_performed, status)
                   VALUES ($1, 'inspection', current_date - $2::int, 'W', 'Inspected', 'completed')`,
                  [target, round % 3],
                );
              } else {
                await client.query(`UPDATE hydrants SET last_inspection = current_date - $2::int WHERE id = $1`, [
                  target,
                  round % 3,
                ]);
                await client.query(`DELETE FROM maintenance_history WHERE hydrant_id = $1 AND id % 4 = $2`, [target, round % 4]);
              }
              await client.query(round % 4 === 3 ? 'ROLLBACK' : 'COMMIT');
            } finally {
              client.release();
            }
          }
        }),
      );
    } finally {
      await pool.end();
    }
    await expectKeptEqualsRecount();
    // the deltas fold: a handful of rows per key, not one per statement
    const [{ rows }] = await t.sql<{ rows: number }>('SELECT count(*)::int AS rows FROM inspection_day_counts');
    expect(rows).toBeLessThan(40);
    await request(t.server).get('/api/analytics').expect(401);
  });
});

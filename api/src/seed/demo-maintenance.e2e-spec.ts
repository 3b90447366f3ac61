import { DataSource } from 'typeorm';
import { adminAgent } from '../../test/hydrant-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';
import { buildDataSourceOptions, runMigrationsLocked } from '../database/data-source-options.js';
import { seedDemoData } from './demo-seed.js';

describe('demo seed: living maintenance (e2e)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(db.url, 4)).initialize();
    await runMigrationsLocked(dataSource);
    expect((await seedDemoData(dataSource)).status).toBe('seeded');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('has overdue, upcoming, in-progress and incomplete work, history with readings over time, open and acknowledged alerts', async () => {
    const t = await createTestApp({ db });
    try {
      const admin = await adminAgent(t.server);
      const dashboard = (await admin.get('/api/maintenance/dashboard').expect(200)).body;
      expect(dashboard.overdue).toBeGreaterThanOrEqual(5);
      expect(dashboard.upcoming).toBeGreaterThanOrEqual(5);
      expect(dashboard.inProgress).toBeGreaterThanOrEqual(3);
      expect(dashboard.incomplete).toBeGreaterThanOrEqual(1);
      expect(dashboard.overdueSchedules[0]).toMatchObject({ hydrantLabel: expect.stringMatching(/^H-/), overdue: true });

      const counters = (await admin.get('/api/alerts/counters').expect(200)).body;
      expect(counters.active).toBeGreaterThan(20);
      expect(counters.critical).toBeGreaterThan(0);
      expect(counters.maintenance).toBeGreaterThan(0);
      expect(counters.inspections).toBeGreaterThan(0);
      const acknowledged = (await admin.get('/api/alerts?acknowledged=true&pageSize=5').expect(200)).body;
      expect(acknowledged.total).toBeGreaterThan(3);
      expect(acknowledged.items[0].acknowledgedBy).toMatch(/^(Capt\. Rivera|Lt\. Harper|Chief Daniels)$/);

      const history = (await admin.get('/api/maintenance-history?maintenanceType=repair').expect(200)).body;
      expect(history.total).toBeGreaterThan(10);
      // A hydrant with several inspections over the years, newest first, the latest matching the hydrant row.
      const [{ id }] = await t.sql<{ id: number }>(
        `SELECT hydrant_id AS id FROM maintenance_history WHERE maintenance_type = 'inspection' AND pressure IS NOT NULL
         GROUP BY hydrant_id HAVING count(*) >= 3 ORDER BY hydrant_id LIMIT 1`,
      );
      const timeline = (await admin.get(`/api/hydrants/${id}/history?maintenanceType=inspection`).expect(200)).body;
      const hydrant = (await admin.get(`/api/hydrants/${id}`).expect(200)).body;
      expect(timeline.items[0]).toMatchObject({ completedDate: hydrant.lastInspection, pressure: hydrant.pressure });
      expect(new Set(timeline.items.map((r: { completedDate: string }) => r.completedDate)).size).toBe(timeline.items.length);

      // Consistent with the rules: the periodic check finds nothing more to raise.
      const { runAlertCheck } = await import('../alerts/alert-check.service.js');
      expect((await runAlertCheck(dataSource)).raised).toBe(0);
      // Completed schedules point at their records.
      const [links] = await t.sql<{ unlinked: number }>(
        `SELECT count(*)::int AS unlinked FROM maintenance_schedules s WHERE s.status IN ('completed', 'incomplete')
         AND NOT EXISTS (SELECT 1 FROM maintenance_history r WHERE r.schedule_id = s.id)`,
      );
      expect(links.unlinked).toBe(0);
    } finally {
      await t.close();
    }
  });
});

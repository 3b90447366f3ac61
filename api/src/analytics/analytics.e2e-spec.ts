import { insertAlert, insertHistory, insertHydrants, insertSchedule, clearRelatedTables } from '../../test/analytics-fixtures.js';
import request from 'supertest';
import { adminAgent, demoAgent } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

describe('GET /api/analytics (e2e)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('needs a session', async () => {
    await request(t.server).get('/api/analytics').expect(401);
  });

  it("an empty registry gives SPEC's zeros, compliance 100 and no risk areas", async () => {
    const res = await admin.get('/api/analytics').expect(200);
    const body = res.body;
    expect(body.hydrants).toEqual({ total: 0, operational: 0, maintenance: 0, outOfService: 0, inspected: 0, neverInspected: 0 });
    expect(body.cards).toEqual({
      operationalRate: 0,
      avgResponseTime: { minutes: null, previousMinutes: null, changePercent: null, acknowledgedCount: 0 },
      criticalAlerts: 0,
      maintenanceCompliance: 100,
    });
    expect(body.performance).toEqual({ inspectionEfficiency: 0, maintenanceTimeliness: 100, systemReliability: 0 });
    expect(body.riskAreas).toEqual([]);
    expect(body.operations).toEqual({
      completedThisMonth: 0,
      scheduledTasks: 0,
      overdueTasks: 0,
      activeAlerts: 0,
      criticalAlerts: 0,
      operationalHydrants: 0,
    });
    expect(body.systemHealth.database.status).toBe('ok');
    expect(body.systemHealth.integrity).toMatchObject({ status: 'ok', failing: 0 });
    expect(body.charts.monthly).toHaveLength(12);
    expect(
      body.charts.monthly.every(
        (m: { inspections: number; maintenanceCompleted: number }) => m.inspections === 0 && m.maintenanceCompleted === 0,
      ),
    ).toBe(true);
    const [{ month }] = await t.sql<{ month: string }>(`SELECT to_char(current_date, 'YYYY-MM') AS month`);
    expect(body.charts.monthly[11].month).toBe(month);
    expect(body.charts.byStatus).toEqual([
      { status: 'operational', count: 0 },
      { status: 'maintenance', count: 0 },
      { status: 'out-of-service', count: 0 },
    ]);
    expect(body.charts.byFlowClass.map((c: { count: number }) => c.count)).toEqual([0, 0, 0, 0, 0]);
    expect(body.charts.openAlertsByType.map((c: { count: number }) => c.count)).toEqual([0, 0, 0]);
  });

  describe('on a known data set', () => {
    let ids: Record<string, number>;

    beforeAll(async () => {
      ids = await insertHydrants(t, [
        { hydrantId: 'H-1', status: 'operational', flowRate: 1600, inspectedDaysAgo: 10, area: 'North' },
        { hydrantId: 'H-2', status: 'operational', flowRate: 1200, inspectedDaysAgo: 400, area: 'North' },
        { hydrantId: 'H-3', status: 'maintenance', flowRate: 700, inspectedDaysAgo: null, area: 'South' },
        { hydrantId: 'H-4', status: 'out-of-service', flowRate: 300, inspectedDaysAgo: 100, area: 'South' },
        { hydrantId: 'H-5', status: 'out-of-service', flowRate: null, inspectedDaysAgo: null, area: 'East' },
      ]);
    });

    it('hydrant figures: rates, metrics, risk areas, status and flow-class charts (maintenance figures zero without maintenance data)', async () => {
      const { body } = await admin.get('/api/analytics').expect(200);
      expect(body.hydrants).toEqual({
        total: 5,
        operational: 2,
        maintenance: 1,
        outOfService: 2,
        inspected: 3,
        neverInspected: 2,
      });
      expect(body.cards.operationalRate).toBe(40);
      expect(body.performance).toEqual({ inspectionEfficiency: 60, maintenanceTimeliness: 100, systemReliability: 60 });
      expect(body.riskAreas).toEqual([
        { area: 'South', nonOperational: 2, maintenance: 1, outOfService: 1, total: 2 },
        { area: 'East', nonOperational: 1, maintenance: 0, outOfService: 1, total: 1 },
      ]);
      expect(body.operations.operationalHydrants).toBe(2);
      expect(body.charts.byStatus.map((s: { count: number }) => s.count)).toEqual([2, 1, 2]);
      expect(body.charts.byFlowClass).toEqual([
        { flowClass: 'AA', count: 1 },
        { flowClass: 'A', count: 1 },
        { flowClass: 'B', count: 1 },
        { flowClass: 'C', count: 1 },
        { flowClass: 'unknown', count: 1 },
      ]);
      // Last inspections within the 12 months: 10 and 100 days ago (400 is older).
      const total = body.charts.monthly.reduce((sum: number, m: { inspections: number }) => sum + m.inspections, 0);
      expect(total).toBe(2);
    });

    it('maintenance and alert figures once those records exist', async () => {
      try {
        await insertSchedule(t, ids['H-1'], -3, 'scheduled'); // overdue
        await insertSchedule(t, ids['H-2'], 5, 'scheduled');
        await insertSchedule(t, ids['H-3'], -1, 'in-progress'); // open and late, not overdue (SPEC: status scheduled)
        await insertSchedule(t, ids['H-4'], -20, 'completed');
        await insertHistory(t, ids['H-1'], 5, 'routine');
        await insertHistory(t, ids['H-2'], 40, 'repair');
        await insertHistory(t, ids['H-3'], 3, 'repair', 'incomplete');
        await insertHistory(t, ids['H-1'], 10, 'inspection'); // the same inspection as H-1's lastInspection: counted once
        await insertHistory(t, ids['H-2'], 20, 'inspection');
        await insertAlert(t, { hydrantId: ids['H-1'], type: 'overdue_maintenance', priority: 'urgent' });
        await insertAlert(t, { hydrantId: ids['H-2'], type: 'overdue_inspection', priority: 'medium' });
        await insertAlert(t, { hydrantId: ids['H-4'], type: 'status_change', priority: 'high' });
        await insertAlert(t, {
          hydrantId: ids['H-3'],
          type: 'status_change',
          priority: 'medium',
          createdMinutesAgo: 60,
          ackMinutesAgo: 30,
        });
        const fortyDays = 40 * 24 * 60;
        await insertAlert(t, {
          hydrantId: ids['H-3'],
          type: 'status_change',
          priority: 'medium',
          createdMinutesAgo: fortyDays + 60,
          ackMinutesAgo: fortyDays,
        });
        await insertAlert(t, {
          hydrantId: ids['H-5'],
          type: 'status_change',
          priority: 'high',
          createdMinutesAgo: 600,
          ackMinutesAgo: 1,
          ackBy: 'System',
        });
        await t.sql(
          `INSERT INTO app_settings (name, value) VALUES ('alert_check_last_run', $1) ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
          [new Date().toISOString()],
        );

        const { body } = await admin.get('/api/analytics').expect(200);
        expect(body.cards).toEqual({
          operationalRate: 40,
          avgResponseTime: { minutes: 30, previousMinutes: 60, changePercent: -50, acknowledgedCount: 1 },
          criticalAlerts: 2,
          maintenanceCompliance: 75,
        });
        expect(body.performance.maintenanceTimeliness).toBe(33.3);
        expect(body.operations).toEqual({
          completedThisMonth: 3,
          scheduledTasks: 2,
          overdueTasks: 1,
          activeAlerts: 3,
          criticalAlerts: 2,
          operationalHydrants: 2,
        });
        expect(body.charts.openAlertsByType).toEqual([
          { alertType: 'overdue_maintenance', count: 1 },
          { alertType: 'overdue_inspection', count: 1 },
          { alertType: 'status_change', count: 1 },
        ]);
        const sum = (key: string) => body.charts.monthly.reduce((s: number, m: Record<string, number>) => s + m[key], 0);
        expect(sum('inspections')).toBe(3);
        expect(sum('maintenanceCompleted')).toBe(2);
        expect(body.systemHealth.alertCheck.status).toBe('ok');
      } finally {
        await t.sql('DELETE FROM app_settings WHERE name = $1', ['alert_check_last_run']);
        await clearRelatedTables(t);
      }
    });

    it('integrity checks count hydrants with impossible values', async () => {
      await t.sql(`UPDATE hydrants SET last_inspection = current_date + 3 WHERE hydrant_id = 'H-3'`);
      const { body } = await admin.get('/api/analytics').expect(200);
      expect(body.systemHealth.integrity.status).toBe('attention');
      expect(body.systemHealth.integrity.failing).toBe(1);
      await t.sql(`UPDATE hydrants SET last_inspection = NULL WHERE hydrant_id = 'H-3'`);
    });

    it('a demo session may read it', async () => {
      const demo = await demoAgent(t.server);
      const { body } = await demo.get('/api/analytics').expect(200);
      expect(body.hydrants.total).toBe(5);
    });
  });
});

import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../test/test-app.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';
import { buildDataSourceOptions, runMigrationsLocked } from '../database/data-source-options.js';
import { seedDemoData } from './demo-seed.js';
import { buildResourcesDemo } from './resources-demo-data.js';

const TODAY = new Date('2026-06-01T12:00:00Z');

describe('the demo roster and equipment', () => {
  const data = buildResourcesDemo(TODAY);

  it('is the same every time', () => {
    expect(buildResourcesDemo(TODAY)).toEqual(data);
  });

  it('has about 60 people on three platoons with ranks, zones 1-5, unique badges and certifications', () => {
    expect(data.personnel.length).toBeGreaterThanOrEqual(55);
    expect(data.personnel.length).toBeLessThanOrEqual(65);
    for (const platoon of ['A', 'B', 'C']) {
      expect(data.personnel.filter((p) => p.platoon === platoon).length).toBeGreaterThanOrEqual(15);
    }
    expect(new Set(data.personnel.map((p) => p.badge)).size).toBe(data.personnel.length);
    const ranks = data.personnel.map((p) => p.rank.toLowerCase());
    for (const word of ['chief', 'captain', 'lieutenant', 'sergeant', 'firefighter']) {
      expect(ranks.some((rank) => rank.includes(word))).toBe(true);
    }
    expect(new Set(data.personnel.map((p) => p.assigned_zone))).toEqual(
      new Set([null, 'Zone 1', 'Zone 2', 'Zone 3', 'Zone 4', 'Zone 5']),
    );
    expect(new Set(data.personnel.map((p) => p.status))).toEqual(new Set(['active', 'off-duty', 'training', 'on-call']));
    const expiries = data.personnel.flatMap((p) => p.certifications.map((c) => c.expiresOn)).filter(Boolean) as string[];
    const today = '2026-06-01';
    expect(expiries.filter((d) => d < today).length).toBeGreaterThanOrEqual(2);
    expect(expiries.filter((d) => d >= today && d <= '2026-07-31').length).toBeGreaterThanOrEqual(4);
  });

  it('has equipment of every type, some due for service, with service logs', () => {
    const types = new Set(data.equipment.map((e) => e.type));
    for (const type of ['pump', 'camera', 'scba', 'ladder', 'hose', 'safety', 'radio']) expect(types.has(type)).toBe(true);
    expect(new Set(data.equipment.map((e) => e.serial_number)).size).toBe(data.equipment.length);
    const overdue = data.equipment.filter((e) => e.next_maintenance < '2026-06-01');
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    expect(data.equipment.filter((e) => e.services.length > 0).length).toBeGreaterThan(20);
    expect(new Set(data.equipment.map((e) => e.status))).toEqual(new Set(['operational', 'maintenance', 'out-of-service']));
  });
});

describe('loading the demo roster and equipment (e2e)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(db.url, 4)).initialize();
    await runMigrationsLocked(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('loads with the demo data; the API serves the roster, the equipment and a 24/48 calendar with short-staffed days', async () => {
    const data = buildResourcesDemo(TODAY);
    expect(await seedDemoData(dataSource, { today: TODAY })).toMatchObject({ status: 'seeded' });
    const t = await createTestApp({ db });
    try {
      const demo = request.agent(t.server);
      await demo.post('/api/auth/demo').expect(200);
      const people = await demo.get('/api/personnel/stats').expect(200);
      expect(people.body.total).toBe(data.personnel.length);
      const equipment = await demo.get('/api/equipment/stats').expect(200);
      expect(equipment.body.total).toBe(data.equipment.length);
      expect(equipment.body.serviceOverdue).toBeGreaterThan(0);
      const log = await demo.get('/api/equipment?type=scba&pageSize=1').expect(200);
      const services = await demo.get(`/api/equipment/${log.body.items[0].id}/services`).expect(200);
      expect(services.body.total).toBeGreaterThan(0);
      const settings = await demo.get('/api/department-settings').expect(200);
      expect(settings.body).toMatchObject({ rotationPattern: '24/48', platoonADate: '2026-01-01', minimumStaffing: 20 });
      const month = await demo.get('/api/calendar/month?month=2026-06').expect(200);
      const days = month.body.days as Array<{ platoonOnDuty: string; belowMinimum: boolean; onDuty: number }>;
      expect(days.filter((d) => d.platoonOnDuty === 'C').every((d) => d.belowMinimum)).toBe(true);
      expect(days.filter((d) => d.platoonOnDuty === 'A').every((d) => !d.belowMinimum && d.onDuty >= 20)).toBe(true);
    } finally {
      await t.app.close();
    }
  });
});

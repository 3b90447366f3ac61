import request from 'supertest';
import { adminAgent, demoAgent } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { EQUIPMENT_MESSAGES as M } from './equipment.constants.js';

type Agent = ReturnType<typeof request.agent>;

let serial = 0;
function item(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    name: `SCBA Pack ${serial}`,
    type: 'scba',
    serialNumber: `SN-${String(serial).padStart(5, '0')}`,
    location: 'Station 1, Engine 1',
    assignedTo: 'Engine Company 1',
    nextMaintenance: '2030-06-30',
    purchaseDate: '2024-06-30',
    warranty: '5 years',
    ...overrides,
  };
}

describe('equipment (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let demo: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    demo = await demoAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    await t.sql('DELETE FROM equipment');
  });

  it('adds an item with every field, defaults and the standard interval of its type', async () => {
    const res = await admin
      .post('/api/equipment')
      .send(item({ name: 'SCBA Pack A', notes: 'Spare cylinder' }))
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'SCBA Pack A',
      type: 'scba',
      serialNumber: expect.stringMatching(/^SN-/),
      location: 'Station 1, Engine 1',
      status: 'operational',
      assignedTo: 'Engine Company 1',
      nextMaintenance: '2030-06-30',
      purchaseDate: '2024-06-30',
      warranty: '5 years',
      notes: 'Spare cylinder',
      serviceIntervalMonths: 12,
      serviceOverdue: false,
      lastService: null,
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const camera = await admin
      .post('/api/equipment')
      .send(item({ type: 'camera' }))
      .expect(201);
    expect(camera.body.serviceIntervalMonths).toBeNull();
    const custom = await admin
      .post('/api/equipment')
      .send(item({ type: 'Hose', serviceIntervalMonths: 6 }))
      .expect(201);
    expect(custom.body.serviceIntervalMonths).toBe(6);
    const std = await admin
      .post('/api/equipment')
      .send(item({ type: 'Ladder' }))
      .expect(201);
    expect(std.body.serviceIntervalMonths).toBe(12);
    const none = await admin
      .post('/api/equipment')
      .send(item({ type: 'pump', serviceIntervalMonths: null }))
      .expect(201);
    expect(none.body.serviceIntervalMonths).toBeNull();
  });

  it.each([
    ['name', M.nameRequired],
    ['type', M.typeRequired],
    ['serialNumber', M.serialNumberRequired],
    ['location', M.locationRequired],
    ['assignedTo', M.assignedToRequired],
    ['nextMaintenance', M.nextMaintenanceRequired],
    ['purchaseDate', M.purchaseDateRequired],
    ['warranty', M.warrantyRequired],
  ])('refuses a missing or empty %s with its SPEC message', async (field, message) => {
    for (const value of [undefined, '', '   ']) {
      const body = item({ [field]: value });
      if (value === undefined) delete body[field];
      const res = await admin.post('/api/equipment').send(body).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    }
  });

  it('refuses a bad status, dates, interval and notes with field messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ status: 'broken' }, 'status', M.status],
      [{ nextMaintenance: '2026-02-30' }, 'nextMaintenance', M.nextMaintenanceDate],
      [{ purchaseDate: 'yesterday' }, 'purchaseDate', M.purchaseDateDate],
      [{ serviceIntervalMonths: 0 }, 'serviceIntervalMonths', M.serviceInterval],
      [{ serviceIntervalMonths: 1.5 }, 'serviceIntervalMonths', M.serviceInterval],
      [{ notes: 5 }, 'notes', M.notesText],
      [{ name: 'x'.repeat(201) }, 'name', M.nameText],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await admin.post('/api/equipment').send(item(overrides)).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    }
    const unknown = await admin
      .post('/api/equipment')
      .send(item({ colour: 'red' }))
      .expect(400);
    expect(unknown.body.message).toContain('property colour should not exist');
  });

  it('refuses a duplicate serial number (any letter case) with 409, on add and on edit', async () => {
    await admin
      .post('/api/equipment')
      .send(item({ serialNumber: 'ABC-1' }))
      .expect(201);
    const dup = await admin
      .post('/api/equipment')
      .send(item({ serialNumber: 'abc-1' }))
      .expect(409);
    expect(dup.body).toEqual({ statusCode: 409, message: 'Serial number already exists', error: 'Conflict' });
    const other = await admin
      .post('/api/equipment')
      .send(item({ serialNumber: 'ABC-2' }))
      .expect(201);
    const edit = await admin.patch(`/api/equipment/${other.body.id}`).send({ serialNumber: 'ABC-1' }).expect(409);
    expect(edit.body.message).toBe('Serial number already exists');
  });

  it('reads, edits (with versions) and deletes an item; 404 for a missing id', async () => {
    const { body } = await admin.post('/api/equipment').send(item()).expect(201);
    const read = await admin.get(`/api/equipment/${body.id}`).expect(200);
    expect(read.headers.etag).toBe('"1"');
    const edited = await admin
      .patch(`/api/equipment/${body.id}`)
      .set('If-Match', '"1"')
      .send({ status: 'maintenance', notes: '', location: 'Station 2' })
      .expect(200);
    expect(edited.body).toMatchObject({ status: 'maintenance', notes: null, location: 'Station 2', version: 2 });
    const stale = await admin.patch(`/api/equipment/${body.id}`).send({ name: 'X', version: 1 }).expect(409);
    expect(stale.body).toMatchObject({ message: M.changedBySomeoneElse, currentVersion: 2 });
    const emptied = await admin.patch(`/api/equipment/${body.id}`).send({ name: '' }).expect(400);
    expect(emptied.body.errors).toEqual({ name: M.nameRequired });
    await admin.delete(`/api/equipment/${body.id}`).set('If-Match', '"1"').expect(409);
    await admin.delete(`/api/equipment/${body.id}`).expect(204);
    for (const path of [`/api/equipment/${body.id}`, '/api/equipment/99999', '/api/equipment/abc']) {
      const res = await admin.get(path).expect(404);
      expect(res.body.message).toBe(M.notFound);
    }
    await admin.patch(`/api/equipment/${body.id}`).send({ name: 'Y' }).expect(404);
    await admin.delete(`/api/equipment/${body.id}`).expect(404);
  });

  it('pages, searches (name, serial, location), filters by status, type and service overdue, and counts', async () => {
    await admin
      .post('/api/equipment')
      .send(item({ name: 'Thermal Camera', type: 'camera', serialNumber: 'CAM-9' }))
      .expect(201);
    await admin
      .post('/api/equipment')
      .send(item({ name: 'Portable Pump', type: 'pump', location: 'Tanker 3' }))
      .expect(201);
    await admin
      .post('/api/equipment')
      .send(item({ name: 'Old Ladder', type: 'ladder', status: 'out-of-service', nextMaintenance: '2020-01-01' }))
      .expect(201);
    await admin
      .post('/api/equipment')
      .send(item({ name: 'Hose 50', type: 'hose', status: 'maintenance' }))
      .expect(201);

    const all = await admin.get('/api/equipment?pageSize=2').expect(200);
    expect(all.body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(all.body.items.map((e: { name: string }) => e.name)).toEqual(['Hose 50', 'Old Ladder']);
    const page2 = await admin.get('/api/equipment?pageSize=2&page=2').expect(200);
    expect(page2.body.items.map((e: { name: string }) => e.name)).toEqual(['Portable Pump', 'Thermal Camera']);

    const names = async (query: string): Promise<string[]> =>
      (await admin.get(`/api/equipment?${query}`).expect(200)).body.items.map((e: { name: string }) => e.name);
    expect(await names('search=thermal')).toEqual(['Thermal Camera']);
    expect(await names('search=cam-9')).toEqual(['Thermal Camera']);
    expect(await names('search=tanker')).toEqual(['Portable Pump']);
    expect(await names('search=100%25')).toEqual([]);
    expect(await names('status=maintenance')).toEqual(['Hose 50']);
    expect(await names('type=ladder')).toEqual(['Old Ladder']);
    expect(await names('serviceOverdue=true')).toEqual(['Old Ladder']);
    expect(await names('serviceOverdue=false&type=hose')).toEqual(['Hose 50']);
    expect(await names('sort=nextMaintenance&pageSize=1')).toEqual(['Old Ladder']);

    const stats = await admin.get('/api/equipment/stats').expect(200);
    expect(stats.body).toEqual({ total: 4, operational: 2, maintenance: 1, outOfService: 1, serviceOverdue: 1 });
    const facets = await admin.get('/api/equipment/facets').expect(200);
    expect(facets.body).toEqual({ types: ['camera', 'hose', 'ladder', 'pump'] });
    const intervals = await admin.get('/api/equipment/service-intervals').expect(200);
    expect(intervals.body).toContainEqual({ type: 'scba', months: 12, standard: 'NFPA 1852 flow test' });

    for (const [query, field, message] of [
      ['status=lost', 'status', M.status],
      ['serviceOverdue=yes', 'serviceOverdue', M.serviceOverdueFilter],
      ['pageSize=101', 'pageSize', M.pageSize(100)],
      ['page=0', 'page', M.page],
      ['sort=price', 'sort', M.sort],
    ]) {
      const res = await admin.get(`/api/equipment?${query}`).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    }
  });

  it('records services: a pass moves nextMaintenance on by the interval, a fail does not, newest first in the log', async () => {
    const { body } = await admin
      .post('/api/equipment')
      .send(item({ type: 'scba', nextMaintenance: '2025-03-01' }))
      .expect(201);
    const pass = await admin
      .post(`/api/equipment/${body.id}/services`)
      .send({ serviceDate: '2025-02-20', performedBy: 'Lt. M. Chen', kind: 'service-test', result: 'pass', cost: 125.5 })
      .expect(201);
    expect(pass.body.service).toEqual({
      id: expect.any(Number),
      equipmentId: body.id,
      serviceDate: '2025-02-20',
      performedBy: 'Lt. M. Chen',
      kind: 'service-test',
      result: 'pass',
      notes: null,
      cost: 125.5,
      createdAt: expect.any(String),
    });
    expect(pass.body.equipment).toMatchObject({
      nextMaintenance: '2026-02-20',
      version: 2,
      lastService: { serviceDate: '2025-02-20', result: 'pass' },
    });

    const fail = await admin
      .post(`/api/equipment/${body.id}/services`)
      .send({ serviceDate: '2025-08-01', performedBy: 'FF J. Doe', kind: 'inspection', result: 'fail', notes: 'Leaking valve' })
      .expect(201);
    expect(fail.body.equipment).toMatchObject({ nextMaintenance: '2026-02-20', lastService: { result: 'fail' } });

    // A late entry for an older service never moves the date back.
    const old = await admin
      .post(`/api/equipment/${body.id}/services`)
      .send({ serviceDate: '2024-01-31', performedBy: 'FF J. Doe', kind: 'repair', result: 'pass' })
      .expect(201);
    expect(old.body.equipment.nextMaintenance).toBe('2026-02-20');

    // End of month: 31 January + 1 month is the last day of February (leap year).
    const monthly = await admin
      .post('/api/equipment')
      .send(item({ type: 'safety', serviceIntervalMonths: 1, nextMaintenance: '2024-01-01' }))
      .expect(201);
    const leap = await admin
      .post(`/api/equipment/${monthly.body.id}/services`)
      .send({ serviceDate: '2024-01-31', performedBy: 'A', kind: 'other', result: 'pass' })
      .expect(201);
    expect(leap.body.equipment.nextMaintenance).toBe('2024-02-29');

    // No interval: the date stays.
    const camera = await admin
      .post('/api/equipment')
      .send(item({ type: 'camera', nextMaintenance: '2025-01-01' }))
      .expect(201);
    const none = await admin
      .post(`/api/equipment/${camera.body.id}/services`)
      .send({ serviceDate: '2025-02-01', performedBy: 'A', kind: 'inspection', result: 'pass' })
      .expect(201);
    expect(none.body.equipment.nextMaintenance).toBe('2025-01-01');

    const log = await admin.get(`/api/equipment/${body.id}/services`).expect(200);
    expect(log.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(log.body.items.map((s: { serviceDate: string }) => s.serviceDate)).toEqual(['2025-08-01', '2025-02-20', '2024-01-31']);
    const paged = await admin.get(`/api/equipment/${body.id}/services?pageSize=1&page=2`).expect(200);
    expect(paged.body.items.map((s: { serviceDate: string }) => s.serviceDate)).toEqual(['2025-02-20']);

    // Deleting the item deletes its log.
    await admin.delete(`/api/equipment/${body.id}`).expect(204);
    expect(await t.sql('SELECT id FROM equipment_services WHERE equipment_id = $1', [body.id])).toEqual([]);
  });

  it('refuses bad service entries with field messages, and 404 for a missing item', async () => {
    const { body } = await admin.post('/api/equipment').send(item()).expect(201);
    const valid = { serviceDate: '2025-02-20', performedBy: 'A', kind: 'inspection', result: 'pass' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ serviceDate: undefined }, 'serviceDate', M.serviceDateRequired],
      [{ serviceDate: '2025-13-01' }, 'serviceDate', M.serviceDate],
      [{ performedBy: ' ' }, 'performedBy', M.performedByRequired],
      [{ kind: 'wash' }, 'kind', M.kind],
      [{ result: 'ok' }, 'result', M.result],
      [{ cost: -1 }, 'cost', M.cost],
      [{ cost: 1.234 }, 'cost', M.cost],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await admin
        .post(`/api/equipment/${body.id}/services`)
        .send({ ...valid, ...overrides })
        .expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    }
    const future = await admin
      .post(`/api/equipment/${body.id}/services`)
      .send({ ...valid, serviceDate: '2999-01-01' })
      .expect(400);
    expect(future.body.errors).toEqual({ serviceDate: M.serviceDateFuture });
    await admin.post('/api/equipment/999999/services').send(valid).expect(404);
    await admin.get('/api/equipment/999999/services').expect(404);
  });

  it('needs a session (401) and refuses every demo write (403) while demo reads work', async () => {
    const { body } = await admin.post('/api/equipment').send(item()).expect(201);
    for (const path of ['/api/equipment', '/api/equipment/stats', '/api/equipment/facets', `/api/equipment/${body.id}`]) {
      await request(t.server).get(path).expect(401);
      await demo.get(path).expect(200);
    }
    const writes = [
      demo.post('/api/equipment').send(item()),
      demo.patch(`/api/equipment/${body.id}`).send({ name: 'Z' }),
      demo.delete(`/api/equipment/${body.id}`),
      demo
        .post(`/api/equipment/${body.id}/services`)
        .send({ serviceDate: '2025-01-01', performedBy: 'A', kind: 'other', result: 'pass' }),
    ];
    for (const write of writes) {
      const res = await write.expect(403);
      expect(res.body.message).toBe('Demo access is read-only');
    }
    expect((await admin.get(`/api/equipment/${body.id}`).expect(200)).body.version).toBe(1);
  });
});

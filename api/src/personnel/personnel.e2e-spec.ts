import request from 'supertest';
import { adminAgent, demoAgent } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { PERSONNEL_MESSAGES as M } from './personnel.constants.js';

type Agent = ReturnType<typeof request.agent>;

let badge = 0;
function person(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  badge += 1;
  return { name: `Person ${badge}`, rank: 'Firefighter', badge: `FD-${badge}`, department: 'Station 1', ...overrides };
}

/** A date `days` from the database's today. */
async function fromToday(t: TestApp, days: number): Promise<string> {
  const [row] = await t.sql<{ day: string }>(`SELECT to_char(CURRENT_DATE + $1::int, 'YYYY-MM-DD') AS day`, [days]);
  return row.day;
}

describe('personnel (e2e)', () => {
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
    await t.sql('DELETE FROM personnel');
  });

  it('adds a person with every field; unassigned is null; certifications a trimmed list', async () => {
    const res = await admin
      .post('/api/personnel')
      .send({
        name: 'Maria Chen',
        rank: 'Lieutenant',
        badge: 'FD-1042',
        department: 'Station 1',
        status: 'on-call',
        phoneNumber: '(217) 555-0142',
        email: 'm.chen@springfield-fd.example',
        certifications: [' EMT-B ', 'Hazmat Ops', '', 'emt-b'],
        assignedZone: 'Zone 3',
        platoon: 'B',
        shiftStart: '07:00',
        shiftEnd: '19:00',
        shiftStartDate: '2026-01-01',
        shiftEndDate: '2026-12-31',
        notes: 'Driver',
      })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Maria Chen',
      rank: 'Lieutenant',
      badge: 'FD-1042',
      department: 'Station 1',
      status: 'on-call',
      phoneNumber: '(217) 555-0142',
      email: 'm.chen@springfield-fd.example',
      certifications: ['EMT-B', 'Hazmat Ops'],
      certificationDetails: [
        { name: 'EMT-B', expiresOn: null, expiry: 'none' },
        { name: 'Hazmat Ops', expiresOn: null, expiry: 'none' },
      ],
      assignedZone: 'Zone 3',
      platoon: 'B',
      shiftStart: '07:00',
      shiftEnd: '19:00',
      shiftStartDate: '2026-01-01',
      shiftEndDate: '2026-12-31',
      notes: 'Driver',
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const minimal = await admin
      .post('/api/personnel')
      .send(person({ email: '', assignedZone: 'unassigned' }))
      .expect(201);
    expect(minimal.body).toMatchObject({
      status: 'active',
      email: null,
      phoneNumber: null,
      certifications: [],
      certificationDetails: [],
      assignedZone: null,
      platoon: null,
      shiftStart: null,
      shiftStartDate: null,
    });
    const nullZone = await admin
      .post('/api/personnel')
      .send(person({ assignedZone: null }))
      .expect(201);
    expect(nullZone.body.assignedZone).toBeNull();
  });

  it.each([
    ['name', M.nameRequired],
    ['rank', M.rankRequired],
    ['badge', M.badgeRequired],
    ['department', M.departmentRequired],
  ])('refuses a missing or empty %s with its SPEC message', async (field, message) => {
    for (const value of [undefined, '', '  ', null]) {
      const body = person({ [field]: value });
      if (value === undefined) delete body[field];
      const res = await admin.post('/api/personnel').send(body).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    }
  });

  it('refuses bad optional fields with field messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'not-an-email' }, 'email', M.email],
      [{ email: 'a@b' }, 'email', M.email],
      [{ status: 'retired' }, 'status', M.status],
      [{ assignedZone: 'Zone 6' }, 'assignedZone', M.assignedZone],
      [{ platoon: 'D' }, 'platoon', M.platoon],
      [{ shiftStart: '25:00' }, 'shiftStart', M.shiftStart],
      [{ shiftEnd: '7pm' }, 'shiftEnd', M.shiftEnd],
      [{ shiftStartDate: '2026-02-30' }, 'shiftStartDate', M.shiftStartDate],
      [{ shiftEndDate: 'soon' }, 'shiftEndDate', M.shiftEndDate],
      [{ shiftStartDate: '2026-05-02', shiftEndDate: '2026-05-01' }, 'shiftEndDate', M.shiftDatesOrder],
      [{ certifications: 'EMT-B, CPR' }, 'certifications', M.certifications],
      [{ certifications: [5] }, 'certifications', M.certifications],
      [{ certifications: ['x'.repeat(101)] }, 'certifications', M.certifications],
      [{ certificationDetails: [{ name: 'EMT', expiresOn: '2026-13-01' }] }, 'certificationDetails', M.certificationDetails],
      [{ certificationDetails: [{ name: '' }] }, 'certificationDetails', M.certificationDetails],
      [{ certificationDetails: [{ name: 'EMT', level: 2 }] }, 'certificationDetails', M.certificationDetails],
      [{ certificationDetails: [], certifications: [] }, 'certificationDetails', M.certificationsBoth],
      [{ phoneNumber: 'x'.repeat(51) }, 'phoneNumber', M.phoneNumber],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await admin.post('/api/personnel').send(person(overrides)).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    }
  });

  it('refuses a duplicate badge number (any letter case) with 409 on add and edit', async () => {
    await admin
      .post('/api/personnel')
      .send(person({ badge: 'FD-7' }))
      .expect(201);
    const dup = await admin
      .post('/api/personnel')
      .send(person({ badge: 'fd-7' }))
      .expect(409);
    expect(dup.body).toEqual({ statusCode: 409, message: 'Badge number already exists', error: 'Conflict' });
    const other = await admin.post('/api/personnel').send(person()).expect(201);
    await admin.patch(`/api/personnel/${other.body.id}`).send({ badge: 'FD-7' }).expect(409);
  });

  it('keeps certification expiry dates, marks expired and expiring (60 days), and a plain list keeps known dates', async () => {
    const past = await fromToday(t, -1);
    const soon = await fromToday(t, 60);
    const later = await fromToday(t, 61);
    const { body } = await admin
      .post('/api/personnel')
      .send(
        person({
          certificationDetails: [
            { name: 'EMT-B', expiresOn: past },
            { name: 'Hazmat Ops', expiresOn: soon },
            { name: 'Driver', expiresOn: later },
            { name: 'CPR' },
          ],
        }),
      )
      .expect(201);
    expect(body.certifications).toEqual(['EMT-B', 'Hazmat Ops', 'Driver', 'CPR']);
    expect(body.certificationDetails.map((c: { expiry: string }) => c.expiry)).toEqual(['expired', 'expiring', 'valid', 'none']);

    // The SPEC form sends the comma-separated names only: known names keep their dates.
    const edited = await admin
      .patch(`/api/personnel/${body.id}`)
      .send({ certifications: ['Driver', 'hazmat ops', 'Rope Rescue'] })
      .expect(200);
    expect(edited.body.certificationDetails).toEqual([
      { name: 'Driver', expiresOn: later, expiry: 'valid' },
      { name: 'hazmat ops', expiresOn: soon, expiry: 'expiring' },
      { name: 'Rope Rescue', expiresOn: null, expiry: 'none' },
    ]);
    const stats = await admin.get('/api/personnel/stats').expect(200);
    expect(stats.body).toMatchObject({ withExpiredCertifications: 0, withExpiringCertifications: 1 });
  });

  it('reads, edits with versions (null clears, no shift dates needed) and deletes; 404 for missing ids', async () => {
    const { body } = await admin
      .post('/api/personnel')
      .send(person({ assignedZone: 'Zone 1', shiftStartDate: '2026-01-01', shiftEndDate: '2026-06-30' }))
      .expect(201);
    const read = await admin.get(`/api/personnel/${body.id}`).expect(200);
    expect(read.headers.etag).toBe('"1"');
    const edited = await admin
      .patch(`/api/personnel/${body.id}`)
      .send({ assignedZone: 'unassigned', status: 'training', email: '', version: 1 })
      .expect(200);
    expect(edited.body).toMatchObject({
      assignedZone: null,
      status: 'training',
      email: null,
      shiftStartDate: '2026-01-01',
      version: 2,
    });
    const stale = await admin.patch(`/api/personnel/${body.id}`).set('If-Match', '"1"').send({ rank: 'Captain' }).expect(409);
    expect(stale.body).toMatchObject({ message: M.changedBySomeoneElse, currentVersion: 2 });
    // The end date before the stored start date: 400 on the field.
    const order = await admin.patch(`/api/personnel/${body.id}`).send({ shiftEndDate: '2025-12-31' }).expect(400);
    expect(order.body.errors).toEqual({ shiftEndDate: M.shiftDatesOrder });
    await admin.delete(`/api/personnel/${body.id}`).expect(204);
    for (const path of [`/api/personnel/${body.id}`, '/api/personnel/0', '/api/personnel/1e3']) {
      const res = await admin.get(path).expect(404);
      expect(res.body.message).toBe(M.notFound);
    }
    await admin.patch(`/api/personnel/${body.id}`).send({ rank: 'X' }).expect(404);
    await admin.delete(`/api/personnel/${body.id}`).expect(404);
  });

  it('pages, searches name/badge/rank, filters status, department, zone, platoon; counters and facets', async () => {
    await admin
      .post('/api/personnel')
      .send(person({ name: 'Ann Chief', rank: 'Chief', badge: 'C-1', department: 'HQ' }))
      .expect(201);
    await admin
      .post('/api/personnel')
      .send(person({ name: 'Bob Cap', rank: 'Captain', status: 'off-duty', assignedZone: 'Zone 2', platoon: 'A' }))
      .expect(201);
    await admin
      .post('/api/personnel')
      .send(person({ name: 'Cy Lt', rank: 'Lieutenant', status: 'training', assignedZone: 'Zone 2', platoon: 'B' }))
      .expect(201);
    await admin
      .post('/api/personnel')
      .send(person({ name: 'Di FF', badge: 'X-99', status: 'on-call', assignedZone: 'Zone 5' }))
      .expect(201);

    const names = async (query: string): Promise<string[]> =>
      (await admin.get(`/api/personnel?${query}`).expect(200)).body.items.map((p: { name: string }) => p.name);
    expect(await names('')).toEqual(['Ann Chief', 'Bob Cap', 'Cy Lt', 'Di FF']);
    expect(await names('pageSize=2&page=2')).toEqual(['Cy Lt', 'Di FF']);
    expect(await names('search=ann')).toEqual(['Ann Chief']);
    expect(await names('search=x-99')).toEqual(['Di FF']);
    expect(await names('search=captain')).toEqual(['Bob Cap']);
    expect(await names('status=training')).toEqual(['Cy Lt']);
    expect(await names('department=HQ')).toEqual(['Ann Chief']);
    expect(await names('zone=Zone%202')).toEqual(['Bob Cap', 'Cy Lt']);
    expect(await names('zone=unassigned')).toEqual(['Ann Chief']);
    expect(await names('platoon=B')).toEqual(['Cy Lt']);
    expect(await names('platoon=none')).toEqual(['Ann Chief', 'Di FF']);
    const page = await admin.get('/api/personnel?status=active').expect(200);
    expect(page.body).toMatchObject({ total: 1, page: 1, pageSize: 25 });

    const stats = await admin.get('/api/personnel/stats').expect(200);
    expect(stats.body).toEqual({
      total: 4,
      active: 1,
      offDuty: 1,
      training: 1,
      onCall: 1,
      withExpiredCertifications: 0,
      withExpiringCertifications: 0,
    });
    const facets = await admin.get('/api/personnel/facets').expect(200);
    expect(facets.body).toEqual({ departments: ['HQ', 'Station 1'], zones: ['Zone 2', 'Zone 5'], hasUnassigned: true });

    for (const [query, field, message] of [
      ['status=retired', 'status', M.status],
      ['zone=Zone%209', 'zone', M.zoneFilter],
      ['platoon=Z', 'platoon', M.platoonFilter],
      ['pageSize=0', 'pageSize', M.pageSize(100)],
    ]) {
      const res = await admin.get(`/api/personnel?${query}`).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    }
  });

  it('needs a session (401) and refuses demo writes (403) while demo reads work', async () => {
    const { body } = await admin.post('/api/personnel').send(person()).expect(201);
    for (const path of ['/api/personnel', '/api/personnel/stats', '/api/personnel/facets', `/api/personnel/${body.id}`]) {
      await request(t.server).get(path).expect(401);
      await demo.get(path).expect(200);
    }
    for (const write of [
      demo.post('/api/personnel').send(person()),
      demo.patch(`/api/personnel/${body.id}`).send({ rank: 'Chief' }),
      demo.delete(`/api/personnel/${body.id}`),
    ]) {
      expect((await write.expect(403)).body.message).toBe('Demo access is read-only');
    }
  });
});

import request from 'supertest';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';

const NUL = '\u0000';
const points = [
  [39.8, -89.65],
  [39.8, -89.6],
  [39.75, -89.6],
];

describe('ordinary bad values get 400 with the field message (e2e)', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof adminAgent>>;
  let id: number;
  let zoneId: number;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await adminAgent(t.server);
    id = (await agent.post('/api/hydrants').send(hydrantInput()).expect(201)).body.id;
    zoneId = (await agent.post('/api/zones').send({ name: 'Z', color: 'red', coordinates: points }).expect(201)).body.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  const snapshot = async () => [
    await t.sql('SELECT * FROM hydrants ORDER BY id'),
    await t.sql('SELECT * FROM zones ORDER BY id'),
  ];

  it.each(['hydrantId', 'address', 'area', 'inspector', 'notes'])('a NUL in hydrant %s', async (field) => {
    const before = await snapshot();
    const message = `${field === 'hydrantId' ? 'Hydrant ID' : field[0].toUpperCase() + field.slice(1)} must not contain control characters`;
    const created = await agent.post('/api/hydrants').send(hydrantInput({ [field]: `a${NUL}b` }));
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual({ [field]: message });
    const patched = await agent.patch(`/api/hydrants/${id}`).send({ [field]: `${NUL}` });
    expect(patched.status).toBe(400);
    expect(patched.body.errors).toEqual({ [field]: message });
    expect(await snapshot()).toEqual(before);
  });

  it('a NUL in bulk inspection, zone and login text', async () => {
    const before = await snapshot();
    const bulk = await agent
      .post('/api/hydrants/bulk-inspection')
      .send({ hydrantIds: [id], inspectionDate: '2025-01-01', inspector: `x${NUL}` });
    expect(bulk.status).toBe(400);
    expect(bulk.body.errors).toEqual({ inspector: 'Inspector must not contain control characters' });
    const zone = await agent
      .post('/api/zones')
      .send({ name: `Z${NUL}`, color: 'red', coordinates: points, description: NUL, assignedPersonnel: [`A${NUL}`] });
    expect(zone.status).toBe(400);
    expect(zone.body.errors).toEqual({
      name: 'Name must not contain control characters',
      description: 'Description must not contain control characters',
      assignedPersonnel: 'Assigned personnel must not contain control characters',
    });
    const login = await request(t.server)
      .post('/api/auth/login')
      .send({ username: `admin${NUL}`, password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.errors).toEqual({ username: 'Username must not contain control characters' });
    expect(await snapshot()).toEqual(before);
    expect(await t.sql('SELECT * FROM login_failures')).toEqual([]);
  });

  it.each([
    '/api/hydrants?search=%00',
    '/api/hydrants/map-points?search=%00',
    '/api/hydrants/nearby?lat=39.8&lng=-89.6&search=%00',
    '/api/hydrants/export.csv?search=%00',
    '/api/hydrants/nearby/export.csv?lat=39.8&lng=-89.6&search=%00',
  ])('search=%%00: %s answers 400 (the CSV exports closed the connection)', async (url) => {
    const res = await agent.get(url);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ search: 'Search must not contain control characters' });
  });

  it('a coordinate of 5e-324 (or any size below 1e-9 but 0)', async () => {
    const before = await snapshot();
    for (const value of [5e-324, -1e-300, 1e-10]) {
      const lat = await agent.post('/api/hydrants').send(hydrantInput({ latitude: value }));
      expect(lat.status).toBe(400);
      expect(lat.body.errors).toEqual({ latitude: 'Latitude must be 0 or at least 0.000000001 away from 0' });
      const lng = await agent.patch(`/api/hydrants/${id}`).send({ longitude: value });
      expect(lng.status).toBe(400);
      expect(lng.body.errors).toEqual({ longitude: 'Longitude must be 0 or at least 0.000000001 away from 0' });
      const zone = await agent.patch(`/api/zones/${zoneId}`).send({
        coordinates: [
          [value, 1],
          [1, 1],
          [1, 2],
        ],
      });
      expect(zone.status).toBe(400);
      expect(zone.body.errors).toEqual({ coordinates: 'Latitude must be 0 or at least 0.000000001 away from 0' });
      const near = await agent.get(`/api/hydrants/nearby?lat=${value}&lng=1`);
      expect(near.status).toBe(400);
      expect(near.body.errors).toEqual({ lat: 'Latitude must be 0 or at least 0.000000001 away from 0' });
    }
    expect(await snapshot()).toEqual(before);
    // 0 and 1e-9 are positions.
    await agent
      .post('/api/hydrants')
      .send(hydrantInput({ latitude: 0, longitude: 1e-9 }))
      .expect(201);
  });

  it('the date 0000-01-01', async () => {
    const before = await snapshot();
    const created = await agent.post('/api/hydrants').send(hydrantInput({ lastInspection: '0000-01-01' }));
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual({ lastInspection: 'Last inspection must be a date (YYYY-MM-DD)' });
    const bulk = await agent
      .post('/api/hydrants/bulk-inspection')
      .send({ hydrantIds: [id], inspectionDate: '0000-01-01', inspector: 'A' });
    expect(bulk.status).toBe(400);
    expect(bulk.body.errors).toEqual({ inspectionDate: 'Inspection date must be a date (YYYY-MM-DD)' });
    expect(await snapshot()).toEqual(before);
    await agent.patch(`/api/hydrants/${id}`).send({ lastInspection: '0001-01-01' }).expect(200);
  });
});

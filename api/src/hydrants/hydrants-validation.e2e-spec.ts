import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

/** 400 body with exactly these field messages. */
const invalid = (errors: Record<string, string>) => ({
  statusCode: 400,
  message: expect.arrayContaining([...new Set(Object.values(errors))]),
  error: 'Bad Request',
  errors,
});

describe('hydrant validation messages (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let existingId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    existingId = (await admin.post('/api/hydrants').send(hydrantInput()).expect(201)).body.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  const post = (body: Record<string, unknown>) => admin.post('/api/hydrants').send(body);

  it('requires hydrantId, address, latitude, longitude and area (SPEC §5 texts)', async () => {
    const res = await post({}).expect(400);
    expect(res.body).toEqual(
      invalid({
        hydrantId: 'Hydrant ID is required',
        address: 'Address is required',
        latitude: 'Latitude is required',
        longitude: 'Longitude is required',
        area: 'Area is required',
      }),
    );
    const blank = await post(hydrantInput({ hydrantId: '   ', address: '', area: ' ', latitude: null, longitude: null })).expect(
      400,
    );
    expect(blank.body.errors).toEqual({
      hydrantId: 'Hydrant ID is required',
      address: 'Address is required',
      area: 'Area is required',
      latitude: 'Latitude is required',
      longitude: 'Longitude is required',
    });
  });

  it.each([
    ['latitude', 90.0001, 'Latitude must be between -90 and 90'],
    ['latitude', -91, 'Latitude must be between -90 and 90'],
    ['latitude', '39.5', 'Latitude must be between -90 and 90'],
    ['longitude', 180.5, 'Longitude must be between -180 and 180'],
    ['longitude', -181, 'Longitude must be between -180 and 180'],
    ['status', 'broken', 'Status must be operational, maintenance or out-of-service'],
    ['pressure', 12.5, 'Pressure must be a whole number of PSI (0 or more)'],
    ['pressure', -1, 'Pressure must be a whole number of PSI (0 or more)'],
    ['pressure', '40', 'Pressure must be a whole number of PSI (0 or more)'],
    ['flowRate', 99.9, 'Flow rate must be a whole number of GPM (0 or more)'],
    ['flowRate', -5, 'Flow rate must be a whole number of GPM (0 or more)'],
    ['lastInspection', '2025-02-30', 'Last inspection must be a date (YYYY-MM-DD)'],
    ['lastInspection', '03/14/2025', 'Last inspection must be a date (YYYY-MM-DD)'],
    ['lastInspection', '2025-03-14T10:00:00Z', 'Last inspection must be a date (YYYY-MM-DD)'],
    ['checklist', ['Cap Present', 'Shiny'], 'Checklist items must be from the inspection checklist'],
    ['checklist', 'Cap Present', 'Checklist items must be from the inspection checklist'],
    ['hydrantId', 'H'.repeat(51), 'Hydrant ID must be at most 50 characters'],
    ['inspector', 42, 'Inspector must be text of at most 200 characters'],
  ])('%s = %p -> %p', async (field, value, message) => {
    const res = await post(hydrantInput({ [field]: value })).expect(400);
    expect(res.body).toEqual(invalid({ [field]: message }));
  });

  it('accepts the range limits and whole numbers of 0', async () => {
    const res = await post(hydrantInput({ latitude: -90, longitude: 180, pressure: 0, flowRate: 0 })).expect(201);
    expect(res.body).toMatchObject({ latitude: -90, longitude: 180, pressure: 0, flowRate: 0, flowClass: 'C' });
    await post(hydrantInput({ latitude: 90, longitude: -180, lastInspection: '2024-02-29' })).expect(201);
  });

  it('rejects unknown fields', async () => {
    const res = await post(hydrantInput({ colour: 'red' })).expect(400);
    expect(res.body.errors).toEqual({ colour: 'property colour should not exist' });
  });

  it('PATCH: fields may be left out but not emptied, with the same messages', async () => {
    const res = await admin
      .patch(`/api/hydrants/${existingId}`)
      .send({ hydrantId: '', address: null, area: '  ', latitude: null, longitude: 500, status: 'gone', pressure: 1.5 })
      .expect(400);
    expect(res.body).toEqual(
      invalid({
        hydrantId: 'Hydrant ID is required',
        address: 'Address is required',
        area: 'Area is required',
        latitude: 'Latitude is required',
        longitude: 'Longitude must be between -180 and 180',
        status: 'Status must be operational, maintenance or out-of-service',
        pressure: 'Pressure must be a whole number of PSI (0 or more)',
      }),
    );
    await admin.patch(`/api/hydrants/${existingId}`).send({}).expect(400);
  });

  describe('bulk inspection', () => {
    const bulk = (body: Record<string, unknown>) => admin.post('/api/hydrants/bulk-inspection').send(body);

    it('requires at least one hydrant, an inspection date and an inspector', async () => {
      const res = await bulk({}).expect(400);
      expect(res.body).toEqual(
        invalid({
          hydrantIds: 'Select at least one hydrant',
          inspectionDate: 'Inspection date is required',
          inspector: 'Inspector name is required',
        }),
      );
      const empty = await bulk({ hydrantIds: [], inspectionDate: '', inspector: '  ' }).expect(400);
      expect(empty.body.errors).toEqual({
        hydrantIds: 'Select at least one hydrant',
        inspectionDate: 'Inspection date is required',
        inspector: 'Inspector name is required',
      });
    });

    it('checks the optional fields with the hydrant messages', async () => {
      const res = await bulk({
        hydrantIds: [existingId, 'x'],
        inspectionDate: '2025-13-01',
        inspector: 'Sam',
        status: 'nope',
        pressure: -2,
        flowRate: 'lots',
        checklist: ['Rusty'],
      }).expect(400);
      expect(res.body.errors).toEqual({
        hydrantIds: 'Hydrant ids must be whole numbers',
        inspectionDate: 'Inspection date must be a date (YYYY-MM-DD)',
        status: 'Status must be operational, maintenance or out-of-service',
        pressure: 'Pressure must be a whole number of PSI (0 or more)',
        flowRate: 'Flow rate must be a whole number of GPM (0 or more)',
        checklist: 'Checklist items must be from the inspection checklist',
      });
    });

    it('takes at most 10,000 hydrants', async () => {
      const ids = Array.from({ length: 10_001 }, (_, i) => i + 1);
      const res = await bulk({ hydrantIds: ids, inspectionDate: '2025-01-01', inspector: 'Sam' }).expect(400);
      expect(res.body.errors).toEqual({ hydrantIds: 'At most 10,000 hydrants per bulk inspection' });
    });
  });

  describe('query parameters', () => {
    it.each([
      ['/api/hydrants', { status: 'all' }, 'status', 'Status must be operational, maintenance or out-of-service'],
      ['/api/hydrants', { page: 0 }, 'page', 'Page must be a whole number from 1'],
      ['/api/hydrants', { page: 'x' }, 'page', 'Page must be a whole number from 1'],
      ['/api/hydrants', { pageSize: 101 }, 'pageSize', 'Page size must be between 1 and 100'],
      ['/api/hydrants', { pageSize: 0 }, 'pageSize', 'Page size must be between 1 and 100'],
      ['/api/hydrants/map-points', { status: 'x' }, 'status', 'Status must be operational, maintenance or out-of-service'],
      ['/api/hydrants/export.csv', { status: 'x' }, 'status', 'Status must be operational, maintenance or out-of-service'],
      ['/api/hydrants/nearby', { lat: 40, lng: -105, pageSize: 1001 }, 'pageSize', 'Page size must be between 1 and 1000'],
    ])('%s %p -> %s: %p', async (path, query, field, message) => {
      const res = await admin.get(path).query(query).expect(400);
      expect(res.body).toEqual(invalid({ [field]: message }));
    });

    it('an unknown query parameter is rejected', async () => {
      const res = await admin.get('/api/hydrants').query({ sort: 'address' }).expect(400);
      expect(res.body.errors).toEqual({ sort: 'property sort should not exist' });
    });
  });
});

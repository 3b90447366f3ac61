import request from 'supertest';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';

function cookieOf(res: request.Response): string {
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('hydrant.sid='))!
    .split(';')[0];
}

/** A square around downtown Springfield, IL: [lat, lng] corners. */
const SQUARE: [number, number][] = [
  [39.81, -89.66],
  [39.81, -89.64],
  [39.79, -89.64],
  [39.79, -89.66],
];

const NO_HYDRANTS = { operational: 0, maintenance: 0, outOfService: 0, total: 0 };

describe('zones (e2e)', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = cookieOf(
      await request(t.server)
        .post('/api/auth/login')
        .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
        .expect(200),
    );
    demo = cookieOf(await request(t.server).post('/api/auth/demo').expect(200));
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    await t.sql('DELETE FROM zones');
    await t.sql('DELETE FROM hydrants');
  });

  const create = (body: object, cookie = admin) => request(t.server).post('/api/zones').set('Cookie', cookie).send(body);

  async function addHydrant(hydrantId: string, lat: number, lng: number, status: string): Promise<void> {
    await t.sql(
      `INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, area) VALUES ($1, 'Somewhere', $2, $3, $4, 'Test')`,
      [hydrantId, lat, lng, status],
    );
  }

  it('creates a zone and answers it with its fields, no hydrants and timestamps', async () => {
    const res = await create({
      name: 'Zone 1',
      color: 'red',
      description: 'Station 1 first due',
      coordinates: SQUARE,
      assignedPersonnel: ['Capt. R. Alvarez', 'Lt. M. Chen'],
    }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Zone 1',
      color: 'red',
      description: 'Station 1 first due',
      coordinates: SQUARE,
      assignedPersonnel: ['Capt. R. Alvarez', 'Lt. M. Chen'],
      hydrantCounts: NO_HYDRANTS,
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('defaults description to null and personnel to none', async () => {
    const res = await create({ name: 'Zone 2', color: 'teal', coordinates: SQUARE.slice(0, 3) }).expect(201);
    expect(res.body).toMatchObject({ description: null, assignedPersonnel: [], coordinates: SQUARE.slice(0, 3) });
  });

  it('counts the hydrants inside the outline by status, and none outside', async () => {
    await addHydrant('H-IN-1', 39.8, -89.65, 'operational');
    await addHydrant('H-IN-2', 39.805, -89.645, 'operational');
    await addHydrant('H-IN-3', 39.795, -89.655, 'maintenance');
    await addHydrant('H-IN-4', 39.801, -89.641, 'out-of-service');
    await addHydrant('H-OUT-1', 39.82, -89.65, 'operational'); // north of the square
    await addHydrant('H-OUT-2', 39.8, -89.63, 'out-of-service'); // east of it
    // A triangle: the bounding box would hold (39.809, -89.641) but the outline does not.
    const triangle: [number, number][] = [
      [39.81, -89.66],
      [39.79, -89.66],
      [39.79, -89.64],
    ];
    await addHydrant('H-BOX-ONLY', 39.809, -89.641, 'maintenance');

    const square = (await create({ name: 'Square', color: 'blue', coordinates: SQUARE }).expect(201)).body;
    expect(square.hydrantCounts).toEqual({ operational: 2, maintenance: 2, outOfService: 1, total: 5 });
    const tri = (await create({ name: 'Triangle', color: 'green', coordinates: triangle }).expect(201)).body;
    expect(tri.hydrantCounts).toEqual({ operational: 1, maintenance: 1, outOfService: 0, total: 2 });

    const list = await request(t.server).get('/api/zones').set('Cookie', admin).expect(200);
    expect(list.body.map((zone: { name: string; hydrantCounts: object }) => [zone.name, zone.hydrantCounts])).toEqual([
      ['Square', { operational: 2, maintenance: 2, outOfService: 1, total: 5 }],
      ['Triangle', { operational: 1, maintenance: 1, outOfService: 0, total: 2 }],
    ]);

    // Counts follow the registry: a hydrant that changes status or moves is counted anew.
    await t.sql(`UPDATE hydrants SET status = 'operational' WHERE hydrant_id = 'H-IN-3'`);
    await t.sql(`UPDATE hydrants SET latitude = 39.7, longitude = -89.7 WHERE hydrant_id = 'H-IN-1'`);
    const again = await request(t.server).get(`/api/zones/${square.id}`).set('Cookie', admin).expect(200);
    expect(again.body.hydrantCounts).toEqual({ operational: 2, maintenance: 1, outOfService: 1, total: 4 });
  });

  it('lists zones in creation order and gets one by id', async () => {
    const a = (await create({ name: 'A', color: 'red', coordinates: SQUARE }).expect(201)).body;
    const b = (await create({ name: 'B', color: 'pink', coordinates: SQUARE }).expect(201)).body;
    const list = await request(t.server).get('/api/zones').set('Cookie', admin).expect(200);
    expect(list.body.map((zone: { id: number }) => zone.id)).toEqual([a.id, b.id]);
    const one = await request(t.server).get(`/api/zones/${b.id}`).set('Cookie', admin).expect(200);
    expect(one.body).toEqual(b);
  });

  it('updates only the fields sent, and the outline moves the counts with it', async () => {
    await addHydrant('H-1', 39.8, -89.65, 'operational');
    const zone = (
      await create({ name: 'Zone 1', color: 'red', description: 'first', coordinates: SQUARE, assignedPersonnel: ['A'] }).expect(
        201,
      )
    ).body;
    expect(zone.hydrantCounts.total).toBe(1);

    const renamed = await request(t.server)
      .patch(`/api/zones/${zone.id}`)
      .set('Cookie', admin)
      .send({ name: 'Capitol', color: 'purple' })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Capitol', color: 'purple', description: 'first', assignedPersonnel: ['A'] });
    expect(new Date(renamed.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(zone.updatedAt).getTime());

    const elsewhere: [number, number][] = [
      [40.0, -90.0],
      [40.0, -89.9],
      [39.9, -89.9],
    ];
    const moved = await request(t.server)
      .patch(`/api/zones/${zone.id}`)
      .set('Cookie', admin)
      .send({ coordinates: elsewhere, description: null, assignedPersonnel: [] })
      .expect(200);
    expect(moved.body).toMatchObject({
      name: 'Capitol',
      description: null,
      coordinates: elsewhere,
      assignedPersonnel: [],
      hydrantCounts: NO_HYDRANTS,
    });
  });

  it('keeps zones across an app restart (persisted in PostgreSQL)', async () => {
    const zone = (await create({ name: 'Kept', color: 'yellow', coordinates: SQUARE }).expect(201)).body;
    const second = await createTestApp({ db: t.db });
    try {
      const cookie = cookieOf(
        await request(second.server)
          .post('/api/auth/login')
          .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
          .expect(200),
      );
      const res = await request(second.server).get(`/api/zones/${zone.id}`).set('Cookie', cookie).expect(200);
      expect(res.body).toEqual(zone);
    } finally {
      await second.app.close();
    }
  });

  it('deletes a zone (204), after which it is 404', async () => {
    const zone = (await create({ name: 'Gone', color: 'orange', coordinates: SQUARE }).expect(201)).body;
    await request(t.server).delete(`/api/zones/${zone.id}`).set('Cookie', admin).expect(204);
    const res = await request(t.server).get(`/api/zones/${zone.id}`).set('Cookie', admin).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Zone not found', error: 'Not Found' });
    expect((await request(t.server).get('/api/zones').set('Cookie', admin).expect(200)).body).toEqual([]);
  });

  it("answers 404 'Zone not found' for unknown or malformed ids on every route", async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      for (const [method, body] of [
        ['get', undefined],
        ['patch', { name: 'x' }],
        ['delete', undefined],
      ] as const) {
        const req = request(t.server)[method](`/api/zones/${id}`).set('Cookie', admin);
        const res = await (body ? req.send(body) : req).expect(404);
        expect(res.body.message).toBe('Zone not found');
      }
    }
  });

  describe('validation (400, one message per field)', () => {
    const valid = { name: 'Zone 1', color: 'red', coordinates: SQUARE };

    it.each([
      ['name missing', { ...valid, name: undefined }, 'name', 'Zone name is required'],
      ['name empty', { ...valid, name: '' }, 'name', 'Zone name is required'],
      ['name not text', { ...valid, name: 12 }, 'name', 'Zone name is required'],
      ['name too long', { ...valid, name: 'x'.repeat(101) }, 'name', 'Zone name must be at most 100 characters'],
      [
        'color missing',
        { ...valid, color: undefined },
        'color',
        'Color must be one of red, blue, green, yellow, purple, orange, pink, teal',
      ],
      [
        'color unknown',
        { ...valid, color: 'black' },
        'color',
        'Color must be one of red, blue, green, yellow, purple, orange, pink, teal',
      ],
      ['coordinates missing', { ...valid, coordinates: undefined }, 'coordinates', 'A zone needs at least 3 points'],
      ['two points', { ...valid, coordinates: SQUARE.slice(0, 2) }, 'coordinates', 'A zone needs at least 3 points'],
      ['not a list', { ...valid, coordinates: 'square' }, 'coordinates', 'A zone needs at least 3 points'],
      [
        'a point is not a pair',
        { ...valid, coordinates: [...SQUARE.slice(0, 2), [39.8]] },
        'coordinates',
        'Each point must be a [latitude, longitude] pair of numbers',
      ],
      [
        'a point holds text',
        { ...valid, coordinates: [...SQUARE.slice(0, 2), ['39.8', '-89.6']] },
        'coordinates',
        'Each point must be a [latitude, longitude] pair of numbers',
      ],
      [
        'latitude out of range',
        { ...valid, coordinates: [...SQUARE.slice(0, 2), [91, -89.6]] },
        'coordinates',
        'Latitude must be between -90 and 90',
      ],
      [
        'longitude out of range',
        { ...valid, coordinates: [...SQUARE.slice(0, 2), [39.8, -181]] },
        'coordinates',
        'Longitude must be between -180 and 180',
      ],
      [
        'description not text',
        { ...valid, description: 5 },
        'description',
        'Description must be text of at most 2000 characters',
      ],
      [
        'description too long',
        { ...valid, description: 'x'.repeat(2001) },
        'description',
        'Description must be text of at most 2000 characters',
      ],
      [
        'personnel not a list',
        { ...valid, assignedPersonnel: 'Capt. R. Alvarez' },
        'assignedPersonnel',
        'Assigned personnel must be a list of names (each at most 200 characters)',
      ],
      [
        'personnel holds a number',
        { ...valid, assignedPersonnel: ['A', 7] },
        'assignedPersonnel',
        'Assigned personnel must be a list of names (each at most 200 characters)',
      ],
    ])('create: %s', async (_case, body, field, message) => {
      const res = await create(body).expect(400);
      expect(res.body.errors[field]).toBe(message);
      expect(res.body.message).toContain(message);
    });

    it('create: reports every bad field at once and rejects unknown fields', async () => {
      const res = await create({ color: 'black', coordinates: [], shape: 'round' }).expect(400);
      expect(res.body.errors).toMatchObject({
        name: 'Zone name is required',
        color: 'Color must be one of red, blue, green, yellow, purple, orange, pink, teal',
        coordinates: 'A zone needs at least 3 points',
        shape: 'property shape should not exist',
      });
    });

    it('update: a field sent must be valid (edit needs a name and a colour)', async () => {
      const zone = (await create(valid).expect(201)).body;
      const patch = (body: object) =>
        request(t.server).patch(`/api/zones/${zone.id}`).set('Cookie', admin).send(body).expect(400);
      expect((await patch({ name: '' })).body.errors).toEqual({ name: 'Zone name is required' });
      expect((await patch({ name: null })).body.errors).toEqual({ name: 'Zone name is required' });
      expect((await patch({ color: null })).body.errors).toEqual({
        color: 'Color must be one of red, blue, green, yellow, purple, orange, pink, teal',
      });
      expect((await patch({ coordinates: [[1, 2]] })).body.errors).toEqual({ coordinates: 'A zone needs at least 3 points' });
      expect((await patch({ id: 5 })).body.errors).toEqual({ id: 'property id should not exist' });
      const unchanged = await request(t.server).get(`/api/zones/${zone.id}`).set('Cookie', admin).expect(200);
      expect(unchanged.body).toEqual(zone);
    });
  });

  describe('access', () => {
    it('answers 401 without a session on every route', async () => {
      await request(t.server).get('/api/zones').expect(401);
      await request(t.server).get('/api/zones/1').expect(401);
      await request(t.server).post('/api/zones').send({ name: 'x', color: 'red', coordinates: SQUARE }).expect(401);
      await request(t.server).patch('/api/zones/1').send({ name: 'x' }).expect(401);
      await request(t.server).delete('/api/zones/1').expect(401);
    });

    it("lets a demo user read zones but answers 403 'Demo access is read-only' to every write", async () => {
      const zone = (await create({ name: 'Visible', color: 'red', coordinates: SQUARE }).expect(201)).body;
      expect((await request(t.server).get('/api/zones').set('Cookie', demo).expect(200)).body).toHaveLength(1);
      await request(t.server).get(`/api/zones/${zone.id}`).set('Cookie', demo).expect(200);

      const writes = [
        create({ name: 'Nope', color: 'red', coordinates: SQUARE }, demo),
        request(t.server).patch(`/api/zones/${zone.id}`).set('Cookie', demo).send({ name: 'Nope' }),
        request(t.server).delete(`/api/zones/${zone.id}`).set('Cookie', demo),
      ];
      for (const write of writes) {
        const res = await write.expect(403);
        expect(res.body.message).toBe('Demo access is read-only');
      }
      const after = await request(t.server).get('/api/zones').set('Cookie', admin).expect(200);
      expect(after.body).toEqual([zone]);
    });
  });
});

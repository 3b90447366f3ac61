import request from 'supertest';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { adminAgent, demoAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { SESSION_COOKIE_NAME } from '../session/session.constants.js';

const hasSessionCookie = (res: request.Response): boolean =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).some((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));

describe('request bodies (e2e)', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof adminAgent>>;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('bounded work per request (before validation)', () => {
    it('a 1 MB login body with 100,000 unknown keys gets one short 400, and /api/health is answered meanwhile', async () => {
      const keys: Record<string, number> = {};
      for (let i = 0; i < 100_000; i += 1) keys[`k${i}`] = 1;
      const body = JSON.stringify(keys);
      expect(body.length).toBeGreaterThan(1_000_000);
      const [big, health] = await Promise.all([
        request(t.server).post('/api/auth/login').set('Content-Type', 'application/json').send(body),
        request(t.server).get('/api/health'),
      ]);
      expect(health.status).toBe(200);
      expect(big.status).toBe(400);
      expect(big.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: ['Request body has too many fields (at most 1,000)'],
        errors: {},
      });
      expect(big.text.length).toBeLessThan(500);
    });

    it('the same on every write route, with or without a session', async () => {
      const keys = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]));
      for (const [method, path] of [
        ['post', '/api/hydrants'],
        ['patch', '/api/hydrants/1'],
        ['post', '/api/hydrants/bulk-inspection'],
        ['post', '/api/zones'],
        ['patch', '/api/zones/1'],
        ['post', '/api/auth/demo'],
      ] as const) {
        const res = await agent[method](path).send(keys);
        expect({ path, status: res.status, message: res.body.message }).toEqual({
          path,
          status: 400,
          message: ['Request body has too many fields (at most 1,000)'],
        });
      }
    });

    it('JSON nested 10,000 levels deep is a 400, not a crash', async () => {
      const deep = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;
      const res = await agent.post('/api/hydrants').set('Content-Type', 'application/json').send(`{"notes":${deep}}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(['Request body is nested too deeply (at most 32 levels)']);
    });

    it('a list of more than 20,000 items is a 400; a bulk inspection of 10,001 still gets its own message', async () => {
      const long = await agent
        .post('/api/hydrants/bulk-inspection')
        .send({ hydrantIds: Array.from({ length: 20_001 }, () => 1) });
      expect(long.status).toBe(400);
      expect(long.body.message).toEqual(['A list in the request body is too long (at most 20,000 items)']);
      const bulk = await agent
        .post('/api/hydrants/bulk-inspection')
        .send({ hydrantIds: Array.from({ length: 10_001 }, (_, i) => i + 1), inspectionDate: '2025-01-01', inspector: 'A' });
      expect(bulk.status).toBe(400);
      expect(bulk.body.errors).toEqual({ hydrantIds: 'At most 10,000 hydrants per bulk inspection' });
    });

    it('names at most 5 unknown fields and counts the rest', async () => {
      const extra = Object.fromEntries(Array.from({ length: 900 }, (_, i) => [`x${i}`, 1]));
      const res = await request(t.server)
        .post('/api/auth/login')
        .send({ username: 'a', password: 'b', ...extra });
      expect(res.status).toBe(400);
      expect(res.body.message).toHaveLength(6);
      expect(res.body.message[5]).toBe('and 895 more properties that should not exist');
      expect(Object.keys(res.body.errors)).toHaveLength(5);
    });
  });

  describe('prototype keys', () => {
    it.each(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'])(
      'a %s key is refused with 400 at any depth, and nothing is saved',
      async (key) => {
        const before = await t.sql('SELECT count(*)::int AS n FROM hydrants');
        const top = JSON.stringify(hydrantInput()).replace(/^\{/, `{"${key}":{"isAdmin":true},`);
        const res = await agent.post('/api/hydrants').set('Content-Type', 'application/json').send(top);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ [key]: `property ${key} should not exist` });
        const zone = `{"name":"Z","color":"red","coordinates":[[1,1],[1,2],[2,2]],"assignedPersonnel":[],"x":{"${key}":1}}`;
        const nested = await agent.post('/api/zones').set('Content-Type', 'application/json').send(zone);
        expect(nested.status).toBe(400);
        expect(nested.body.errors).toEqual(expect.objectContaining({ [`x.${key}`]: `property ${key} should not exist` }));
        const login = await request(t.server)
          .post('/api/auth/login')
          .set('Content-Type', 'application/json')
          .send(`{"username":"admin","password":"x","${key}":1}`);
        expect(login.status).toBe(400);
        expect(await t.sql('SELECT count(*)::int AS n FROM hydrants')).toEqual(before);
        expect(await t.sql('SELECT count(*)::int AS n FROM zones')).toEqual([{ n: 0 }]);
      },
    );
  });

  // fast-check's string generators favour these names; the generated bad-input suite sends them as extra fields.
  it.each(['apply', 'arguments', 'bind', 'call', 'caller', 'length', 'key', 'ref', 'isPrototypeOf', 'toLocaleString'])(
    'an unknown field named %s is refused with 400, and nothing is saved',
    async (key) => {
      const before = await t.sql('SELECT count(*)::int AS n FROM hydrants');
      const res = await agent.post('/api/hydrants').send({ ...hydrantInput(), [key]: null });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ [key]: `property ${key} should not exist` });
      expect(await t.sql('SELECT count(*)::int AS n FROM hydrants')).toEqual(before);
    },
  );

  describe('content types and empty changes', () => {
    let id: number;
    let zoneId: number;

    beforeAll(async () => {
      id = (await agent.post('/api/hydrants').send(hydrantInput()).expect(201)).body.id;
      zoneId = (
        await agent
          .post('/api/zones')
          .send({
            name: 'Z',
            color: 'red',
            coordinates: [
              [1, 1],
              [1, 2],
              [2, 2],
            ],
          })
          .expect(201)
      ).body.id;
    });

    it.each([
      ['text/plain', 'address=Elsewhere'],
      ['application/xml', '<hydrant><address>Elsewhere</address></hydrant>'],
      ['application/x-www-form-urlencoded', 'address=Elsewhere'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="address"\r\n\r\nElsewhere\r\n--x--'],
    ])('PATCH with %s gets 415 and changes nothing', async (type, body) => {
      const [before] = await t.sql('SELECT * FROM hydrants WHERE id = $1', [id]);
      const res = await agent.patch(`/api/hydrants/${id}`).set('Content-Type', type).send(body);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        statusCode: 415,
        message: 'Content-Type must be application/json',
        error: 'Unsupported Media Type',
      });
      const zone = await agent.patch(`/api/zones/${zoneId}`).set('Content-Type', type).send(body);
      expect(zone.status).toBe(415);
      expect((await t.sql('SELECT * FROM hydrants WHERE id = $1', [id]))[0]).toEqual(before);
    });

    it('a body without any Content-Type is 415 too', async () => {
      const res = await agent
        .post('/api/hydrants')
        .set('Content-Type', '')
        .send(Buffer.from(JSON.stringify(hydrantInput())));
      expect(res.status).toBe(415);
    });

    it('an empty PATCH changes nothing, not even updatedAt (no body: 200; an empty JSON object: 400)', async () => {
      const [before] = await t.sql<{ updated_at: Date }>('SELECT * FROM hydrants WHERE id = $1', [id]);
      const [zoneBefore] = await t.sql('SELECT * FROM zones WHERE id = $1', [zoneId]);
      const none = await agent.patch(`/api/hydrants/${id}`).expect(200);
      expect(none.body.updatedAt).toBe(before.updated_at.toISOString());
      await agent.patch(`/api/hydrants/${id}`).send({}).expect(400);
      await agent.patch(`/api/zones/${zoneId}`).expect(200);
      await agent.patch(`/api/zones/${zoneId}`).send({}).expect(400);
      expect((await t.sql('SELECT * FROM hydrants WHERE id = $1', [id]))[0]).toEqual(before);
      expect((await t.sql('SELECT * FROM zones WHERE id = $1', [zoneId]))[0]).toEqual(zoneBefore);
      // An empty PATCH of a hydrant that does not exist is still 404.
      await agent.patch('/api/hydrants/999999').expect(404);
    });

    it('a route that takes no body refuses one with fields (like unknown fields), and accepts none', async () => {
      const res = await request(t.server).post('/api/auth/demo').send({ admin: true });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ admin: 'property admin should not exist' });
      expect(hasSessionCookie(res)).toBe(false);
      await agent.delete(`/api/zones/${zoneId}`).send({ force: true }).expect(400);
      await agent.get(`/api/zones/${zoneId}`).expect(200);
      await request(t.server).post('/api/auth/demo').expect(200);
    });
  });

  it("a zone name of only spaces is refused with 'Zone name is required', and names are saved trimmed", async () => {
    const points = [
      [1, 1],
      [1, 2],
      [2, 2],
    ];
    const blank = await agent.post('/api/zones').send({ name: '   ', color: 'red', coordinates: points });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ name: 'Zone name is required' });
    const zone = (await agent.post('/api/zones').send({ name: '  East  ', color: 'red', coordinates: points }).expect(201)).body;
    expect(zone.name).toBe('East');
    const patch = await agent.patch(`/api/zones/${zone.id}`).send({ name: '\t ' });
    expect(patch.status).toBe(400);
    expect(patch.body.errors).toEqual({ name: 'Zone name is required' });
    expect((await agent.get(`/api/zones/${zone.id}`)).body.name).toBe('East');
  });

  describe('a failed sign-in sets no session cookie', () => {
    const attempts = {
      'wrong password': { username: 'admin', password: 'wrong' },
      'missing password': { username: 'admin' },
      'unknown field': { username: 'admin', password: 'x', remember: true },
    };

    it.each(Object.entries(attempts))(
      '%s: none without a session, none over a demo or a signed-in session',
      async (_name, body) => {
        const anonymous = await request(t.server).post('/api/auth/login').send(body);
        expect(anonymous.status).toBeGreaterThanOrEqual(400);
        expect(hasSessionCookie(anonymous)).toBe(false);
        const demo = await demoAgent(t.server);
        const overDemo = await demo.post('/api/auth/login').send(body);
        expect(overDemo.status).toBeGreaterThanOrEqual(400);
        expect(hasSessionCookie(overDemo)).toBe(false);
        const signedIn = await adminAgent(t.server);
        const overSession = await signedIn.post('/api/auth/login').send(body);
        expect(overSession.status).toBeGreaterThanOrEqual(400);
        expect(hasSessionCookie(overSession)).toBe(false);
        // The sessions they had are untouched.
        await demo.get('/api/auth/user').expect(200);
        await signedIn.get('/api/auth/user').expect(200);
        await t.sql('DELETE FROM login_failures');
      },
    );
  });
});

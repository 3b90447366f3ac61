import request from 'supertest';
import { hashApiToken } from '../auth/api-token-verifier.js';
import { FEED_SQL } from './feeds.service.js';
import { adminAgent, demoAgent, fieldError, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

interface Feature {
  type: string;
  id: number;
  geometry: { type: string; coordinates: number[] };
  properties: Record<string, unknown>;
}

/** RFC 7946 shape of the feed: a FeatureCollection of Point features with the documented properties. */
function expectFeatureCollection(body: unknown): Feature[] {
  expect(body).toEqual({ type: 'FeatureCollection', features: expect.any(Array) });
  const features = (body as { features: Feature[] }).features;
  for (const feature of features) {
    expect(Object.keys(feature).sort()).toEqual(['geometry', 'id', 'properties', 'type']);
    expect(feature.type).toBe('Feature');
    expect(feature.geometry.type).toBe('Point');
    const [lon, lat] = feature.geometry.coordinates;
    expect(feature.geometry.coordinates).toHaveLength(2);
    expect(lon).toBeGreaterThanOrEqual(-180);
    expect(lon).toBeLessThanOrEqual(180);
    expect(lat).toBeGreaterThanOrEqual(-90);
    expect(lat).toBeLessThanOrEqual(90);
    expect(Object.keys(feature.properties).sort()).toEqual(
      ['address', 'expectedReturn', 'id', 'nfpaClass', 'reason', 'since', 'status'].sort(),
    );
    expect(new Date(feature.properties.since as string).toISOString()).toBe(feature.properties.since);
  }
  return features;
}

describe('API tokens and the out-of-service feed (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  const FEED = '/api/feeds/out-of-service.geojson';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  const createToken = async (name = 'County CAD') =>
    (await admin.post('/api/api-tokens').send({ name }).expect(201)).body as {
      id: number;
      name: string;
      token: string;
      tokenPrefix: string;
      lastUsedAt: string | null;
      revokedAt: string | null;
    };

  const hydrant = async (overrides: Record<string, unknown> = {}) =>
    (await admin.post('/api/hydrants').send(hydrantInput(overrides)).expect(201)).body as {
      id: number;
      hydrantId: string;
      version: number;
    };

  describe('tokens', () => {
    it('is shown once, stored only as its SHA-256, and listed without the token', async () => {
      const created = await createToken('Dispatch');
      expect(created.token).toMatch(/^hyd_[A-Za-z0-9_-]{43}$/);
      expect(created.tokenPrefix).toBe(created.token.slice(0, 8));
      expect(created).toMatchObject({ name: 'Dispatch', createdBy: 'admin', lastUsedAt: null, revokedAt: null });

      const rows = await t.sql<{ token_hash: string }>('SELECT token_hash FROM api_tokens WHERE id = $1', [created.id]);
      expect(rows[0].token_hash).toBe(hashApiToken(created.token));
      const dump = JSON.stringify(await t.sql('SELECT * FROM api_tokens'));
      expect(dump).not.toContain(created.token);

      const list = (await admin.get('/api/api-tokens').expect(200)).body as Array<Record<string, unknown>>;
      const listed = list.find((token) => token.id === created.id);
      expect(listed).toMatchObject({ name: 'Dispatch', tokenPrefix: created.tokenPrefix });
      expect(listed).not.toHaveProperty('token');
      expect(JSON.stringify(list)).not.toContain(created.token);
    });

    it('reads the feed and records its last use; it opens nothing else', async () => {
      const { id, token } = await createToken();
      const bearer = { Authorization: `Bearer ${token}` };
      await request(t.server).get(FEED).set(bearer).expect(200);
      const listed = (
        (await admin.get('/api/api-tokens').expect(200)).body as Array<{ id: number; lastUsedAt: string | null }>
      ).find((row) => row.id === id);
      expect(listed?.lastUsedAt).not.toBeNull();

      for (const path of ['/api/hydrants', '/api/auth/me', '/api/api-tokens', '/api/alerts', '/api/health', '/api/nowhere']) {
        const res = await request(t.server).get(path).set(bearer);
        expect([path, res.status]).toEqual([path, 401]);
      }
      // Not even a write to a feed path, nor with a session alongside.
      await request(t.server).post(FEED).set(bearer).expect(401);
      await admin.get('/api/hydrants').set(bearer).expect(401);
      await admin.get('/api/hydrants').expect(200);
    });

    it('a wrong, malformed or revoked token is 401; no token and no session is 401', async () => {
      const { id, token } = await createToken();
      await request(t.server).get(FEED).set('Authorization', `Bearer ${token}x`).expect(401);
      await request(t.server).get(FEED).set('Authorization', 'Bearer hyd_nothing').expect(401);
      await request(t.server).get(FEED).set('Authorization', 'Bearer').expect(401);
      await request(t.server)
        .get(FEED)
        .set('Authorization', `Basic ${Buffer.from('a:b').toString('base64')}`)
        .expect(401);
      await request(t.server).get(FEED).expect(401);

      await request(t.server).get(FEED).set('Authorization', `Bearer ${token}`).expect(200);
      const revoked = (await admin.post(`/api/api-tokens/${id}/revoke`).expect(200)).body as { revokedAt: string | null };
      expect(revoked.revokedAt).not.toBeNull();
      const res = await request(t.server).get(FEED).set('Authorization', `Bearer ${token}`).expect(401);
      expect(res.body).toMatchObject({ statusCode: 401, message: 'Invalid or revoked API token' });
      // Revoking again keeps the first time.
      const again = (await admin.post(`/api/api-tokens/${id}/revoke`).expect(200)).body as { revokedAt: string };
      expect(again.revokedAt).toBe(revoked.revokedAt);
    });

    it('bad input is 400 per field, unknown ids 404, the demo 403, and no session 401', async () => {
      expect((await admin.post('/api/api-tokens').send({}).expect(400)).body).toEqual(fieldError('name', 'Name is required'));
      expect((await admin.post('/api/api-tokens').send({ name: '   ' }).expect(400)).body).toEqual(
        fieldError('name', 'Name is required'),
      );
      expect(
        (
          await admin
            .post('/api/api-tokens')
            .send({ name: 'x'.repeat(101) })
            .expect(400)
        ).body,
      ).toEqual(fieldError('name', 'Name must be text of at most 100 characters'));
      await admin.post('/api/api-tokens/999999/revoke').expect(404);
      await admin.post('/api/api-tokens/abc/revoke').expect(404);
      const demo = await demoAgent(t.server);
      await demo.post('/api/api-tokens').send({ name: 'demo' }).expect(403);
      await request(t.server).get('/api/api-tokens').expect(401);
    });
  });

  describe('GET /api/feeds/out-of-service.geojson', () => {
    it('lists every hydrant that is not operational as RFC 7946 GeoJSON with [lon, lat] points', async () => {
      const { token } = await createToken();
      const down = await hydrant({
        status: 'out-of-service',
        outOfServiceReason: 'Broken valve stem',
        expectedReturn: '2031-05-01',
        latitude: 40.5,
        longitude: -105.25,
        flowRate: 1200,
      });
      const maint = await hydrant({ status: 'maintenance', latitude: 41, longitude: -104 });
      const up = await hydrant({ status: 'operational' });

      const res = await request(t.server).get(FEED).set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
      const features = expectFeatureCollection(JSON.parse(res.text));
      const ids = features.map((f) => f.id);
      expect(ids).toEqual(expect.arrayContaining([down.id, maint.id]));
      expect(ids).not.toContain(up.id);
      const downFeature = features.find((f) => f.id === down.id);
      expect(downFeature?.geometry.coordinates).toEqual([-105.25, 40.5]);
      expect(downFeature?.properties).toMatchObject({
        id: down.hydrantId,
        status: 'out-of-service',
        nfpaClass: 'A',
        reason: 'Broken valve stem',
        expectedReturn: '2031-05-01',
      });
      const [period] = await t.sql<{ started_at: Date }>(
        'SELECT started_at FROM hydrant_out_of_service WHERE hydrant_id = $1 AND ended_at IS NULL',
        [down.id],
      );
      expect(downFeature?.properties.since).toBe(period.started_at.toISOString());
      expect(features.find((f) => f.id === maint.id)?.properties).toMatchObject({
        status: 'maintenance',
        nfpaClass: null,
        reason: null,
        expectedReturn: null,
      });
      // A signed-in user reads it too.
      await admin.get(FEED).expect(200);
    });

    it('answers 304 to the ETag it gave until a hydrant changes', async () => {
      const { token } = await createToken();
      const bearer = { Authorization: `Bearer ${token}` };
      const first = await request(t.server).get(FEED).set(bearer).expect(200);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const again = await request(t.server).get(FEED).set(bearer).set('If-None-Match', etag).expect(304);
      expect(again.text ?? '').toBe('');
      expect(again.headers.etag).toBe(etag);
      await request(t.server).get(FEED).set(bearer).set('If-None-Match', `"other", W/${etag}`).expect(304);
      await request(t.server).get(FEED).set(bearer).set('If-None-Match', '"other"').expect(200);

      const h = await hydrant({ status: 'operational' });
      await admin
        .patch(`/api/hydrants/${h.id}`)
        .send({ status: 'out-of-service', outOfServiceReason: 'Broken valve stem', version: h.version })
        .expect(200);
      const changed = await request(t.server).get(FEED).set(bearer).set('If-None-Match', etag).expect(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(expectFeatureCollection(JSON.parse(changed.text)).map((f) => f.id)).toContain(h.id);
    });

    it('is sent gzipped when asked, and as text otherwise: the same feed', async () => {
      await hydrant({ status: 'out-of-service', outOfServiceReason: 'Frozen' });
      const zipped = await admin.get(FEED).set('Accept-Encoding', 'gzip').expect(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
      expect(zipped.headers['content-type']).toBe('application/geo+json; charset=utf-8');
      const plain = await admin.get(FEED).set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/geo+json; charset=utf-8');
      expect(plain.headers['cache-control']).toBe('private, no-cache');
      expect(plain.headers.etag).toBe(zipped.headers.etag);
      expect(zipped.text).toBe(plain.text);
    });

    it('is never older than the data, after writes of every kind (a copy is kept while nothing in it changes)', async () => {
      const fresh = async () => (await t.sql<{ body: string }>(FEED_SQL))[0].body;
      const expectCurrent = async (step: string) => {
        const res = await admin.get(FEED).expect(200);
        expect([step, res.text]).toEqual([step, await fresh()]);
        return res.headers.etag;
      };
      await expectCurrent('first');
      const down = await hydrant({
        status: 'out-of-service',
        outOfServiceReason: 'Cracked barrel',
        expectedReturn: '2031-01-01',
      });
      const maint = await hydrant({ status: 'maintenance' });
      const up = await hydrant({ status: 'operational' });
      await expectCurrent('added by the API');
      await admin.patch(`/api/hydrants/${up.id}`).send({ status: 'maintenance', version: up.version }).expect(200);
      await expectCurrent('status changed by the API');
      await t.sql(`UPDATE hydrants SET address = '1 Changed St', flow_rate = 1600 WHERE id = $1`, [maint.id]);
      await expectCurrent('address and flow rate changed by SQL');
      await t.sql(
        `UPDATE hydrant_out_of_service SET reason = 'Hit by a truck', expected_return = '2032-02-02'
                    WHERE hydrant_id = $1 AND ended_at IS NULL`,
        [down.id],
      );
      await expectCurrent('period changed by SQL');
      const before = await expectCurrent('unchanged');
      await t.sql(`UPDATE hydrants SET address = 'elsewhere' WHERE status = 'operational'`);
      expect(await expectCurrent('an operational hydrant changed')).toBe(before);
      await t.sql(`BEGIN; UPDATE hydrants SET address = 'rolled back' WHERE id = ${down.id}; ROLLBACK;`);
      expect(await expectCurrent('rolled back')).toBe(before);
      await t.sql(`INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, area)
                   VALUES ('SQL-1', '2 Inserted Rd', 40.1, -105.1, 'maintenance', 'North')`);
      await expectCurrent('added by SQL');
      await t.sql(`DELETE FROM hydrant_out_of_service WHERE hydrant_id = $1`, [down.id]);
      await expectCurrent('period deleted by SQL');
      await admin.delete(`/api/hydrants/${maint.id}`).expect(204);
      await expectCurrent('deleted by the API');
      await t.sql(`DELETE FROM hydrants WHERE hydrant_id = 'SQL-1'`);
      await expectCurrent('deleted by SQL');
      await t.sql(`TRUNCATE hydrant_out_of_service`);
      await expectCurrent('periods truncated');
    });

    it('is an empty FeatureCollection when every hydrant is operational', async () => {
      await t.sql(`UPDATE hydrants SET status = 'operational'`);
      const res = await admin.get(FEED).expect(200);
      expect(JSON.parse(res.text)).toEqual({ type: 'FeatureCollection', features: [] });
    });
  });
});

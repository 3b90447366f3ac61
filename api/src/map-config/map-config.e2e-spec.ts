import request from 'supertest';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';

async function signIn(t: TestApp): Promise<string> {
  const res = await request(t.server)
    .post('/api/auth/login')
    .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
    .expect(200);
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('hydrant.sid='))!
    .split(';')[0];
}

describe('GET /api/map-config (e2e)', () => {
  let t: TestApp;

  afterEach(async () => {
    await t?.close();
  });

  it('needs a session', async () => {
    t = await createTestApp();
    const res = await request(t.server).get('/api/map-config').expect(401);
    expect(res.body.message).toBe('Authentication required');
  });

  it('answers the default OpenStreetMap tiles when nothing is configured', async () => {
    t = await createTestApp();
    const res = await request(t.server)
      .get('/api/map-config')
      .set('Cookie', await signIn(t))
      .expect(200);
    expect(res.body).toEqual({
      source: 'url',
      pmtiles: null,
      minZoom: null,
      maxZoom: null,
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('answers the configured tile server, or null tiles for an empty TILE_URL; demo users read it too', async () => {
    t = await createTestApp({ env: { TILE_URL: 'http://tiles.city.local/{z}/{x}/{y}.png', TILE_ATTRIBUTION: '© City GIS' } });
    const res = await request(t.server)
      .get('/api/map-config')
      .set('Cookie', await signIn(t))
      .expect(200);
    expect(res.body).toEqual({
      source: 'url',
      tileUrl: 'http://tiles.city.local/{z}/{x}/{y}.png',
      pmtiles: null,
      minZoom: null,
      maxZoom: null,
      attribution: '© City GIS',
    });
    await t.close();

    t = await createTestApp({ env: { TILE_URL: '' } });
    const demo = await request(t.server).post('/api/auth/demo').expect(200);
    const cookie = ([] as string[])
      .concat(demo.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('hydrant.sid='))!
      .split(';')[0];
    const offline = await request(t.server).get('/api/map-config').set('Cookie', cookie).expect(200);
    expect(offline.body).toEqual({
      source: 'none',
      tileUrl: null,
      pmtiles: null,
      minZoom: null,
      maxZoom: null,
      attribution: '© OpenStreetMap contributors',
    });
  });
});

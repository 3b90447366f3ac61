import request from 'supertest';
import { concretePath, discoverRoutes } from './common/route-discovery.js';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../test/test-app.js';

/** The only routes reachable without a session. Adding one must be a deliberate change here. */
const EXPECTED_PUBLIC = [
  // Single sign-on: the provider's answer, the redirect to it, and what the sign-in screen offers.
  'GET /api/auth/oidc/callback',
  'GET /api/auth/oidc/start',
  'GET /api/auth/options',
  'GET /api/health',
  // No session, but its own bearer token (METRICS_TOKEN): metrics/metrics.e2e-spec.ts.
  'GET /api/metrics',
  'GET /remotes.json',
  'POST /api/auth/demo',
  'POST /api/auth/login',
  // The code step of a two-factor sign-in: its own signed challenge from the password step.
  'POST /api/auth/login/code',
  'POST /api/auth/logout',
  // Sign-out as a browser navigation (then the provider's own sign-out).
  'POST /api/auth/oidc/logout',
];

describe('global edge (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { BODY_LIMIT: '1mb' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('exposes exactly the expected public routes', () => {
    const publicRoutes = discoverRoutes(t.app)
      .filter((route) => route.isPublic)
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(publicRoutes).toEqual(EXPECTED_PUBLIC);
  });

  it('answers 401 on every other route without a session (all routes, discovered)', async () => {
    const guarded = discoverRoutes(t.app).filter((route) => !route.isPublic);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const res = await request(t.server)[method](concretePath(route.path)).send({});
      expect({ route: `${route.method} ${route.path}`, status: res.status, body: res.body }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
        body: { statusCode: 401, message: 'Authentication required', error: 'Unauthorized' },
      });
    }
  });

  it('answers 401 (not 404) for unknown /api paths without a session, and JSON 404 with one', async () => {
    const anonymous = await request(t.server).get('/api/does-not-exist').expect(401);
    expect(anonymous.body.message).toBe('Authentication required');
    await request(t.server).post('/api/does/not/exist').send({}).expect(401);

    const agent = request.agent(t.server);
    await agent.post('/api/auth/login').send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }).expect(200);
    const missing = await agent.get('/api/does-not-exist').expect(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect(missing.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/does-not-exist', error: 'Not Found' });
  });

  it('answers 413 with JSON beyond BODY_LIMIT', async () => {
    const res = await request(t.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'admin', password: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: expect.stringMatching(/larger than the limit/),
      error: 'Payload Too Large',
    });
  });

  it('accepts bodies under the limit (photos as data URLs are large)', async () => {
    const res = await request(t.server)
      .post('/api/auth/login')
      .send({ username: 'admin', password: 'x'.repeat(900_000) })
      .expect(400);
    expect(res.body.errors).toEqual({ password: 'password must be at most 1024 characters' });
  });

  it('answers 400 with JSON for malformed JSON', async () => {
    const res = await request(t.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username":')
      .expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
  });

  it('sets security headers with a CSP fit for the console', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  describe('unexpected errors', () => {
    it('answer 500 { statusCode, message } with no stack trace or internals', async () => {
      // Break the rate-limit table: the next failed login hits a database error.
      await t.sql('ALTER TABLE login_failures RENAME TO login_failures_gone');
      try {
        const res = await request(t.server).post('/api/auth/login').send({ username: 'someone', password: 'wrong' }).expect(500);
        expect(res.body).toEqual({ statusCode: 500, message: 'Internal server error' });
        expect(res.text).not.toMatch(/login_failures|QueryFailedError|\bat\s/);
      } finally {
        await t.sql('ALTER TABLE login_failures_gone RENAME TO login_failures');
      }
    });
  });
});

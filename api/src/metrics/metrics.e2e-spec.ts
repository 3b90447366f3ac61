import request from 'supertest';
import { AlertCheckService } from '../alerts/alert-check.service.js';
import { createTestApp, TestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from '../../test/test-app.js';

const TOKEN = 'scrape-me-0123456789';

/** The value of one sample line (`name{labels} value`) whose labels include every given pair. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').pop());
  }
  return undefined;
}

describe('GET /api/metrics (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses a request without the token or with a wrong one, even from a signed-in admin', async () => {
    await request(t.server).get('/api/metrics').expect(401);
    await request(t.server).get('/api/metrics').set('Authorization', 'Bearer wrong-token').expect(401);
    await request(t.server).get('/api/metrics').set('Authorization', TOKEN).expect(401);
    const agent = request.agent(t.server);
    await agent.post('/api/auth/login').send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }).expect(200);
    await agent.get('/api/metrics').expect(401);
  });

  it('counts requests by route and status, times them, and shows both pools and the job rounds', async () => {
    await request(t.server).get('/api/health').expect(200);
    await request(t.server).get('/api/health').expect(200);
    await request(t.server).get('/api/hydrants/12').expect(401);
    await t.app.get(AlertCheckService).run();

    const res = await request(t.server).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;
    expect(sample(text, 'hydrant_http_requests_total', { method: 'GET', route: '/api/health', status: '200' })).toBe(2);
    expect(sample(text, 'hydrant_http_requests_total', { route: '/api/hydrants/:id', status: '401' })).toBe(1);
    expect(sample(text, 'hydrant_http_request_duration_seconds_count', { route: '/api/health' })).toBe(2);
    expect(sample(text, 'hydrant_http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' })).toBe(2);
    expect(sample(text, 'hydrant_db_pool_max_connections', { pool: 'typeorm' })).toBe(4);
    expect(sample(text, 'hydrant_db_pool_connections', { pool: 'typeorm', state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'hydrant_db_pool_connections', { pool: 'sessions', state: 'waiting' })).toBe(0);
    expect(sample(text, 'hydrant_job_runs_total', { job: 'alert-check', outcome: 'ran' })).toBe(1);
    expect(text).toContain('hydrant_process_resident_memory_bytes');
  });
});

describe('GET /api/metrics without METRICS_TOKEN (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 404, as if there were no such route', async () => {
    await request(t.server).get('/api/metrics').expect(404);
    await request(t.server).get('/api/metrics').set('Authorization', 'Bearer anything').expect(404);
  });
});

import request from 'supertest';
import { createTestApp, TestApp } from '../../test/test-app.js';

describe('REMOTE_OVERRIDES (e2e)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is off by default: remotes.json does not allow overrides and the CSP names no dev server', async () => {
    t = await createTestApp();
    const res = await request(t.server).get('/remotes.json').expect(200);
    expect(res.headers['x-remote-overrides']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('localhost');
  });

  it('REMOTE_OVERRIDES=true allows them, and lets the CSP load a dev server on this machine', async () => {
    t = await createTestApp({ env: { REMOTE_OVERRIDES: 'true' } });
    const res = await request(t.server).get('/remotes.json').expect(200);
    expect(res.headers['x-remote-overrides']).toBe('allowed');
    const csp = res.headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self'[^;]* http:\/\/localhost:\*/);
    expect(csp).toMatch(/connect-src [^;]*ws:\/\/127\.0\.0\.1:\*/);
  });

  it('the server refuses to start with it in production', async () => {
    await expect(createTestApp({ env: { REMOTE_OVERRIDES: 'true', NODE_ENV: 'production' } })).rejects.toThrow(
      /REMOTE_OVERRIDES/,
    );
  });
});

import request from 'supertest';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';
import { DEVICE_COOKIE_NAME } from './device-cookie.service.js';

const TOO_MANY = 'Too many failed login attempts. Try again in a few minutes.';

/** The device cookie a response sets ("name=value"), or undefined. */
function deviceCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE_NAME}=`))?.split(';')[0];
}

describe('sign-in lockouts with device cookies (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    await t.sql('DELETE FROM login_failures');
  });

  const login = (username: string, password: string, cookie?: string) => {
    const req = request(t.server).post('/api/auth/login');
    if (cookie) req.set('Cookie', cookie);
    return req.send({ username, password });
  };

  /** A second user, made by the administrator, who has signed in once (and so holds a device cookie). */
  async function crewMemberWithDevice(username: string, password: string): Promise<string> {
    const admin = request.agent(t.server);
    await admin.post('/api/auth/login').send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }).expect(200);
    await t.sql(`DELETE FROM users WHERE username = $1`, [username]);
    const created = await admin.post('/api/users').send({ username, role: 'inspector', password });
    expect(created.status).toBe(201);
    const first = await login(username, password).expect(200);
    const cookie = deviceCookie(first);
    expect(cookie).toBeDefined();
    return cookie!;
  }

  it('a successful sign-in sets an HttpOnly device cookie scoped to the sign-in routes', async () => {
    const res = await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD).expect(200);
    const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${DEVICE_COOKIE_NAME}=`));
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/Path=\/api\/auth/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    const failed = await login(TEST_ADMIN_USERNAME, 'wrong').expect(401);
    expect(deviceCookie(failed)).toBeUndefined();
  });

  it('100 failed tries for random usernames from one address meet 429 (with Retry-After) long before the 30th', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 100; i += 1) {
      const res = await login(`sprayed-${i}-${Math.random().toString(36).slice(2)}`, 'Winter2025!');
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.message).toBe(TOO_MANY);
        retryAfter ??= res.headers['retry-after'] as string | undefined;
      }
    }
    const firstBlocked = statuses.indexOf(429);
    expect(firstBlocked).toBeGreaterThan(0);
    expect(firstBlocked).toBeLessThan(15);
    expect(statuses.slice(firstBlocked).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60);
  });

  it('a crew member whose browser signed in before still signs in while the address is under attack', async () => {
    const password = 'hose reel ladder thirty';
    const cookie = await crewMemberWithDevice('crew-known', password);
    for (let i = 0; i < 30; i += 1) await login(`attacker-${i}`, 'Winter2025!');
    // The address is blocked for browsers without a device cookie, the right password too.
    const blocked = await login('crew-known', password).expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The known browser gets in, and its cookie keeps working for the next sign-in.
    const res = await login('crew-known', password, cookie).expect(200);
    expect(res.body.username).toBe('crew-known');
    await login('crew-known', password, deviceCookie(res) ?? cookie).expect(200);
    // Its mistakes count against that device alone: after 5 it is held, the address's others are not affected by it.
    for (let i = 0; i < 5; i += 1) await login('crew-known', `wrong-${i}`, cookie).expect(401);
    const held = await login('crew-known', password, cookie).expect(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("another user's device cookie, or a forged one, gives no way past the address's lockout", async () => {
    const password = 'nozzle standpipe valve';
    const stolen = await crewMemberWithDevice('crew-stolen', password);
    for (let i = 0; i < 30; i += 1) await login(`attacker-${i}`, 'Winter2025!');
    // Signing in as someone else with crew-stolen's cookie: treated as a browser without one.
    await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, stolen).expect(429);
    await login(TEST_ADMIN_USERNAME, 'guess', stolen).expect(429);
    // A token re-labelled for the administrator fails its signature.
    const value = decodeURIComponent(stolen.slice(DEVICE_COOKIE_NAME.length + 1));
    const [, nonce, mac] = value.split('.');
    const forged = `${DEVICE_COOKIE_NAME}=${Buffer.from(TEST_ADMIN_USERNAME).toString('base64url')}.${nonce}.${mac}`;
    await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, forged).expect(429);
    // Its owner still gets in with it.
    await login('crew-stolen', password, stolen).expect(200);
  });

  it('one browser keeps the device cookies of several users', async () => {
    const password = 'hydrant wrench yellow cap';
    const first = await crewMemberWithDevice('crew-shared', password);
    const second = deviceCookie(await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, first).expect(200))!;
    for (let i = 0; i < 30; i += 1) await login(`attacker-${i}`, 'Winter2025!');
    await login('crew-shared', password, second).expect(200);
    await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, second).expect(200);
  });
});

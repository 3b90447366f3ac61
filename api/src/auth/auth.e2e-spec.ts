import request from 'supertest';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';
import { SESSION_COOKIE_NAME } from '../session/session.constants.js';

/** The hydrant.sid cookie of a response ("name=value"), or undefined. */
function sessionCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const raw = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  return raw?.split(';')[0];
}

function fullSessionCookie(res: request.Response): string | undefined {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
}

describe('auth (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const login = (username = TEST_ADMIN_USERNAME, password = TEST_ADMIN_PASSWORD, cookie?: string) => {
    const req = request(t.server).post('/api/auth/login');
    if (cookie) req.set('Cookie', cookie);
    return req.send({ username, password });
  };

  const demo = () => request(t.server).post('/api/auth/demo');

  // Every request here comes from one address: each test starts with no counted failures.
  beforeEach(async () => {
    await t.sql('DELETE FROM login_failures');
  });

  describe('POST /api/auth/login', () => {
    it('signs in, answers the user and sets an HttpOnly SameSite=Lax session cookie', async () => {
      const res = await login().expect(200);
      expect(res.body).toEqual({
        username: TEST_ADMIN_USERNAME,
        isDemo: false,
        demoTimeLeft: null,
        role: 'admin',
        mustChangePassword: false,
        secondFactorEnabled: false,
        mustSetUpSecondFactor: false,
        directory: false,
      });
      const cookie = fullSessionCookie(res);
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
      expect(cookie).toMatch(/Expires=/i);

      const me = await request(t.server).get('/api/auth/user').set('Cookie', sessionCookie(res)!).expect(200);
      expect(me.body).toEqual({
        username: TEST_ADMIN_USERNAME,
        isDemo: false,
        demoTimeLeft: null,
        role: 'admin',
        mustChangePassword: false,
        secondFactorEnabled: false,
        mustSetUpSecondFactor: false,
        directory: false,
      });
    });

    it('issues a new session id at login and retires the one the browser had before', async () => {
      const before = sessionCookie(await demo().expect(200))!;
      const res = await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, before).expect(200);
      const after = sessionCookie(res)!;
      expect(after).toBeDefined();
      expect(after).not.toEqual(before);
      await request(t.server).get('/api/auth/user').set('Cookie', before).expect(401);
      const me = await request(t.server).get('/api/auth/user').set('Cookie', after).expect(200);
      expect(me.body.isDemo).toBe(false);
    });

    it('answers 401 with the standard message for a wrong password or unknown user', async () => {
      const wrong = await login(TEST_ADMIN_USERNAME, 'not the password').expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' });
      expect(sessionCookie(wrong)).toBeUndefined();
      const unknown = await login('nobody', 'whatever').expect(401);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('answers 400 when a field is missing or empty', async () => {
      const message = 'Please enter both username and password.';
      const noPassword = await request(t.server).post('/api/auth/login').send({ username: 'admin' }).expect(400);
      expect(noPassword.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: [message],
        errors: { password: message },
      });
      const nothing = await request(t.server).post('/api/auth/login').send({}).expect(400);
      expect(nothing.body.message).toEqual([message]);
      expect(nothing.body.errors).toEqual({ username: message, password: message });
      const empty = await request(t.server).post('/api/auth/login').send({ username: '', password: 'x' }).expect(400);
      expect(empty.body.errors).toEqual({ username: message });
    });

    it('rejects unknown fields with 400 "property x should not exist"', async () => {
      const res = await request(t.server)
        .post('/api/auth/login')
        .send({ username: 'admin', password: 'x', remember: true })
        .expect(400);
      expect(res.body.message).toEqual(['property remember should not exist']);
      expect(res.body.errors).toEqual({ remember: 'property remember should not exist' });
    });

    it('rate-limits repeated failures with 429, even for the right password, per username and address', async () => {
      const user = 'Limited-User';
      for (let i = 0; i < 5; i += 1) await login(user, `wrong-${i}`).expect(401);
      const blocked = await login(user.toLowerCase(), 'wrong again').expect(429);
      expect(blocked.body).toEqual({
        statusCode: 429,
        message: 'Too many failed login attempts. Try again in a few minutes.',
        error: 'Too Many Requests',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const rows = await t.sql<{ key: string; count: number }>('SELECT key, count FROM login_failures WHERE key LIKE $1', [
        'limited-user|%',
      ]);
      expect(rows).toHaveLength(1);
      // Attempts are counted before the password is checked: 5 failures and the refused sixth.
      expect(rows[0].count).toBe(6);
      // Another username from the same address is not affected.
      await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD).expect(200);
    });

    it('40 wrong passwords sent at once: at most 5 are checked, the others get 429', async () => {
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => login('parallel-user', `wrong-${i}`)));
      const statuses = results.map((res) => res.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(35);
      const [row] = await t.sql<{ count: number }>(`SELECT count FROM login_failures WHERE key LIKE 'parallel-user|%'`);
      expect(row.count).toBe(40);
    });

    it('many usernames from one address are limited per address (LOGIN_MAX_FAILURES_PER_ADDRESS, 10)', async () => {
      for (let i = 0; i < 10; i += 1) await login(`sprayed-${i}`, 'Winter2025!').expect(401);
      const blocked = await login('sprayed-10', 'Winter2025!').expect(429);
      expect(blocked.body.message).toBe('Too many failed login attempts. Try again in a few minutes.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The address is blocked for every username, also with the right password, until the window ends.
      await login().expect(429);
      await t.sql(`UPDATE login_failures SET first_failed_at = now() - interval '16 minutes'`);
      await login().expect(200);
    });

    it('successful sign-ins do not count against the address', async () => {
      for (let i = 0; i < 40; i += 1) await login().expect(200);
      expect(await t.sql(`SELECT * FROM login_failures`)).toEqual([]);
      for (let i = 0; i < 3; i += 1) await login(TEST_ADMIN_USERNAME, 'wrong').expect(401);
      await login().expect(200);
      const rows = await t.sql<{ key: string; count: number }>(`SELECT key, count FROM login_failures`);
      expect(rows).toEqual([{ key: expect.stringMatching(/^address\|/), count: 3 }]);
    });

    it('a successful login clears the failure count', async () => {
      for (let i = 0; i < 4; i += 1) await login(TEST_ADMIN_USERNAME, `wrong-${i}`).expect(401);
      await login().expect(200);
      for (let i = 0; i < 5; i += 1) await login(TEST_ADMIN_USERNAME, `wrong-again-${i}`).expect(401);
      await login().expect(429);
      await t.sql('DELETE FROM login_failures');
      await login().expect(200);
    });

    it('starts a new window once the old one is over', async () => {
      for (let i = 0; i < 5; i += 1) await login('window-user', 'wrong').expect(401);
      await login('window-user', 'wrong').expect(429);
      await t.sql(`UPDATE login_failures SET first_failed_at = now() - interval '16 minutes' WHERE key LIKE 'window-user|%'`);
      await login('window-user', 'wrong').expect(401);
      const rows = await t.sql<{ count: number }>(`SELECT count FROM login_failures WHERE key LIKE 'window-user|%'`);
      expect(rows[0].count).toBe(1);
    });
  });

  describe('GET /api/auth/user', () => {
    it('answers 401 without a session', async () => {
      const res = await request(t.server).get('/api/auth/user').expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Authentication required', error: 'Unauthorized' });
      expect(sessionCookie(res)).toBeUndefined();
    });

    it('answers 401 for a forged or unknown cookie', async () => {
      await request(t.server).get('/api/auth/user').set('Cookie', `${SESSION_COOKIE_NAME}=s%3Aforged.signature`).expect(401);
    });
  });

  describe('demo', () => {
    it('POST /api/auth/demo starts a 2-hour demo session', async () => {
      const res = await demo().expect(200);
      expect(res.body).toEqual({
        username: 'demo',
        isDemo: true,
        demoTimeLeft: 120,
        role: 'viewer',
        mustChangePassword: false,
        secondFactorEnabled: false,
        mustSetUpSecondFactor: false,
      });
      const cookie = fullSessionCookie(res)!;
      expect(cookie).toMatch(/HttpOnly/i);
      const expires = new Date(/Expires=([^;]+)/i.exec(cookie)![1]).getTime();
      expect(Math.abs(expires - (Date.now() + 2 * 3600_000))).toBeLessThan(60_000);

      const me = await request(t.server).get('/api/auth/user').set('Cookie', sessionCookie(res)!).expect(200);
      expect(me.body).toEqual({
        username: 'demo',
        isDemo: true,
        demoTimeLeft: 120,
        role: 'viewer',
        mustChangePassword: false,
        secondFactorEnabled: false,
        mustSetUpSecondFactor: false,
      });
    });

    it('refuses writes from a demo session with 403, before routing (so even unknown paths)', async () => {
      const cookie = sessionCookie(await demo().expect(200))!;
      for (const method of ['post', 'put', 'patch', 'delete'] as const) {
        const agent = request(t.server);
        const res = await agent[method]('/api/hydrants/1').set('Cookie', cookie).send({ status: 'operational' }).expect(403);
        expect(res.body).toEqual({ statusCode: 403, message: 'Demo access is read-only', error: 'Forbidden' });
      }
      // Reads still work; an unknown read is a plain 404.
      await request(t.server).get('/api/auth/user').set('Cookie', cookie).expect(200);
      const missing = await request(t.server).get('/api/no-such-thing').set('Cookie', cookie).expect(404);
      expect(missing.body.statusCode).toBe(404);
    });

    it('lets a demo session sign in for real and log out', async () => {
      const cookie = sessionCookie(await demo().expect(200))!;
      await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, cookie).expect(200);
      const other = sessionCookie(await demo().expect(200))!;
      await request(t.server).post('/api/auth/logout').set('Cookie', other).expect(204);
    });

    it('an expired demo session is destroyed and answers 401 "Demo session expired"', async () => {
      const res = await demo().expect(200);
      const cookie = sessionCookie(res)!;
      const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
      const past = Date.now() - 1000;
      const updated = await t.sql(
        `UPDATE session SET sess = jsonb_set(sess::jsonb, '{passport,user,expiresAt}', to_jsonb($2::bigint))::json WHERE sid = $1 RETURNING sid`,
        [sid, past],
      );
      expect(updated).toHaveLength(1);

      const expired = await request(t.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
      expect(expired.body).toEqual({ statusCode: 401, message: 'Demo session expired', error: 'Unauthorized' });
      expect(fullSessionCookie(expired)).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(await t.sql('SELECT sid FROM session WHERE sid = $1', [sid])).toHaveLength(0);
      const after = await request(t.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
      expect(after.body.message).toBe('Authentication required');
    });

    it('with an expired demo cookie, login, demo and logout still work', async () => {
      const expire = async (cookie: string) => {
        const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
        await t.sql(
          `UPDATE session SET sess = jsonb_set(sess::jsonb, '{passport,user,expiresAt}', to_jsonb($2::bigint))::json WHERE sid = $1`,
          [sid, Date.now() - 1000],
        );
        return sid;
      };
      const first = sessionCookie(await demo().expect(200))!;
      const sid = await expire(first);
      const res = await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, first).expect(200);
      expect(sessionCookie(res)).not.toEqual(first);
      expect(await t.sql('SELECT sid FROM session WHERE sid = $1', [sid])).toHaveLength(0);

      const second = sessionCookie(await demo().expect(200))!;
      await expire(second);
      const again = await request(t.server).post('/api/auth/demo').set('Cookie', second).expect(200);
      expect(again.body.demoTimeLeft).toBe(120);

      const third = sessionCookie(await demo().expect(200))!;
      await expire(third);
      await request(t.server).post('/api/auth/logout').set('Cookie', third).expect(204);
    });

    it('counts the minutes left from the server clock', async () => {
      const cookie = sessionCookie(await demo().expect(200))!;
      const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
      await t.sql(
        `UPDATE session SET sess = jsonb_set(sess::jsonb, '{passport,user,expiresAt}', to_jsonb($2::bigint))::json WHERE sid = $1`,
        [sid, Date.now() + 30 * 60_000 - 5_000],
      );
      const me = await request(t.server).get('/api/auth/user').set('Cookie', cookie).expect(200);
      expect(me.body.demoTimeLeft).toBe(30);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('destroys the session: the old cookie no longer works', async () => {
      const cookie = sessionCookie(await login().expect(200))!;
      await request(t.server).get('/api/auth/user').set('Cookie', cookie).expect(200);
      const res = await request(t.server).post('/api/auth/logout').set('Cookie', cookie).expect(204);
      expect(res.text).toBe('');
      expect(fullSessionCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
      await request(t.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
    });

    it('answers 204 without a session too', async () => {
      await request(t.server).post('/api/auth/logout').expect(204);
    });
  });
});

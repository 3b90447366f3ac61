import request from 'supertest';
import { hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, runSql, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';
import { newSignedInUser, signIn } from '../../test/session-users.js';
import { SessionCacheListener } from './session-cache-listener.service.js';

const PASSWORD = 'sessions that slide and end';
const TTL_MS = 12 * 3600_000;

/**
 * The session store reads the session and its user in one statement and renews the stored
 * expiry at most once a minute, in the background: sessions still slide, and a signed-out
 * session or a disabled user ends at once on the process that made the change, and within
 * a second on another one sharing the database (which may have kept the session it read:
 * see session-cache.e2e-spec.ts).
 */
describe('session store: sliding expiry, and sessions ending at once across processes (e2e)', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let userCount = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    a = await createTestApp({ db });
    b = await createTestApp({ db });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  /** A new signed-in user of `role` (created by the admin on app A), and the cookie of their session on app A. */
  async function newUser(role: string): Promise<{ id: number; cookie: string }> {
    userCount += 1;
    return newSignedInUser(a, db.url, `slider-${userCount}`, role, PASSWORD);
  }

  const sidOf = (cookie: string): string => /^s:([^.]+)\./.exec(decodeURIComponent(cookie.split('=')[1]))![1];

  /** Asks `server` until it answers `status` (no pause but the requests); fails after a second. */
  async function untilAnswers(
    server: TestApp['server'],
    cookie: string,
    path: string,
    status: number,
  ): Promise<request.Response> {
    const since = Date.now();
    for (;;) {
      const res = await request(server).get(path).set('Cookie', cookie);
      if (res.status === status) return res;
      if (Date.now() - since > 1_000) throw new Error(`Still ${res.status} for ${path} a second after the change`);
    }
  }

  /** Waits until `app` has dropped the session it kept (the notification of a change made elsewhere arrived). */
  async function untilDropped(app: TestApp, cookie: string): Promise<void> {
    const cache = app.app.get(SessionCacheListener).cache;
    const since = Date.now();
    while (cache.read(sidOf(cookie)) !== undefined) {
      if (Date.now() - since > 1_000) throw new Error('The session is still kept a second after the change');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function storedExpiry(cookie: string): Promise<number> {
    const [row] = await runSql<{ expire: number }>(
      db.url,
      'SELECT extract(epoch FROM expire) * 1000 AS expire FROM session WHERE sid = $1',
      [sidOf(cookie)],
    );
    return Number(row.expire);
  }

  /** Polls (no fixed sleep) until the stored expiry satisfies `ok`: the renewal is written after the response. */
  async function storedExpiryWhen(cookie: string, ok: (expire: number) => boolean): Promise<number> {
    for (;;) {
      const expire = await storedExpiry(cookie);
      if (ok(expire)) return expire;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('renews the stored expiry at most once a minute, and slides it again once it is a minute old', async () => {
    const { cookie } = await newUser('viewer');
    const signedInExpiry = await storedExpiry(cookie);
    expect(Math.abs(signedInExpiry - (Date.now() + TTL_MS))).toBeLessThan(60_000);

    // Requests within the minute (on either process) leave the stored expiry alone; every
    // response still carries the renewed cookie.
    for (const server of [a.server, b.server, a.server]) {
      const res = await request(server).get('/api/auth/user').set('Cookie', cookie).expect(200);
      const expires = new Date(/Expires=([^;]+)/i.exec(([] as string[]).concat(res.headers['set-cookie'])[0])![1]).getTime();
      expect(Math.abs(expires - (Date.now() + TTL_MS))).toBeLessThan(5_000);
    }
    expect(await storedExpiry(cookie)).toBe(signedInExpiry);

    // Once the stored expiry is more than a minute behind (as after a quiet minute), the next request renews it.
    await runSql(db.url, `UPDATE session SET expire = expire - interval '5 minutes' WHERE sid = $1`, [sidOf(cookie)]);
    // An earlier stored expiry is announced: B drops what it kept, and reads the row again.
    await untilDropped(b, cookie);
    const requestedAt = Date.now();
    await request(b.server).get('/api/hydrants').set('Cookie', cookie).expect(200);
    const renewed = await storedExpiryWhen(cookie, (expire) => expire >= requestedAt + TTL_MS - 1_000);
    expect(renewed).toBeLessThanOrEqual(Date.now() + TTL_MS + 1_000);
  });

  it('keeps a session whose stored expiry has passed out: 401 (the store never revives it)', async () => {
    const { cookie } = await newUser('viewer');
    await runSql(db.url, `UPDATE session SET expire = now() - interval '1 second' WHERE sid = $1`, [sidOf(cookie)]);
    await request(a.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it('a signed-out session is refused at once, and within a second on the other process', async () => {
    const { cookie } = await newUser('officer');
    await request(b.server).get('/api/auth/user').set('Cookie', cookie).expect(200);
    await request(a.server).get('/api/auth/user').set('Cookie', cookie).expect(200);
    await request(b.server).post('/api/auth/logout').set('Cookie', cookie).expect(204);
    const res = await request(b.server).get('/api/hydrants').set('Cookie', cookie).expect(401);
    expect(res.body.message).toBe('Authentication required');
    const onA = await untilAnswers(a.server, cookie, '/api/hydrants', 401);
    expect(onA.body.message).toBe('Authentication required');
  });

  it("a disabled user's next request is refused at once, and within a second on the other process", async () => {
    const { id, cookie } = await newUser('inspector');
    await request(a.server).get('/api/hydrants').set('Cookie', cookie).expect(200);
    await request(b.server).get('/api/hydrants').set('Cookie', cookie).expect(200);
    // Disabled by an administrator on process B: both processes refuse the very next request.
    const admin = await signIn(b.server, TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
    await request(b.server).patch(`/api/users/${id}`).set('Cookie', admin).send({ disabled: true }).expect(200);
    await request(b.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
    await untilAnswers(a.server, cookie, '/api/hydrants', 401);
  });

  it('a user disabled in the database (session rows left in place) is refused, and a role change applies, within a second', async () => {
    const { id, cookie } = await newUser('officer');
    await request(a.server).post('/api/hydrants').set('Cookie', cookie).send(hydrantInput()).expect(201);
    // Demoted on another process: once A has the notification, a write is refused by the role it now has.
    await runSql(db.url, `UPDATE users SET role = 'viewer' WHERE id = $1`, [id]);
    await untilDropped(a, cookie);
    const refused = await request(a.server).post('/api/hydrants').set('Cookie', cookie).send(hydrantInput()).expect(403);
    expect(refused.body.message).toBe('This needs the officer role or higher');
    await runSql(db.url, 'UPDATE users SET disabled = true WHERE id = $1', [id]);
    await untilAnswers(a.server, cookie, '/api/auth/user', 401);
    await untilAnswers(b.server, cookie, '/api/auth/user', 401);
  });

  it('the signed-in user still reaches the audit trail as the actor', async () => {
    const { cookie } = await newUser('officer');
    const created = await request(b.server).post('/api/hydrants').set('Cookie', cookie).send(hydrantInput()).expect(201);
    const [row] = await runSql<{ actor_name: string }>(
      db.url,
      `SELECT actor_name FROM audit_log WHERE table_name = 'hydrants' AND record_id = $1::text AND action = 'insert'`,
      [created.body.id],
    );
    expect(row.actor_name).toBe(`slider-${userCount}`);
  });
});

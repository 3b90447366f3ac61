import request from 'supertest';
import { createTestApp, runSql, TestApp } from '../../test/test-app.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';
import { newSignedInUser, signIn } from '../../test/session-users.js';
import { SESSION_CACHE_LISTENER_NAME, SessionCacheListener } from './session-cache-listener.service.js';

const PASSWORD = 'kept sessions that end in time';
const NEW_PASSWORD = 'another phrase for the same user';
/** Every other process must learn of a change within this. */
const WITHIN_MS = 1_000;

/**
 * Two API processes on one database. Each keeps the sessions it read (with their users) in
 * memory, and must drop them within a second of a change made on the other: a sign-out, a
 * disabled user, a role change, a password change. While a process is not listening for the
 * database's notifications, it reads every session from the database.
 */
describe('session cache: two processes, changes on one reach the other within a second (e2e)', () => {
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

  const sidOf = (cookie: string): string => /^s:([^.]+)\./.exec(decodeURIComponent(cookie.split('=')[1]))![1];
  const cacheOf = (app: TestApp) => app.app.get(SessionCacheListener).cache;

  /** A new user of `role` created by the admin on A, signed in on A; and the admin's cookie on A. */
  async function newUser(role: string): Promise<{ id: number; username: string; cookie: string; admin: string }> {
    userCount += 1;
    return newSignedInUser(a, db.url, `kept-${userCount}`, role, PASSWORD);
  }

  /** B answers `path` with `status` twice, the second time from the session it kept. */
  async function readThroughB(cookie: string, path: string, status = 200): Promise<void> {
    await request(b.server).get(path).set('Cookie', cookie).expect(status);
    expect(cacheOf(b).read(sidOf(cookie))).toBeDefined();
    await request(b.server).get(path).set('Cookie', cookie).expect(status);
  }

  /**
   * Asks B for `path` again and again (no pause but the requests themselves) until it answers
   * `status`; fails unless that happens within a second of `since`.
   */
  async function untilBAnswers(cookie: string, path: string, status: number, since: number): Promise<number> {
    for (;;) {
      const res = await request(b.server).get(path).set('Cookie', cookie);
      const elapsed = Date.now() - since;
      if (res.status === status) return elapsed;
      if (elapsed > WITHIN_MS) throw new Error(`B still answered ${res.status} to ${path} ${elapsed} ms after the change`);
    }
  }

  it('a sign-out on A: B refuses the session within a second', async () => {
    const { cookie } = await newUser('viewer');
    await readThroughB(cookie, '/api/hydrants/1', 404);
    await request(a.server).post('/api/auth/logout').set('Cookie', cookie).expect(204);
    const elapsed = await untilBAnswers(cookie, '/api/hydrants/1', 401, Date.now());
    expect(elapsed).toBeLessThan(WITHIN_MS);
  });

  it('a user disabled on A: B refuses their session within a second', async () => {
    const { id, cookie, admin } = await newUser('inspector');
    await readThroughB(cookie, '/api/auth/user');
    await request(a.server).patch(`/api/users/${id}`).set('Cookie', admin).send({ disabled: true }).expect(200);
    expect(await untilBAnswers(cookie, '/api/auth/user', 401, Date.now())).toBeLessThan(WITHIN_MS);
  });

  it('a user disabled in the database with the session rows left in place: B refuses them within a second', async () => {
    const { id, cookie } = await newUser('viewer');
    await readThroughB(cookie, '/api/auth/user');
    await runSql(db.url, 'UPDATE users SET disabled = true WHERE id = $1', [id]);
    expect(await untilBAnswers(cookie, '/api/auth/user', 401, Date.now())).toBeLessThan(WITHIN_MS);
  });

  it('an administrator demoted on A: B refuses them the administrators’ list within a second', async () => {
    const { id, cookie, admin } = await newUser('admin');
    await readThroughB(cookie, '/api/users');
    await request(a.server).patch(`/api/users/${id}`).set('Cookie', admin).send({ role: 'officer' }).expect(200);
    const elapsed = await untilBAnswers(cookie, '/api/users', 403, Date.now());
    expect(elapsed).toBeLessThan(WITHIN_MS);
    const me = await request(b.server).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(me.body.role).toBe('officer');
  });

  it('a password changed on A: B refuses the user’s other session within a second, and A keeps the one that changed it', async () => {
    const { username, cookie } = await newUser('officer');
    const other = await signIn(a.server, username, PASSWORD);
    await readThroughB(other, '/api/auth/user');
    await request(a.server)
      .post('/api/auth/password')
      .set('Cookie', cookie)
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .expect(200);
    expect(await untilBAnswers(other, '/api/auth/user', 401, Date.now())).toBeLessThan(WITHIN_MS);
    await request(b.server).get('/api/auth/user').set('Cookie', cookie).expect(200);
    await request(a.server).get('/api/auth/user').set('Cookie', cookie).expect(200);
  });

  describe('without the notifications', () => {
    const TRIGGER = 'session_cache_user_changed';

    afterEach(async () => {
      await runSql(db.url, `ALTER TABLE users ENABLE TRIGGER ${TRIGGER}`);
      await runSql(db.url, 'ALTER TABLE session ENABLE TRIGGER session_cache_gone');
    });

    it('the process that signs out or changes a user drops what it kept at once, without the notification', async () => {
      const { id, cookie, admin } = await newUser('admin');
      await request(a.server).get('/api/users').set('Cookie', cookie).expect(200);
      expect(cacheOf(a).read(sidOf(cookie))).toBeDefined();
      await runSql(db.url, `ALTER TABLE users DISABLE TRIGGER ${TRIGGER}`);
      await runSql(db.url, 'ALTER TABLE session DISABLE TRIGGER session_cache_gone');
      // Demoted on A: A's very next request has the new role.
      await request(a.server).patch(`/api/users/${id}`).set('Cookie', admin).send({ role: 'viewer' }).expect(200);
      await request(a.server).get('/api/users').set('Cookie', cookie).expect(403);
      // Signed out on A: A's very next request is refused.
      await request(a.server).post('/api/auth/logout').set('Cookie', cookie).expect(204);
      await request(a.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
    });

    it('a kept session is served until a notification drops it; a lost listener drops everything and reads the database until it is back', async () => {
      const { id, cookie } = await newUser('admin');
      await readThroughB(cookie, '/api/users');
      // A change the database does not announce: B goes on serving what it kept.
      await runSql(db.url, `ALTER TABLE users DISABLE TRIGGER ${TRIGGER}`);
      await runSql(db.url, `UPDATE users SET role = 'viewer' WHERE id = $1`, [id]);
      await request(b.server).get('/api/users').set('Cookie', cookie).expect(200);
      // The listening connections are cut (as by a database restart): B reads the session again.
      const cutAt = Date.now();
      const cut = await runSql<{ done: boolean }>(
        db.url,
        `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
         WHERE application_name = $1 AND datname = current_database()`,
        [SESSION_CACHE_LISTENER_NAME],
      );
      expect(cut).toEqual([{ done: true }, { done: true }]);
      expect(await untilBAnswers(cookie, '/api/users', 403, cutAt)).toBeLessThan(WITHIN_MS);
    });

    it('while the listener is stopped, every request reads its session and user from the database', async () => {
      const { id, cookie } = await newUser('admin');
      await readThroughB(cookie, '/api/users');
      await b.app.get(SessionCacheListener).onApplicationShutdown();
      expect(b.app.get(SessionCacheListener).listening).toBe(false);
      await runSql(db.url, `ALTER TABLE users DISABLE TRIGGER ${TRIGGER}`);
      await runSql(db.url, `UPDATE users SET role = 'viewer' WHERE id = $1`, [id]);
      await request(b.server).get('/api/users').set('Cookie', cookie).expect(403);
      await runSql(db.url, `UPDATE users SET role = 'admin' WHERE id = $1`, [id]);
      await request(b.server).get('/api/users').set('Cookie', cookie).expect(200);
      expect(cacheOf(b).read(sidOf(cookie))).toBeUndefined();
      await runSql(db.url, `UPDATE users SET disabled = true WHERE id = $1`, [id]);
      await request(b.server).get('/api/users').set('Cookie', cookie).expect(401);
    });
  });
});

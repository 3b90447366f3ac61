import request from 'supertest';
import { createTestApp, runSql, TestApp } from '../../test/test-app.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';
import { TcpProxy, viaProxy } from '../../test/tcp-proxy.js';
import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';

/**
 * The database going away (through a TCP proxy in front of the test server, which itself
 * is never touched): a short break is waited out; a longer one gets 503 with Retry-After;
 * no session is lost either way.
 */
describe('database outage: sessions and 503 (e2e)', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    const target = new URL(db.url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.up();
    t = await createTestApp({ db: { ...db, url: viaProxy(db.url, proxy) } });
  });

  afterAll(async () => {
    await proxy?.up().catch(() => undefined);
    await t?.close();
    await proxy?.down();
    await db?.drop();
  });

  const sessionRows = () => runSql<{ sid: string }>(db.url, 'SELECT sid FROM session');

  /** Waits until the app answers the signed-in user again (the state a user would see). */
  async function signedInAgain(agent: Awaited<ReturnType<typeof adminAgent>>): Promise<request.Response> {
    for (;;) {
      const res = await agent.get('/api/auth/user');
      if (res.status !== 503) return res;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('a session that cannot be loaded at once is loaded when the database answers again: same cookie, same session', async () => {
    const agent = await adminAgent(t.server);
    const before = await sessionRows();
    expect(before).toHaveLength(1);
    // Every open connection is cut and the next one to open is reset: the session store
    // fails to load the session, waits for the database, which then answers at once.
    proxy.cut();
    proxy.failNext(1);
    const res = await agent.get('/api/auth/user');
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('admin');
    expect(await sessionRows()).toEqual(before);
  });

  it('while the database is unreachable every request gets 503 (never 500), and nothing is lost after', async () => {
    const agent = await adminAgent(t.server);
    const created = (await agent.post('/api/hydrants').send(hydrantInput()).expect(201)).body as { id: number };
    const sessions = await sessionRows();
    await proxy.down();
    try {
      // Each waits for the database (DATABASE_OUTAGE_WAIT_SECONDS) before its 503: sent together.
      for (const res of await Promise.all([
        agent.get('/api/auth/user'),
        agent.get('/api/hydrants'),
        agent.patch(`/api/hydrants/${created.id}`).send({ address: 'Lost?' }),
        request(t.server).post('/api/auth/login').send({ username: 'admin', password: 'x' }),
      ])) {
        expect({ status: res.status, retryAfter: res.headers['retry-after'] }).toEqual({ status: 503, retryAfter: '5' });
        expect(res.text).not.toMatch(/ECONNREFUSED|\bat \w+ \(|stack/);
      }
    } finally {
      await proxy.up();
    }
    expect((await signedInAgain(agent)).status).toBe(200);
    expect((await agent.get(`/api/hydrants/${created.id}`).expect(200)).body.address).not.toBe('Lost?');
    expect((await sessionRows()).map((row) => row.sid)).toEqual(expect.arrayContaining(sessions.map((row) => row.sid)));
  });
});

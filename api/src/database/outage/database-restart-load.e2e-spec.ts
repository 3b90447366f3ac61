import type request from 'supertest';
import { EmbeddedPg } from '../../../test/embedded-pg.js';
import { adminAgent, hydrantInput } from '../../../test/hydrant-fixtures.js';
import { createTestApp, runSql, TestApp } from '../../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

interface Outcome {
  what: string;
  status: number;
  /** When the request was sent (ms since the epoch). */
  sentAt: number;
  id?: number;
}

/**
 * A restart of PostgreSQL (its own embedded server on a free port, never the shared one)
 * under a steady mixed load of reads and writes: the requests that meet it wait for the
 * database and are answered as if nothing happened. No error, nothing lost, nothing
 * written twice. The wait allowed here is long so that a slow restart on a busy machine
 * still counts (production waits 5 s by default; the other restart test covers a
 * database that stays away).
 */
describe('PostgreSQL restarted under steady load (e2e)', () => {
  jest.setTimeout(180_000);
  let pg: EmbeddedPg | undefined;
  let url: string;
  let t: TestApp | undefined;

  beforeAll(async () => {
    pg = await EmbeddedPg.create();
    url = await pg.createDatabase('hydrant_restart_load');
    t = await createTestApp({
      db: { name: 'hydrant_restart_load', url, drop: async () => undefined },
      env: { DATABASE_OUTAGE_WAIT_SECONDS: '60' },
    });
  });

  afterAll(async () => {
    await t?.close();
    await pg?.destroy();
  });

  /** Loops of requests, one at a time each, until stopped: two create (one with an Idempotency-Key), one edits, two read. */
  function steadyLoad(agent: Agent, edited: number) {
    const outcomes: Outcome[] = [];
    let running = true;
    const loop = async (what: string, send: (round: number) => request.Test) => {
      for (let round = 1; running; round += 1) {
        const sentAt = Date.now();
        const res = await send(round);
        const id = what === 'create' && res.status === 201 ? (res.body as { id: number }).id : undefined;
        outcomes.push({ what, status: res.status, sentAt, id });
      }
    };
    const loops = [
      loop('create', () => agent.post('/api/hydrants').send(hydrantInput())),
      loop('create', (round) => agent.post('/api/hydrants').set('Idempotency-Key', `restart-load-${round}`).send(hydrantInput())),
      loop('edit', (round) => agent.patch(`/api/hydrants/${edited}`).send({ address: `${round} Restart Rd` })),
      loop('list', () => agent.get('/api/hydrants')),
      loop('user', () => agent.get('/api/auth/user')),
    ];
    return {
      outcomes,
      until: async (done: () => boolean) => {
        while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
      },
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  it('answers every request, loses nothing and writes nothing twice', async () => {
    const agent = await adminAgent(t!.server);
    const edited = (await agent.post('/api/hydrants').send(hydrantInput()).expect(201)).body as { id: number };
    const created = (since: number) =>
      run.outcomes.filter((outcome) => outcome.what === 'create' && outcome.status === 201 && outcome.sentAt >= since).length;

    const run = steadyLoad(agent, edited.id);
    await run.until(() => created(0) >= 4);
    const outageFrom = Date.now();
    await pg!.stop();
    await pg!.start();
    const outageTo = Date.now();
    await run.until(() => created(outageTo) >= 4);
    await run.stop();

    // The restart did meet requests: some were sent while the server was down.
    expect(run.outcomes.filter((outcome) => outcome.sentAt >= outageFrom && outcome.sentAt < outageTo).length).toBeGreaterThan(0);
    const failed = run.outcomes.filter((outcome) => outcome.status >= 300);
    expect(failed).toEqual([]);

    // Every confirmed hydrant is there exactly once, and there is no other.
    const confirmed = run.outcomes.flatMap((outcome) => (outcome.id === undefined ? [] : [outcome.id]));
    const stored = await runSql<{ id: number }>(url, 'SELECT id FROM hydrants WHERE id <> $1 ORDER BY id', [edited.id]);
    expect(stored.map((row) => row.id)).toEqual([...confirmed].sort((a, b) => a - b));

    // The last confirmed edit is the one kept.
    const edits = run.outcomes.filter((outcome) => outcome.what === 'edit').length;
    const current = (await agent.get(`/api/hydrants/${edited.id}`).expect(200)).body as { address: string };
    expect(current.address).toBe(`${edits} Restart Rd`);
  });
});

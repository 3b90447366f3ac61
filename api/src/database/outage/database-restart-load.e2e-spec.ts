import type request from 'supertest';
import { EmbeddedPg } from '../../../test/embedded-pg.js';
import { adminAgent, hydrantInput } from '../../../test/hydrant-fixtures.js';
import { createTestApp, runSql, TestApp } from '../../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

interface Outcome {
  what: string;
  /** Sent with an Idempotency-Key. */
  keyed: boolean;
  status: number;
  /** The hydrantId a create sent. */
  hydrantId?: string;
  /** When the request was sent (ms since the epoch). */
  sentAt: number;
  id?: number;
}

/**
 * A restart of PostgreSQL (its own embedded server on a free port, never the shared one)
 * under a steady mixed load of reads and writes: the requests that meet it wait for the
 * database and are answered as if nothing happened: no read and no keyed write fails,
 * nothing is lost, nothing written twice. (A write without an Idempotency-Key whose COMMIT
 * went through while its answer was lost cannot be answered: it is a 503, never run again.) The wait allowed here is long so that a slow restart on a busy machine
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
    const loop = async (what: string, keyed: boolean, send: (round: number, body: Record<string, unknown>) => request.Test) => {
      for (let round = 1; running; round += 1) {
        const body = what === 'create' ? hydrantInput() : { address: `${round} Restart Rd` };
        const sentAt = Date.now();
        const res = await send(round, body);
        const id = what === 'create' && res.status === 201 ? (res.body as { id: number }).id : undefined;
        const hydrantId = what === 'create' ? (body.hydrantId as string) : undefined;
        outcomes.push({ what, keyed, status: res.status, sentAt, id, hydrantId });
      }
    };
    const loops = [
      loop('create', false, (_, body) => agent.post('/api/hydrants').send(body)),
      loop('create', true, (round, body) =>
        agent.post('/api/hydrants').set('Idempotency-Key', `restart-load-${round}`).send(body),
      ),
      loop('edit', false, (_, body) => agent.patch(`/api/hydrants/${edited}`).send(body)),
      loop('list', false, () => agent.get('/api/hydrants')),
      loop('user', false, () => agent.get('/api/auth/user')),
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

  it('answers every read and keyed write, loses nothing and writes nothing twice', async () => {
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
    // Reads and keyed writes all succeed. A write without a key may end in 503 only when its
    // COMMIT reached the database and the answer was lost (then it must not run again).
    const failed = run.outcomes.filter((outcome) => outcome.status >= 300);
    expect(
      failed.filter((outcome) => outcome.status !== 503 || outcome.keyed || !['create', 'edit'].includes(outcome.what)),
    ).toEqual([]);
    const committedUnanswered = failed.flatMap((outcome) => (outcome.hydrantId === undefined ? [] : [outcome.hydrantId]));

    // Every confirmed hydrant is there exactly once, every unanswered one committed, and there is no other.
    const confirmed = run.outcomes.flatMap((outcome) => (outcome.id === undefined ? [] : [outcome.id]));
    const stored = await runSql<{ id: number; hydrant_id: string }>(
      url,
      'SELECT id, hydrant_id FROM hydrants WHERE id <> $1 ORDER BY id',
      [edited.id],
    );
    const storedIds = new Set(stored.map((row) => row.id));
    expect(confirmed.filter((id) => !storedIds.has(id))).toEqual([]);
    const storedHydrantIds = new Set(stored.map((row) => row.hydrant_id));
    expect(committedUnanswered.filter((hydrantId) => !storedHydrantIds.has(hydrantId))).toEqual([]);
    expect(stored).toHaveLength(confirmed.length + committedUnanswered.length);

    // The last edit sent is the one kept (answered, or committed without an answer).
    const edits = run.outcomes.filter((outcome) => outcome.what === 'edit').length;
    const current = (await agent.get(`/api/hydrants/${edited.id}`).expect(200)).body as { address: string };
    expect(current.address).toBe(`${edits} Restart Rd`);
  });
});

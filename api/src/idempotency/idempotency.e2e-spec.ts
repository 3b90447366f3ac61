import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { adminAgent, dataUrl, demoAgent, hydrantInput, PNG } from '../../test/hydrant-fixtures.js';
import { holdRowLock } from '../../test/row-lock.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { IDEMPOTENCY_MESSAGES as M } from './idempotency.constants.js';
import { IdempotencyPurgeService } from './idempotency-purge.service.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

describe('idempotent writes (e2e)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  const hydrant = async (overrides: Record<string, unknown> = {}) =>
    (await admin.post('/api/hydrants').send(hydrantInput(overrides)).expect(201)).body as { id: number; version: number };
  const count = async (sql: string, params: unknown[] = []) =>
    (await t.sql<{ n: number }>(`SELECT count(*)::int AS n ${sql}`, params))[0].n;
  const inspections = (hydrantId: number) =>
    count(`FROM maintenance_history WHERE hydrant_id = $1 AND source = 'bulk-inspection'`, [hydrantId]);
  const auditRows = () => count(`FROM audit_log`);
  const inspection = (hydrantId: number, overrides: Record<string, unknown> = {}) => ({
    hydrantIds: [hydrantId],
    inspectionDate: '2026-05-12',
    inspector: 'Pat Quinn',
    pressure: 60,
    ...overrides,
  });

  async function userAgent(username: string, role: string): Promise<Agent> {
    const first = 'first password 123';
    const chosen = 'a chosen password 456';
    await admin.post('/api/users').send({ username, role, password: first }).expect(201);
    const agent = request.agent(t.server);
    await agent.post('/api/auth/login').send({ username, password: first }).expect(200);
    await agent.post('/api/auth/password').send({ currentPassword: first, newPassword: chosen }).expect(200);
    return agent;
  }

  it('the same key again answers the first answer and writes nothing, not even audit rows', async () => {
    const h = await hydrant();
    const key = randomUUID();
    const first = await admin
      .post('/api/hydrants/bulk-inspection')
      .set('Idempotency-Key', key)
      .send(inspection(h.id))
      .expect(200);
    expect(first.body).toEqual({ updated: 1, revisitsScheduled: 0 });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await inspections(h.id)).toBe(1);
    const audited = await auditRows();

    const again = await admin
      .post('/api/hydrants/bulk-inspection')
      .set('Idempotency-Key', key)
      .send(inspection(h.id))
      .expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await inspections(h.id)).toBe(1);
    expect(await auditRows()).toBe(audited);
    expect((await admin.get(`/api/hydrants/${h.id}`).expect(200)).body.version).toBe(h.version + 1);
  });

  it('a created record is answered again with its status, Location-like headers and body (one flow test)', async () => {
    const h = await hydrant();
    const key = randomUUID();
    const body = {
      testDate: '2026-05-12',
      tester: 'Engine 3',
      residualHydrantId: h.id,
      staticPressure: 72,
      residualPressure: 50,
      outlets: [{ pitot: 16, diameter: 2.5, coefficient: 0.9 }],
    };
    const first = await admin.post(`/api/hydrants/${h.id}/flow-tests`).set('Idempotency-Key', key).send(body).expect(201);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await admin.post(`/api/hydrants/${h.id}/flow-tests`).set('Idempotency-Key', key).send(reordered).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await count(`FROM flow_tests WHERE hydrant_id = $1`, [h.id])).toBe(1);
  });

  it('the same key with another body, path or method is 422 and writes nothing', async () => {
    const h = await hydrant();
    const other = await hydrant();
    const key = randomUUID();
    await admin.post('/api/hydrants/bulk-inspection').set('Idempotency-Key', key).send(inspection(h.id)).expect(200);
    const changed = await admin
      .post('/api/hydrants/bulk-inspection')
      .set('Idempotency-Key', key)
      .send(inspection(h.id, { pressure: 61 }))
      .expect(422);
    expect(changed.body).toEqual({ statusCode: 422, message: M.reused, error: 'Unprocessable Entity' });
    const elsewhere = await admin
      .patch(`/api/hydrants/${other.id}`)
      .set('Idempotency-Key', key)
      .send({ notes: 'Same key, other write' })
      .expect(422);
    expect(elsewhere.body.message).toBe(M.reused);
    expect(await inspections(h.id)).toBe(1);
    expect((await admin.get(`/api/hydrants/${other.id}`).expect(200)).body.notes).not.toBe('Same key, other write');
  });

  it('a replayed PATCH answers its first answer (ETag included) even after the record moved on, never 409', async () => {
    const h = await hydrant();
    const key = randomUUID();
    const first = await admin
      .patch(`/api/hydrants/${h.id}`)
      .set('Idempotency-Key', key)
      .set('If-Match', `"${h.version}"`)
      .send({ status: 'out-of-service', outOfServiceReason: 'Broken stem' })
      .expect(200);
    expect(first.headers.etag).toBe(`"${h.version + 1}"`);
    await admin.patch(`/api/hydrants/${h.id}`).send({ notes: 'Later edit' }).expect(200);

    const again = await admin
      .patch(`/api/hydrants/${h.id}`)
      .set('Idempotency-Key', key)
      .set('If-Match', `"${h.version}"`)
      .send({ status: 'out-of-service', outOfServiceReason: 'Broken stem' })
      .expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(await count(`FROM hydrant_out_of_service WHERE hydrant_id = $1`, [h.id])).toBe(1);
    expect((await admin.get(`/api/hydrants/${h.id}`).expect(200)).body).toMatchObject({
      version: h.version + 2,
      notes: 'Later edit',
    });
  });

  it('two sends of one key at the same time write one record; the second answers the first one’s answer', async () => {
    const h = await hydrant();
    const key = randomUUID();
    const lock = await holdRowLock(t.db.url, 'hydrants', h.id);
    const send = () =>
      admin
        .post('/api/hydrants/bulk-inspection')
        .set('Idempotency-Key', key)
        .send(inspection(h.id))
        .then((res) => res);
    let first!: Promise<request.Response>;
    let second!: Promise<request.Response>;
    try {
      first = send();
      await lock.waitForWaiters(1);
      second = send();
      // The second waits on the first one's key, the first on the held hydrant.
      await lock.waitForWaiters(2);
    } finally {
      await lock.release();
    }
    const answers = await Promise.all([first, second]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers.map((res) => res.headers['idempotent-replayed'] ?? 'no')).toEqual(['no', 'true']);
    expect(await inspections(h.id)).toBe(1);
  });

  it('keys are shared by API processes: a send still being processed on another one, past the wait, gets 409', async () => {
    const impatient = await createTestApp({ db: t.db, env: { IDEMPOTENCY_WAIT_SECONDS: '0.2' } });
    try {
      const agent = await adminAgent(impatient.server);
      const h = await hydrant();
      const key = randomUUID();
      const lock = await holdRowLock(t.db.url, 'hydrants', h.id);
      let first!: Promise<request.Response>;
      try {
        // The first send reaches this process, the second another one (same database, same user).
        first = admin
          .post('/api/hydrants/bulk-inspection')
          .set('Idempotency-Key', key)
          .send(inspection(h.id))
          .then((res) => res);
        await lock.waitForWaiters(1);
        const busy = await agent
          .post('/api/hydrants/bulk-inspection')
          .set('Idempotency-Key', key)
          .send(inspection(h.id))
          .expect(409);
        expect(busy.body.message).toBe(M.inProgress);
      } finally {
        await lock.release();
      }
      expect((await first).status).toBe(200);
      const again = await agent
        .post('/api/hydrants/bulk-inspection')
        .set('Idempotency-Key', key)
        .send(inspection(h.id))
        .expect(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await inspections(h.id)).toBe(1);
    } finally {
      await impatient.close();
    }
  });

  it('a send whose answer never arrived (the server committed) sent again gives one record', async () => {
    const h = await hydrant();
    const key = randomUUID();
    const lock = await holdRowLock(t.db.url, 'hydrants', h.id);
    try {
      const lost = admin.post('/api/hydrants/bulk-inspection').set('Idempotency-Key', key).send(inspection(h.id));
      // Sends the request; its answer is never read (the client gives up, as when the signal drops).
      lost.end(() => undefined);
      await lock.waitForWaiters(1);
      lost.abort();
    } finally {
      await lock.release();
    }
    // The server goes on and commits: wait for the record, as a user would reload and see it.
    const giveUpAt = Date.now() + 30_000;
    while ((await inspections(h.id)) === 0 && Date.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await inspections(h.id)).toBe(1);

    const again = await admin
      .post('/api/hydrants/bulk-inspection')
      .set('Idempotency-Key', key)
      .send(inspection(h.id))
      .expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual({ updated: 1, revisitsScheduled: 0 });
    expect(await inspections(h.id)).toBe(1);
  });

  it("keys are per user: another user's send with the same key is their own write and never sees the first answer", async () => {
    const inspector = await userAgent('idem-inspector', 'inspector');
    const h = await hydrant();
    const key = randomUUID();
    await admin
      .post('/api/hydrants/bulk-inspection')
      .set('Idempotency-Key', key)
      .send(inspection(h.id, { notes: 'by admin' }))
      .expect(200);
    const theirs = await inspector
      .post('/api/hydrants/bulk-inspection')
      .set('Idempotency-Key', key)
      .send(inspection(h.id, { notes: 'by inspector', inspector: 'Ana Ruiz' }))
      .expect(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await inspections(h.id)).toBe(2);
    expect(await count(`FROM idempotency_keys WHERE key = $1`, [key])).toBe(2);
  });

  it('error answers are not kept: a corrected retry with the same key goes through; a stale 409 likewise', async () => {
    const h = await hydrant();
    const key = randomUUID();
    const bad = await admin
      .post('/api/hydrants/bulk-inspection')
      .set('Idempotency-Key', key)
      .send(inspection(h.id, { pressure: -5 }))
      .expect(400);
    expect(bad.headers['idempotent-replayed']).toBeUndefined();
    await admin.post('/api/hydrants/bulk-inspection').set('Idempotency-Key', key).send(inspection(h.id)).expect(200);
    expect(await inspections(h.id)).toBe(1);

    const patchKey = randomUUID();
    const stale = await admin
      .patch(`/api/hydrants/${h.id}`)
      .set('Idempotency-Key', patchKey)
      .set('If-Match', '"1"')
      .send({ notes: 'From an old copy' })
      .expect(409);
    expect(stale.body.currentVersion).toBeGreaterThan(1);
    const current = (await admin.get(`/api/hydrants/${h.id}`).expect(200)).body.version as number;
    await admin
      .patch(`/api/hydrants/${h.id}`)
      .set('Idempotency-Key', patchKey)
      .set('If-Match', `"${current}"`)
      .send({ notes: 'Chosen after the conflict' })
      .expect(200);
    expect(await count(`FROM idempotency_keys WHERE key = ANY($1)`, [[key, patchKey]])).toBe(2);
  });

  it('a key that is not 1-200 printable ASCII characters is 400 and writes nothing', async () => {
    const h = await hydrant();
    for (const key of ['x'.repeat(201), 'clé-é']) {
      const res = await admin.post('/api/hydrants/bulk-inspection').set('Idempotency-Key', key).send(inspection(h.id));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.badKey);
    }
    expect(await inspections(h.id)).toBe(0);
  });

  it('demo users stay read-only with or without a key', async () => {
    const demo = await demoAgent(t.server);
    const h = await hydrant();
    const res = await demo
      .post('/api/hydrants/bulk-inspection')
      .set('Idempotency-Key', randomUUID())
      .send(inspection(h.id))
      .expect(403);
    expect(res.body.message).toBe('Demo access is read-only');
    expect(await inspections(h.id)).toBe(0);
  });

  it('Complete Work with a photo sent twice writes one history record, one photo, one follow-up', async () => {
    const h = await hydrant();
    const s = (
      await admin
        .post('/api/maintenance')
        .send({ hydrantId: h.id, scheduledDate: '2026-05-12', description: 'Repair the cap', assignedTo: 'Sam Lee' })
        .expect(201)
    ).body as { id: number; version: number };
    const key = randomUUID();
    const work = {
      status: 'incomplete',
      technicianName: 'Sam Lee',
      workPerformed: 'Cap seized',
      issuesFound: 'Needs a new cap',
      photos: [dataUrl('image/png', PNG)],
    };
    const send = () =>
      admin.patch(`/api/maintenance/${s.id}/complete`).set('Idempotency-Key', key).set('If-Match', `"${s.version}"`).send(work);
    const first = await send().expect(200);
    const again = await send().expect(200);
    expect(again.body).toEqual(first.body);
    expect(await count(`FROM maintenance_history WHERE schedule_id = $1`, [s.id])).toBe(1);
    expect(await count(`FROM maintenance_history_photos WHERE record_id = $1`, [first.body.record.id])).toBe(1);
    expect(await count(`FROM maintenance_schedules WHERE hydrant_id = $1`, [h.id])).toBe(2);
  });

  it('the purge deletes keys older than the retention (7 days) and keeps younger ones', async () => {
    const h = await hydrant();
    const [oldKey, youngKey] = [randomUUID(), randomUUID()];
    for (const key of [oldKey, youngKey]) {
      await admin.post('/api/hydrants/bulk-inspection').set('Idempotency-Key', key).send(inspection(h.id)).expect(200);
    }
    await t.sql(`UPDATE idempotency_keys SET created_at = now() - interval '7 days 1 minute' WHERE key = $1`, [oldKey]);
    await t.sql(`UPDATE idempotency_keys SET created_at = now() - interval '6 days 23 hours' WHERE key = $1`, [youngKey]);
    expect(await t.app.get(IdempotencyPurgeService).tick()).toBeGreaterThanOrEqual(1);
    expect(
      (await t.sql<{ key: string }>(`SELECT key FROM idempotency_keys WHERE key = ANY($1)`, [[oldKey, youngKey]])).map(
        (r) => r.key,
      ),
    ).toEqual([youngKey]);
    // The young key still replays; the purged one is a new write.
    await admin.post('/api/hydrants/bulk-inspection').set('Idempotency-Key', youngKey).send(inspection(h.id)).expect(200);
    expect(await inspections(h.id)).toBe(2);
    await admin.post('/api/hydrants/bulk-inspection').set('Idempotency-Key', oldKey).send(inspection(h.id)).expect(200);
    expect(await inspections(h.id)).toBe(3);
  });
});

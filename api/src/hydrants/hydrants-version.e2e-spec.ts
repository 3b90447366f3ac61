import request from 'supertest';
import { adminAgent, dataUrl, hydrantInput, PNG } from '../../test/hydrant-fixtures.js';
import { holdRowLock } from '../../test/row-lock.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

const STALE = { statusCode: 409, message: 'This hydrant was changed by someone else', error: 'Conflict' };

/** Lost updates: hydrants carry a version; a write based on an older one is refused. */
describe('hydrant versions (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let other: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    // Listening, so parallel requests share one server (supertest would otherwise bind it per request).
    await t.app.listen(0, '127.0.0.1');
    admin = await adminAgent(t.server);
    other = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  const create = async (overrides: Record<string, unknown> = {}) =>
    (await admin.post('/api/hydrants').send(hydrantInput(overrides)).expect(201)).body as {
      id: number;
      hydrantId: string;
      version: number;
      photos: string[];
    };
  const row = async (id: number) =>
    (
      await t.sql<{ address: string; version: number; notes: string | null; photos: number }>(
        `SELECT address, version, notes, (SELECT count(*)::int FROM hydrant_photos p WHERE p.hydrant_id = h.id) AS photos
         FROM hydrants h WHERE id = $1`,
        [id],
      )
    )[0];

  it('starts at 1, grows by 1 on every write, and is in every read with an ETag on the single read', async () => {
    const hydrant = await create();
    expect(hydrant.version).toBe(1);
    const read = await admin.get(`/api/hydrants/${hydrant.id}`).expect(200);
    expect(read.body.version).toBe(1);
    expect(read.headers.etag).toBe('"1"');
    expect(read.headers['cache-control']).toBe('no-store');

    const first = await admin.patch(`/api/hydrants/${hydrant.id}`).send({ notes: 'one' }).expect(200);
    expect(first.body.version).toBe(2);
    expect(first.headers.etag).toBe('"2"');
    const second = await admin.patch(`/api/hydrants/${hydrant.id}`).send({ notes: 'two' }).expect(200);
    expect(second.body.version).toBe(3);
    expect(second.headers.etag).toBe('"3"');
    expect((await row(hydrant.id)).version).toBe(3);

    const list = await admin.get('/api/hydrants').query({ search: hydrant.hydrantId }).expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ id: hydrant.id, version: 3 })]);
  });

  it('a stale If-Match gets 409 and changes nothing', async () => {
    const hydrant = await create({ notes: 'original' });
    await other.patch(`/api/hydrants/${hydrant.id}`).send({ notes: 'by the other user' }).expect(200);
    const before = await t.sql('SELECT * FROM hydrants WHERE id = $1', [hydrant.id]);

    const res = await admin
      .patch(`/api/hydrants/${hydrant.id}`)
      .set('If-Match', '"1"')
      .send({ notes: 'mine', address: '1 Other St' })
      .expect(409);
    expect(res.body).toEqual({ ...STALE, currentVersion: 2 });
    expect(await t.sql('SELECT * FROM hydrants WHERE id = $1', [hydrant.id])).toEqual(before);
  });

  it('a stale version field in the body gets 409 and changes nothing', async () => {
    const hydrant = await create({ notes: 'original' });
    await other.patch(`/api/hydrants/${hydrant.id}`).send({ version: 1, notes: 'by the other user' }).expect(200);
    const res = await admin.patch(`/api/hydrants/${hydrant.id}`).send({ version: 1, notes: 'mine' }).expect(409);
    expect(res.body).toEqual({ ...STALE, currentVersion: 2 });
    expect(await row(hydrant.id)).toMatchObject({ notes: 'by the other user', version: 2 });
  });

  it('the current version (If-Match, weak If-Match or body) is applied and moves the version on', async () => {
    const hydrant = await create();
    const a = await admin.patch(`/api/hydrants/${hydrant.id}`).set('If-Match', '"1"').send({ notes: 'a' }).expect(200);
    expect(a.body).toMatchObject({ notes: 'a', version: 2 });
    const b = await admin.patch(`/api/hydrants/${hydrant.id}`).set('If-Match', 'W/"2"').send({ notes: 'b' }).expect(200);
    expect(b.body).toMatchObject({ notes: 'b', version: 3 });
    const c = await admin.patch(`/api/hydrants/${hydrant.id}`).send({ version: 3, notes: 'c' }).expect(200);
    expect(c.body).toMatchObject({ notes: 'c', version: 4 });
    expect(c.headers.etag).toBe('"4"');
    const d = await admin
      .patch(`/api/hydrants/${hydrant.id}`)
      .set('If-Match', '"4"')
      .send({ version: 4, notes: 'd' })
      .expect(200);
    expect(d.body).toMatchObject({ notes: 'd', version: 5 });
    expect(await row(hydrant.id)).toMatchObject({ notes: 'd', version: 5 });
  });

  it('a write that names no version still works (old clients), as does If-Match: *', async () => {
    const hydrant = await create();
    await other.patch(`/api/hydrants/${hydrant.id}`).send({ notes: 'x' }).expect(200);
    const res = await admin.patch(`/api/hydrants/${hydrant.id}`).send({ notes: 'last writer' }).expect(200);
    expect(res.body).toMatchObject({ notes: 'last writer', version: 3 });
    const star = await admin.patch(`/api/hydrants/${hydrant.id}`).set('If-Match', '*').send({ notes: 'star' }).expect(200);
    expect(star.body.version).toBe(4);
  });

  it('bad versions are 400 (412 for an If-Match naming none of our versions) with a message and change nothing', async () => {
    const hydrant = await create({ notes: 'kept' });
    const badHeader = await admin.patch(`/api/hydrants/${hydrant.id}`).set('If-Match', '"abc"').send({ notes: 'x' }).expect(412);
    expect(badHeader.body.message).toBe('If-Match must name a version, e.g. "3"');
    const badField = await admin.patch(`/api/hydrants/${hydrant.id}`).send({ version: '1', notes: 'x' }).expect(400);
    expect(badField.body.errors).toEqual({ version: 'Version must be a whole number from 1' });
    await admin.patch(`/api/hydrants/${hydrant.id}`).send({ version: 0, notes: 'x' }).expect(400);
    await admin.patch(`/api/hydrants/${hydrant.id}`).send({ version: 1.5, notes: 'x' }).expect(400);
    const disagree = await admin
      .patch(`/api/hydrants/${hydrant.id}`)
      .set('If-Match', '"1"')
      .send({ version: 2, notes: 'x' })
      .expect(400);
    expect(disagree.body.message).toBe('If-Match and version name different versions');
    expect(await row(hydrant.id)).toMatchObject({ notes: 'kept', version: 1 });
  });

  it('of writes queued on the same version exactly one wins; the others get 409', async () => {
    const hydrant = await create({ notes: 'start' });
    const lock = await holdRowLock(t.db.url, 'hydrants', hydrant.id);
    const writers = ['alpha', 'beta', 'gamma'].map((notes, i) =>
      (i % 2 ? other : admin)
        .patch(`/api/hydrants/${hydrant.id}`)
        .set('If-Match', '"1"')
        .send({ notes })
        .then((res) => res),
    );
    try {
      await lock.waitForWaiters(writers.length);
    } finally {
      await lock.release();
    }
    const results = await Promise.all(writers);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((res) => res.status === 200)!;
    expect(await row(hydrant.id)).toMatchObject({ notes: winner.body.notes, version: 2 });
    for (const loser of results.filter((res) => res.status === 409)) expect(loser.body).toEqual({ ...STALE, currentVersion: 2 });
  });

  it('of parallel writes with the same version exactly one wins', async () => {
    const hydrant = await create();
    const results = await Promise.all(
      [admin, other, admin, other].map((agent, i) =>
        agent
          .patch(`/api/hydrants/${hydrant.id}`)
          .send({ version: 1, notes: `writer ${i}` })
          .then((res) => res),
      ),
    );
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    expect(results.filter((res) => res.status === 409)).toHaveLength(3);
    expect((await row(hydrant.id)).version).toBe(2);
  });

  it('a stale save never removes a photo someone else added meanwhile', async () => {
    const hydrant = await create({ address: '9 Photo Ln' });
    // Both users opened the edit dialog at version 1 (no photos). The other adds a photo.
    const added = await other
      .patch(`/api/hydrants/${hydrant.id}`)
      .set('If-Match', '"1"')
      .send({ photos: [dataUrl('image/png', PNG)] })
      .expect(200);
    expect(added.body.photos).toHaveLength(1);
    // The first user's dialog sends every field, photos included (none): refused.
    const res = await admin
      .patch(`/api/hydrants/${hydrant.id}`)
      .send({ ...hydrantInput({ address: '9 Photo Lane' }), photos: [], version: 1 })
      .expect(409);
    expect(res.body).toEqual({ ...STALE, currentVersion: 2 });
    expect(await row(hydrant.id)).toMatchObject({ address: '9 Photo Ln', photos: 1, version: 2 });
    const read = await admin.get(`/api/hydrants/${hydrant.id}`).expect(200);
    expect(read.body.photos).toEqual(added.body.photos);
  });

  it('delete honours If-Match: stale is 409 and keeps the hydrant and its photos; current deletes', async () => {
    const hydrant = await create({ photos: [dataUrl('image/png', PNG)] });
    await other.patch(`/api/hydrants/${hydrant.id}`).send({ notes: 'changed' }).expect(200);
    const res = await admin.delete(`/api/hydrants/${hydrant.id}`).set('If-Match', '"1"').expect(409);
    expect(res.body).toEqual({ ...STALE, currentVersion: 2 });
    expect(await row(hydrant.id)).toMatchObject({ photos: 1, version: 2 });
    await admin.delete(`/api/hydrants/${hydrant.id}`).set('If-Match', '"2"').expect(204);
    expect(await row(hydrant.id)).toBeUndefined();
    await admin.delete(`/api/hydrants/${hydrant.id}`).set('If-Match', '"2"').expect(404);
    await admin.patch(`/api/hydrants/${hydrant.id}`).set('If-Match', '"2"').send({ notes: 'x' }).expect(404);
  });

  it('a bulk inspection moves the version of every hydrant it touches, so older edits are refused', async () => {
    const a = await create();
    const b = await create();
    const untouched = await create();
    await admin
      .post('/api/hydrants/bulk-inspection')
      .send({ hydrantIds: [a.id, b.id], inspectionDate: '2025-05-01', inspector: 'Pat Quinn' })
      .expect(200);
    expect((await row(a.id)).version).toBe(2);
    expect((await row(b.id)).version).toBe(2);
    expect((await row(untouched.id)).version).toBe(1);
    await other.patch(`/api/hydrants/${a.id}`).set('If-Match', '"1"').send({ notes: 'stale' }).expect(409);
  });

  it('is not reachable without a session', async () => {
    await request(t.server).patch('/api/hydrants/1').set('If-Match', '"1"').send({ notes: 'x' }).expect(401);
  });
});

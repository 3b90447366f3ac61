import { adminAgent } from '../../test/hydrant-fixtures.js';
import { holdRowLock } from '../../test/row-lock.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

const STALE = { statusCode: 409, message: 'This zone was changed by someone else', error: 'Conflict' };
const SQUARE: [number, number][] = [
  [39.81, -89.66],
  [39.81, -89.64],
  [39.79, -89.64],
  [39.79, -89.66],
];

/** Lost updates: zones carry a version; a write based on an older one is refused. */
describe('zone versions (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let other: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    admin = await adminAgent(t.server);
    other = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  const create = async (name = 'Zone 1') =>
    (await admin.post('/api/zones').send({ name, color: 'red', coordinates: SQUARE }).expect(201)).body as {
      id: number;
      version: number;
    };
  const row = async (id: number) =>
    (
      await t.sql<{ name: string; version: number; coordinates: unknown }>(
        'SELECT name, version, coordinates FROM zones WHERE id = $1',
        [id],
      )
    )[0];

  it('starts at 1, grows by 1 on every write; the list and the single read carry it, the single read and writes an ETag', async () => {
    const zone = await create();
    expect(zone.version).toBe(1);
    const read = await admin.get(`/api/zones/${zone.id}`).expect(200);
    expect(read.body.version).toBe(1);
    expect(read.headers.etag).toBe('"1"');
    const patched = await admin.patch(`/api/zones/${zone.id}`).send({ name: 'Renamed' }).expect(200);
    expect(patched.body.version).toBe(2);
    expect(patched.headers.etag).toBe('"2"');
    const list = await admin.get('/api/zones').expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: zone.id, version: 2 })]);
    await t.sql('DELETE FROM zones');
  });

  it('a stale If-Match or body version gets 409 and changes nothing', async () => {
    const zone = await create('Station 1');
    await other.patch(`/api/zones/${zone.id}`).set('If-Match', '"1"').send({ name: 'Station One' }).expect(200);
    const before = await t.sql('SELECT * FROM zones WHERE id = $1', [zone.id]);

    const byHeader = await admin
      .patch(`/api/zones/${zone.id}`)
      .set('If-Match', '"1"')
      .send({ name: 'Mine', coordinates: SQUARE.slice(0, 3) })
      .expect(409);
    expect(byHeader.body).toEqual({ ...STALE, currentVersion: 2 });
    const byBody = await admin.patch(`/api/zones/${zone.id}`).send({ version: 1, description: 'mine' }).expect(409);
    expect(byBody.body).toEqual({ ...STALE, currentVersion: 2 });
    const emptyButStale = await admin.patch(`/api/zones/${zone.id}`).send({ version: 1 }).expect(409);
    expect(emptyButStale.body).toEqual({ ...STALE, currentVersion: 2 });
    expect(await t.sql('SELECT * FROM zones WHERE id = $1', [zone.id])).toEqual(before);
    await t.sql('DELETE FROM zones');
  });

  it('the current version is applied (If-Match, W/ or body); no version at all still works', async () => {
    const zone = await create();
    await admin.patch(`/api/zones/${zone.id}`).set('If-Match', '"1"').send({ name: 'A' }).expect(200);
    await admin.patch(`/api/zones/${zone.id}`).set('If-Match', 'W/"2"').send({ name: 'B' }).expect(200);
    await admin.patch(`/api/zones/${zone.id}`).send({ version: 3, name: 'C' }).expect(200);
    const old = await admin.patch(`/api/zones/${zone.id}`).send({ name: 'D' }).expect(200);
    expect(old.body).toMatchObject({ name: 'D', version: 5 });
    expect(await row(zone.id)).toMatchObject({ name: 'D', version: 5 });
    const bad = await admin.patch(`/api/zones/${zone.id}`).send({ version: -1, name: 'E' }).expect(400);
    expect(bad.body.errors).toEqual({ version: 'Version must be a whole number from 1' });
    await t.sql('DELETE FROM zones');
  });

  it('of writes queued on the same version exactly one wins; the others get 409', async () => {
    const zone = await create();
    const lock = await holdRowLock(t.db.url, 'zones', zone.id);
    const writers = ['North', 'South', 'East'].map((name, i) =>
      (i % 2 ? other : admin)
        .patch(`/api/zones/${zone.id}`)
        .set('If-Match', '"1"')
        .send({ name })
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
    expect(await row(zone.id)).toMatchObject({ name: winner.body.name, version: 2 });
    await t.sql('DELETE FROM zones');
  });

  it('of parallel writes with the same version exactly one wins', async () => {
    const zone = await create();
    const results = await Promise.all(
      [admin, other, admin, other].map((agent, i) =>
        agent
          .patch(`/api/zones/${zone.id}`)
          .send({ version: 1, name: `Zone ${i}` })
          .then((res) => res),
      ),
    );
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    expect(results.filter((res) => res.status === 409)).toHaveLength(3);
    expect((await row(zone.id)).version).toBe(2);
    await t.sql('DELETE FROM zones');
  });

  it('delete honours If-Match: stale is 409 and keeps the zone; current deletes; gone is 404', async () => {
    const zone = await create();
    await other.patch(`/api/zones/${zone.id}`).send({ name: 'Changed' }).expect(200);
    const res = await admin.delete(`/api/zones/${zone.id}`).set('If-Match', '"1"').expect(409);
    expect(res.body).toEqual({ ...STALE, currentVersion: 2 });
    expect(await row(zone.id)).toMatchObject({ name: 'Changed', version: 2 });
    await admin.delete(`/api/zones/${zone.id}`).set('If-Match', '"2"').expect(204);
    await admin.delete(`/api/zones/${zone.id}`).set('If-Match', '"2"').expect(404);
    await admin.patch(`/api/zones/${zone.id}`).send({ version: 2, name: 'X' }).expect(404);
  });
});

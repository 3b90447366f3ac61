import { createTestApp, TestApp } from '../../test/test-app.js';
import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';

/** Ways to write a number that are not an id (DECISIONS §9: digits only, within integer range). */
function malformed(id: number): string[] {
  return [
    `0x${id.toString(16)}`,
    `+${id}`,
    `${id}e0`,
    `${id / 10}e1`,
    `%20${id}`,
    `${id}%20`,
    `${id}.0`,
    `${id}.0e0`,
    `0b${id.toString(2)}`,
    `0o${id.toString(8)}`,
    `-${id}`,
    '0',
    '2147483648',
    '99999999999',
    `${id}abc`,
    '%D9%A1', // Arabic-Indic digit one
  ];
}

describe('path ids (e2e)', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof adminAgent>>;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('a hydrant path id that is not digits only is 404 on GET, PATCH and DELETE, and touches no hydrant', async () => {
    // An id of 10 or more, so that "1e1"-style spellings exist (10 = 1e1).
    await t.sql(`ALTER TABLE hydrants ALTER COLUMN id RESTART WITH 470`);
    const created = (await agent.post('/api/hydrants').send(hydrantInput()).expect(201)).body as { id: number };
    const before = await t.sql('SELECT * FROM hydrants WHERE id = $1', [created.id]);
    for (const path of malformed(created.id)) {
      const get = await agent.get(`/api/hydrants/${path}`);
      expect({ path, status: get.status, body: get.body }).toEqual({
        path,
        status: 404,
        body: { statusCode: 404, message: 'Hydrant not found', error: 'Not Found' },
      });
      expect({ path, status: (await agent.patch(`/api/hydrants/${path}`).send({ address: 'Moved' })).status }).toEqual({
        path,
        status: 404,
      });
      expect({ path, status: (await agent.delete(`/api/hydrants/${path}`)).status }).toEqual({ path, status: 404 });
    }
    expect(await t.sql('SELECT * FROM hydrants WHERE id = $1', [created.id])).toEqual(before);
    // The id written plainly (also with leading zeros: still digits) reaches it.
    await agent.get(`/api/hydrants/${created.id}`).expect(200);
    await agent.get(`/api/hydrants/00${created.id}`).expect(200);
  });

  it('a zone path id that is not digits only is 404 on GET, PATCH and DELETE, and touches no zone', async () => {
    await t.sql(`ALTER TABLE zones ALTER COLUMN id RESTART WITH 58`);
    const zone = {
      name: 'North',
      color: 'red',
      coordinates: [
        [1, 1],
        [1, 2],
        [2, 2],
      ],
    };
    const created = (await agent.post('/api/zones').send(zone).expect(201)).body as { id: number };
    const before = await t.sql('SELECT * FROM zones WHERE id = $1', [created.id]);
    for (const path of malformed(created.id)) {
      const get = await agent.get(`/api/zones/${path}`);
      expect({ path, status: get.status, message: get.body.message }).toEqual({ path, status: 404, message: 'Zone not found' });
      expect({ path, status: (await agent.patch(`/api/zones/${path}`).send({ name: 'Moved' })).status }).toEqual({
        path,
        status: 404,
      });
      expect({ path, status: (await agent.delete(`/api/zones/${path}`)).status }).toEqual({ path, status: 404 });
    }
    expect(await t.sql('SELECT * FROM zones WHERE id = $1', [created.id])).toEqual(before);
    await agent.get(`/api/zones/${created.id}`).expect(200);
  });
});

import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { keptAndRecounted } from '../../test/kept-counts.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

/**
 * A page by number comes from the block counts the database keeps (hydrant_page_blocks,
 * hydrant_page_block_counts). After writes of every kind, the kept counts equal a recount
 * and every page equals what a plain OFFSET over the hydrantId order gives.
 */
describe('registry pages by number from kept block counts (e2e)', () => {
  jest.setTimeout(120_000);
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Inserts hydrants in one statement, as an import or a restore does. */
  async function bulkInsert(ids: string[], status = 'operational'): Promise<void> {
    await t.sql(
      `INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, area)
       SELECT id, id || ' Block St', 39.7, -104.9, $2, 'Blocks' FROM unnest($1::text[]) id`,
      [ids, status],
    );
  }

  /** The kept counts by block and status, and the same counted from the hydrants themselves. */
  async function blocksKeptAndRecounted() {
    return (await keptAndRecounted((text) => t.sql(text), ['registry page blocks by status']))['registry page blocks by status'];
  }

  /** Every page the API serves by number, against OFFSET over the same order. */
  async function expectEveryPageExact(status?: string): Promise<void> {
    const pageSize = 7;
    const all = await t.sql<{ hydrant_id: string }>(
      `SELECT hydrant_id FROM hydrants ${status ? 'WHERE status = $1' : ''} ORDER BY hydrant_id`,
      status ? [status] : [],
    );
    const pages = Math.ceil(all.length / pageSize);
    for (let page = 1; page <= pages + 1; page += 1) {
      const res = await agent
        .get('/api/hydrants')
        .query({ page, pageSize, ...(status ? { status } : {}) })
        .expect(200);
      const body = res.body as { items: Array<{ hydrantId: string }>; total: number };
      expect({ page, ids: body.items.map((item) => item.hydrantId) }).toEqual({
        page,
        ids: all.slice((page - 1) * pageSize, page * pageSize).map((row) => row.hydrant_id),
      });
      expect(body.total).toBe(all.length);
    }
  }

  it('keeps exact counts through every kind of write, and every page is the one OFFSET gives', async () => {
    await bulkInsert(Array.from({ length: 120 }, (_, i) => `B-${String(i * 3).padStart(4, '0')}`));
    // Small blocks, so that the writes below fall in many of them.
    expect(await t.sql(`SELECT hydrant_page_blocks_rebalance(16, 1000) AS done`)).toEqual([{ done: true }]);
    expect((await t.sql(`SELECT count(*)::int AS n FROM hydrant_page_blocks`))[0]).toEqual({ n: 8 });

    // Creates through the API, in many blocks, before the first one and after the last.
    const created: number[] = [];
    for (const hydrantId of ['A-0001', 'B-0001', 'B-0100', 'B-0181', 'B-0301', 'C-0001', '0-first']) {
      const res = await agent.post('/api/hydrants').send(hydrantInput({ hydrantId })).expect(201);
      created.push((res.body as { id: number }).id);
    }
    // Status changes, a hydrantId moved to another block, deletes.
    await agent
      .patch(`/api/hydrants/${created[1]}`)
      .send({ status: 'out-of-service', outOfServiceReason: 'Broken valve stem' })
      .expect(200);
    await agent.patch(`/api/hydrants/${created[2]}`).send({ status: 'maintenance' }).expect(200);
    await agent.patch(`/api/hydrants/${created[3]}`).send({ hydrantId: 'Z-0181' }).expect(200);
    await agent.delete(`/api/hydrants/${created[4]}`).expect(204);
    await t.sql(`DELETE FROM hydrants WHERE hydrant_id IN ('B-0030', 'B-0033', 'B-0036')`);
    // A statement that changes many hydrants at once, and a bulk insert into one block.
    await t.sql(`UPDATE hydrants SET status = 'maintenance' WHERE hydrant_id BETWEEN 'B-0090' AND 'B-0150'`);
    await bulkInsert(
      Array.from({ length: 40 }, (_, i) => `B-0200-${String(i).padStart(2, '0')}`),
      'out-of-service',
    );
    // A rolled-back write leaves no trace.
    await t.sql(`BEGIN; INSERT INTO hydrants (hydrant_id, address, latitude, longitude, area)
                 VALUES ('R-0001', 'Rolled back', 39.7, -104.9, 'Blocks'); ROLLBACK;`);

    const { kept, recounted } = await blocksKeptAndRecounted();
    expect(kept).toEqual(recounted);
    await expectEveryPageExact();
    await expectEveryPageExact('operational');
    await expectEveryPageExact('out-of-service');

    // Rebuilt blocks (as when one has outgrown the others): still exact.
    expect(await t.sql(`SELECT hydrant_page_blocks_rebalance(16, 1000) AS done`)).toEqual([{ done: true }]);
    const rebuilt = await blocksKeptAndRecounted();
    expect(rebuilt.kept).toEqual(rebuilt.recounted);
    await expectEveryPageExact('maintenance');

    // TRUNCATE (a full restore empties the table first) empties the counts too.
    await t.sql(`TRUNCATE hydrants CASCADE`);
    const emptied = await blocksKeptAndRecounted();
    expect(emptied).toEqual({ kept: [], recounted: [] });
    await bulkInsert(['D-0001', 'D-0002']);
    await expectEveryPageExact();
  });
});

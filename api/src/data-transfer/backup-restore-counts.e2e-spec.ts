import { Client } from 'pg';
import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { keptAndRecounted } from '../../test/kept-counts.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { AlertCheckService } from '../alerts/alert-check.service.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

/**
 * The schema a restore must leave as it found it: indexes (a partial index's condition may
 * read differently once made again from its own definition: the same condition), constraints
 * (and whether checked), triggers (and whether on).
 */
const SCHEMA_SQL = `
  SELECT tablename AS t, indexname AS name, regexp_replace(indexdef, ' WHERE .*$', '') || (indexdef LIKE '% WHERE %')::text AS def
  FROM pg_indexes WHERE schemaname = 'public'
  UNION ALL SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) || ' ' || convalidated
  FROM pg_constraint WHERE connamespace = 'public'::regnamespace
  UNION ALL SELECT tgrelid::regclass::text, tgname, tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
  ORDER BY 1, 2, 3`;

describe('Full Backup restore: kept counts, schema and text as it was (e2e)', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Every kept count beside its recount, by name. */
  const everyCount = () =>
    keptAndRecounted(
      (text) => t.sql(text),
      [
        'hydrants by status',
        'registry page blocks by status',
        'analytics hydrants by area and status',
        'inspections by day',
        'history by day',
        'open alerts by type',
        'map cells (hydrants per cell)',
      ],
    );

  it('after a restore every kept count equals a recount, and the indexes, constraints and triggers are as before', async () => {
    const ids: number[] = [];
    for (const [i, status] of ['operational', 'maintenance', 'out-of-service', 'operational'].entries()) {
      const body = hydrantInput({ hydrantId: `KC-${i}`, area: `Area ${i % 2}`, status, lastInspection: '2025-03-0' + (i + 1) });
      ids.push((await agent.post('/api/hydrants').send(body).expect(201)).body.id as number);
    }
    await agent
      .post('/api/hydrants/bulk-inspection')
      .send({ hydrantIds: ids.slice(0, 2), inspectionDate: '2025-06-01', inspector: 'Pat Quinn', status: 'maintenance' })
      .expect(200);
    await t.app.get(AlertCheckService).run();
    const backup = await agent
      .get('/api/data-transfer/backup')
      .buffer(true)
      .parse((res, callback) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => callback(null, text));
      })
      .expect(200);
    const schema = await t.sql(SCHEMA_SQL);
    const before = await everyCount();
    await agent.delete(`/api/hydrants/${ids[2]}`).expect(204);
    await agent
      .post('/api/hydrants')
      .send(hydrantInput({ hydrantId: 'KC-new', status: 'maintenance' }))
      .expect(201);

    await agent
      .post('/api/data-transfer/restore')
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.from(backup.body as string))
      .expect(200);

    const after = await everyCount();
    for (const [name, { kept, recounted }] of Object.entries(after)) {
      expect({ name, kept }).toEqual({ name, kept: recounted });
      expect({ name, n: kept.length }).not.toEqual({ name, n: 0 });
    }
    expect(after).toEqual(before);
    expect(await t.sql(SCHEMA_SQL)).toEqual(schema);
    // The map's cells as their own rebuild makes them (sums of positions too), in a transaction rolled back.
    const client = new Client({ connectionString: t.db.url });
    await client.connect();
    try {
      const cells = `SELECT * FROM hydrant_map_cells ORDER BY level, cx, cy`;
      const kept = (await client.query(cells)).rows;
      await client.query('BEGIN');
      await client.query('SELECT hydrant_map_cells_rebuild()');
      const rebuilt = (await client.query(cells)).rows;
      await client.query('ROLLBACK');
      expect(kept).toEqual(rebuilt);
    } finally {
      await client.end();
    }
  });

  it('text with tabs, line breaks, backslashes, quotes and braces comes back as it was, in lists too', async () => {
    const odd = 'a\tb\\c\r\nd "e" {f}, g\\N é😀';
    await agent
      .post('/api/hydrants')
      .send(hydrantInput({ hydrantId: 'ODD-1', notes: odd, inspector: '\\N' }))
      .expect(201);
    await agent
      .post('/api/zones')
      .send({
        name: 'Odd "zone"',
        color: 'blue',
        description: odd,
        coordinates: [
          [39.8, -89.65],
          [39.8, -89.6],
          [39.75, -89.6],
        ],
        assignedPersonnel: [odd, 'NULL', '', '{x,y}', 'back\\slash'],
      })
      .expect(201);
    const download = async () =>
      (
        await agent
          .get('/api/data-transfer/backup')
          .buffer(true)
          .parse((res, callback) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => callback(null, text));
          })
          .expect(200)
      ).body as string;
    const comparable = (text: string): Record<string, unknown> => ({
      ...(JSON.parse(text) as Record<string, unknown>),
      exportDate: null,
    });
    const original = await download();
    await agent
      .post('/api/data-transfer/restore')
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.from(original))
      .expect(200);
    const restored = comparable(await download());
    expect(restored).toEqual(comparable(original));
    const zones = restored.zones as Array<{ assignedPersonnel: string[]; description: string }>;
    expect(zones.find((zone) => zone.description === odd)?.assignedPersonnel).toEqual([odd, 'NULL', '', '{x,y}', 'back\\slash']);
  });
});

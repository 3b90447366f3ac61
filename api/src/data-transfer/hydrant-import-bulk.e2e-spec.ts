import { adminAgent } from '../../test/hydrant-fixtures.js';
import { keptAndRecounted } from '../../test/kept-counts.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

const ROWS = 20_000;
/** Hydrants already in the registry before the import: BULK-00001 … BULK-02000 (their rows update them). */
const EXISTING = 2_000;
const HEADER = 'Hydrant ID,Address,Latitude,Longitude,Area,Status,Pressure (PSI),Checklist,Notes';

const idOf = (i: number) => `BULK-${String(i).padStart(5, '0')}`;
/** Row number in the file of hydrant i (the header is row 1). */
const rowOf = (i: number) => i + 1;

interface Line {
  id: string;
  address: string;
  latitude: number;
  status: string;
  pressure: string;
  notes: string;
  errors: Array<{ field: string; message: string }>;
}

/** Hydrant i of the file, with a sprinkling of bad rows, and the problems the preview must name for it. */
function line(i: number): Line {
  const errors: Line['errors'] = [];
  let id = idOf(i);
  let address = `${i} Bulk Ave`;
  let latitude = 41 + (i % 100) / 1000;
  let status = ['operational', 'Maintenance Needed', 'out-of-service'][i % 3];
  let pressure = String(30 + (i % 50));
  let notes = '';
  if (i % 997 === 0 || i === 15_000) {
    address = '';
    errors.push({ field: 'address', message: 'Address is required' });
  }
  if (i % 1201 === 0) {
    latitude = 95;
    errors.push({ field: 'latitude', message: 'Latitude must be between -90 and 90' });
  }
  if (i % 1499 === 0) {
    status = 'purple';
    errors.push({ field: 'status', message: 'Status must be operational, maintenance or out-of-service' });
  }
  if (i % 61 === 0) {
    pressure = 'abc';
    errors.push({ field: 'pressure', message: 'Pressure must be a whole number of PSI (0 or more)' });
  }
  if (i % 4001 === 0) {
    notes = 'bell \u0007 here';
    errors.push({ field: 'notes', message: 'Notes must not contain control characters' });
  }
  if (i % 1777 === 0 || i === 15_000) {
    id = idOf(i - 10);
    errors.push({ field: 'hydrantId', message: `Hydrant ID ${id} appears more than once (first in row ${rowOf(i - 10)})` });
  }
  return { id, address, latitude, status, pressure, notes, errors };
}

const csvLine = (l: Line) =>
  `${l.id},${l.address},${l.latitude},-87.6,Bulk Area,${l.status},${l.pressure},cap present; no leaks,${l.notes}`;

const upload = (agent: Agent, path: string, body: string) =>
  agent.post(path).set('Content-Type', 'application/octet-stream').send(Buffer.from(body));

describe('hydrant import of 20,000 rows (e2e)', () => {
  jest.setTimeout(180_000);
  let t: TestApp;
  let agent: Agent;
  const lines = Array.from({ length: ROWS }, (_, k) => line(k + 1));
  const file = [HEADER, ...lines.map(csvLine)].join('\n');
  const good = lines.filter((l) => l.errors.length === 0);

  beforeAll(async () => {
    t = await createTestApp();
    agent = await adminAgent(t.server);
    await t.sql(
      `INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, area)
       SELECT 'BULK-' || lpad(g::text, 5, '0'), 'Old address', 40, -88,
              CASE WHEN g % 2 = 0 THEN 'out-of-service' ELSE 'maintenance' END, 'Old area'
       FROM generate_series(1, $1::int) g`,
      [EXISTING],
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  it('the preview names every problem row by row (the first 200 listed, all counted); apply refuses and changes nothing', async () => {
    const bad = lines.map((l, k) => ({ ...l, row: rowOf(k + 1) })).filter((l) => l.errors.length > 0);
    const existing = (l: Line) => Number(l.id.slice(5)) <= EXISTING;
    const res = await upload(agent, '/api/data-transfer/hydrant-import/preview?format=csv', file).expect(200);
    expect(bad.length).toBeGreaterThan(200);
    expect(res.body).toMatchObject({
      valid: false,
      totalRows: ROWS,
      rowsWithErrors: bad.length,
      toAdd: good.filter((l) => !existing(l)).length,
      toUpdate: good.filter(existing).length,
      fileErrors: [],
      ignoredColumns: [],
    });
    expect(res.body.errors).toEqual(
      bad.flatMap((l) => l.errors.map((e) => ({ row: l.row, hydrantId: l.id, ...e }))).slice(0, 200),
    );
    expect(res.body.rows).toEqual(
      bad
        .slice(0, 200)
        .map((l) => ({ row: l.row, hydrantId: l.id, address: l.address || null, area: 'Bulk Area', action: 'error' })),
    );
    const refused = await upload(agent, '/api/data-transfer/hydrant-import?format=csv', file).expect(400);
    expect(refused.body.message).toEqual([`${bad.length} rows have errors; nothing was imported`]);
    expect(await t.sql(`SELECT count(*)::int AS n, count(*) FILTER (WHERE area = 'Old area')::int AS old FROM hydrants`)).toEqual(
      [{ n: EXISTING, old: EXISTING }],
    );
  });

  it('a row far down the file with two problems lists both, its own error before the duplicate', async () => {
    const rows = [HEADER, ...lines.slice(14_900, 15_000).map((l) => csvLine({ ...l, errors: [] }))];
    const res = await upload(agent, '/api/data-transfer/hydrant-import/preview?format=csv', rows.join('\n')).expect(200);
    const last = rows.length;
    expect(res.body.errors.filter((e: { row: number }) => e.row === last)).toEqual([
      { row: last, hydrantId: idOf(14_990), field: 'address', message: 'Address is required' },
      {
        row: last,
        hydrantId: idOf(14_990),
        field: 'hydrantId',
        message: `Hydrant ID ${idOf(14_990)} appears more than once (first in row ${last - 10})`,
      },
    ]);
  });

  it('the good rows alone are stored exactly, updates and adds, with the kept counts right', async () => {
    const res = await upload(
      agent,
      '/api/data-transfer/hydrant-import?format=csv',
      [HEADER, ...good.map(csvLine)].join('\n'),
    ).expect(200);
    const updated = good.filter((l) => Number(l.id.slice(5)) <= EXISTING).length;
    expect(res.body).toEqual({ added: good.length - updated, updated });
    const stored = await t.sql<Record<string, unknown>>(
      `SELECT hydrant_id AS id, address, latitude, status, pressure, checklist FROM hydrants ORDER BY hydrant_id`,
    );
    const goodIds = new Set(good.map((l) => l.id));
    const untouched = Array.from({ length: EXISTING }, (_, k) => k + 1)
      .filter((i) => !goodIds.has(idOf(i)))
      .map((i) => ({
        id: idOf(i),
        address: 'Old address',
        latitude: 40,
        status: i % 2 === 0 ? 'out-of-service' : 'maintenance',
        pressure: null,
        checklist: [],
      }));
    const expected = [
      ...untouched,
      ...good.map((l) => ({
        id: l.id,
        address: l.address,
        latitude: l.latitude,
        status: l.status === 'Maintenance Needed' ? 'maintenance' : l.status,
        pressure: Number(l.pressure),
        checklist: ['Cap Present', 'No Leaks'],
      })),
    ].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(stored).toEqual(expected);
    const stats = (await agent.get('/api/hydrants/stats').expect(200)).body;
    expect(stats.total).toBe(expected.length);
    const { kept, recounted } = (await keptAndRecounted((text) => t.sql(text), ['registry page blocks by status']))[
      'registry page blocks by status'
    ];
    expect(kept).toEqual(recounted);
    // Out-of-service periods: one open period for each hydrant out of service (the ones the
    // file put out of service say 'Not recorded'); the file's operational and maintenance rows
    // ended the periods of the hydrants they took out of service.
    const open = await t.sql<{ id: string; reason: string }>(
      `SELECT h.hydrant_id AS id, o.reason FROM hydrant_out_of_service o JOIN hydrants h ON h.id = o.hydrant_id
       WHERE o.ended_at IS NULL ORDER BY h.hydrant_id`,
    );
    expect(open).toEqual(
      expected.filter((h) => h.status === 'out-of-service').map((h) => ({ id: h.id, reason: 'Not recorded' })),
    );
    const ended = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM hydrant_out_of_service WHERE ended_at IS NOT NULL`);
    const tookBack = good.filter((l) => Number(l.id.slice(5)) <= EXISTING && Number(l.id.slice(5)) % 2 === 0);
    expect(ended).toEqual([{ n: tookBack.filter((l) => l.status !== 'out-of-service').length }]);
  });
});

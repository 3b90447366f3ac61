import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { adminAgent } from '../../test/hydrant-fixtures.js';
import { keptAndRecounted } from '../../test/kept-counts.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;
type Body = Record<string, unknown> & { errors: Array<{ row: number }>; rows: Array<{ row: number }> };

const upload = (agent: Agent, step: string, format: string, body: string | Buffer) =>
  agent
    .post(`/api/data-transfer/${step}?format=${format}`)
    .set('Content-Type', 'application/octet-stream')
    .send(Buffer.isBuffer(body) ? body : Buffer.from(body));

/** More rows than one batch of the readers (1,000), a few of them wrong. */
const ROWS = 2_500;
const COLUMNS = ['Hydrant ID', 'Address', 'Area', 'Status', 'Pressure (PSI)', 'Last Inspection', 'Notes'];

interface Row {
  id: string;
  address: string;
  lat: number;
  lng: number;
  area: string;
  status: string;
  pressure: number | string;
  inspected: string;
  notes: string;
}

function row(i: number): Row {
  return {
    id: i % 700 === 0 ? `S-${String(i - 5).padStart(5, '0')}` : `S-${String(i).padStart(5, '0')}`,
    address: i % 450 === 0 ? '' : `${i} Stream St`,
    lat: i % 999 === 0 ? 95 : 41 + (i % 300) / 1000,
    lng: -87 - (i % 200) / 1000,
    area: `Area ${i % 7}`,
    status: ['operational', 'Out of Service', 'maintenance'][i % 3],
    pressure: i % 333 === 0 ? 'high' : 40 + (i % 50),
    inspected: i % 555 === 0 ? '2025-02-30' : `2025-0${1 + (i % 9)}-1${i % 10}`,
    notes: i % 4 === 0 ? `note ${i}` : '',
  };
}

const rows = Array.from({ length: ROWS }, (_, k) => row(k + 1));
const cells = (r: Row) => [r.id, r.address, r.area, r.status, r.pressure, r.inspected, r.notes];

const csv = [['Latitude', 'Longitude', ...COLUMNS].join(','), ...rows.map((r) => [r.lat, r.lng, ...cells(r)].join(','))].join(
  '\n',
);

async function xlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hydrants');
  sheet.addRow(['Latitude', 'Longitude', ...COLUMNS]);
  for (const r of rows) sheet.addRow([r.lat, r.lng, ...cells(r)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The features of the rows; `typeLast` puts the collection's type after its features (JSON does not order members). */
function geojson(typeLast = false): string {
  const features = rows.map((r) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [r.lng, r.lat] },
    properties: Object.fromEntries(COLUMNS.map((column, i) => [column, cells(r)[i]])),
  }));
  return JSON.stringify(
    typeLast
      ? { name: 'hydrants', crs: { type: 'name', properties: { name: 'EPSG:4326' } }, features, type: 'FeatureCollection' }
      : { type: 'FeatureCollection', features },
  );
}

/** A preview with its row numbers made those of a sheet (a GeoJSON row is its feature's number; a sheet's row 1 is the header). */
const asSheetRows = (body: Body, shift: number) => ({
  ...body,
  errors: body.errors.map((e) => ({
    ...e,
    row: e.row + shift,
    message: (e as unknown as { message: string }).message.replace(
      /first in row (\d+)/,
      (_, n: string) => `first in row ${Number(n) + shift}`,
    ),
  })),
  rows: body.rows.map((r) => ({ ...r, row: r.row + shift })),
});

describe('hydrant import read as a stream: CSV, .xlsx and GeoJSON alike (e2e)', () => {
  jest.setTimeout(180_000);
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('the three formats of the same rows give the same preview: counts, messages and listed rows', async () => {
    const fromCsv = (await upload(agent, 'hydrant-import/preview', 'csv', csv).expect(200)).body as Body;
    expect(fromCsv).toMatchObject({ valid: false, totalRows: ROWS, fileErrors: [], ignoredColumns: [] });
    expect(fromCsv.rowsWithErrors).toBeGreaterThan(10);
    expect(fromCsv.errors.map((e) => (e as unknown as { message: string }).message)).toEqual(
      expect.arrayContaining([
        'Address is required',
        'Latitude must be between -90 and 90',
        expect.stringContaining('appears more than once'),
      ]),
    );
    const fromXlsx = (await upload(agent, 'hydrant-import/preview', 'xlsx', await xlsx()).expect(200)).body as Body;
    expect(fromXlsx).toEqual(fromCsv);
    for (const document of [geojson(), geojson(true)]) {
      const fromGeoJson = (await upload(agent, 'hydrant-import/preview', 'geojson', document).expect(200)).body as Body;
      expect(asSheetRows(fromGeoJson, 1)).toEqual(fromCsv);
    }
  });

  it('a GeoJSON file broken part-way, or not a FeatureCollection at the end, is refused as a whole', async () => {
    const whole = geojson();
    for (const document of [whole.slice(0, Math.floor(whole.length * 0.7)), whole.replace('"FeatureCollection"', '"Feature"')]) {
      const res = await upload(agent, 'hydrant-import/preview', 'geojson', document).expect(200);
      expect(res.body).toMatchObject({ valid: false, totalRows: 0, rowsWithErrors: 0, errors: [], rows: [] });
      expect(res.body.fileErrors).toEqual(['The file is not a GeoJSON FeatureCollection']);
    }
    const noArea = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] }, properties: { hydrantId: 'A', address: 'B' } },
      ],
    });
    const res = await upload(agent, 'hydrant-import/preview', 'geojson', noArea).expect(200);
    expect(res.body).toMatchObject({ totalRows: 0, fileErrors: ['The file has no "Area" column'] });
  });

  it('a .xlsx import of the good rows stores them as the CSV would', async () => {
    const good = rows.filter(
      (r, k) => r.id === `S-${String(k + 1).padStart(5, '0')}` && r.address && r.lat < 90 && typeof r.pressure === 'number',
    );
    const fine = good.filter((r) => !r.inspected.endsWith('02-30'));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hydrants');
    sheet.addRow(['Latitude', 'Longitude', ...COLUMNS]);
    for (const r of fine) sheet.addRow([r.lat, r.lng, ...cells(r)]);
    const res = await upload(agent, 'hydrant-import', 'xlsx', Buffer.from(await workbook.xlsx.writeBuffer())).expect(200);
    expect(res.body).toEqual({ added: fine.length, updated: 0 });
    const stored = await t.sql<{ n: number; oos: number; notes: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'out-of-service')::int AS oos,
              count(notes)::int AS notes FROM hydrants WHERE hydrant_id LIKE 'S-%'`,
    );
    expect(stored).toEqual([
      {
        n: fine.length,
        oos: fine.filter((r) => r.status === 'Out of Service').length,
        notes: fine.filter((r) => r.notes).length,
      },
    ]);
  });
});

describe('hydrant import apply: what the per-row triggers did, done set-based (e2e)', () => {
  jest.setTimeout(180_000);
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('kept counts equal a recount; earth, out-of-service periods, notifications and audit rows as the triggers write them', async () => {
    // 300 hydrants already there, by a plain INSERT (the per-row triggers run): every third out of service.
    await t.sql(
      `INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, area, flow_rate)
       SELECT 'K-' || lpad(g::text, 4, '0'), g || ' Old St', 40 + g / 1000.0, -88, 
              CASE WHEN g % 3 = 0 THEN 'out-of-service' ELSE 'operational' END, 'Old', 900
       FROM generate_series(1, 300) g`,
    );
    await t.sql(`INSERT INTO notification_targets (kind, address) VALUES ('email', 'duty@example.org')`);
    const before = await t.sql<{ n: number }>(`SELECT coalesce(max(id), 0)::int AS n FROM audit_log`);
    const deliveriesBefore = await t.sql<{ n: number }>(`SELECT coalesce(max(id), 0)::int AS n FROM notification_deliveries`);
    // Rows 1..600: the first 300 update (status turned around), the rest add; statuses cycle.
    const statuses = ['operational', 'maintenance', 'out-of-service'];
    const lines = Array.from({ length: 600 }, (_, k) => {
      const g = k + 1;
      return `K-${String(g).padStart(4, '0')},${g} New St,${41 + g / 1000},${-87 - g / 1000},Area ${g % 5},${statuses[g % 3 === 0 ? 0 : g % 2 === 0 ? 2 : 1]},${g * 5}`;
    });
    const file = ['Hydrant ID,Address,Latitude,Longitude,Area,Status,Flow Rate (GPM)', ...lines].join('\n');
    const res = await upload(agent, 'hydrant-import', 'csv', file).expect(200);
    expect(res.body).toEqual({ added: 300, updated: 300 });

    const counts = await keptAndRecounted(
      (text) => t.sql(text),
      [
        'hydrants by status',
        'registry page blocks by status',
        'analytics hydrants by area, status, flow class and whether inspected',
      ],
    );
    for (const [name, { kept, recounted }] of Object.entries(counts)) expect({ name, kept }).toEqual({ name, kept: recounted });
    const cells = `SELECT level, cx, cy, n, n_operational, n_maintenance, n_out_of_service, n_aa, n_a, n_b, n_c, n_none
                   FROM hydrant_map_cells ORDER BY level, cx, cy`;
    const client = new Client({ connectionString: t.db.url });
    await client.connect();
    try {
      const kept = (await client.query(cells)).rows;
      await client.query('BEGIN');
      await client.query('SELECT hydrant_map_cells_rebuild()');
      expect(kept).toEqual((await client.query(cells)).rows);
      await client.query('ROLLBACK');
    } finally {
      await client.end();
    }

    // earth follows the coordinates, as the earth trigger sets it.
    expect(await t.sql(`SELECT count(*)::int AS n FROM hydrants WHERE earth <> ll_to_earth(latitude, longitude)`)).toEqual([
      { n: 0 },
    ]);
    // Out-of-service periods: one open period per hydrant out of service, none for the others.
    expect(
      await t.sql(
        `SELECT count(*)::int AS n FROM hydrants h
         WHERE (h.status = 'out-of-service') <> EXISTS (SELECT 1 FROM hydrant_out_of_service o WHERE o.hydrant_id = h.id AND o.ended_at IS NULL)`,
      ),
    ).toEqual([{ n: 0 }]);
    // Notifications: an added hydrant not operational, an existing one crossing between operational and not.
    const expected = lines.flatMap((_, k) => {
      const g = k + 1;
      const id = `K-${String(g).padStart(4, '0')}`;
      const to = statuses[g % 3 === 0 ? 0 : g % 2 === 0 ? 2 : 1];
      const from = g > 300 ? 'new' : g % 3 === 0 ? 'out-of-service' : 'operational';
      if (from === 'new') return to === 'operational' ? [] : [{ event: 'out-of-service', id, from, to }];
      if ((from === 'operational') === (to === 'operational')) return [];
      return [{ event: to === 'operational' ? 'back-in-service' : 'out-of-service', id, from, to }];
    });
    const deliveries = await t.sql(
      `SELECT event, payload->>'hydrantId' AS id, payload->>'fromStatus' AS from, payload->>'toStatus' AS to
       FROM notification_deliveries WHERE id > $1 ORDER BY payload->>'hydrantId'`,
      [deliveriesBefore[0].n],
    );
    expect(deliveries).toEqual(expected.sort((a, b) => (a.id < b.id ? -1 : 1)));
    // Audit: one row per added hydrant (all its values) and per updated one (what changed).
    const audit = await t.sql(
      `SELECT action, count(*)::int AS n,
              count(*) FILTER (WHERE record_id IN (SELECT id::text FROM hydrants))::int AS keyed
       FROM audit_log WHERE table_name = 'hydrants' AND id > $1 GROUP BY action ORDER BY action`,
      [before[0].n],
    );
    expect(audit).toEqual([
      { action: 'insert', n: 300, keyed: 300 },
      { action: 'update', n: 300, keyed: 300 },
    ]);
  });
});

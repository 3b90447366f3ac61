import ExcelJS from 'exceljs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { adminAgent, demoAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { zipOf } from '../../test/zip-writer.js';
import { readZipEntries } from '../common/zip-entries.js';
import { OPEN_ALERT_FIELDS, tryRound } from '../alerts/alert-check-compare.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

const upload = (agent: Agent, path: string, body: string | Buffer) =>
  agent
    .post(path)
    .set('Content-Type', 'application/octet-stream')
    .send(Buffer.isBuffer(body) ? body : Buffer.from(body));
const preview = (agent: Agent, format: string, body: string | Buffer) =>
  upload(agent, `/api/data-transfer/hydrant-import/preview?format=${format}`, body);
const apply = (agent: Agent, format: string, body: string | Buffer) =>
  upload(agent, `/api/data-transfer/hydrant-import?format=${format}`, body);

/** The parts Excel writes before a workbook's sheets: the workbook, its relationships, shared strings and styles. */
const EXCEL_FIRST_PARTS = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
];

/** A workbook's zip entries in Excel's order: its first parts, then the rest as they were. */
const inExcelOrder = (entries: [string, Buffer][]): [string, Buffer][] => [
  ...EXCEL_FIRST_PARTS.map((name) => entries.find(([entry]) => entry === name)!),
  ...entries.filter(([name]) => !EXCEL_FIRST_PARTS.includes(name)),
];

const HEADER = 'Hydrant ID,Address,Latitude,Longitude,Area,Status,Pressure (PSI),Checklist,Created';

describe('hydrant import (e2e)', () => {
  let t: TestApp;
  let agent: Agent;
  const registry = () =>
    t.sql(
      'SELECT hydrant_id, address, latitude, longitude, area, status, pressure, checklist, version FROM hydrants ORDER BY hydrant_id',
    );

  beforeAll(async () => {
    t = await createTestApp({ env: { IMPORT_LIMIT_MB: '1' } });
    agent = await adminAgent(t.server);
    await agent
      .post('/api/hydrants')
      .send(hydrantInput({ hydrantId: 'EX-1', status: 'maintenance', pressure: 40 }))
      .expect(201);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('CSV preview: SPEC §5 messages per row, adds vs updates by hydrantId; apply refused while a row is wrong; nothing changed', async () => {
    const csv = [
      HEADER,
      'EX-1,1 New Rd,39.7,-89.6,North,,55,cap present; No Leaks,2025-01-01',
      'NEW-1,2 New Rd,39.71,-89.61,North,Out of Service,,,',
      ',,,,,purple,abc,Shiny,',
      'NEW-2,3 New Rd,95,-200,North,operational,,,',
      'NEW-1,4 New Rd,39.7,-89.6,North,,,,',
    ].join('\n');
    const res = await preview(agent, 'csv', csv).expect(200);
    expect(res.body).toMatchObject({
      valid: false,
      totalRows: 5,
      toAdd: 1,
      toUpdate: 1,
      rowsWithErrors: 3,
      fileErrors: [],
      ignoredColumns: ['Created'],
    });
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { row: 4, hydrantId: null, field: 'hydrantId', message: 'Hydrant ID is required' },
        { row: 4, hydrantId: null, field: 'address', message: 'Address is required' },
        { row: 4, hydrantId: null, field: 'latitude', message: 'Latitude is required' },
        { row: 4, hydrantId: null, field: 'longitude', message: 'Longitude is required' },
        { row: 4, hydrantId: null, field: 'area', message: 'Area is required' },
        { row: 4, hydrantId: null, field: 'status', message: 'Status must be operational, maintenance or out-of-service' },
        { row: 5, hydrantId: 'NEW-2', field: 'latitude', message: 'Latitude must be between -90 and 90' },
        { row: 5, hydrantId: 'NEW-2', field: 'longitude', message: 'Longitude must be between -180 and 180' },
        { row: 6, hydrantId: 'NEW-1', field: 'hydrantId', message: 'Hydrant ID NEW-1 appears more than once (first in row 3)' },
      ]),
    );
    expect(res.body.rows.slice(0, 3).map((row: { action: string }) => row.action)).toEqual(['error', 'error', 'error']);
    expect(res.body.rows.slice(3)).toEqual([
      { row: 2, hydrantId: 'EX-1', address: '1 New Rd', area: 'North', action: 'update' },
      { row: 3, hydrantId: 'NEW-1', address: '2 New Rd', area: 'North', action: 'add' },
    ]);
    const before = await registry();
    const refused = await apply(agent, 'csv', csv).expect(400);
    expect(refused.body.message).toEqual(['3 rows have errors; nothing was imported']);
    expect(await registry()).toEqual(before);
  });

  it('CSV apply: adds and updates in one go (status kept when empty, labels accepted, version bumped)', async () => {
    const csv = [
      HEADER,
      'EX-1,1 New Rd,39.7,-89.6,North,,55,cap present; No Leaks,',
      '"NEW-1","2, ""New"" Rd",39.71,-89.61,North,Out of Service,,,',
    ].join('\r\n');
    expect((await apply(agent, 'csv', csv).expect(200)).body).toEqual({ added: 1, updated: 1 });
    expect(await registry()).toEqual([
      {
        hydrant_id: 'EX-1',
        address: '1 New Rd',
        latitude: 39.7,
        longitude: -89.6,
        area: 'North',
        status: 'maintenance',
        pressure: 55,
        checklist: ['Cap Present', 'No Leaks'],
        version: 2,
      },
      {
        hydrant_id: 'NEW-1',
        address: '2, "New" Rd',
        latitude: 39.71,
        longitude: -89.61,
        area: 'North',
        status: 'out-of-service',
        pressure: null,
        checklist: [],
        version: 1,
      },
    ]);
    // The registry sees them (list and stats).
    const stats = (await agent.get('/api/hydrants/stats').expect(200)).body;
    expect(stats.total).toBe(2);
  });

  it('new hydrants added not operational get their status alert in the import; a full check then changes nothing', async () => {
    const csv = [
      'Hydrant ID,Address,Latitude,Longitude,Area,Status,Last Inspection',
      `ST-OUT,1 Alert Rd,39.7,-89.6,North,Out of Service,${new Date().toISOString().slice(0, 10)}`,
      `ST-MNT,2 Alert Rd,39.7,-89.6,North,maintenance,${new Date().toISOString().slice(0, 10)}`,
      `ST-OK,3 Alert Rd,39.7,-89.6,North,operational,${new Date().toISOString().slice(0, 10)}`,
    ].join('\n');
    expect((await apply(agent, 'csv', csv).expect(200)).body).toEqual({ added: 3, updated: 0 });
    const open = (query: (text: string) => Promise<unknown[]>) =>
      query(
        `SELECT ${OPEN_ALERT_FIELDS} FROM alerts
         WHERE NOT acknowledged AND hydrant_id IN (SELECT id FROM hydrants WHERE hydrant_id LIKE 'ST-%') ORDER BY message`,
      );
    const before = await open((text) => t.sql(text));
    expect(before).toEqual([
      expect.objectContaining({
        alert_type: 'status_change',
        priority: 'medium',
        message: 'Hydrant ST-MNT at 2 Alert Rd needs maintenance',
      }),
      expect.objectContaining({
        alert_type: 'status_change',
        priority: 'high',
        message: 'Hydrant ST-OUT at 1 Alert Rd is out of service',
      }),
    ]);
    const full = await tryRound(t.app.get(DataSource), 'full', (manager) => open((text) => manager.query(text)));
    expect(full.open).toEqual(before);
  });

  it('.xlsx: the first sheet, header row 1, numbers and dates as cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hydrants');
    sheet.addRow(['Hydrant ID', 'Address', 'Latitude', 'Longitude', 'Area', 'Last Inspection']);
    sheet.addRow(['XL-1', '9 Sheet St', 40.1, -88.2, 'East', new Date(Date.UTC(2025, 2, 14))]);
    sheet.addRow(['XL-2', '', 40.2, -88.3, 'East', null]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await preview(agent, 'xlsx', file).expect(200);
    expect(res.body).toMatchObject({ valid: false, totalRows: 2, toAdd: 1, rowsWithErrors: 1 });
    expect(res.body.errors).toEqual([{ row: 3, hydrantId: 'XL-2', field: 'address', message: 'Address is required' }]);
    sheet.getRow(3).getCell(2).value = '10 Sheet St';
    const fixed = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await apply(agent, 'xlsx', fixed).expect(200)).body).toEqual({ added: 2, updated: 0 });
    expect(await t.sql(`SELECT to_char(last_inspection, 'YYYY-MM-DD') AS d FROM hydrants WHERE hydrant_id = 'XL-1'`)).toEqual([
      { d: '2025-03-14' },
    ]);
    await preview(agent, 'xlsx', 'not a workbook')
      .expect(200)
      .expect((r) => expect(r.body.fileErrors).toEqual(['The file is not a readable .xlsx workbook']));
  });

  it('.xlsx: the first sheet is the first tab of the workbook (hidden ones aside), whatever the order of its parts', async () => {
    const workbook = new ExcelJS.Workbook();
    for (const [name, hydrantId] of [
      ['Notes', 'XO-NOTES'],
      ['Hydrants', 'XO-1'],
      ['Old', 'XO-OLD'],
    ]) {
      const sheet = workbook.addWorksheet(name, { state: name === 'Old' ? 'hidden' : 'visible' });
      sheet.addRow(['Hydrant ID', 'Address', 'Latitude', 'Longitude', 'Area']);
      sheet.addRow([hydrantId, `1 ${name} St`, 40.1, -88.2, 'East']);
    }
    const dir = await mkdtemp(join(tmpdir(), 'xlsx-order-'));
    try {
      const written = join(dir, 'written.xlsx');
      await writeFile(written, Buffer.from(await workbook.xlsx.writeBuffer()));
      const parts = await readZipEntries(written, () => true);
      // The tabs moved: Old (hidden), Hydrants, Notes; the parts stay sheet1 (Notes), sheet2, sheet3.
      const book = parts.get('xl/workbook.xml')!.toString('utf8');
      const tab = (name: string) => new RegExp(`<sheet [^>]*name="${name}"[^>]*/>`).exec(book)![0];
      const reordered = book.replace(/<sheets>.*<\/sheets>/, `<sheets>${tab('Old')}${tab('Hydrants')}${tab('Notes')}</sheets>`);
      parts.set('xl/workbook.xml', Buffer.from(reordered));
      const inFileOrder = [...parts];
      // As Excel writes it: the workbook, its relationships, shared strings and styles before the sheets.
      const excelOrder = inExcelOrder(inFileOrder);
      for (const entries of [inFileOrder, excelOrder]) {
        const res = await preview(agent, 'xlsx', zipOf(entries)).expect(200);
        expect(res.body).toMatchObject({ fileErrors: [], totalRows: 1, toAdd: 1 });
        expect(res.body.rows.map((row: { hydrantId: string }) => row.hydrantId)).toEqual(['XO-1']);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('.xlsx with its entries stored (not compressed) and several sheets: the rows of the first tab, whatever the order of the parts', async () => {
    const workbook = new ExcelJS.Workbook();
    for (const [name, prefix, rows] of [
      ['Hydrants', 'XS', 400],
      ['Notes', 'XS-NOTE', 2],
      ['Old', 'XS-OLD', 2],
    ] as const) {
      const sheet = workbook.addWorksheet(name);
      sheet.addRow(['Hydrant ID', 'Address', 'Latitude', 'Longitude', 'Area', 'Last Inspection']);
      for (let i = 1; i <= rows; i += 1)
        sheet.addRow([
          `${prefix}-${i}`,
          `${i} ${name} St`,
          40 + (i % 40) / 100,
          -88 - i / 1000,
          'East',
          new Date(Date.UTC(2025, 2, 14)),
        ]);
    }
    const dir = await mkdtemp(join(tmpdir(), 'xlsx-stored-'));
    try {
      const written = join(dir, 'written.xlsx');
      await writeFile(written, Buffer.from(await workbook.xlsx.writeBuffer()));
      // As exceljs writes them (the sheets before the shared strings, the workbook last), and as Excel does.
      const inFileOrder = [...(await readZipEntries(written, () => true))];
      const excelOrder = inExcelOrder(inFileOrder);
      for (const entries of [inFileOrder, excelOrder]) {
        const file = zipOf(entries, { stored: true });
        const res = await preview(agent, 'xlsx', file).expect(200);
        expect(res.body).toMatchObject({ fileErrors: [], totalRows: 400, toAdd: 400, rowsWithErrors: 0 });
        expect(res.body.rows[0]).toMatchObject({ hydrantId: 'XS-1', address: '1 Hydrants St' });
      }
      expect((await apply(agent, 'xlsx', zipOf(inFileOrder, { stored: true })).expect(200)).body).toEqual({
        added: 400,
        updated: 0,
      });
      expect(
        await t.sql(
          `SELECT count(*)::int AS n, min(to_char(last_inspection, 'YYYY-MM-DD')) AS d,
                  count(*) FILTER (WHERE hydrant_id LIKE 'XS-NOTE%' OR hydrant_id LIKE 'XS-OLD%')::int AS others
           FROM hydrants WHERE hydrant_id LIKE 'XS-%'`,
        ),
      ).toEqual([{ n: 400, d: '2025-03-14', others: 0 }]);

      // A workbook that cannot be read (bytes of its worksheet damaged): refused with a 400 that says so, nothing added.
      const damaged = zipOf(inFileOrder, { stored: true });
      const sheetAt = damaged.indexOf('xl/worksheets/sheet1.xml');
      damaged.fill(0, sheetAt + 4000, sheetAt + 4100);
      await preview(agent, 'xlsx', damaged)
        .expect(200)
        .expect((r) => expect(r.body.fileErrors).toEqual(['The file is not a readable .xlsx workbook']));
      const refused = await apply(agent, 'xlsx', damaged).expect(400);
      expect(refused.body.message).toEqual(['The file is not a readable .xlsx workbook']);
      expect(await t.sql(`SELECT count(*)::int AS n FROM hydrants WHERE hydrant_id LIKE 'XS-%'`)).toEqual([{ n: 400 }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('GeoJSON: Point features, coordinates [lng, lat], properties by name', async () => {
    const collection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [-87.5, 41.2] },
          properties: { hydrantId: 'GJ-1', address: '1 Geo Way', area: 'West', flowRate: 1200 },
        },
        {
          type: 'Feature',
          geometry: {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
          properties: { hydrantId: 'GJ-2', address: '2 Geo Way', area: 'West' },
        },
      ],
    };
    const res = await preview(agent, 'geojson', JSON.stringify(collection)).expect(200);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([{ row: 2, hydrantId: 'GJ-2', field: 'geometry', message: 'Geometry must be a Point' }]),
    );
    collection.features.pop();
    expect((await apply(agent, 'geojson', JSON.stringify(collection)).expect(200)).body).toEqual({ added: 1, updated: 0 });
    expect(await t.sql(`SELECT latitude, longitude, flow_rate FROM hydrants WHERE hydrant_id = 'GJ-1'`)).toEqual([
      { latitude: 41.2, longitude: -87.5, flow_rate: 1200 },
    ]);
    await preview(agent, 'geojson', '{"type":"Feature"}')
      .expect(200)
      .expect((r) => expect(r.body.fileErrors).toEqual(['The file is not a GeoJSON FeatureCollection']));
  });

  it('properties and columns named like built-in object members are listed as ignored and change nothing', async () => {
    const properties = JSON.parse(
      '{"hydrantId":"GJ-P","address":"1 Proto Way","area":"West","__proto__":{"hydrantId":"EVIL","status":"purple"},' +
        '"constructor":"c","toString":"t","hasOwnProperty":"h"}',
    ) as Record<string, unknown>;
    const collection = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [-87.5, 41.2] }, properties }],
    };
    const res = await preview(agent, 'geojson', JSON.stringify(collection)).expect(200);
    expect(res.body).toMatchObject({ valid: true, fileErrors: [], totalRows: 1, toAdd: 1, rowsWithErrors: 0 });
    expect(res.body.ignoredColumns).toEqual(['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
    expect(res.body.rows).toEqual([{ row: 1, hydrantId: 'GJ-P', address: '1 Proto Way', area: 'West', action: 'add' }]);
    const csv = [
      'Hydrant ID,Address,Latitude,Longitude,Area,constructor,__proto__,toString',
      'CSV-P,1 Proto Rd,39.7,-89.6,North,a,b,c',
    ];
    const fromCsv = await preview(agent, 'csv', csv.join('\n')).expect(200);
    expect(fromCsv.body).toMatchObject({ valid: true, fileErrors: [], totalRows: 1, toAdd: 1, rowsWithErrors: 0 });
    expect(fromCsv.body.ignoredColumns).toEqual(['constructor', '__proto__', 'toString']);
  });

  it('a file without a required column is refused as a whole', async () => {
    const res = await preview(agent, 'csv', 'Hydrant ID,Address\nA,B').expect(200);
    expect(res.body.fileErrors).toEqual([
      'The file has no "Latitude" column',
      'The file has no "Longitude" column',
      'The file has no "Area" column',
    ]);
    await apply(agent, 'csv', 'Hydrant ID,Address\nA,B').expect(400);
  });

  it('413 over IMPORT_LIMIT_MB, 400 for a bad format, 403 for demo', async () => {
    await preview(agent, 'csv', Buffer.alloc(1024 * 1024 + 10, 65)).expect(413);
    const bad = await preview(agent, 'pdf', 'x').expect(400);
    expect(bad.body.errors).toEqual({ format: 'Format must be csv, xlsx or geojson' });
    const demo = await demoAgent(t.server);
    const before = await registry();
    expect((await apply(demo, 'csv', `${HEADER}\nD-1,1 Rd,1,1,A,,,,`).expect(403)).body.message).toBe('Demo access is read-only');
    await preview(demo, 'csv', `${HEADER}\nD-1,1 Rd,1,1,A,,,,`).expect(403);
    expect(await registry()).toEqual(before);
  });
});

import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { localDate } from './hydrants-csv.service.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

describe('bulk inspection (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    ids = [];
    for (const status of ['operational', 'maintenance', 'out-of-service']) {
      const res = await admin
        .post('/api/hydrants')
        .send(hydrantInput({ status, pressure: 40, flowRate: 800, notes: `was ${status}`, checklist: ['Accessible'] }))
        .expect(201);
      ids.push(res.body.id);
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  const snapshot = () =>
    t.sql(
      `SELECT id, status, pressure, flow_rate, last_inspection::text, inspector, checklist, notes, updated_at
       FROM hydrants WHERE id = ANY($1::int[]) ORDER BY id`,
      [ids],
    );

  it('one unknown id: 404 naming it, and no hydrant changed', async () => {
    const before = await snapshot();
    const res = await admin
      .post('/api/hydrants/bulk-inspection')
      .send({
        hydrantIds: [ids[0], 987654, ids[1]],
        inspectionDate: '2025-04-01',
        inspector: 'Should Not Stick',
        status: 'maintenance',
      })
      .expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Hydrant 987654 not found', error: 'Not Found' });
    expect(await snapshot()).toEqual(before);
  });

  it('sets date and inspector on all, keeps what was not given', async () => {
    const res = await admin
      .post('/api/hydrants/bulk-inspection')
      .send({ hydrantIds: [ids[0], ids[1], ids[2], ids[0]], inspectionDate: '2025-04-02', inspector: 'Pat Quinn' })
      .expect(200);
    expect(res.body).toEqual({ updated: 3, revisitsScheduled: 0 });
    const rows = await snapshot();
    expect(rows.map((row) => [row.status, row.last_inspection, row.inspector, row.pressure, row.notes])).toEqual([
      ['operational', '2025-04-02', 'Pat Quinn', 40, 'was operational'],
      ['maintenance', '2025-04-02', 'Pat Quinn', 40, 'was maintenance'],
      ['out-of-service', '2025-04-02', 'Pat Quinn', 40, 'was out-of-service'],
    ]);
  });

  it('applies the optional status, pressure, flow rate, checklist and notes when given; stats and list see it', async () => {
    await admin
      .post('/api/hydrants/bulk-inspection')
      .send({
        hydrantIds: [ids[1], ids[2]],
        inspectionDate: '2025-04-03',
        inspector: 'Pat Quinn',
        status: 'operational',
        pressure: 65,
        flowRate: 1500,
        checklist: ['Cap Present', 'Flow Test Passed'],
        notes: 'Annual check',
      })
      .expect(200);
    const second = await admin.get(`/api/hydrants/${ids[1]}`).expect(200);
    expect(second.body).toMatchObject({
      status: 'operational',
      pressure: 65,
      flowRate: 1500,
      flowClass: 'AA',
      lastInspection: '2025-04-03',
      inspector: 'Pat Quinn',
      checklist: ['Cap Present', 'Flow Test Passed'],
      notes: 'Annual check',
    });
    const first = await admin.get(`/api/hydrants/${ids[0]}`).expect(200);
    expect(first.body.lastInspection).toBe('2025-04-02');
    expect((await admin.get('/api/hydrants/stats').expect(200)).body).toEqual({
      operational: 3,
      maintenance: 0,
      outOfService: 0,
      total: 3,
    });
  });

  it('the per-hydrant PATCH of SPEC §7 still records an inspection', async () => {
    const res = await admin
      .patch(`/api/hydrants/${ids[0]}`)
      .send({ lastInspection: '2025-05-01', inspector: 'Solo', status: 'maintenance' })
      .expect(200);
    expect(res.body).toMatchObject({ lastInspection: '2025-05-01', inspector: 'Solo', status: 'maintenance' });
  });
});

/** Parses RFC 4180 CSV (quoted fields may hold commas, doubled quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

describe('CSV exports (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  const tricky = 'Corner of "Main", 1st\nBehind the "old" mill';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    await admin
      .post('/api/hydrants')
      .send(
        hydrantInput({
          hydrantId: 'C-002',
          address: tricky,
          area: 'North, Upper',
          inspector: 'O\'Brien, "Red"',
          pressure: 55,
          flowRate: 900,
          lastInspection: '2025-01-15',
          checklist: ['Cap Present', 'No Leaks'],
          notes: 'line one\r\nline two',
          latitude: 39.75,
          longitude: -104.99,
        }),
      )
      .expect(201);
    await admin
      .post('/api/hydrants')
      .send(hydrantInput({ hydrantId: 'C-001', status: 'maintenance', latitude: 39.7392, longitude: -104.9903 }))
      .expect(201);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('registry CSV: dated attachment, SPEC §9 columns, quoting of commas, quotes and newlines, filters', async () => {
    const res = await admin.get('/api/hydrants/export.csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="hydrants-${localDate()}.csv"`);
    expect(res.text).toContain(`"Corner of ""Main"", 1st\nBehind the ""old"" mill"`);
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual([
      'Hydrant ID',
      'Status',
      'Address',
      'Area',
      'Inspector',
      'Pressure (PSI)',
      'Flow Rate (GPM)',
      'Last Inspection',
      'Checklist',
      'Notes',
      'Created',
      'Updated',
      'Hydrant Type',
      'Outlets',
      'Outlet Sizes (in)',
      'Main Size (in)',
      'Manufacturer',
      'Install Year',
      'Ownership',
      'Isolation Valve',
      'Out of Service Since',
      'Out of Service Reason',
      'Expected Return',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1].slice(0, 10)).toEqual(['C-001', 'maintenance', expect.any(String), 'Downtown', '', '', '', '', '', '']);
    expect(rows[2].slice(0, 10)).toEqual([
      'C-002',
      'operational',
      tricky,
      'North, Upper',
      'O\'Brien, "Red"',
      '55',
      '900',
      '2025-01-15',
      'Cap Present; No Leaks',
      'line one\r\nline two',
    ]);
    expect(rows[2][10]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const filtered = parseCsv((await admin.get('/api/hydrants/export.csv').query({ status: 'maintenance' }).expect(200)).text);
    expect(filtered.map((row) => row[0])).toEqual(['Hydrant ID', 'C-001']);
    const searched = parseCsv((await admin.get('/api/hydrants/export.csv').query({ search: 'brien' }).expect(200)).text);
    expect(searched.map((row) => row[0])).toEqual(['Hydrant ID', 'C-002']);
  });

  it('search results CSV: hydrant_search_results.csv, nearest first, Distance (mi) with 2 decimals', async () => {
    const res = await admin
      .get('/api/hydrants/nearby/export.csv')
      .query({ lat: 39.7392, lng: -104.9903, radius: 10 })
      .expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="hydrant_search_results.csv"');
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual([
      'Hydrant ID',
      'Address',
      'Area',
      'Status',
      'Latitude',
      'Longitude',
      'Distance (mi)',
      'Pressure (PSI)',
      'Flow Rate (GPM)',
      'Last Inspection',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[4], row[5], row[6]])).toEqual([
      ['C-001', '39.7392', '-104.9903', '0.00'],
      ['C-002', '39.75', '-104.99', '0.75'],
    ]);
    expect(rows[2].slice(1, 4)).toEqual([tricky, 'North, Upper', 'operational']);
    const none = parseCsv((await admin.get('/api/hydrants/nearby/export.csv').query({ lat: 0, lng: 0 }).expect(200)).text);
    expect(none).toHaveLength(1);
    const bad = await admin.get('/api/hydrants/nearby/export.csv').query({ lat: 0, lng: 0, radius: 501 }).expect(400);
    expect(bad.body.errors).toEqual({ radius: 'Radius must be between 1 and 500 miles' });
  });
});

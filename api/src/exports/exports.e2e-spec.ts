import ExcelJS from 'exceljs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { clearRelatedTables, insertHistory, insertHydrants } from '../../test/analytics-fixtures.js';
import { adminAgent, demoAgent } from '../../test/hydrant-fixtures.js';
import { createTestApp, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

/** Collects a binary answer (supertest buffers only text by default). */
function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

/** exceljs' load() is typed for an older Buffer. */
const loadable = (buffer: Buffer) => buffer as unknown as ExcelJS.Buffer;

describe('exports (e2e)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('on an empty registry', () => {
    it('the summary is all zeros', async () => {
      const { body } = await admin.get('/api/exports/summary').expect(200);
      expect(body).toEqual({
        hydrants: 0,
        maintenanceHistory: 0,
        maintenanceSchedules: 0,
        alerts: 0,
        zones: 0,
        compliance: { annualInspection: 0, operational: 0, maintenanceCurrent: 0 },
      });
    });

    it('the CSV holds the header only, and the JSON empty lists', async () => {
      const csv = await admin.get('/api/exports/csv').expect(200);
      expect(csv.text).toBe('Hydrant ID,Address,Area,Status,Pressure (PSI),Last Inspection,Latitude,Longitude,Notes\n');
      const json = await admin.get('/api/exports/json').expect(200);
      expect(JSON.parse(json.text)).toMatchObject({
        hydrants: [],
        maintenanceHistory: [],
        totalHydrants: 0,
        totalMaintenanceRecords: 0,
      });
    });
  });

  describe('with data', () => {
    let ids: Record<string, number>;

    beforeAll(async () => {
      ids = await insertHydrants(t, [
        {
          hydrantId: 'H-001',
          status: 'operational',
          inspectedDaysAgo: 10,
          area: 'North',
          notes: 'Said "hello", then left',
          pressure: 65,
        },
        {
          hydrantId: 'H-002',
          status: 'maintenance',
          inspectedDaysAgo: 400,
          area: 'North',
          notes: '=HYPERLINK("http://evil","x")',
        },
        {
          hydrantId: 'H-003',
          status: 'out-of-service',
          inspectedDaysAgo: null,
          area: 'South, East',
          notes: 'line one\nline two',
        },
        { hydrantId: 'H-004', status: 'operational', inspectedDaysAgo: 364, area: '@risk', latitude: 39.5, longitude: -89.25 },
      ]);
      await t.sql(`INSERT INTO zones (name, color, description, coordinates, area, assigned_personnel)
        VALUES ('Zone 1', 'red', 'North side', '[[39.8,-89.7],[39.9,-89.7],[39.9,-89.6]]', '((-89.7,39.8),(-89.7,39.9),(-89.6,39.9))', '{"Engine 1"}')`);
    });

    it('summary: counts and the three compliance percentages', async () => {
      const { body } = await admin.get('/api/exports/summary').expect(200);
      expect(body).toMatchObject({
        hydrants: 4,
        zones: 1,
        compliance: { annualInspection: 50, operational: 50, maintenanceCurrent: 75 },
      });
    });

    it('summary: the counts are those of a recount after writes of every kind', async () => {
      const recount = async () => {
        const [row] = await t.sql<Record<string, number>>(`SELECT
            (SELECT count(*)::int FROM hydrants) AS hydrants,
            (SELECT count(*)::int FROM maintenance_history) AS "maintenanceHistory",
            (SELECT count(*)::int FROM maintenance_schedules) AS "maintenanceSchedules",
            (SELECT count(*)::int FROM alerts) AS alerts,
            (SELECT count(*)::int FROM hydrants WHERE status = 'operational') AS operational`);
        return row;
      };
      const expectRecount = async (step: string) => {
        const { body } = await admin.get('/api/exports/summary').expect(200);
        const { operational, ...counts } = await recount();
        expect([step, body]).toMatchObject([step, counts]);
        expect([step, body.compliance.operational]).toEqual([step, Math.round((operational / counts.hydrants) * 1000) / 10]);
      };
      const [{ id }] = await t.sql<{ id: number }>(`SELECT id FROM hydrants WHERE hydrant_id = 'H-004'`);
      await t.sql(
        `INSERT INTO maintenance_history (hydrant_id, maintenance_type, completed_date, technician_name, work_performed, status)
                   SELECT $1, 'repair', current_date - g, 'A', 'x', 'completed' FROM generate_series(1, 3) g`,
        [id],
      );
      await t.sql(
        `INSERT INTO maintenance_schedules (hydrant_id, scheduled_date, description) VALUES ($1, current_date + 3, 'x')`,
        [id],
      );
      await t.sql(
        `INSERT INTO alerts (hydrant_id, alert_type, priority, message, cause, occurrence)
                   VALUES ($1, 'overdue_inspection', 'high', 'x', 'c', 'o')`,
        [id],
      );
      await expectRecount('added');
      await t.sql(`UPDATE hydrants SET status = 'maintenance' WHERE id = $1`, [id]);
      await t.sql(
        `DELETE FROM maintenance_history WHERE id IN (SELECT id FROM maintenance_history WHERE hydrant_id = $1 LIMIT 1)`,
        [id],
      );
      await expectRecount('changed and deleted');
      await t.sql(`UPDATE hydrants SET status = 'operational' WHERE id = $1`, [id]);
      await t.sql(`DELETE FROM maintenance_history WHERE hydrant_id = $1`, [id]);
      await t.sql(`DELETE FROM maintenance_schedules WHERE hydrant_id = $1`, [id]);
      await t.sql(`DELETE FROM alerts WHERE hydrant_id = $1`, [id]);
      await expectRecount('as before');
    });

    it("CSV: SPEC's name and columns, RFC 4180 quoting, formulas neutralised", async () => {
      const res = await admin.get('/api/exports/csv').expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="hydrants-export-\d{4}-\d{2}-\d{2}-\d{6}\.csv"$/);
      const [header, ...rest] = res.text.split('\n');
      expect(header).toBe('Hydrant ID,Address,Area,Status,Pressure (PSI),Last Inspection,Latitude,Longitude,Notes');
      expect(rest[0]).toMatch(
        /^H-001,1 Main St,North,operational,65,\d{4}-\d{2}-\d{2},39\.78,-89\.65,"Said ""hello"", then left"$/,
      );
      expect(rest[1]).toContain(`,"'=HYPERLINK(""http://evil"",""x"")"`);
      expect(res.text).toContain('"South, East"');
      expect(res.text).toContain('"line one\nline two"');
      expect(res.text).toContain("H-004,4 Main St,'@risk,operational");
    });

    it('TSV: the same columns, tab-separated, named .tsv', async () => {
      const res = await admin.get('/api/exports/tsv').expect(200);
      expect(res.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/filename="hydrants-export-[\d-]+\.tsv"/);
      const lines = res.text.split('\n');
      expect(lines[0]).toBe('Hydrant ID\tAddress\tArea\tStatus\tPressure (PSI)\tLast Inspection\tLatitude\tLongitude\tNotes');
      expect(lines[1].split('\t').slice(0, 4)).toEqual(['H-001', '1 Main St', 'North', 'operational']);
    });

    it("JSON: SPEC's shape with every hydrant and the maintenance history", async () => {
      try {
        await insertHistory(t, ids['H-001'], 3, 'routine');
        const res = await admin.get('/api/exports/json').expect(200);
        expect(res.headers['content-disposition']).toMatch(/filename="hydrant-data-[\d-]+\.json"/);
        const body = JSON.parse(res.text);
        expect(Object.keys(body).sort()).toEqual([
          'exportDate',
          'hydrants',
          'maintenanceHistory',
          'totalHydrants',
          'totalMaintenanceRecords',
        ]);
        expect(body.totalHydrants).toBe(4);
        expect(body.hydrants).toHaveLength(4);
        expect(body.hydrants[0]).toMatchObject({
          hydrantId: 'H-001',
          area: 'North',
          status: 'operational',
          pressure: 65,
          flowClass: 'A',
          photos: [],
        });
        expect(body.totalMaintenanceRecords).toBe(1);
        expect(body.maintenanceHistory[0]).toMatchObject({
          hydrantId: ids['H-001'],
          maintenanceType: 'routine',
          status: 'completed',
        });
        expect(body.maintenanceHistory[0].completedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(body.exportDate).toISOString()).toBe(body.exportDate);
      } finally {
        await clearRelatedTables(t);
      }
    });

    it('xlsx: a real workbook, one sheet per dataset, read back with exceljs', async () => {
      try {
        await insertHistory(t, ids['H-002'], 3, 'repair');
        const res = await admin.get('/api/exports/xlsx').buffer(true).parse(binary).expect(200);
        expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        expect(res.headers['content-disposition']).toMatch(/filename="hydrant-data-[\d-]+\.xlsx"/);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(loadable(res.body as Buffer));
        const names = workbook.worksheets.map((sheet) => sheet.name);
        expect(names).toEqual(
          expect.arrayContaining(['Hydrants', 'Maintenance History', 'Maintenance Schedules', 'Alerts', 'Zones']),
        );
        const hydrants = workbook.getWorksheet('Hydrants')!;
        expect(hydrants.rowCount).toBe(5);
        expect(hydrants.getRow(1).getCell(1).value).toBe('Hydrant ID');
        expect(hydrants.getRow(2).getCell(1).value).toBe('H-001');
        expect(hydrants.getRow(2).getCell(7).value).toBe(65); // a number stays a number
        expect(hydrants.getRow(3).getCell(13).value).toBe(`'=HYPERLINK("http://evil","x")`);
        const history = workbook.getWorksheet('Maintenance History')!;
        expect(history.rowCount).toBe(2);
        const headers = (history.getRow(1).values as unknown[]).slice(1);
        const row = (history.getRow(2).values as unknown[]).slice(1);
        expect(row[headers.indexOf('Hydrant ID')]).toBe('H-002');
        expect(row[headers.indexOf('Maintenance Type')]).toBe('repair');
        const zones = workbook.getWorksheet('Zones')!;
        expect(zones.getRow(2).getCell(1).value).toBe('Zone 1');
      } finally {
        await clearRelatedTables(t);
      }
    });

    it('a sheet longer than the row limit continues on a second sheet', async () => {
      const { spreadsheetWorkbook } = await import('../common/spreadsheet-cells.js');
      const { PassThrough } = await import('node:stream');
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (chunk: Buffer) => chunks.push(chunk));
      const workbook = spreadsheetWorkbook(out, { maxRowsPerSheet: 2 });
      const sheet = workbook.addSheet('Hydrants', [{ header: 'A' }]);
      for (const value of ['x', 'y', 'z']) sheet.addRow([value]);
      sheet.commit();
      await workbook.commit();
      const read = new ExcelJS.Workbook();
      await read.xlsx.load(loadable(Buffer.concat(chunks)));
      expect(read.worksheets.map((s) => [s.name, s.rowCount])).toEqual([
        ['Hydrants', 3],
        ['Hydrants (2)', 2],
      ]);
    });

    it('GeoJSON of hydrants: an RFC 7946 FeatureCollection of Points in [lon, lat], no crs', async () => {
      const res = await admin.get('/api/exports/geojson').expect(200);
      expect(res.headers['content-type']).toBe('application/geo+json; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/filename="hydrants-[\d-]+\.geojson"/);
      const body = JSON.parse(res.text);
      expect(Object.keys(body).sort()).toEqual(['features', 'type']);
      expect(body.type).toBe('FeatureCollection');
      expect(body.features).toHaveLength(4);
      const h4 = body.features.find((f: { properties: { hydrantId: string } }) => f.properties.hydrantId === 'H-004');
      expect(h4).toMatchObject({ type: 'Feature', geometry: { type: 'Point', coordinates: [-89.25, 39.5] } });
      for (const feature of body.features) {
        expect(feature.type).toBe('Feature');
        expect(feature.properties).toEqual(expect.any(Object));
        const [lon, lat] = feature.geometry.coordinates;
        expect(Math.abs(lon)).toBeLessThanOrEqual(180);
        expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      }
    });

    it('GeoJSON of zones: Polygons with closed, counterclockwise rings in [lon, lat]', async () => {
      const res = await admin.get('/api/exports/zones-geojson').expect(200);
      expect(res.headers['content-disposition']).toMatch(/filename="zones-[\d-]+\.geojson"/);
      const body = JSON.parse(res.text);
      expect(body.type).toBe('FeatureCollection');
      expect(body.crs).toBeUndefined();
      const [zone] = body.features;
      expect(zone.geometry.type).toBe('Polygon');
      expect(zone.properties).toMatchObject({ name: 'Zone 1', color: 'red', assignedPersonnel: ['Engine 1'] });
      const ring: number[][] = zone.geometry.coordinates[0];
      expect(ring).toHaveLength(4);
      expect(ring[0]).toEqual(ring[3]);
      expect(ring).toEqual(
        expect.arrayContaining([
          [-89.7, 39.8],
          [-89.7, 39.9],
          [-89.6, 39.9],
        ]),
      );
      let area = 0;
      for (let i = 0; i < ring.length - 1; i += 1) area += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
      expect(area).toBeGreaterThan(0); // counterclockwise (RFC 7946 §3.1.6)
    });

    it('a download the browser abandons releases its database connection (more aborted downloads than the pool holds)', async () => {
      await t.sql(`INSERT INTO hydrants (hydrant_id, address, latitude, longitude, area)
        SELECT 'Z-' || lpad(i::text, 6, '0'), i || ' Bulk St', 39.7, -89.6, 'Bulk' FROM generate_series(1, 5000) AS i`);
      try {
        const server = t.server.listening ? t.server : t.server.listen(0, '127.0.0.1');
        await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
        const { port } = server.address() as AddressInfo;
        const login = await request(t.server)
          .post('/api/auth/login')
          .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
          .expect(200);
        const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
        for (let i = 0; i < 6; i += 1) {
          for (const format of ['json', 'xlsx']) {
            await new Promise<void>((resolve, reject) => {
              const req = http.get({ host: '127.0.0.1', port, path: `/api/exports/${format}`, headers: { cookie } }, (res) => {
                expect(res.statusCode).toBe(200);
                res.once('data', () => {
                  req.destroy();
                  resolve();
                });
              });
              req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
            });
          }
        }
        // The test app's pool holds 4 connections: 12 abandoned downloads holding theirs would block this one.
        const res = await admin.get('/api/exports/summary').expect(200);
        expect(res.body.hydrants).toBe(5004);
      } finally {
        await t.sql(`DELETE FROM hydrants WHERE area = 'Bulk'`);
      }
    });

    it("an unknown format: 400 'Export format not supported'", async () => {
      const res = await admin.get('/api/exports/docx').expect(400);
      expect(res.body.message).toBe('Export format not supported');
    });

    it('needs a session; a demo session may export (a read)', async () => {
      await request(t.server).get('/api/exports/csv').expect(401);
      await request(t.server).get('/api/exports/summary').expect(401);
      const demo = await demoAgent(t.server);
      const res = await demo.get('/api/exports/csv').expect(200);
      expect(res.text).toContain('H-004,4 Main St');
      await demo.get('/api/exports/summary').expect(200);
    });
  });
});

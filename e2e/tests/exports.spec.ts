import ExcelJS from 'exceljs';
import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';
import { ReportsPage } from '../support/pages/reports-page';

const STAMP = '\\d{4}-\\d{2}-\\d{2}[-T]?\\d{2}-?\\d{2}-?\\d{2}';
const CSV_HEADER = [
  'Hydrant ID',
  'Address',
  'Area',
  'Status',
  'Pressure (PSI)',
  'Last Inspection',
  'Latitude',
  'Longitude',
  'Notes',
];

// one hydrant of our own with a note that needs quoting, found in every export
async function seedHydrant(page: import('@playwright/test').Page) {
  const hydrantId = uniqueHydrantId('E2E-EXP');
  await DashboardPage.createViaApi(page.request, {
    hydrantId,
    address: '12 Export Way, Unit "B"',
    latitude: 39.7912,
    longitude: -89.6441,
    area: 'Export Area',
    status: 'maintenance',
    pressure: 65,
    flowRate: 1200,
    notes: 'Cap "stuck", needs oil',
  });
  return hydrantId;
}

test('Raw Data Export shows the dataset counts and the NFPA compliance overview of the server', async ({
  adminPage: page,
}) => {
  const reports = new ReportsPage(page);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/exports/summary');
  await reports.goto();
  const summary = (await (await answer).json()) as {
    hydrants: number;
    maintenanceHistory: number;
    compliance: { annualInspection: number; operational: number; maintenanceCurrent: number };
  };
  const panel = reports.exportPanel;
  await expect(panel.getByTestId('count-hydrants')).toContainText(summary.hydrants.toLocaleString('en-US'));
  await expect(panel.getByTestId('count-maintenance-history')).toContainText(
    summary.maintenanceHistory.toLocaleString('en-US'),
  );
  for (const key of ['annualInspection', 'operational', 'maintenanceCurrent'] as const) {
    await expect(panel.getByTestId(`compliance-${key}-value`)).toHaveText(
      `${Number(summary.compliance[key].toFixed(1))}%`,
    );
  }
  await expect(panel).toContainText('Annual Inspection Compliance');
  await expect(panel).toContainText('Maintenance Current');
  await expectNoSeriousA11yViolations(page);
});

test('CSV and Excel (.tsv) exports download the registry with SPEC columns and quoting', async ({
  adminPage: page,
}) => {
  const hydrantId = await seedHydrant(page);
  const reports = new ReportsPage(page);
  await reports.goto();

  const csv = await reports.download(reports.exportLink('csv'));
  expect(csv.name).toMatch(new RegExp(`^hydrants-export-${STAMP}\\.csv$`));
  const csvText = csv.body.toString('utf8').replace(/^\uFEFF/, '');
  expect(csvText.split(/\r?\n/)[0]).toBe(CSV_HEADER.join(','));
  const csvLine = csvText.split(/\r?\n/).find((line) => line.startsWith(`${hydrantId},`));
  expect(csvLine).toBe(
    `${hydrantId},"12 Export Way, Unit ""B""",Export Area,maintenance,65,,39.7912,-89.6441,"Cap ""stuck"", needs oil"`,
  );

  const tsv = await reports.download(reports.exportLink('tsv'));
  expect(tsv.name).toMatch(new RegExp(`^hydrants-export-${STAMP}\\.tsv$`));
  const tsvLines = tsv.body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  expect(tsvLines[0]).toBe(CSV_HEADER.join('\t'));
  expect(tsvLines.find((line) => line.startsWith(`${hydrantId}\t`))?.split('\t')).toHaveLength(9);
});

test('the Excel workbook export holds one sheet per dataset, read back with exceljs', async ({ adminPage: page }) => {
  const hydrantId = await seedHydrant(page);
  const reports = new ReportsPage(page);
  await reports.goto();
  const xlsx = await reports.download(reports.exportLink('xlsx'));
  expect(xlsx.name).toMatch(new RegExp(`^hydrant-data-${STAMP}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
  const names = workbook.worksheets.map((s) => s.name);
  expect(names).toEqual(expect.arrayContaining(['Hydrants', 'Zones']));
  const sheet = workbook.getWorksheet('Hydrants')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 4)).toEqual(['Hydrant ID', 'Address', 'Area', 'Status']);
  let found: unknown[] | undefined;
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    if (values[0] === hydrantId) found = values;
  });
  expect(found?.slice(0, 4)).toEqual([hydrantId, '12 Export Way, Unit "B"', 'Export Area', 'maintenance']);
  expect(found).toContain('Cap "stuck", needs oil');
});

test('JSON and GeoJSON exports download hydrants and zones', async ({ adminPage: page }) => {
  const hydrantId = await seedHydrant(page);
  const reports = new ReportsPage(page);
  await reports.goto();

  const json = await reports.download(reports.exportLink('json'));
  expect(json.name).toMatch(new RegExp(`^hydrant-data-${STAMP}\\.json$`));
  const data = JSON.parse(json.body.toString('utf8')) as {
    hydrants: { hydrantId: string; notes: string }[];
    maintenanceHistory: unknown[];
    exportDate: string;
    totalHydrants: number;
    totalMaintenanceRecords: number;
  };
  expect(Object.keys(data)).toEqual(
    expect.arrayContaining([
      'hydrants',
      'maintenanceHistory',
      'exportDate',
      'totalHydrants',
      'totalMaintenanceRecords',
    ]),
  );
  expect(data.totalHydrants).toBe(data.hydrants.length);
  expect(data.totalMaintenanceRecords).toBe(data.maintenanceHistory.length);
  expect(data.hydrants.find((h) => h.hydrantId === hydrantId)?.notes).toBe('Cap "stuck", needs oil');

  const geo = await reports.download(reports.exportLink('geojson'));
  expect(geo.name).toMatch(new RegExp(`^hydrants-${STAMP}\\.geojson$`));
  const points = JSON.parse(geo.body.toString('utf8')) as {
    type: string;
    features: { type: string; geometry: { type: string; coordinates: number[] }; properties: { hydrantId: string } }[];
  };
  expect(points.type).toBe('FeatureCollection');
  const ours = points.features.find((f) => f.properties.hydrantId === hydrantId);
  // RFC 7946: [longitude, latitude]
  expect(ours).toMatchObject({ type: 'Feature', geometry: { type: 'Point', coordinates: [-89.6441, 39.7912] } });

  const zones = await reports.download(reports.exportLink('zones-geojson'));
  expect(zones.name).toMatch(new RegExp(`^zones-${STAMP}\\.geojson$`));
  const polygons = JSON.parse(zones.body.toString('utf8')) as {
    type: string;
    features: { geometry: { type: string; coordinates: number[][][] }; properties: { name: string } }[];
  };
  expect(polygons.type).toBe('FeatureCollection');
  expect(polygons.features.length).toBeGreaterThan(0);
  for (const feature of polygons.features) {
    expect(feature.geometry.type).toBe('Polygon');
    const ring = feature.geometry.coordinates[0];
    expect(ring.length).toBeGreaterThanOrEqual(4);
    expect(ring[ring.length - 1]).toEqual(ring[0]);
  }
});

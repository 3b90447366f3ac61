import { test, expect } from '../support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { startConsole } from '../support/api-server';
import { animationsSettled } from '../support/animations';
import { admin, mapCellsConsolePort, mapCellsDatabasePort } from '../support/env';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';

// A console of its own (its own database, no demo data): 6,000 hydrants are more than the
// map draws one by one (5,000 per view), and the shared registry must not change under the
// other tests' maps.
const port = mapCellsConsolePort;

/** Two tight clusters of 3,000 hydrants, far enough apart to be separate cells. */
const CLUSTERS = [
  { name: 'Springfield', lat: 39.7817, lng: -89.6501 },
  { name: 'Peoria', lat: 40.6936, lng: -89.589 },
] as const;
const PER_CLUSTER = 3000;

function clusterCsv(): string {
  const lines = ['Hydrant ID,Address,Latitude,Longitude,Area,Status'];
  CLUSTERS.forEach((cluster, c) => {
    for (let i = 0; i < PER_CLUSTER; i++) {
      const lat = cluster.lat + ((i % 60) - 30) * 0.00005;
      const lng = cluster.lng + (Math.floor(i / 60) - 25) * 0.00005;
      const status = i % 10 === 0 ? 'maintenance' : 'operational';
      lines.push(
        `MC-${c}-${String(i).padStart(4, '0')},${i} Grid St,${lat.toFixed(6)},${lng.toFixed(6)},${cluster.name},${status}`,
      );
    }
  });
  return `${lines.join('\n')}\n`;
}

/** The pixel (page coordinates) of a position on the map, from the view it reports at rest. */
async function pixelOf(map: Locator, lat: number, lng: number): Promise<{ x: number; y: number }> {
  await expect(map).toHaveAttribute('data-view-moving', 'false');
  const [west, south, east, north] = (await map.getAttribute('data-view-extent'))!.split(',').map(Number);
  const box = (await map.boundingBox())!;
  const mercY = (value: number) => Math.log(Math.tan(Math.PI / 4 + (value * Math.PI) / 360));
  return {
    x: box.x + ((lng - west) / (east - west)) * box.width,
    y: box.y + ((mercY(north) - mercY(lat)) / (mercY(north) - mercY(south))) * box.height,
  };
}

async function signIn(page: Page) {
  const login = await page.request.post('/api/auth/login', {
    data: { username: admin.username, password: admin.password },
  });
  expect(login.status()).toBe(200);
}

test.describe('the dashboard map with more hydrants than it draws one by one', () => {
  let site: { url: string; stop: () => Promise<void> } | undefined;

  test.afterEach(async () => {
    await site?.stop();
    site = undefined;
  });

  test('shows cells with counts, zooms to single hydrants on a click, and shows an added hydrant at once', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    site = await startConsole(port, { SEED_DEMO_DATA: 'false', E2E_EMBEDDED_PG_PORT: String(mapCellsDatabasePort) });
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signIn(page);
      const imported = await page.request.post('/api/data-transfer/hydrant-import?format=csv', {
        headers: { 'Content-Type': 'application/octet-stream' },
        data: Buffer.from(clusterCsv()),
        timeout: 240_000,
      });
      expect(imported.status(), await imported.text()).toBe(200);

      const dash = new DashboardPage(page);
      await dash.goto();
      // far out: two cells (one per cluster), no single points, every hydrant counted
      await expect(dash.map).toHaveAttribute('data-hydrants-represented', '6000', { timeout: 30_000 });
      await expect(dash.map).toHaveAttribute('data-points-rendered', '0');
      const grouping = page.getByTestId('map-grouping');
      await expect(grouping).toHaveText(
        /^6,000 hydrants shown in \d+ groups?: click a group or zoom in to see single hydrants$/,
      );
      await expectNoSeriousA11yViolations(page);

      // a hydrant added in the dialog is counted on the map at once
      const id = uniqueHydrantId('MC-ADD');
      await dash.addButton.click();
      await dash.fillHydrant(dash.addDialog, {
        hydrantId: id,
        address: '1 New Main St',
        latitude: String(CLUSTERS[0].lat),
        longitude: String(CLUSTERS[0].lng),
        area: 'Springfield',
      });
      await dash.addDialog.getByRole('button', { name: 'Add Hydrant' }).click();
      await expect(page.getByText('Hydrant added successfully')).toBeVisible();
      await expect(dash.map).toHaveAttribute('data-hydrants-represented', '6001');
      await expect(grouping).toContainText('6,001 hydrants shown');
      // the dialog and its mask gone (while they fade out they take the click meant for the map)
      await expect(dash.addDialog).toBeHidden();
      await animationsSettled(page);

      // a click on Peoria's cell zooms to it: its 3,000 hydrants one by one
      const peoria = await pixelOf(dash.map, CLUSTERS[1].lat, CLUSTERS[1].lng);
      await page.mouse.click(peoria.x, peoria.y);
      await expect(dash.map).toHaveAttribute('data-points-rendered', String(PER_CLUSTER), { timeout: 30_000 });
      await expect(dash.map).toHaveAttribute('data-hydrants-represented', String(PER_CLUSTER));
      await expect(grouping).toBeHidden();

      // and a click on a single hydrant opens its popup, as before
      const corner = await pixelOf(dash.map, CLUSTERS[1].lat - 30 * 0.00005, CLUSTERS[1].lng - 25 * 0.00005);
      await page.mouse.click(corner.x, corner.y);
      await expect(page.getByTestId('hydrant-popup')).toContainText('MC-1-0000');
      await expectNoSeriousA11yViolations(page);
    } finally {
      await context.close();
    }
  });
});

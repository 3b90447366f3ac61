import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, silenceLiveUpdates } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { startConsole } from '../support/api-server';
import { admin, fieldTilesConsolePort, fieldTilesDatabasePort } from '../support/env';
import { FieldScreen, PHONE, makeHydrant, north, uniquePlace } from '../support/field';
import { shareOf } from '../support/map-colours';
import { cutNetwork, underServiceWorker } from '../support/service-worker';
import { shoot } from '../support/shots';
import { TILE_COLOURS, makeTiles, writeXyzFolder } from '../support/tile-set';

// Prepare for offline, then no signal: a console of its own serving a site tile folder
// (TILE_DIR, zooms 12 and 13 around the inspector), no demo data; the service worker runs.
test.use({ serviceWorkers: 'allow', viewport: PHONE });

test('an area prepared for offline opens with no signal after a reload: its hydrants, and its street map from the device', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const here = uniquePlace();
  const dir = mkdtempSync(path.join(tmpdir(), 'hydrant-e2e-field-tiles-'));
  const tiles = writeXyzFolder(dir, makeTiles([here.latitude, here.longitude]));
  const site = await startConsole(fieldTilesConsolePort, {
    TILE_DIR: tiles,
    SEED_DEMO_DATA: 'false',
    E2E_EMBEDDED_PG_PORT: String(fieldTilesDatabasePort),
  });
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: PHONE,
    serviceWorkers: 'allow',
    permissions: ['geolocation'],
    geolocation: here,
  });
  try {
    const page = await context.newPage();
    // no live-updates stream (as in the other tests' signed-in pages)
    await silenceLiveUpdates(page);
    const signIn = await context.request.post('/api/auth/login', { data: admin });
    expect(signIn.status()).toBe(200);
    const inside = [
      await makeHydrant(context.request, north(here, 0.2)),
      await makeHydrant(context.request, north(here, 0.6)),
    ];
    // beyond the area, and beyond what the field screen reads around the device
    const beyond = await makeHydrant(context.request, north(here, 8));

    const field = new FieldScreen(page);
    await field.goto();
    await underServiceWorker(page);
    const prepare = page.getByTestId('prepare-offline');
    await expect(prepare).toContainText('Nothing is kept for offline use yet.');
    // the size before anything loads: the site's tiles for a mile around, up to its highest zoom
    await expect(page.getByTestId('offline-size')).toContainText(/Street map: \d+ tiles, about [\d.]+ MB/);
    await expectNoSeriousA11yViolations(page, { inPage: true });
    await prepare.getByRole('button', { name: 'Keep this area offline' }).click();
    const kept = page.getByTestId('offline-area');
    await expect(kept).toContainText('Within 1 mi of where you were, 2 hydrants, 0 open schedules');
    await expect(kept).toContainText(/[1-9]\d* map tiles/);
    await expect(kept).toContainText(/Refreshed .*MB stored in all\./);
    await shoot(page, 'field-offline-area-prepared');

    await cutNetwork(context);
    await page.reload();
    await expect(field.heading).toBeVisible();
    await expect(page.getByText('Showing what this device kept: no connection to the server.')).toBeVisible();
    await expect(page.getByTestId('due-list').getByTestId('work-item')).toHaveText([
      new RegExp(`${inside[0].hydrantId}.*0\\.2 mi`),
      new RegExp(`${inside[1].hydrantId}.*0\\.6 mi`),
    ]);
    await expect(page.getByText(beyond.hydrantId)).toBeHidden();
    await expect(kept).toContainText('Within 1 mi of where you were, 2 hydrants');

    // the map: the site's zoom-13 tiles from the device, under the area's two hydrants
    await page.getByText('Map', { exact: true }).click();
    const map = page.getByTestId('field-map');
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('data-points-rendered', '2');
    await expect(map).toHaveAttribute('data-view-moving', 'false');
    await expect.poll(() => shareOf(page, map, TILE_COLOURS[13]), { timeout: 20_000 }).toBeGreaterThan(0.8);

    // no refresh without signal: it says so, and what the device kept stays
    await kept.getByRole('button', { name: 'Refresh' }).click();
    await expect(prepare.getByRole('alert')).toContainText('No connection to the server');
    await expect(kept).toContainText('Within 1 mi of where you were, 2 hydrants');
    await expectNoSeriousA11yViolations(page, { inPage: true });
    await shoot(page, 'field-offline-area-map');
  } finally {
    await context.close();
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

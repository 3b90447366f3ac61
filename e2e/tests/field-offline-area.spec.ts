import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, silenceLiveUpdates } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { startConsole } from '../support/api-server';
import { admin, fieldTilesConsolePort, fieldTilesDatabasePort } from '../support/env';
import { FieldScreen, PHONE, makeHydrant, north, uniquePlace } from '../support/field';
import { shareOf } from '../support/map-colours';
import { cutNetwork, underServiceWorker } from '../support/service-worker';
import { shoot } from '../support/shots';
import {
  TILE_COLOURS,
  VECTOR_COLOURS,
  makeTiles,
  makeVectorTiles,
  writePmtilesFile,
  writeXyzFolder,
} from '../support/tile-set';

// Prepare for offline, then no signal: a console of its own serving the site's street tiles
// (zooms 12 and 13 around the inspector) as an XYZ folder (TILE_DIR) or one PMTiles archive
// (TILE_FILE) of images or of vector tiles, no demo data; the service worker runs. The tests
// use the same console port: they run one after the other.
test.use({ serviceWorkers: 'allow', viewport: PHONE });
test.describe.configure({ mode: 'default' });

/**
 * Holds the site's tile requests after the first one until released, so the test sees the
 * progress bar part of the way (the requests are the service worker's, or the page's).
 */
async function holdTilesAfterFirst(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen = 0;
  await context.route('**/api/tiles/**', async (route) => {
    if (route.request().url().includes('/api/tiles/archive/area') || seen++ === 0) return route.fallback();
    await released;
    await route.fallback();
  });
  return async () => {
    release();
    await context.unroute('**/api/tiles/**');
  };
}

/** Picks the circle's distance ('Within 2 mi'). */
async function pickDistance(page: Page, miles: number) {
  await page.getByRole('combobox', { name: 'Distance around here' }).click();
  await animationsSettled(page);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: `Within ${miles} mi` })
    .click();
}

async function progressValue(page: Page): Promise<number> {
  return Number(
    await page.getByRole('progressbar', { name: 'Preparing the offline area' }).getAttribute('aria-valuenow'),
  );
}

/** The paths of the tiles kept on the device (the tile cache). */
function keptTilePaths(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await (await caches.open('hydrantops-tiles-v1')).keys()).map((request) => new URL(request.url).pathname),
  );
}

const SITES = [
  { name: 'TILE_DIR', kind: 'TILE_DIR', tiles: 'raster', colours: TILE_COLOURS[13] },
  { name: 'TILE_FILE', kind: 'TILE_FILE', tiles: 'raster', colours: TILE_COLOURS[13] },
  // drawn by the maps' street style: water and land use as the tiles' checkerboard
  { name: 'TILE_FILE, vector tiles', kind: 'TILE_FILE', tiles: 'vector', colours: VECTOR_COLOURS },
] as const;

for (const { name, kind, tiles: tileKind, colours } of SITES) {
  test(`an area prepared for offline opens with no signal after a reload: its hydrants, and its street map (${name}) from the device`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const here = uniquePlace();
    const dir = mkdtempSync(path.join(tmpdir(), 'hydrant-e2e-field-tiles-'));
    const at: [number, number] = [here.latitude, here.longitude];
    const tiles = tileKind === 'vector' ? makeVectorTiles(at) : makeTiles(at);
    const tileSet =
      kind === 'TILE_DIR'
        ? writeXyzFolder(dir, tiles)
        : writePmtilesFile(path.join(dir, 'city.pmtiles'), tiles, tileKind);
    const shot = name.replace(/[^A-Za-z]+/g, '-');
    const site = await startConsole(fieldTilesConsolePort, {
      [kind]: tileSet,
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
      // (estimated for a folder; the archive's own figure for a PMTiles archive)
      const size = page.getByTestId('offline-size');
      const sizeText =
        kind === 'TILE_DIR' ? /Street map: \d+ tiles, about [\d.]+ (kB|MB)/ : /Street map: \d+ tiles, \d+ kB/;
      await expect(size).toContainText(sizeText);
      await expectNoSeriousA11yViolations(page, { inPage: true });

      // while the tiles load, a progress bar shows how far it got; it ends complete
      const releaseTiles = await holdTilesAfterFirst(context);
      await prepare.getByRole('button', { name: 'Keep this area offline' }).click();
      const bar = page.getByRole('progressbar', { name: 'Preparing the offline area' });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('aria-valuetext', /^Map tiles: 1 of \d+: \d+%$/);
      const part = await progressValue(page);
      expect(part).toBeGreaterThan(0);
      expect(part).toBeLessThan(100);
      await expectNoSeriousA11yViolations(page, { inPage: true });
      await releaseTiles();
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
      await expect(bar).toHaveAttribute('aria-valuetext', 'Kept on this device: 100%');
      const kept = page.getByTestId('offline-area');
      await expect(kept).toContainText('Within 1 mi of where you were, 2 hydrants, 0 open schedules');
      await expect(kept).toContainText(/[1-9]\d* map tiles/);
      await expect(kept).toContainText(/Refreshed .*MB stored in all\./);
      // another area picked: its own size and no bar (it is not kept); the kept one again: its full bar
      await pickDistance(page, 2);
      await expect(bar).toBeHidden();
      await expect(size).toContainText(sizeText);
      await pickDistance(page, 1);
      await expect(bar).toHaveAttribute('aria-valuetext', 'Kept on this device: 100%');
      await shoot(page, `field-offline-area-prepared-${shot}`);

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
      if (kind === 'TILE_FILE') {
        // the archive's tiles of an area are listed by the server: no size without signal
        await expect(page.getByTestId('offline-size')).toHaveText(
          'The size of the street map is read from the server once there is signal.',
        );
      }

      // the map: the site's zoom-13 tiles from the device (images, or features drawn), under the area's two hydrants
      await page.getByText('Map', { exact: true }).click();
      const map = page.getByTestId('field-map');
      await expect(map).toBeVisible();
      await expect(map).toHaveAttribute('data-points-rendered', '2');
      await expect(map).toHaveAttribute('data-view-moving', 'false');
      await expect.poll(() => shareOf(page, map, [...colours]), { timeout: 20_000 }).toBeGreaterThan(0.8);

      // no refresh without signal: it says so, and what the device kept stays
      await kept.getByRole('button', { name: 'Refresh' }).click();
      await expect(prepare.getByRole('alert')).toContainText('No connection to the server');
      await expect(kept).toContainText('Within 1 mi of where you were, 2 hydrants');
      await expectNoSeriousA11yViolations(page, { inPage: true });
      await shoot(page, `field-offline-area-map-${shot}`);

      if (kind === 'TILE_DIR') {
        // an inspection recorded with no signal waits in the outbox; removing the kept area frees the
        // device (its hydrants and tiles) and leaves the waiting write alone
        await page.getByText('List', { exact: true }).click();
        await field.open(inside[0].hydrantId);
        await field.inspect({ outcome: 'Passed' });
        await field.expectWaiting(1);
        await kept.getByRole('button', { name: 'Remove from this device' }).click();
        const confirm = page.getByRole('tooltip').filter({ hasText: 'Remove this area from the device?' });
        await expect(confirm).toContainText('Writes waiting to be sent stay.');
        // big enough for a thumb, as every target on the field screen
        for (const button of await confirm.getByRole('button').all()) {
          expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
        }
        await expectNoSeriousA11yViolations(page, { inPage: true });
        await shoot(page, 'field-offline-area-remove');
        await confirm.getByRole('button', { name: 'Remove' }).click();
        await expect(prepare).toContainText('Nothing is kept for offline use yet.');
        await expect(kept).toBeHidden();
        expect(await keptTilePaths(page)).toEqual([]);
        await page.reload();
        await expect(field.heading).toBeVisible();
        await expect(prepare).toContainText('Nothing is kept for offline use yet.');
        await expect(page.getByText(inside[1].hydrantId)).toBeHidden();
        await field.expectWaiting(1);

        // the inspector drops the waiting write after all: asked first, then it is gone
        await field.outbox.getByRole('button', { name: 'Discard' }).click();
        const discard = page.getByRole('tooltip').filter({ hasText: 'Discard this change?' });
        await expect(discard).toContainText('It has not reached the server and will be lost.');
        for (const button of await discard.getByRole('button').all()) {
          expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
        }
        await discard.getByRole('button', { name: 'Discard' }).click();
        await field.expectWaiting(0);
        await expect(page.getByTestId('outbox-empty')).toHaveText('Outbox: everything is sent.');
      }
    } finally {
      await context.close();
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test("an area kept from the site's tile folder says so once the site serves a PMTiles archive instead; a Refresh keeps the archive's tiles for no signal, in place of the folder's", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const here = uniquePlace();
  const dir = mkdtempSync(path.join(tmpdir(), 'hydrant-e2e-field-tiles-'));
  const tiles = makeTiles([here.latitude, here.longitude]);
  const folder = writeXyzFolder(path.join(dir, 'xyz'), tiles);
  const archive = writePmtilesFile(path.join(dir, 'city.pmtiles'), tiles);
  const siteWith = (tileSet: Record<string, string>) =>
    startConsole(fieldTilesConsolePort, {
      ...tileSet,
      SEED_DEMO_DATA: 'false',
      E2E_EMBEDDED_PG_PORT: String(fieldTilesDatabasePort),
    });
  let site = await siteWith({ TILE_DIR: folder });
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: PHONE,
    serviceWorkers: 'allow',
    permissions: ['geolocation'],
    geolocation: here,
  });
  try {
    const page = await context.newPage();
    await silenceLiveUpdates(page);
    expect((await context.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
    const field = new FieldScreen(page);
    await field.goto();
    await underServiceWorker(page);
    const prepare = page.getByTestId('prepare-offline');
    await prepare.getByRole('button', { name: 'Keep this area offline' }).click();
    const bar = page.getByRole('progressbar', { name: 'Preparing the offline area' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Kept on this device: 100%');
    const kept = page.getByTestId('offline-area');
    await expect(kept).toContainText(/[1-9]\d* map tiles/);
    const notice = kept.getByRole('alert');
    await expect(notice).toBeHidden();
    const folderTiles = await keptTilePaths(page);
    expect(folderTiles.length).toBeGreaterThan(0);
    expect(folderTiles.filter((tile) => !/^\/api\/tiles\/\d+\/\d+\/\d+\.png$/.test(tile))).toEqual([]);

    // the site now serves the same streets as one PMTiles archive (the same address, restarted)
    await site.stop();
    site = await siteWith({ TILE_FILE: archive });
    expect((await context.request.post('/api/auth/login', { data: admin })).status()).toBe(200);
    await page.reload();
    await expect(field.heading).toBeVisible();
    await expect(notice).toHaveText(
      "The site's street map has changed since this area was kept: Refresh to keep the new one for offline use.",
    );
    await expectNoSeriousA11yViolations(page, { inPage: true });
    await shoot(page, 'field-offline-area-tiles-changed');
    await kept.getByRole('button', { name: 'Refresh' }).click();
    await expect(bar).toHaveAttribute('aria-valuetext', 'Kept on this device: 100%');
    await expect(notice).toBeHidden();
    await expect(kept).toContainText(/[1-9]\d* map tiles/);
    // the folder's tiles left the device: only the archive's are kept
    const archiveTiles = await keptTilePaths(page);
    expect(archiveTiles.length).toBeGreaterThan(0);
    expect(archiveTiles.filter((tile) => !tile.startsWith('/api/tiles/archive/'))).toEqual([]);

    // no signal: the map draws the archive's tiles from the device
    await cutNetwork(context);
    await page.reload();
    await expect(page.getByTestId('offline-size')).toHaveText(
      'The size of the street map is read from the server once there is signal.',
    );
    await expect(notice).toBeHidden();
    await page.getByText('Map', { exact: true }).click();
    const map = page.getByTestId('field-map');
    await expect(map).toHaveAttribute('data-view-moving', 'false');
    await expect.poll(() => shareOf(page, map, TILE_COLOURS[13]), { timeout: 20_000 }).toBeGreaterThan(0.8);
  } finally {
    await context.close();
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

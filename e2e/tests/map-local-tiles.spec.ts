import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { startConsole } from '../support/api-server';
import { admin, tilesConsolePort } from '../support/env';
import { shareOf } from '../support/map-colours';
import { makeTiles, TILE_COLOURS, writePmtilesFile, writeXyzFolder } from '../support/tile-set';

// A site without internet serves its own street tiles (DECISIONS §6): an XYZ folder
// (TILE_DIR) or a PMTiles archive (TILE_FILE), through the API behind the session. Each test
// makes a small tile set, starts a console of its own on it (no demo data: the dashboard
// opens on SPEC's default centre at zoom 12), blocks every request to another host, and
// checks the map's pixels are those tiles' colours, at zoom 12 and, zoomed in, at zoom 13.
const port = tilesConsolePort;
const DEFAULT_CENTRE: [number, number] = [39.8283, -98.5795];

test.describe.configure({ mode: 'serial' });

async function expectStreetTiles(page: Page, source: 'directory' | 'pmtiles', tileRequest: RegExp) {
  const outside: string[] = [];
  await page.context().route(
    (url) => url.host !== `127.0.0.1:${port}`,
    (route) => {
      outside.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  const tileRequests: string[] = [];
  page.on('requestfinished', (request) => {
    if (tileRequest.test(request.url())) tileRequests.push(request.url());
  });
  const login = await page.request.post('/api/auth/login', {
    data: { username: admin.username, password: admin.password },
  });
  expect(login.status()).toBe(200);
  const config = await page.request.get('/api/map-config');
  expect(((await config.json()) as { source: string }).source).toBe(source);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hydrant Command Dashboard' })).toBeVisible();
  const map = page.getByTestId('hydrant-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-view-moving', 'false');
  // Zoom 12: the map is (nearly) all the red and green of the zoom-12 tiles.
  await expect.poll(() => shareOf(page, map, TILE_COLOURS[12]), { timeout: 20_000 }).toBeGreaterThan(0.8);
  await page.screenshot({ path: test.info().outputPath(`dashboard-${source}-z12.png`), fullPage: false });
  await expectNoSeriousA11yViolations(page);

  await map.locator('.ol-zoom-in').click();
  await expect(map).toHaveAttribute('data-view-moving', 'false');
  await expect.poll(() => shareOf(page, map, TILE_COLOURS[13]), { timeout: 20_000 }).toBeGreaterThan(0.8);
  await page.screenshot({ path: test.info().outputPath(`dashboard-${source}-z13.png`), fullPage: false });

  expect(tileRequests.length).toBeGreaterThan(0);
  // Nothing outside this console was asked for anything the map needed.
  expect(outside.filter((url) => /tile|pmtiles/i.test(url))).toEqual([]);

  // Without a session, no tile.
  const anonymous = await fetch(tileRequests[0]);
  expect(anonymous.status).toBe(401);
}

test.describe('street maps from a local tile set', () => {
  let dir: string;
  let site: { url: string; stop: () => Promise<void> } | undefined;

  test.beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'hydrant-e2e-tiles-'));
  });
  test.afterEach(async () => {
    await site?.stop();
    site = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  test('an XYZ folder (TILE_DIR) draws under the dashboard map, with outside hosts blocked', async ({ browser }) => {
    test.setTimeout(180_000);
    const tiles = writeXyzFolder(path.join(dir, 'xyz'), makeTiles(DEFAULT_CENTRE));
    site = await startConsole(port, { TILE_DIR: tiles, SEED_DEMO_DATA: 'false' });
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
    try {
      await expectStreetTiles(await context.newPage(), 'directory', /\/api\/tiles\/\d+\/\d+\/\d+\.png$/);
    } finally {
      await context.close();
    }
  });

  test('a PMTiles archive (TILE_FILE) draws under the dashboard map, read with range requests', async ({ browser }) => {
    test.setTimeout(180_000);
    const file = writePmtilesFile(path.join(dir, 'city.pmtiles'), makeTiles(DEFAULT_CENTRE));
    site = await startConsole(port, { TILE_FILE: file, SEED_DEMO_DATA: 'false' });
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const ranges: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/tiles/archive.pmtiles')) ranges.push(request.headers()['range'] ?? '');
      });
      await expectStreetTiles(page, 'pmtiles', /\/api\/tiles\/archive\.pmtiles$/);
      expect(ranges.length).toBeGreaterThan(0);
      expect(ranges.every((range) => /^bytes=\d+-\d+$/.test(range))).toBe(true);
    } finally {
      await context.close();
    }
  });
});

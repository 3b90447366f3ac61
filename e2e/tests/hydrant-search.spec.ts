import { readFileSync } from 'node:fs';
import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectPointsRendered, sampleColours } from '../support/pages/map-canvas';
import { HydrantSearchPage, createHydrant, milesBetween } from '../support/pages/hydrant-search-page';

const CSV_HEADER =
  'Hydrant ID,Address,Area,Status,Latitude,Longitude,Distance (mi),Pressure (PSI),Flow Rate (GPM),Last Inspection';

/** A search centre of its own for each test (far from the demo data in Springfield, IL). */
function randomCenter(): [number, number] {
  const lat = Number((-30 + Math.random() * 60).toFixed(5));
  const lng = Number((100 + Math.random() * 50).toFixed(5));
  return [lat, lng];
}

/** A point `miles` east of the centre. */
function east([lat, lng]: [number, number], miles: number): [number, number] {
  return [lat, Number((lng + miles / (69.172 * Math.cos((lat * Math.PI) / 180))).toFixed(6))];
}

test.describe('Hydrant Search & Mapping', () => {
  test('finds hydrants near a point, nearest first with 2-decimal miles, exports them, and offers directions', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const center = randomCenter();
    const stamp = Date.now().toString(36);
    // created out of order: the list must sort them
    const planned = [
      { hydrantId: `E2E-S-${stamp}-FAR`, at: east(center, 2.3), status: 'maintenance' },
      { hydrantId: `E2E-S-${stamp}-NEAR`, at: east(center, 0.4), status: 'operational' },
      { hydrantId: `E2E-S-${stamp}-MID`, at: east(center, 1.1), status: 'out-of-service' },
      { hydrantId: `E2E-S-${stamp}-OUT`, at: east(center, 9), status: 'operational' },
    ];
    const ids: number[] = [];
    for (const h of planned) {
      ids.push(
        await createHydrant(page.request, {
          hydrantId: h.hydrantId,
          latitude: h.at[0],
          longitude: h.at[1],
          address: `${h.hydrantId} Test Road`,
          status: h.status,
        }),
      );
    }

    try {
      const search = new HydrantSearchPage(page);
      await search.goto();
      await expect(search.radius).toHaveValue('50');
      // before a search: the results table says how to choose a centre
      await expectNoSeriousA11yViolations(page);

      // the radius must be 1..500
      await search.radius.fill('0');
      await expect(page.getByText('Radius must be between 1 and 500 miles')).toBeVisible();
      await search.radius.fill('501');
      await expect(page.getByText('Radius must be between 1 and 500 miles')).toBeVisible();

      await search.searchAround(center[0], center[1], 5);
      const inRadius = [planned[1], planned[2], planned[0]];
      await expect(search.results).toHaveCount(3);
      expect(await search.resultIds()).toEqual(inRadius.map((h) => h.hydrantId));
      const shown = await search.results.getByTestId('result-distance').allTextContents();
      expect(shown).toEqual(inRadius.map((h) => `${milesBetween(center, h.at).toFixed(2)} mi`));
      for (const text of shown) expect(text).toMatch(/^\d+\.\d{2} mi$/);
      await expect(page.getByTestId('results-total')).toHaveText('3 hydrants within 5 mi');
      await expectNoSeriousA11yViolations(page);

      // the text search narrows the results
      await search.search.fill(`${stamp}-MID`);
      await expect(search.results).toHaveCount(1);
      await search.search.fill('');
      await expect(search.results).toHaveCount(3);

      // directions: web maps on a desktop browser
      await expect(search.result(planned[1].hydrantId).getByRole('link', { name: /Directions to/ })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${planned[1].at[0]},${planned[1].at[1]}`,
      );

      // export: the same results as a CSV file
      const downloadPromise = page.waitForEvent('download');
      await search.exportResults.click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe('hydrant_search_results.csv');
      const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
      const lines = csv.trim().split(/\r?\n/);
      expect(lines[0]).toBe(CSV_HEADER);
      expect(lines).toHaveLength(4);
      const near = lines[1].split(',');
      expect(near[0]).toBe(planned[1].hydrantId);
      expect(near[3]).toBe('operational');
      expect(Number(near[6])).toBeCloseTo(milesBetween(center, planned[1].at), 2);

      // the popup offers navigation; declining stays on /search
      await search.result(planned[2].hydrantId).getByRole('button', { name: planned[2].hydrantId }).click();
      await expect(search.popup).toBeVisible();
      await expect(search.popup).toContainText(planned[2].hydrantId);
      await expect(search.popup).toContainText('Out of Service');
      const box = await search.popup.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(300);
      // the popup's text is in the app's font, as the page title is
      const fontOf = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).fontFamily);
      expect(await fontOf('[data-testid="hydrant-popup"]')).toBe(await fontOf('h1'));
      expect(await fontOf('.hydrant-map-popup')).toBe(await fontOf('h1'));
      await expectNoSeriousA11yViolations(page);
      await search.popup.getByRole('button', { name: 'Navigate' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Open directions to this hydrant?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(search.popup).toBeHidden();

      await page.screenshot({ path: test.info().outputPath('search-1280.png'), fullPage: true });
    } finally {
      for (const id of ids) await page.request.delete(`/api/hydrants/${id}`);
    }
  });

  test('Get My Location centres the search on the device; a denied permission shows the inline text', async ({
    browser,
    baseURL,
  }) => {
    const center = randomCenter();
    const allowed = await browser.newContext({
      baseURL,
      permissions: ['geolocation'],
      geolocation: { latitude: center[0], longitude: center[1] },
    });
    const denied = await browser.newContext({ baseURL });
    try {
      for (const context of [allowed, denied]) {
        const login = await context.request.post('/api/auth/login', {
          data: { username: process.env.E2E_ADMIN_USERNAME, password: process.env.E2E_ADMIN_PASSWORD },
        });
        expect(login.status()).toBe(200);
      }
      const page = await allowed.newPage();
      const search = new HydrantSearchPage(page);
      await search.goto();
      await search.getMyLocation.click();
      // the inputs show at least the step's 3 decimals (127.91 reads "127.910"): compare the numbers
      await expect.poll(async () => Number(await search.latitude.inputValue())).toBe(center[0]);
      await expect.poll(async () => Number(await search.longitude.inputValue())).toBe(center[1]);
      await expect(page.getByText('Location Found')).toBeVisible();

      const deniedPage = await denied.newPage();
      const deniedSearch = new HydrantSearchPage(deniedPage);
      await deniedSearch.goto();
      await deniedSearch.getMyLocation.click();
      await expect(deniedPage.getByTestId('location-error')).toHaveText('Location access denied by user');
    } finally {
      await allowed.close();
      await denied.close();
    }
  });

  test.describe('on an iPhone', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
    });

    test('directions open Apple Maps, and the page fits a phone', async ({ adminPage: page }) => {
      const center = randomCenter();
      const at = east(center, 0.5);
      const hydrantId = `E2E-S-${Date.now().toString(36)}-IOS`;
      const id = await createHydrant(page.request, {
        hydrantId,
        latitude: at[0],
        longitude: at[1],
        address: '1 Phone St',
      });
      try {
        const search = new HydrantSearchPage(page);
        await search.goto();
        await search.searchAround(center[0], center[1], 2);
        await expect(search.results).toHaveCount(1);
        await expect(search.result(hydrantId).getByRole('link', { name: /Directions to/ })).toHaveAttribute(
          'href',
          `https://maps.apple.com/?daddr=${at[0]},${at[1]}`,
        );
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
        await page.screenshot({ path: test.info().outputPath('search-390.png'), fullPage: true });
      } finally {
        await page.request.delete(`/api/hydrants/${id}`);
      }
    });
  });

  test('the search map draws the hydrants on the offline basemap with no internet', async ({ adminPage: page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (request.url().startsWith('http') && host !== '127.0.0.1' && host !== 'localhost') outside.push(request.url());
    });
    const search = new HydrantSearchPage(page);
    await search.goto();
    await expectPointsRendered(search.map, 300);
    const colours = await sampleColours(page, search.map);
    expect(colours.distinct).toBeGreaterThan(8);
    expect(colours.dominantShare).toBeLessThan(0.95);
    expect(outside).toEqual([]);
  });
});

import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectPointsRendered, sampleColours } from '../support/pages/map-canvas';
import { ZonesPage } from '../support/pages/zones-page';

interface ZoneJson {
  id: number;
  name: string;
  hydrantCounts: { total: number; operational: number; maintenance: number; outOfService: number };
  coordinates: number[][];
}

test.describe('Zones', () => {
  test('a zone drawn with 3 points is saved, survives a reload, is renamed and deleted', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const zones = new ZonesPage(page);
    await zones.goto();
    await expectPointsRendered(zones.map);
    await expect(zones.items.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await zones.addZone.click();
    await expect(zones.drawPanel).toBeVisible();
    const existing = ((await (await page.request.get('/api/zones')).json()) as ZoneJson[]).length;
    await expect(zones.nameInput()).toHaveValue(/^Zone \d+$/);
    expect(Number((await zones.nameInput().inputValue()).replace('Zone ', ''))).toBeGreaterThanOrEqual(existing + 1);

    // fewer than 3 points: cannot save
    await expect(zones.saveZone).toBeDisabled();
    await expect(page.getByText('A zone needs at least 3 points')).toBeVisible();
    await zones.addPoint(0.3, 0.3);
    await zones.addPoint(0.7, 0.3);
    await expect(zones.saveZone).toBeDisabled();
    await zones.addPoint(0.5, 0.75);
    await expect(zones.saveZone).toBeEnabled();
    await expect(page.getByText('A zone needs at least 3 points')).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    // a name is needed too
    await zones.nameInput().fill('');
    await expect(zones.saveZone).toBeDisabled();
    await expect(zones.drawPanel.getByText('Zone name is required')).toBeVisible();
    const name = `E2E Zone ${Date.now().toString(36)}`;
    await zones.nameInput().fill(name);
    await zones.saveZone.click();
    await expect(page.getByText('Zone saved')).toBeVisible();

    // the saved zone is the selection, listed with the hydrant counts the server gives
    await expect(zones.drawPanel).toBeHidden();
    await expect(zones.details).toContainText(name);
    const saved = ((await (await page.request.get('/api/zones')).json()) as ZoneJson[]).find((z) => z.name === name)!;
    expect(saved.coordinates).toHaveLength(3);
    const item = zones.item(name);
    await expect(item).toHaveAttribute('aria-current', 'true');
    const total = saved.hydrantCounts.total;
    await expect(item.getByTestId('zone-hydrant-total')).toHaveText(`${total} ${total === 1 ? 'hydrant' : 'hydrants'}`);
    await expect(item).toContainText(`Operational ${saved.hydrantCounts.operational}`);
    await expect(item).toContainText(`Out of Service ${saved.hydrantCounts.outOfService}`);
    await expect(zones.details.getByTestId('zone-details-counts')).toContainText(`${total} total`);

    // persisted
    await page.reload();
    await expect(zones.item(name)).toBeVisible();

    // edit: name required, then renamed with personnel
    await zones.item(name).getByText(name, { exact: true }).click();
    await zones.details.getByRole('button', { name: 'Edit' }).click();
    const nameField = zones.details.getByLabel('Zone name');
    await nameField.fill('');
    await zones.details.getByRole('button', { name: 'Save Changes' }).click();
    await expect(zones.details.getByText('Zone name is required')).toBeVisible();
    const renamed = `${name} renamed`;
    await nameField.fill(renamed);
    await zones.details.getByLabel('Description').fill('Drawn by the browser test');
    const personnel = zones.details.getByRole('combobox', { name: 'Assigned personnel' });
    await personnel.fill('Engine 7');
    await personnel.press('Enter');
    await expectNoSeriousA11yViolations(page);
    await zones.details.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Zone updated')).toBeVisible();
    await expect(zones.details).toContainText(renamed);
    await expect(zones.details).toContainText('Drawn by the browser test');
    await expect(zones.details).toContainText('Engine 7');
    await expect(zones.item(renamed)).toBeVisible();

    // delete, after a confirmation
    await zones.details.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Zone deleted')).toBeVisible();
    await expect(zones.item(renamed)).toHaveCount(0);
    await page.reload();
    await expect(zones.items.first()).toBeVisible();
    await expect(zones.item(renamed)).toHaveCount(0);
  });

  test('Cancel leaves drawing mode without saving', async ({ adminPage: page }) => {
    const zones = new ZonesPage(page);
    await zones.goto();
    await zones.addZone.click();
    // A name of its own: other tests add zones at the same time, so counting would race.
    const name = `Cancelled ${Date.now().toString(36)}`;
    await zones.nameInput().fill(name);
    await zones.addPoint(0.3, 0.3);
    await zones.addPoint(0.7, 0.3);
    await zones.addPoint(0.5, 0.7);
    await zones.drawPanel.getByRole('button', { name: 'Cancel' }).click();
    await expect(zones.drawPanel).toBeHidden();
    await expect(zones.addZone).toBeEnabled();
    await expect(zones.item(name)).toHaveCount(0);
    const saved = (await (await page.request.get('/api/zones')).json()) as ZoneJson[];
    expect(saved.map((z) => z.name)).not.toContain(name);
  });

  test('the zone map shows zones and hydrants on the offline basemap with no internet', async ({ adminPage: page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (request.url().startsWith('http') && host !== '127.0.0.1' && host !== 'localhost') outside.push(request.url());
    });
    const zones = new ZonesPage(page);
    await zones.goto();
    await expect(zones.items.first()).toBeVisible();
    await expectPointsRendered(zones.map, 300);
    await expect(page.getByText('Basemap: Natural Earth')).toBeVisible();
    const colours = await sampleColours(page, zones.map);
    expect(colours.distinct).toBeGreaterThan(8);
    expect(colours.dominantShare).toBeLessThan(0.95);
    expect(outside).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('zones-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(zones.map).toBeVisible();
    // the page lays itself out again after the resize (the map's canvas follows its box): wait for it to fit
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('zones-390.png'), fullPage: true });
  });

  test('a demo user sees zones and search with the write actions disabled', async ({ demoPage: page }) => {
    const zones = new ZonesPage(page);
    await zones.goto();
    await expect(zones.items.first()).toBeVisible();
    await expect(zones.addZone).toBeDisabled();
    await zones.items.first().click();
    await expect(zones.details).toBeVisible();
    await expect(zones.details.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(zones.details.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Get My Location' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Hydrant Search & Mapping', exact: true })).toBeVisible();
    await page.getByLabel('Latitude').fill('39.7817');
    await page.getByLabel('Longitude').fill('-89.6501');
    await page.getByRole('button', { name: 'Search Here' }).click();
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

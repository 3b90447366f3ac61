import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';

// A GIS token: an administrator makes a token that may read the OGC API collections and
// nothing else; a GIS client without a session reads the hydrants with it, not the feed.

test('an admin makes a GIS-only token: it reads the OGC API collections and not the out-of-service feed', async ({
  adminPage: page,
  playwright,
  baseURL,
}) => {
  const name = `County GIS ${Date.now().toString(36)}`;
  await page.goto('/admin/api-tokens');
  const tab = page.getByTestId('api-tokens-tab');
  await expect(tab).toBeVisible();
  await expect(tab.getByRole('checkbox', { name: 'Out-of-service feed' })).toBeChecked();

  // No scope at all is refused in the form, before anything is sent.
  await tab.getByLabel('Token name').fill(name);
  await tab.getByRole('checkbox', { name: 'Out-of-service feed' }).uncheck();
  await tab.getByRole('button', { name: 'Create Token' }).click();
  await expect(tab.getByText('Choose at least one scope')).toBeVisible();
  await expect(page.getByTestId('new-token')).toBeHidden();

  await tab.getByRole('checkbox', { name: 'GIS (OGC API)' }).check();
  await tab.getByRole('button', { name: 'Create Token' }).click();
  const shown = page.getByTestId('new-token-value');
  await expect(shown).toBeVisible();
  const token = ((await shown.textContent()) ?? '').trim();
  expect(token).toMatch(/^hyd_/);
  const row = tab.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('GIS (OGC API)');
  await expect(row).not.toContainText('Out-of-service feed');
  await animationsSettled(page);
  await expectNoSeriousA11yViolations(page);

  const gis = await playwright.request.newContext({ baseURL });
  try {
    const auth = { Authorization: `Bearer ${token}` };
    expect((await gis.get('/api/ogc/collections/hydrants/items?limit=5')).status()).toBe(401);
    const items = await gis.get('/api/ogc/collections/hydrants/items?limit=5', { headers: auth });
    expect(items.status()).toBe(200);
    expect(items.headers()['content-type']).toMatch(/^application\/geo\+json/);
    const body = (await items.json()) as { type: string; features: unknown[]; numberReturned: number };
    expect(body.type).toBe('FeatureCollection');
    expect(body.numberReturned).toBe(body.features.length);
    expect(body.features.length).toBeGreaterThan(0);
    const feed = await gis.get('/api/feeds/out-of-service.geojson', { headers: auth });
    expect(feed.status()).toBe(403);
    expect(((await feed.json()) as { message: string }).message).toBe('This API token lacks the feed scope');
  } finally {
    await gis.dispose();
  }
});

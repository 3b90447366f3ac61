import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { shoot } from '../support/shots';

// Feeds: an admin creates an API token (shown once), a dispatch system reads the
// out-of-service feed with it (and only with it), and the admin sets who is e-mailed.

const FEED = '/api/feeds/out-of-service.geojson';

test.describe('Feeds for dispatch: API tokens and notifications', () => {
  test('an admin creates a token shown once, the feed answers to it, and an address is configured', async ({
    adminPage: page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const name = `County CAD ${Date.now().toString(36)}`;
    await page.goto('/admin/api-tokens');
    const tab = page.getByTestId('api-tokens-tab');
    await expect(tab).toBeVisible();
    await tab.getByLabel('Token name').fill(name);
    await tab.getByRole('button', { name: 'Create Token' }).click();

    const shown = page.getByTestId('new-token-value');
    await expect(shown).toBeVisible();
    const token = ((await shown.textContent()) ?? '').trim();
    expect(token).toMatch(/^hyd_[A-Za-z0-9_-]{43}$/);
    await expect(page.getByTestId('new-token')).toContainText('shown only this once');
    await expect(page.getByRole('button', { name: 'Copy token' })).toBeVisible();
    const row = tab.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Active');
    await expect(row).toContainText(token.slice(0, 8));
    await expect(row).toContainText('Never');
    await animationsSettled(page);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'feeds-api-token-created');

    // A system without a session: nothing without the token, the GeoJSON with it.
    const dispatch = await playwright.request.newContext({ baseURL });
    try {
      expect((await dispatch.get(FEED)).status()).toBe(401);
      const res = await dispatch.get(FEED, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^application\/geo\+json/);
      const body = (await res.json()) as { type: string; features: Array<{ geometry: { type: string } }> };
      expect(body.type).toBe('FeatureCollection');
      expect(body.features.length).toBeGreaterThan(0);
      expect(body.features.every((f) => f.geometry.type === 'Point')).toBe(true);
      const etag = res.headers()['etag'];
      expect(
        (await dispatch.get(FEED, { headers: { Authorization: `Bearer ${token}`, 'If-None-Match': etag } })).status(),
      ).toBe(304);
      expect((await dispatch.get('/api/hydrants', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
        401,
      );
    } finally {
      await dispatch.dispose();
    }

    // Once hidden, the token is gone from the console for good; the list shows its use.
    await page.getByRole('button', { name: 'Hide the token' }).click();
    await expect(shown).toBeHidden();
    await page.reload();
    await expect(row).toBeVisible();
    await expect(page.getByText(token)).toHaveCount(0);
    await expect(row).not.toContainText('Never');

    // Notifications: add an e-mail address.
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const notifications = page.getByTestId('notifications-tab');
    await expect(notifications).toBeVisible();
    const address = `dispatch-${Date.now().toString(36)}@county.example`;
    await notifications.getByLabel('Address').fill(address);
    await notifications.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      page.getByTestId('notification-targets').getByRole('row', { name: new RegExp(address) }),
    ).toBeVisible();
    await expect(notifications.getByText('E-mail is not set up on the server')).toBeVisible();
    await animationsSettled(page);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'feeds-notifications');

    // Revoking the token ends its access at once.
    await page.getByRole('tab', { name: 'API Tokens' }).click();
    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(tab.getByRole('row', { name: new RegExp(name) })).toContainText('Revoked');
    const after = await playwright.request.newContext({ baseURL });
    try {
      expect((await after.get(FEED, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    } finally {
      await after.dispose();
    }
  });
});

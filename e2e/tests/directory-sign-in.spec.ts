import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { startConsole } from '../support/api-server';
import { oidcConsolePort, oidcDatabasePort } from '../support/env';
import { startTestProvider, TEST_CLIENT } from '../support/oidc-provider';
import { ShellPage } from '../support/pages/shell-page';

// A console configured for single sign-on through a real OpenID provider (oidc-provider) on this machine.
const site = `http://127.0.0.1:${oidcConsolePort}`;

test.describe('signing in with the directory', () => {
  // One console and one provider for both tests: they run in one worker, in order.
  test.describe.configure({ mode: 'serial' });
  let provider: { issuer: string; stop: () => Promise<void> } | undefined;
  let consoleSite: { url: string; stop: () => Promise<void> } | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    provider = await startTestProvider(site);
    consoleSite = await startConsole(oidcConsolePort, {
      SEED_DEMO_DATA: 'false',
      E2E_EMBEDDED_PG_PORT: String(oidcDatabasePort),
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_SCOPES: 'openid profile email groups',
      OIDC_PROVIDER_NAME: 'Test Directory',
      OIDC_ROLE_MAP: 'hydrant-admins:admin,hydrant-officers:officer,hydrant-crews:inspector',
    });
  });

  test.afterAll(async () => {
    await consoleSite?.stop();
    await provider?.stop();
  });

  test("'Sign in with Test Directory', sign in at the provider, land on the dashboard as an officer; sign out returns to /login", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: site });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const button = page.getByRole('link', { name: 'Sign in with Test Directory' });
      await expect(button).toBeVisible();
      // The local form stays, for the break-glass administrator.
      await expect(page.getByLabel('Username')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await button.click();
      await expect(page.getByRole('heading', { name: 'Test Directory' })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(provider!.issuer);
      await page.getByLabel('Username').fill('alice');
      await page.getByLabel('Password').fill('alice-password');
      await page.getByRole('button', { name: 'Sign in to Test Directory' }).click();

      await expect(page.getByTestId('current-username')).toHaveText('alice');
      await expect(page.getByTestId('current-user-access')).toHaveText('Officer');
      await expect(page.getByRole('heading', { name: 'Hydrant Command Dashboard' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');

      // The account page: no password or second factor of ours to manage.
      await page.getByRole('link', { name: 'Your account' }).click();
      await expect(page.getByTestId('directory-account')).toContainText('managed there');
      await expect(page.getByTestId('second-factor-card')).toHaveCount(0);

      await new ShellPage(page).signOut.click();
      // Through the provider's own sign-out, back to our sign-in screen.
      await expect(page.getByRole('link', { name: 'Sign in with Test Directory' })).toBeVisible();
      expect(page.url()).toBe(`${site}/login`);
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);

      // The provider's session ended too: signing in again asks for the password there.
      await page.getByRole('link', { name: 'Sign in with Test Directory' }).click();
      await expect(page.getByRole('button', { name: 'Sign in to Test Directory' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a directory user whose groups map to no role is refused with a clear message on the sign-in screen', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: site });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('link', { name: 'Sign in with Test Directory' }).click();
      await page.getByLabel('Username').fill('mallory');
      await page.getByLabel('Password').fill('mallory-password');
      await page.getByRole('button', { name: 'Sign in to Test Directory' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Your directory account has no role in this console' }),
      ).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/login');
      await expect(page.getByTestId('current-username')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await context.close();
    }
  });
});

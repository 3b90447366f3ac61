import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { SIDEBAR } from '../support/env';
import { DashboardPage } from '../support/pages/dashboard-page';
import { LoginPage } from '../support/pages/login-page';

// axe-core on the screens no other spec covers in full. The dashboard, its dialogs and
// map popup, /search and /zones are checked in their own specs, at the states they test.
// Every screen's title is its page's h1 (ShellPage.heading asks for level 1).

test.describe('login screen', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`has no serious axe violation at ${viewport.width} px, with a toast open too`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const login = new LoginPage(page);
      await login.goto();
      await expect(page.getByRole('heading', { level: 1, name: 'HydrantOps' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await login.signIn.click();
      await expect(page.getByText('Please enter both username and password.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

// The screens that show their title only so far (their remotes fill them in later issues).
for (const entry of SIDEBAR.filter((e) => !['/', '/search', '/zones'].includes(e.path))) {
  test(`${entry.name} (${entry.path}) has its title as h1 and no serious axe violation`, async ({
    adminPage: page,
    shell,
  }) => {
    await page.goto(entry.path);
    await shell.expectScreen(entry.title);
    await expect(shell.link(entry.name)).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
  });
}

test('the 404 page has its title as h1 and no serious axe violation', async ({ adminPage: page, shell }) => {
  await page.goto('/no-such-screen');
  await shell.expectScreen('Page Not Found');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the demo view (banner, read-only dashboard) has no serious axe violation', async ({ demoPage: page }) => {
  const dash = new DashboardPage(page);
  await dash.goto();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(dash.count).toHaveText(/^Showing 25 of \d+ results$/);
  await expect(dash.map).toHaveAttribute('data-points-rendered', /^[1-9]/);
  await expectNoSeriousA11yViolations(page);
});

test('the dashboard with a delete confirmation open has no serious axe violation', async ({ adminPage: page }) => {
  // (its add, details and map popup are checked in hydrants-dashboard.spec.ts, the bulk
  // dialog in hydrants-dashboard-bulk-export.spec.ts, the demo view above)
  const dash = new DashboardPage(page);
  await dash.goto();
  await expect(dash.count).toHaveText(/^Showing 25 of \d+ results$/);
  await dash.registry
    .getByRole('button', { name: /^Delete hydrant / })
    .first()
    .click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete Hydrant' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});

test('under 1024 px: the top bar, and the menu drawer open, have no serious axe violation', async ({
  adminPage: page,
  shell,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dash = new DashboardPage(page);
  await dash.goto();
  await expect(dash.map).toHaveAttribute('data-points-rendered', /^[1-9]/);
  await expectNoSeriousA11yViolations(page);
  await shell.openMenu.click();
  await expect(shell.nav).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

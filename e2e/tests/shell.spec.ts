import { test, expect } from '../support/fixtures';
import { PRODUCT_NAME, SIDEBAR } from '../support/env';

test('the sidebar lists the screens in order', async ({ adminPage: page, shell }) => {
  await page.goto('/');
  // SPEC's eleven entries in order, Field, then (for an administrator, as here) Administration
  await expect(shell.nav.getByRole('link')).toHaveText([...SIDEBAR.map((e) => e.name), 'Administration']);
});

// One test a screen: each loads its remote, so twelve in one test would take most of a test's time on a busy machine.
for (const entry of SIDEBAR) {
  test(`${entry.name} opens from the sidebar with its title`, async ({ adminPage: page, shell }) => {
    await page.goto(entry.path === '/' ? '/help' : '/');
    await shell.link(entry.name).click();
    await expect(page).toHaveURL(entry.path);
    await shell.expectScreen(entry.title);
    await expect(page).toHaveTitle(new RegExp(PRODUCT_NAME));
  });
}

test('the current entry is highlighted, and Dashboard only on /', async ({ adminPage: page, shell }) => {
  await page.goto('/alerts');
  await shell.expectScreen('Alert Management Center');
  await expect(shell.link('Alerts')).toHaveAttribute('aria-current', 'page');
  await expect(shell.link('Dashboard')).not.toHaveAttribute('aria-current', 'page');
  await page.goto('/maintenance/history');
  await expect(shell.link('Maintenance')).toHaveAttribute('aria-current', 'page');
  await expect(shell.link('Dashboard')).not.toHaveAttribute('aria-current', 'page');
  await page.goto('/');
  await expect(shell.link('Dashboard')).toHaveAttribute('aria-current', 'page');
  await expect(shell.nav.locator('[aria-current="page"]')).toHaveCount(1);
});

test('an unknown path shows Page Not Found', async ({ adminPage: page }) => {
  await page.goto('/no-such-screen');
  await expect(page.getByText('Page Not Found')).toBeVisible();
});

test('under 1024 px the sidebar is a drawer opened from the top bar', async ({ adminPage: page, shell }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/');
  await shell.expectScreen('Hydrant Command Dashboard');
  await expect(shell.nav).toBeHidden();
  await shell.openMenu.click();
  await expect(shell.nav).toBeVisible();
  const overlay = page.locator('.ant-drawer-mask');
  await expect(overlay).toBeVisible();
  await shell.closeMenu.click();
  await expect(shell.nav).toBeHidden();
  // A click on the dark overlay closes it too.
  await shell.openMenu.click();
  await expect(shell.nav).toBeVisible();
  await overlay.click({ position: { x: 700, y: 400 } });
  await expect(shell.nav).toBeHidden();
  await shell.openMenu.click();
  await shell.link('Equipment').click();
  await expect(page).toHaveURL('/equipment');
  await shell.expectScreen('Equipment Management');
  await expect(shell.nav).toBeHidden();
});

test('at 1280 px the sidebar stays open without a menu button', async ({ adminPage: page, shell }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(shell.nav).toBeVisible();
  await expect(shell.openMenu).toBeHidden();
});

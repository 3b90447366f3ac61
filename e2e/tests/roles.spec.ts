import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';
import { LoginPage } from '../support/pages/login-page';
import { shoot } from '../support/shots';

const FIRST_PASSWORD = 'given by the chief 1';
const OWN_PASSWORD = 'my very own phrase 22';

test('an admin adds an inspector, who must change the password, can inspect but not delete', async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(180_000);
  const username = `insp-${Date.now().toString(36)}`;
  const hydrantId = uniqueHydrantId('E2E-ROLE');
  const hydrant = await DashboardPage.createViaApi(page.request, {
    hydrantId,
    address: '12 Role St',
    latitude: 39.78,
    longitude: -89.65,
    area: 'Role Area',
    status: 'operational',
  });

  // The admin: Administration below Help and Field, a Users tab, Add User.
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const links = nav.getByRole('link');
  await expect(links.last()).toHaveText('Administration');
  await expect(links.nth(-2)).toHaveText('Field');
  await expect(links.nth(-3)).toHaveText('Help');
  await links.last().click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Role').click();
  await animationsSettled(page);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Inspector' }).click();
  await dialog.getByLabel('First password').fill('short');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog.getByText('Password must be at least 12 characters')).toBeVisible();
  // The reason shows as the admin types, before anything is sent.
  await dialog.getByLabel('First password').fill('1q2w3e4r5t6y');
  await expect(dialog.getByText('This password is too common: choose another')).toBeVisible();
  await dialog.getByLabel('First password').fill('qwertyuiopas');
  await expect(dialog.getByText(/^This password is too easy to guess/)).toBeVisible();
  await dialog.getByLabel('First password').fill(`${username}-phrase`);
  await expect(dialog.getByText('Password must not be the username')).toBeVisible();
  await dialog.getByLabel('First password').fill(FIRST_PASSWORD);
  await expect(dialog.getByText(/^This password is too|^Password must/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog).toBeHidden();
  // The users are listed a page at a time: find the new one by name (kept in the address).
  await page.getByRole('searchbox', { name: 'Search users' }).fill(username);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`usersSearch=${username}`));
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: username });
  await expect(row).toContainText('Must change password');
  await expect(row.getByRole('combobox', { name: `Role of ${username}` })).toBeVisible();
  await expect(row).toContainText('Inspector');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'roles-admin-users');

  // The inspector signs in in a browser of their own and must choose a new password first.
  const context = await browser.newContext();
  const inspector = await context.newPage();
  const login = new LoginPage(inspector);
  await login.goto();
  await login.login(username, FIRST_PASSWORD);
  const force = inspector.getByTestId('force-password-change');
  await expect(force.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // Until then the API refuses everything else.
  expect((await inspector.request.get('/api/hydrants')).status()).toBe(403);
  await expectNoSeriousA11yViolations(inspector);
  await shoot(inspector, 'roles-force-password-change');
  await force.getByLabel('Current password').fill(FIRST_PASSWORD);
  await force.getByLabel('New password', { exact: true }).fill('Firefighter2024');
  await expect(force.getByText(/^This password is too easy to guess/)).toBeVisible();
  await force.getByLabel('New password', { exact: true }).fill(OWN_PASSWORD);
  await force.getByLabel('Confirm new password').fill(OWN_PASSWORD);
  await force.getByRole('button', { name: 'Save and continue' }).click();

  // The console, without Administration; the footer says the role.
  const dash = new DashboardPage(inspector);
  // The first screen of a fresh console loads its remote: allow for a busy machine.
  await expect(dash.heading).toBeVisible({ timeout: 45_000 });
  await expect(inspector.getByTestId('current-user-access')).toHaveText('Inspector');
  await expect(inspector.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveCount(12);
  await expect(inspector.getByRole('button', { name: 'Add New Hydrant' })).toBeDisabled();

  // Deleting is not for inspectors: disabled with a tooltip, and the server refuses it.
  await dash.searchFor(hydrantId);
  const remove = dash.row(hydrantId).getByRole('button', { name: `Delete hydrant ${hydrantId}` });
  await expect(remove).toBeDisabled();
  const wrapper = dash
    .row(hydrantId)
    .locator('[data-role-disabled="true"]')
    .filter({ has: inspector.getByRole('button', { name: `Delete hydrant ${hydrantId}` }) });
  // The registry may re-render under a resting pointer (search results settling): point at it again until the tooltip shows.
  await expect(async () => {
    await inspector.mouse.move(0, 0);
    await wrapper.hover();
    await expect(inspector.getByRole('tooltip')).toHaveText('Needs the Officer role or higher', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const refused = await inspector.request.delete(`/api/hydrants/${hydrant.id}`);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe('This needs the officer role or higher');
  await shoot(inspector, 'roles-inspector-dashboard');

  // Recording an inspection is field work: allowed.
  await dash.bulkButton.click();
  const bulk = dash.bulkDialog;
  const picker = bulk.getByRole('combobox', { name: 'Hydrants to inspect' });
  await picker.fill(hydrantId);
  // the options follow the typing after a pause: pick from the list of this search
  await expect(bulk.getByText(`1 hydrants matching “${hydrantId}”`)).toBeVisible();
  await animationsSettled(inspector);
  await inspector
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: hydrantId })
    .click();
  await bulk.getByText('Bulk Hydrant Inspection').click();
  await bulk.getByLabel('Inspector Name').fill('Field Inspector');
  const submit = bulk.locator('.ant-modal-footer').getByRole('button').last();
  await expect(submit).toHaveText('Update 1 Hydrant');
  await submit.click();
  await expect(inspector.getByText(/Updated 1 hydrant/)).toBeVisible();
  await dash.searchFor(hydrantId);
  // the registry refetches after the update: wait for the row to show the inspection
  await expect.poll(() => dash.rowCells(hydrantId)).toContain('Field Inspector');
  await context.close();
});

import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { LoginPage } from '../support/pages/login-page';
import { shoot } from '../support/shots';

const FIRST_PASSWORD = 'given by the chief 7';
const OWN_PASSWORD = 'hose reel ladder ninety';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('the account page lists one’s sessions; ending the other one signs that browser out', async ({
  adminPage: admin,
  browser,
}) => {
  test.setTimeout(120_000);
  const username = `sess-${Date.now().toString(36)}`;
  const created = await admin.request.post('/api/users', {
    data: { username, role: 'viewer', password: FIRST_PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The "phone": another browser (Firefox on Windows, by its User-Agent), signed in first.
  const phoneContext = await browser.newContext({ userAgent: FIREFOX });
  const deskContext = await browser.newContext();
  try {
    const phone = await phoneContext.newPage();
    expect(
      (await phone.request.post('/api/auth/login', { data: { username, password: FIRST_PASSWORD } })).status(),
    ).toBe(200);
    const changed = await phone.request.post('/api/auth/password', {
      data: { currentPassword: FIRST_PASSWORD, newPassword: OWN_PASSWORD },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await phone.goto('/');
    await expect(phone.getByTestId('current-username')).toHaveText(username);

    // The "desk": signs in through the sign-in screen, opens Your account from the sidebar.
    const desk = await deskContext.newPage();
    const login = new LoginPage(desk);
    await login.goto();
    await login.login(username, OWN_PASSWORD);
    await expect(desk.getByTestId('current-username')).toHaveText(username);
    await desk.getByRole('link', { name: 'Your account' }).click();
    await expect(desk).toHaveURL(/\/account$/);
    await expect(desk.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(desk).toHaveTitle(/^Your account · /);

    const table = desk.getByTestId('sessions-table');
    const rows = table.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    const here = rows.filter({ hasText: 'This session' });
    const other = rows.filter({ hasText: 'Firefox 133 on Windows' });
    await expect(here).toHaveCount(1);
    await expect(here).toContainText('Chrome');
    await expect(here).toContainText('127.0.0.1');
    await expect(here).toContainText('Use Sign Out');
    await expect(other).toContainText('127.0.0.1');
    await expect(other).not.toContainText('This session');
    await expectNoSeriousA11yViolations(desk);
    await shoot(desk, 'account-sessions');

    await other.getByRole('button', { name: /^Sign out Firefox 133 on Windows/ }).click();
    const confirm = desk.getByRole('tooltip').filter({ hasText: 'Sign out Firefox 133 on Windows?' });
    await expect(confirm).toContainText('That browser must sign in again.');
    await expectNoSeriousA11yViolations(desk);
    await confirm.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(desk.getByText('Signed out Firefox 133 on Windows')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('This session');

    // The phone is signed out: its next look at the console shows the sign-in screen.
    await phone.reload();
    await expect(new LoginPage(phone).username).toBeVisible();
    await expect(phone.getByTestId('current-username')).toHaveCount(0);
    // The desk goes on.
    await desk.reload();
    await expect(desk.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  } finally {
    await phoneContext.close();
    await deskContext.close();
  }
});

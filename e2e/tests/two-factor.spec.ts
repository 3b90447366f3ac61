import { generate } from 'otplib';
import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { LoginPage } from '../support/pages/login-page';
import { ShellPage } from '../support/pages/shell-page';

const FIRST_PASSWORD = 'given by the chief 7';
const OWN_PASSWORD = 'standpipe wrench orange';

test('two-factor sign-in: set up on the account page with a QR code, then sign in with password and code', async ({
  adminPage: admin,
  browser,
}) => {
  test.setTimeout(120_000);
  const username = `tf-${Date.now().toString(36)}`;
  const created = await admin.request.post('/api/users', {
    data: { username, role: 'officer', password: FIRST_PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    expect(
      (await page.request.post('/api/auth/login', { data: { username, password: FIRST_PASSWORD } })).status(),
    ).toBe(200);
    const changed = await page.request.post('/api/auth/password', {
      data: { currentPassword: FIRST_PASSWORD, newPassword: OWN_PASSWORD },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    await page.goto('/account');
    const card = page.getByTestId('second-factor-card');
    await expect(card.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await card.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
    await expect(card.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const secret = ((await card.getByTestId('second-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoSeriousA11yViolations(page);

    // A wrong code first: the field says so.
    await card.getByLabel('Code from the app').fill('000000');
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(card.getByText('That code does not match.', { exact: false })).toBeVisible();
    await card.getByLabel('Code from the app').fill(await generate({ secret }));
    await card.getByRole('button', { name: 'Confirm' }).click();

    const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(card).toContainText('10 recovery codes left');
    await expect(card.getByText('On', { exact: true })).toBeVisible();

    await new ShellPage(page).signOut.click();
    const login = new LoginPage(page);
    await expect(login.username).toBeVisible();
    await login.login(username, OWN_PASSWORD);
    const step = page.getByTestId('second-factor-step');
    await expect(step).toContainText('Enter the 6-digit code from your authenticator app');
    // No session yet: the console is not there.
    await expect(page.getByTestId('current-username')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await step.getByLabel('Code').fill('123456');
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(step.getByText('That code is not right.', { exact: false })).toBeVisible();
    // The set-up's code is spent; the app's next code (30 s on) is within the accepted window.
    await step.getByLabel('Code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('current-username')).toHaveText(username);
    await expect(page.getByTestId('second-factor-step')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('an administrator resets a lost second factor on the Users screen; the reset is in the audit log', async ({
  adminPage: admin,
  browser,
}) => {
  test.setTimeout(120_000);
  const username = `tfr-${Date.now().toString(36)}`;
  const created = await admin.request.post('/api/users', {
    data: { username, role: 'inspector', password: FIRST_PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const context = await browser.newContext();
  try {
    // The user sets up an app (through the API here; the browser way is the test above).
    const user = await context.newPage();
    expect(
      (await user.request.post('/api/auth/login', { data: { username, password: FIRST_PASSWORD } })).status(),
    ).toBe(200);
    const changed = await user.request.post('/api/auth/password', {
      data: { currentPassword: FIRST_PASSWORD, newPassword: OWN_PASSWORD },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    const { secret } = (await (await user.request.post('/api/auth/second-factor/enrolment')).json()) as {
      secret: string;
    };
    const confirmed = await user.request.post('/api/auth/second-factor/enrolment/confirm', {
      data: { code: await generate({ secret }) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    // users are listed a page at a time: open the Users tab found by this one's name
    await admin.goto(`/admin/users?usersSearch=${username}`);
    const row = admin.locator('tbody tr').filter({ hasText: username });
    await expect(row.getByText('Two-factor', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Reset two-factor sign-in of ${username}` }).click();
    const confirm = admin.getByRole('tooltip').filter({ hasText: `Reset the two-factor sign-in of ${username}?` });
    await expect(confirm).toContainText('their sessions end');
    await expectNoSeriousA11yViolations(admin);
    await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(admin.getByText(`Two-factor sign-in of ${username} reset`)).toBeVisible();
    await expect(row.getByText('Two-factor', { exact: true })).toHaveCount(0);

    // The user's session ended; the password alone signs in again.
    expect((await user.request.get('/api/auth/user')).status()).toBe(401);
    const again = await user.request.post('/api/auth/login', { data: { username, password: OWN_PASSWORD } });
    expect(await again.json()).toMatchObject({ username, secondFactorEnabled: false });

    const audit = await admin.request.get('/api/audit?action=second-factor-reset');
    expect(audit.status()).toBe(200);
    expect(JSON.stringify(await audit.json())).toContain(username);
  } finally {
    await context.close();
  }
});

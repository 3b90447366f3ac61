import { test, expect } from '../support/fixtures';
import { LoginPage } from '../support/pages/login-page';
import { admin, COPYRIGHT, PRODUCT_NAME } from '../support/env';

test.describe('login screen', () => {
  test('shows the notices, the demo statement and the copyright line', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.getByText('Authorized Personnel Only')).toBeVisible();
    await expect(page.getByText(/2 hours?/i).first()).toBeVisible();
    await expect(page.getByText(/read-only/i).first()).toBeVisible();
    await expect(page.getByText(COPYRIGHT)).toBeVisible();
    await expect(page.getByText(PRODUCT_NAME).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(PRODUCT_NAME));
  });

  test('empty fields say what is missing and send nothing', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    let loginCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/login')) loginCalls += 1;
    });
    await login.username.fill(admin.username);
    await login.signIn.click();
    await expect(page.getByText('Missing Information')).toBeVisible();
    await expect(page.getByText('Please enter both username and password.')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test('a wrong password shows Login Failed with the server message', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(admin.username, 'not-the-password');
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(login.username).toBeVisible();
  });

  test('toasts show one at a time', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(admin.username, 'wrong-once');
    await expect(page.getByText('Login Failed')).toBeVisible();
    await login.username.fill('');
    await login.signIn.click();
    await expect(page.getByText('Missing Information')).toBeVisible();
    await expect(page.getByText('Login Failed')).toHaveCount(0);
  });

  test('the right password signs in, welcomes the user and survives a reload', async ({ page, shell }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(admin.username, admin.password);
    await expect(page.getByText('Login Successful')).toBeVisible();
    await shell.expectScreen('Hydrant Command Dashboard');
    const footer = page.getByTestId('sidebar-footer');
    await expect(footer.getByText(admin.username)).toBeVisible();
    await expect(footer.getByText('Authorized Personnel')).toBeVisible();
    await expect(footer.getByText(COPYRIGHT)).toBeVisible();
    await page.reload();
    await shell.expectScreen('Hydrant Command Dashboard');
  });

  test('Sign Out returns to the login screen and ends the session', async ({ adminPage: page, shell }) => {
    await page.goto('/');
    await shell.expectScreen('Hydrant Command Dashboard');
    await shell.signOut.click();
    await expect(page.getByLabel('Username')).toBeVisible();
    const user = await page.request.get('/api/auth/user');
    expect(user.status()).toBe(401);
    await page.reload();
    await expect(page.getByLabel('Username')).toBeVisible();
  });
});

test.describe('demo access', () => {
  test('Use Demo Access opens a read-only, time-limited console', async ({ page, shell }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.demo.click();
    await expect(page.getByText('Demo Access Granted')).toBeVisible();
    await expect(page.getByText(/120 minutes/).first()).toBeVisible();
    await shell.expectScreen('Hydrant Command Dashboard');
    await expect(page.getByTestId('sidebar-footer').getByText('Demo User')).toBeVisible();
    await expect(page.getByTestId('demo-banner')).toBeVisible();
    await expect(page.getByTestId('demo-banner')).toContainText(/1(19|20) minutes? left/);
  });

  test('the server refuses every write from a demo session', async ({ demoPage: page }) => {
    const me = await page.request.get('/api/auth/user');
    expect(await me.json()).toMatchObject({ isDemo: true });
    for (const [method, url] of [
      ['post', '/api/hydrants'],
      ['patch', '/api/hydrants/1'],
      ['delete', '/api/hydrants/1'],
    ] as const) {
      const response = await page.request[method](url, { data: {} });
      expect(response.status(), `${method} ${url}`).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBe('Demo access is read-only');
    }
  });
});

test('API routes need a session', async ({ request }) => {
  for (const url of ['/api/auth/user', '/api/hydrants', '/api/maintenance', '/api/alerts']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(401);
  }
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
});

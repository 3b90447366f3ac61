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

  test('the dark background fills the window, down to its bottom edge', async ({ page }) => {
    const login = new LoginPage(page);
    for (const viewport of [
      { width: 800, height: 900 },
      { width: 390, height: 844 },
      { width: 1280, height: 1200 },
      // shorter than the card: the background grows with the page
      { width: 390, height: 600 },
    ]) {
      await page.setViewportSize(viewport);
      await login.goto();
      const screen = page.getByTestId('login-screen');
      const box = (await screen.boundingBox())!;
      const page_ = await page.evaluate(() => ({
        width: document.documentElement.clientWidth,
        height: Math.max(document.documentElement.clientHeight, document.documentElement.scrollHeight),
      }));
      expect(box.x, `${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(0);
      expect(box.y, `${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(0);
      expect(box.width, `${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(page_.width);
      // (scrollHeight is rounded to whole pixels)
      expect(box.y + box.height, `${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(page_.height - 1);
    }
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
    // The session, not the dashboard, is under test: reload on a light screen (the
    // dashboard's map bundle took most of this test's time on a busy machine).
    await shell.link('Help').click();
    await shell.expectScreen('Help Center');
    await page.reload();
    await shell.expectScreen('Help Center');
    await expect(footer.getByText(admin.username)).toBeVisible();
    await expect(login.username).toHaveCount(0);
  });

  test('Sign Out returns to the login screen and ends the session', async ({ adminPage: page, shell }) => {
    // Signed in, on any screen (not the dashboard, whose remote a busy machine took over
    // 15 s to load while this test waited for it)
    await page.goto('/help');
    await shell.expectScreen('Help Center');
    await shell.signOut.click();
    await expect(page.getByLabel('Username')).toBeVisible();
    // the next person to sign in starts on the dashboard
    await expect(page).toHaveURL('/');
    const user = await page.request.get('/api/auth/user');
    expect(user.status()).toBe(401);
    await page.reload();
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('Sign Out works while a screen is still loading', async ({ adminPage: page, shell }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/mf-hydrants/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Loading module' })).toBeVisible();
    await shell.signOut.click();
    await expect(page.getByLabel('Username')).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    // the screen's code arriving afterwards does not bring the console back
    const arrived = page.waitForResponse('**/remotes/mf-hydrants/mf-manifest.json');
    release();
    await arrived;
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(shell.signOut).toHaveCount(0);
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

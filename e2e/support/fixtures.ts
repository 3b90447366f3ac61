import { test as base, expect, type Page } from '@playwright/test';
import { admin } from './env';
import { ShellPage } from './pages/shell-page';

// Signs the page's browser context in through the real login route (the
// login screen itself is tested in auth.spec.ts), then opens the console.
async function signIn(page: Page, kind: 'admin' | 'demo') {
  // Live updates stay off in the fixtures' pages (a test of them opens its own context): a stream per test page
  // kept the server busy late in a full run, and a refresh mid-test changes what the test is looking at.
  await page.route('**/api/events*', (route) => route.abort());
  const response =
    kind === 'admin'
      ? await page.request.post('/api/auth/login', { data: { username: admin.username, password: admin.password } })
      : await page.request.post('/api/auth/demo');
  expect(response.status(), await response.text()).toBe(200);
}

export const test = base.extend<{ adminPage: Page; demoPage: Page; shell: ShellPage }>({
  adminPage: async ({ page }, use) => {
    await signIn(page, 'admin');
    await use(page);
  },
  demoPage: async ({ page }, use) => {
    await signIn(page, 'demo');
    await use(page);
  },
  shell: async ({ page }, use) => {
    await use(new ShellPage(page));
  },
});

export { expect };

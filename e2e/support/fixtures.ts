import { test as base, expect, type Page } from '@playwright/test';
import { admin } from './env';
import { ShellPage } from './pages/shell-page';

/**
 * Live updates stay off in the fixtures' pages (a test of them opens its own context): a refresh mid-test
 * changes what the test is looking at. The page gets an EventSource that never connects; a route that
 * aborted the stream instead made Playwright intercept every request of the page and turned the cache off.
 */
export async function silenceLiveUpdates(page: Page) {
  await page.addInitScript(() => {
    class SilentEventSource extends EventTarget {
      readonly url: string;
      readyState = 0;
      onerror: ((event: Event) => void) | null = null;
      constructor(url: string | URL) {
        super();
        this.url = String(url);
      }
      close() {
        this.readyState = 2;
      }
    }
    Object.defineProperty(window, 'EventSource', { value: SilentEventSource, configurable: true });
  });
}

// Signs the page's browser context in through the real login route (the
// login screen itself is tested in auth.spec.ts), then opens the console.
async function signIn(page: Page, kind: 'admin' | 'demo') {
  await silenceLiveUpdates(page);
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

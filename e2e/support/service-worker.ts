import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The page is controlled by the console's service worker (which has kept the shell and the field screen's remote). */
export async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * No network at all, for tests that let the service worker run: the page offline, and the
 * service worker's own requests aborted (Playwright's offline mode does not cut those).
 * The page's requests are left to the service worker and the offline mode.
 */
export async function cutNetwork(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
  );
}

export async function restoreNetwork(context: BrowserContext) {
  await context.unroute('**/*');
  await context.setOffline(false);
}

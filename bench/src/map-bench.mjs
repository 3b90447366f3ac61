// Time from navigation to the dashboard map having drawn every hydrant (headless Chromium).
// The dashboard map (data-testid 'hydrant-map') sets data-points-rendered="<count>" after
// its WebGL points layer's first frame drawn with data; an init script notes the moment
// (performance.now(), i.e. milliseconds since navigation start) the count reaches the total.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Runs in the page (addInitScript), where the browser's globals exist.
/* global document, window, MutationObserver */
function watchPointsRendered(expected) {
  const check = () => {
    const el = document.querySelector('[data-testid="hydrant-map"][data-points-rendered]');
    if (!el || window.__benchPointsRenderedAt !== undefined) return;
    if (Number(el.getAttribute('data-points-rendered')) >= expected) window.__benchPointsRenderedAt = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-points-rendered'],
  });
}

/**
 * `runs` fresh page loads of / as a signed-in administrator; resolves with, per run, when
 * the points were drawn and when the map-points response had arrived (ms from navigation).
 */
export async function measureDashboardMap(api, { expected, runs, shotsDir, timeoutMs = 300_000 }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const times = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: api.base });
      try {
        const login = await context.request.post('/api/auth/login', {
          data: { username: api.username, password: api.password },
        });
        if (!login.ok()) throw new Error(`login in the browser context failed: ${login.status()}`);
        await context.addInitScript(watchPointsRendered, expected);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        let pointsLoaded;
        page.on('requestfinished', (request) => {
          if (request.url().includes('/api/hydrants/map-points') && pointsLoaded === undefined) {
            const timing = request.timing();
            pointsLoaded = timing.startTime + timing.responseEnd;
          }
        });
        await page.goto('/', { waitUntil: 'commit' });
        try {
          await page.waitForFunction(() => window.__benchPointsRenderedAt !== undefined, undefined, {
            timeout: timeoutMs,
            polling: 100,
          });
        } catch {
          const state = await page
            .locator('[data-testid="hydrant-map"]')
            .getAttribute('data-points-rendered', { timeout: 1000 })
            .catch(() => 'no map');
          throw new Error(
            `the map did not report ${expected} points within ${timeoutMs / 1000} s (data-points-rendered: ${state}; page errors: ${errors.join(' | ') || 'none'})`,
          );
        }
        const [drawnAt, timeOrigin] = await page.evaluate(() => [
          window.__benchPointsRenderedAt,
          performance.timeOrigin,
        ]);
        times.push({ drawnAt, pointsLoadedAt: pointsLoaded === undefined ? NaN : pointsLoaded - timeOrigin });
        if (run === 0 && shotsDir) {
          mkdirSync(shotsDir, { recursive: true });
          await page.screenshot({ path: path.join(shotsDir, `dashboard-map-${expected}.png`) });
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return times;
}

import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { animationsSettled } from '../support/animations';
import { SIDEBAR } from '../support/env';

// Reflow: each main screen's text fits the window's width, with no scrolling sideways, on a
// 320 px phone and at 200 % zoom on a 1280 px screen (what the page lays out for is then 640 CSS
// px, drawn with two device pixels each). A wide table may scroll inside its own frame: only the
// page itself is checked.

const SCREENS = [
  ...SIDEBAR.map(({ path, title }) => ({ path, title })),
  { path: '/admin/users', title: 'Administration' },
  { path: '/account', title: 'Your account' },
];

const WIDTHS = [
  { name: '320 px', viewport: { width: 320, height: 720 }, deviceScaleFactor: 1 },
  { name: '1280 px at 200 %', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
];

/** How far the page reaches past the window's right edge, and the widest elements that do it. */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const past = root.scrollWidth - width;
    if (past <= 0) return { past: 0, culprits: [] as string[] };
    // the innermost elements past the edge that are not inside something scrolling on its own
    const culprits = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.getClientRects().length > 0)
      .filter((el) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const s = getComputedStyle(p);
          if (s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflowX === 'hidden') return false;
        }
        return true;
      })
      .slice(-5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${Math.round(el.getBoundingClientRect().right)}`);
    return { past, culprits };
  });
}

for (const { name, viewport, deviceScaleFactor } of WIDTHS) {
  test.describe(`Reflow at ${name}`, () => {
    test.use({ viewport, deviceScaleFactor });
    for (const { path, title } of SCREENS) {
      test(`${path} has no sideways scrolling`, async ({ adminPage: page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({
          timeout: 30_000,
        });
        // the screen's content has arrived: no skeleton or spinner left
        await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
        await animationsSettled(page);
        expect(await overflowOf(page)).toEqual({ past: 0, culprits: [] });
      });
    }
  });
}

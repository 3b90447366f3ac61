import type { Page } from '@playwright/test';

/**
 * With SHOTS_DIR set, saves a full-page screenshot at 1280, 800 and 390 px wide into it
 * (restoring the width after), to be looked at by a person; otherwise does nothing, so
 * the suite does not pay for pictures nobody looks at.
 */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 800, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction((w) => window.innerWidth === w, width);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}

import type { Page } from '@playwright/test';
import { test } from '@playwright/test';

/**
 * Saves a full-page screenshot at 1280, 800 and 390 px wide (restoring the width after),
 * into the test's output folder, or into SHOTS_DIR when set, to be looked at by a person.
 */
export async function shoot(page: Page, name: string) {
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 800, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction((w) => window.innerWidth === w, width);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const dir = process.env.SHOTS_DIR;
    const file = dir ? `${dir}/${name}-${width}.png` : test.info().outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
  }
  await page.setViewportSize(original);
}

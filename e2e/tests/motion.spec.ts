import { test, expect } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { DashboardPage } from '../support/pages/dashboard-page';

// A user who asks the system for less motion gets dialogs that appear and go without zooming;
// everyone else keeps antd's animations. (The other browser tests run with less motion.)

/** Starts counting the animations and transitions that start inside dialogs. */
async function countDialogMotion(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { dialogMotion: number };
    w.dialogMotion = 0;
    const count = (e: Event) => {
      if (e.target instanceof Element && e.target.closest('.ant-modal-wrap, .ant-modal-root')) w.dialogMotion += 1;
    };
    document.addEventListener('animationstart', count, true);
    document.addEventListener('transitionstart', count, true);
  });
  return () => page.evaluate(() => (window as unknown as { dialogMotion: number }).dialogMotion);
}

async function openAndCloseBulkDialog(page: Page) {
  const dash = new DashboardPage(page);
  await dash.goto();
  const motion = await countDialogMotion(page);
  await dash.bulkButton.click();
  await expect(dash.bulkDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dash.bulkDialog).toBeHidden();
  return motion();
}

test.describe('with the default motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('a dialog zooms in and out', async ({ adminPage: page }) => {
    expect(await openAndCloseBulkDialog(page)).toBeGreaterThan(0);
  });
});

test.describe('with less motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });
  test('a dialog appears and goes without moving', async ({ adminPage: page }) => {
    expect(await openAndCloseBulkDialog(page)).toBe(0);
  });
});

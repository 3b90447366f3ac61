import type { Page } from '@playwright/test';

/**
 * Waits until no finite CSS animation or transition is running on the page (dialogs and
 * drawers opening, toasts sliding in): the state a user sees once things stop moving.
 * Endless ones (spinners, skeleton shimmer) are ignored.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

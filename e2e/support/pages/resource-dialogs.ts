import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { admin } from '../env';
import { animationsSettled } from '../animations';

/** Shared steps of the equipment and personnel screens (antd forms, selects, confirmations, toasts). */
export class ResourceScreen {
  constructor(readonly page: Page) {}

  /** Picks an option of an antd select opened from `trigger`. */
  async choose(trigger: Locator, option: string) {
    // a dialog that is still zooming in would take a forced click somewhere else
    await expect(trigger).toBeVisible();
    await animationsSettled(this.page);
    const options = this.page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(async () => {
      // the selected value's label covers the input, hence force; opened once, never toggled shut
      if (!(await options.first().isVisible())) await trigger.click({ force: true });
      await expect(options.first()).toBeVisible({ timeout: 2000 });
    }).toPass();
    await animationsSettled(this.page);
    await options
      .filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .first()
      .click();
    await animationsSettled(this.page);
  }

  /** Fills text fields of a dialog by their labels. */
  async fill(dialog: Locator, fields: Record<string, string | undefined>) {
    await expect(dialog).toBeVisible();
    await animationsSettled(this.page);
    for (const [label, value] of Object.entries(fields)) {
      if (value !== undefined) await dialog.getByLabel(label, { exact: true }).fill(value);
    }
  }

  /** The messages shown under a form's fields, in order. */
  async fieldErrors(dialog: Locator): Promise<string[]> {
    return (await dialog.locator('.ant-form-item-explain-error').allInnerTexts()).map((t) => t.trim());
  }

  toast(title: string): Locator {
    return this.page.locator('.ant-notification-notice').filter({ hasText: title });
  }

  /** The delete confirmation (SPEC §5), confirmed. */
  async confirmDelete(expectedText: string) {
    const confirm = this.page.locator('.ant-modal-confirm');
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(expectedText);
    await animationsSettled(this.page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
  }
}

/** A string no other test (nor the demo data) uses. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** ISO date `days` from today (local calendar). */
export function isoDate(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Signs an API request context in as the administrator (data for a demo test). */
export async function signInAdmin(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', {
    data: { username: admin.username, password: admin.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A write button a demo user cannot use: disabled, and its wrapper tells why on hover
 * (antd opens the tooltip after 700 ms, SPEC §9; the pointer is moved off and on again
 * until it does, as a user would).
 */
export async function expectDemoDisabled(page: Page, button: Locator) {
  await expect(button).toBeDisabled();
  const wrapper = button.locator('xpath=ancestor::*[@data-demo-disabled][1]');
  await expect(async () => {
    await page.mouse.move(0, 0);
    await wrapper.hover();
    await expect(page.getByRole('tooltip').filter({ hasText: 'Demo access is read-only' })).toBeVisible({
      timeout: 3000,
    });
  }).toPass();
  await page.mouse.move(0, 0);
  // the tooltip closes after a short delay and then fades: wait until it is gone, so that
  // what follows (an axe scan) never reads its colours mid-fade
  await expect(page.getByRole('tooltip').filter({ hasText: 'Demo access is read-only' })).toBeHidden();
}

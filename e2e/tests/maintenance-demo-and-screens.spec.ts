import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { AlertsPage } from '../support/pages/alerts-page';
import { MaintenancePage } from '../support/pages/maintenance-page';

const DEMO_READ_ONLY = 'Demo access is read-only';

test.describe('Maintenance and Alerts for a demo user', () => {
  test('a demo user sees the demo data on every tab and /alerts, and every write is disabled with the reason', async ({
    demoPage: page,
  }) => {
    test.setTimeout(120_000);
    const m = new MaintenancePage(page);
    await m.goto();
    await expect(m.counter('overdue')).toHaveText(/^\d[\d,]*$/);

    // Schedule Maintenance: disabled, and the tooltip says why
    await expect(m.scheduleButton).toBeDisabled();
    await m.scheduleButton.locator('xpath=..').hover();
    await expect(page.getByRole('tooltip').filter({ hasText: DEMO_READ_ONLY })).toBeVisible();

    // the demo data has living maintenance: overdue, upcoming and in-progress work, all read-only
    for (const list of ['overdue-list', 'upcoming-list', 'in-progress-list']) {
      const cards = page.getByTestId(list).getByTestId('schedule-card');
      await expect(cards.first()).toBeVisible();
      for (const button of await cards.first().getByRole('button').all()) await expect(button).toBeDisabled();
    }
    await expectNoSeriousA11yViolations(page);

    await m.openTab('Schedules');
    await expect(page.getByTestId('schedule-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await m.openTab('Alerts');
    const alert = page.getByTestId('maintenance-alerts-tab').getByTestId('alert-card').first();
    await expect(alert.getByRole('button', { name: 'Acknowledge' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await m.openTab('History');
    const record = page.getByTestId('history-record').first();
    await expect(record).toBeVisible();
    await expect(record.getByRole('button', { name: /Delete/ })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    const alerts = new AlertsPage(page);
    await alerts.goto();
    const active = alerts.active.getByTestId('alert-card').first();
    await expect(active.getByRole('button', { name: 'Acknowledge' })).toBeDisabled();
    await expect(active.getByRole('button', { name: 'Delete alert' })).toBeDisabled();
    await expect(alerts.resolved.getByTestId('alert-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // the server refuses a demo write whatever the screen does
    const refused = await page.request.delete('/api/alerts/1');
    expect(refused.status()).toBe(403);
  });
});

test.describe('Maintenance and Alerts screens at 1280 and 390 px', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const shooter =
      (page: Page) =>
      async (name: string, fullPage = false) => {
        await animationsSettled(page);
        await page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`), fullPage });
      };

    test(`every tab and /alerts at ${viewport.width} px have no serious axe violation and no sideways scroll`, async ({
      adminPage: page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      const shot = shooter(page);
      const m = new MaintenancePage(page);
      await m.goto();
      await expect(page.getByTestId('overdue-list').getByTestId('schedule-card').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot('maintenance-dashboard');
      // no page-wide horizontal scroll on a phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await m.openTab('Schedules');
      await expect(page.getByTestId('schedule-card').first()).toBeVisible();
      await shot('maintenance-schedules');
      await m.openTab('Alerts');
      await expect(page.getByTestId('maintenance-alerts-tab').getByTestId('alert-card').first()).toBeVisible();
      await shot('maintenance-alerts');
      await m.openTab('History');
      await expect(page.getByTestId('history-record').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot('maintenance-history');

      const alerts = new AlertsPage(page);
      await alerts.goto();
      await expect(alerts.active.getByTestId('alert-card').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot('alerts');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test(`the Schedule, Start and Complete dialogs at ${viewport.width} px have no serious axe violation`, async ({
      adminPage: page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      const shot = shooter(page);
      const m = new MaintenancePage(page);
      await m.goto();
      await expect(page.getByTestId('overdue-list').getByTestId('schedule-card').first()).toBeVisible();

      await m.scheduleButton.click();
      await expect(m.scheduleDialog).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot('schedule-dialog');
      await m.scheduleDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(m.scheduleDialog).toBeHidden();

      await page
        .getByTestId('overdue-list')
        .getByTestId('schedule-card')
        .first()
        .getByRole('button', { name: 'Start Work' })
        .click();
      await expect(m.startDialog).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot('start-dialog');
      await m.startDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(m.startDialog).toBeHidden();

      await page
        .getByTestId('in-progress-list')
        .getByTestId('schedule-card')
        .first()
        .getByRole('button', { name: 'Complete Work' })
        .click();
      await expect(m.completeDialog).toBeVisible();
      await animationsSettled(page);
      await m.completeDialog
        .locator('label')
        .filter({ hasText: /^Incomplete$/ })
        .click();
      await m.completeDialog.getByRole('button', { name: 'Complete Work' }).click();
      await expect(
        m.completeDialog.getByText('Issues found description is required when task is incomplete'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot('complete-dialog');
    });
  }
});

import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { shoot } from '../support/shots';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';

// Two consoles open at once: what one dispatcher changes, the other sees without reloading
// (each tab holds a live-update stream, GET /api/events).

test('a hydrant put out of service in one console shows in the other without a reload', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const hydrantId = uniqueHydrantId('E2E-LIVE');
  await DashboardPage.createViaApi(page.request, {
    hydrantId,
    address: '12 Live Street',
    latitude: 39.78,
    longitude: -89.63,
    area: 'Live Area',
    status: 'operational',
  });

  // The other console: a demo session (it reads like a viewer) in a browser of its own.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  expect((await other.request.post('/api/auth/demo')).status()).toBe(200);
  const watching = new DashboardPage(other);
  await watching.goto();
  await watching.searchFor(hydrantId);
  await expect(watching.row(hydrantId)).toContainText('Operational');
  // Its out-of-service list, most recent first (it shows ten).
  const outOfService = other.getByTestId('out-of-service-card');
  await outOfService.getByText('Most recent', { exact: true }).click();
  await expect(outOfService).not.toContainText(hydrantId);
  // Set on this document: still there afterwards means the page was never reloaded.
  await other.evaluate(() => ((window as unknown as { liveTestMark: boolean }).liveTestMark = true));

  const dash = new DashboardPage(page);
  await dash.goto();
  await dash.searchFor(hydrantId);
  await dash.openEdit(hydrantId);
  await dash.fillHydrant(dash.editDialog, { status: 'Out of Service', outOfServiceReason: 'Hit by a truck' });
  await dash.editDialog.getByRole('button', { name: 'Update Hydrant' }).click();
  await expect(page.getByText('Hydrant updated successfully')).toBeVisible();

  // The other console shows it in its registry and its out-of-service list, on the same page.
  await expect(watching.row(hydrantId)).toContainText('Out of Service', { timeout: 5_000 });
  await expect(outOfService.getByRole('listitem').filter({ hasText: hydrantId })).toContainText('Hit by a truck', {
    timeout: 5_000,
  });
  expect(await other.evaluate(() => (window as unknown as { liveTestMark?: boolean }).liveTestMark)).toBe(true);
  await expectNoSeriousA11yViolations(other);
  await shoot(other, 'live-updates-other-console');

  await context.close();
});

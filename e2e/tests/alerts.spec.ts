import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { admin } from '../support/env';
import { AlertsPage } from '../support/pages/alerts-page';
import { DashboardPage } from '../support/pages/dashboard-page';
import { MaintenancePage } from '../support/pages/maintenance-page';

// DECISIONS §3: the server raises a status_change alert when a hydrant goes out of
// service (high priority); acknowledging records the signed-in user; delete deletes.

test.describe('Alerts: raised by a status change, acknowledged by name, deleted', () => {
  test('an out-of-service hydrant raises an alert on /alerts and the Maintenance Alerts tab; acknowledge shows my name; delete removes it', async ({
    adminPage: page,
  }) => {
    test.setTimeout(150_000);
    // an operational demo hydrant no other test changes
    const listed = await page.request.get('/api/hydrants?status=operational&search=H-02&pageSize=50');
    const { hydrantId } = ((await listed.json()) as { items: { hydrantId: string }[] }).items.at(-1)!;

    // set it out of service on the dashboard
    const dash = new DashboardPage(page);
    await dash.goto();
    await dash.searchFor(hydrantId);
    await dash.openEdit(hydrantId);
    await dash.fillHydrant(dash.editDialog, { status: 'Out of Service', outOfServiceReason: 'Broken valve stem' });
    await dash.editDialog.getByRole('button', { name: 'Update Hydrant' }).click();
    await expect(page.getByText('Hydrant updated successfully')).toBeVisible();

    // /alerts: in the active list, high priority (orange), with its hydrant and a link to it
    const alerts = new AlertsPage(page);
    await alerts.goto();
    const active = alerts.statusAlert(alerts.active, hydrantId);
    await expect(active).toHaveCount(1);
    await expect(active.getByText('HIGH')).toHaveAttribute('data-priority-color', 'orange');
    await expect(active.getByRole('img', { name: 'Status change' })).toBeVisible();
    await expect(active.getByRole('link', { name: hydrantId, exact: true })).toHaveAttribute(
      'href',
      /\/\?hydrant=\d+$/,
    );
    for (const key of ['active', 'critical', 'maintenance', 'inspections', 'acknowledged'] as const)
      await expect(alerts.counter(key)).toHaveText(/^\d[\d,]*$/);
    expect(Number((await alerts.counter('critical').innerText()).replace(/,/g, ''))).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    // the Maintenance screen's Alerts tab lists it too
    const m = new MaintenancePage(page);
    await m.goto('alerts');
    await expect(alerts.statusAlert(page.getByTestId('maintenance-alerts-tab'), hydrantId)).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // the hydrant link opens that hydrant's details on the dashboard
    await alerts.statusAlert(page.getByTestId('maintenance-alerts-tab'), hydrantId).getByTestId('hydrant-link').click();
    await expect(dash.detailsDialog.getByTestId('hydrant-details')).toContainText(hydrantId);
    await expect(dash.detailsDialog.getByText('Inspection & Maintenance History')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // acknowledge on /alerts: it moves to the resolved list, RESOLVED, by me, with the time
    await alerts.goto();
    await alerts.statusAlert(alerts.active, hydrantId).getByRole('button', { name: 'Acknowledge' }).click();
    await expect(page.getByText('Alert acknowledged successfully')).toBeVisible();
    await expect(alerts.statusAlert(alerts.active, hydrantId)).toHaveCount(0);
    const resolved = alerts.statusAlert(alerts.resolved, hydrantId);
    await expect(resolved.getByText('RESOLVED', { exact: true })).toBeVisible();
    await expect(resolved.getByTestId('acknowledged-by')).toContainText(`Resolved by ${admin.username} on `);
    await expectNoSeriousA11yViolations(page);

    // the Maintenance Alerts tab shows it acknowledged, by me, with Delete
    await m.goto('alerts');
    await page
      .locator('label')
      .filter({ hasText: /^Acknowledged$/ })
      .click();
    const acked = alerts.statusAlert(page.getByTestId('maintenance-alerts-tab'), hydrantId);
    await expect(acked.getByText('ACKNOWLEDGED', { exact: true })).toBeVisible();
    await expect(acked.getByTestId('acknowledged-by')).toContainText(`Acknowledged by ${admin.username}`);

    // delete really deletes (DECISIONS §3)
    await acked.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Alert deleted successfully')).toBeVisible();
    await expect(alerts.statusAlert(page.getByTestId('maintenance-alerts-tab'), hydrantId)).toHaveCount(0);
    const left = await page.request.get('/api/alerts?acknowledged=true&pageSize=100');
    expect(
      ((await left.json()) as { items: { hydrantLabel: string }[] }).items.filter((a) => a.hydrantLabel === hydrantId),
    ).toEqual([]);
  });
});

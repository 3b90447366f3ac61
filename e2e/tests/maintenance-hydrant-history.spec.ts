import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { DashboardPage } from '../support/pages/dashboard-page';

// DECISIONS §7: inspections are records; a hydrant's timeline of inspections and
// maintenance (with its readings over time) is shown in Hydrant Details, which other
// screens open through /?hydrant=<id>.

test.describe('Hydrant Details: inspection and maintenance history', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`/?hydrant=<id> opens the hydrant's details with its timeline and readings at ${viewport.width} px`, async ({
      adminPage: page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      // a demo hydrant with inspection history
      const listed = await page.request.get('/api/maintenance-history?maintenanceType=inspection&pageSize=1');
      const [record] = ((await listed.json()) as { items: { hydrantId: number; hydrantLabel: string }[] }).items;
      const history = await page.request.get(`/api/hydrants/${record.hydrantId}/history?pageSize=10`);
      const { total } = (await history.json()) as { total: number };

      const dash = new DashboardPage(page);
      await dash.goto(); // the dashboard as usual first: its modules are then in the browser's cache
      await page.goto(`/?hydrant=${record.hydrantId}`);
      const details = dash.detailsDialog;
      await expect(details.getByTestId('hydrant-details')).toContainText(record.hydrantLabel);
      const timeline = details.getByTestId('hydrant-history');
      await expect(timeline.getByTestId('history-entry')).toHaveCount(Math.min(total, 10));
      await expect(timeline.getByTestId('history-entry').first()).toContainText('Inspection');
      await expect(timeline.getByRole('link', { name: 'Full maintenance history' })).toHaveAttribute(
        'href',
        `/maintenance?tab=history&hydrant=${record.hydrantId}`,
      );
      if (total >= 2) await expect(timeline.getByTestId('readings-chart')).toBeVisible();
      await timeline.scrollIntoViewIfNeeded();
      await animationsSettled(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath(`hydrant-history-${viewport.width}.png`) });

      // closing the dialog drops the parameter; the hydrant's history link filters the History tab
      await details.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
      await expect(details).toBeHidden();
      expect(new URL(page.url()).searchParams.get('hydrant')).toBeNull();
      await page.goto(`/maintenance?tab=history&hydrant=${record.hydrantId}`);
      await expect(page.getByTestId('hydrant-filter')).toHaveText(`Hydrant ${record.hydrantLabel}×`);
      const records = page.getByTestId('history-record');
      await expect(records.first()).toContainText(record.hydrantLabel);
      await expect(page.getByTestId('list-count')).toHaveText(`Showing ${Math.min(total, 20)} of ${total} records`);
    });
  }
});

import { test, expect } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { admin } from '../support/env';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';
import { shoot } from '../support/shots';

// Issue 13, audit trail: a change is recorded with who, when and old → new values, and
// shows in the hydrant's History of changes and in Administration → Audit Log.

/** Creates a hydrant through the API and changes its address in the Edit dialog, as a user does. */
async function createAndEdit(page: Page) {
  const hydrantId = uniqueHydrantId('AUD');
  const created = await DashboardPage.createViaApi(page.request, {
    hydrantId,
    address: '10 Audit Lane',
    latitude: 39.8,
    longitude: -89.65,
    area: 'Audit Area',
  });
  const dash = new DashboardPage(page);
  await dash.goto();
  await dash.searchFor(hydrantId);
  await dash.openEdit(hydrantId);
  await dash.fillHydrant(dash.editDialog, { address: '12 Audit Lane' });
  await dash.editDialog.getByRole('button', { name: 'Update Hydrant' }).click();
  await expect(page.getByText('Hydrant updated successfully')).toBeVisible();
  await expect(dash.editDialog).toBeHidden();
  return { dash, hydrantId, id: created.id };
}

test.describe('Audit trail', () => {
  test("an admin's change shows in the hydrant's History of changes, field by field", async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const { dash, hydrantId } = await createAndEdit(page);

    await dash.openDetails(hydrantId);
    const changes = dash.detailsDialog.getByTestId('hydrant-changes');
    const entries = changes.getByTestId('hydrant-change');
    await expect(entries).toHaveCount(2);
    const update = entries.first();
    await expect(update).toHaveAttribute('data-action', 'update');
    await expect(update).toContainText('Changed');
    await expect(update).toContainText(admin.username);
    await expect(update.locator('[data-field="address"]')).toHaveText(
      'Address: 10 Audit Lane → changed to 12 Audit Lane',
    );
    await expect(entries.nth(1)).toHaveAttribute('data-action', 'insert');
    await expect(entries.nth(1).locator('[data-field="hydrant_id"]')).toHaveText(`Hydrant id: ${hydrantId}`);

    await changes.scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'audit-hydrant-changes');
  });
});

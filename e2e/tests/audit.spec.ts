import { test, expect } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { admin } from '../support/env';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';
import { shoot } from '../support/shots';

// Audit trail: a change is recorded with who, when and old → new values, and
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

  test('the Audit Log shows the change, filtered by table and record, field by field', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const { id } = await createAndEdit(page);

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Audit Log', selected: true })).toBeVisible();
    const tab = page.getByTestId('audit-log-tab');
    // Many tables are audited: type to narrow the list, as a user would, then pick the one
    const table = tab.getByLabel('Table');
    await table.click({ force: true });
    await table.fill('hydrants');
    await animationsSettled(page);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^hydrants$/ })
      .click();
    await expect(page).toHaveURL(/table=hydrants/);
    await tab.getByLabel('Record').fill(String(id));
    await tab.getByLabel('Record').press('Enter');
    await expect(page).toHaveURL(new RegExp(`table=hydrants.*record=${id}|record=${id}.*table=hydrants`));
    const rows = tab.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Changed');
    await expect(rows.first()).toContainText(admin.username);
    await expect(rows.first()).toContainText(`hydrants #${id}`);
    await expect(rows.first().locator('[data-field="address"]')).toHaveText(
      'Address: 10 Audit Lane → changed to 12 Audit Lane',
    );
    await expect(rows.nth(1)).toContainText('Created');
    await expect(tab.getByText('2 entries')).toBeVisible();

    await animationsSettled(page);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'audit-log');
  });

  test("an inspector's inspection shows in the Audit Log under their name", async ({ adminPage: page, browser }) => {
    test.setTimeout(120_000);
    const username = `insp${Date.now().toString(36)}`;
    const first = 'first-Password-4-audit';
    const chosen = 'chosen-Password-4-audit';
    const added = await page.request.post('/api/users', { data: { username, role: 'inspector', password: first } });
    expect(added.status(), await added.text()).toBe(201);
    const hydrant = await DashboardPage.createViaApi(page.request, {
      hydrantId: uniqueHydrantId('AUI'),
      address: '20 Audit Lane',
      latitude: 39.8,
      longitude: -89.65,
      area: 'Audit Area',
    });

    // the inspector signs in, chooses their own password and records an inspection
    const inspector = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const login = await inspector.request.post('/api/auth/login', { data: { username, password: first } });
      expect(login.status(), await login.text()).toBe(200);
      const changed = await inspector.request.post('/api/auth/password', {
        data: { currentPassword: first, newPassword: chosen },
      });
      expect(changed.ok(), await changed.text()).toBe(true);
      const inspected = await inspector.request.post('/api/hydrants/bulk-inspection', {
        data: {
          hydrantIds: [hydrant.id],
          inspectionDate: new Date().toISOString().slice(0, 10),
          inspector: 'Field Crew 3',
        },
      });
      expect(inspected.status(), await inspected.text()).toBe(200);
    } finally {
      await inspector.close();
    }

    await page.goto('/admin/audit');
    const tab = page.getByTestId('audit-log-tab');
    await new DashboardPage(page).choose(tab.getByLabel('User'), username);
    await expect(page).toHaveURL(new RegExp(`user=${username}`));
    const rows = tab.locator('tbody tr.ant-table-row');
    const hydrantRow = rows.filter({ hasText: `hydrants #${hydrant.id}` });
    await expect(hydrantRow).toHaveCount(1);
    await expect(hydrantRow).toContainText('Changed');
    await expect(hydrantRow).toContainText(username);
    await expect(hydrantRow.locator('[data-field="inspector"]')).toContainText('Field Crew 3');
    await expect(rows.filter({ hasText: 'maintenance_history #' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Signed in' })).toHaveCount(1);
    for (const name of await rows.locator('td:nth-child(2)').allInnerTexts()) expect(name).toBe(username);

    await animationsSettled(page);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'audit-log-inspector');
  });
});

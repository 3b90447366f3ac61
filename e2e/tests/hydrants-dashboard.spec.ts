import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';
import { solidPng } from '../support/png';

test.describe('Dashboard: add, edit, details and delete a hydrant', () => {
  test('a hydrant added with a photo appears in the table, on the map and in details; an edit keeps the photo; delete asks first', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const dash = new DashboardPage(page);
    await dash.goto();
    const id = uniqueHydrantId('E2E-ADD');

    // add, with one photo picked from disk (resized in the browser before it is sent)
    await dash.addButton.click();
    await expect(dash.addDialog.getByLabel('Status', { exact: true })).toBeVisible();
    await expect(
      dash.addDialog
        .locator('.ant-form-item')
        .filter({ has: page.getByLabel('Status', { exact: true }) })
        .locator('.ant-select-content'),
    ).toHaveText('Operational');
    await dash.fillHydrant(dash.addDialog, {
      hydrantId: id,
      address: '100 Test Ave, Springfield',
      latitude: '39.7817',
      longitude: '-89.6501',
      area: 'Test District',
      inspector: 'E2E Inspector',
      pressure: '65.4',
      flowRate: '1249.6',
      lastInspection: '2024-05-01',
      checklist: ['Cap Present', 'No Leaks'],
      notes: 'Added by the browser test',
    });
    await dash.addPhoto(dash.addDialog, {
      name: 'hydrant.png',
      mimeType: 'image/png',
      buffer: solidPng(1600, 1200, [200, 40, 40]),
    });
    await expect(dash.addDialog.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dash.addDialog.getByRole('button', { name: 'Add Hydrant' }).click();
    await expect(page.getByText('Hydrant added successfully')).toBeVisible();
    await expect(dash.addDialog).toBeHidden();

    // the table: whole numbers, N/A rules, status badge
    await dash.searchFor(id);
    await expect(dash.count).toHaveText('Showing 1 of 1 results');
    await expect
      .poll(() => dash.rowCells(id))
      .toEqual([id, '100 Test Ave, Springfield', 'Operational', 'E2E Inspector', '65', '1250', '']);

    // the map shows just this hydrant; the view is fitted to it, so its marker is in the middle
    await expect(dash.map).toHaveAttribute('data-points-rendered', '1');
    const box = (await dash.map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const popup = page.getByTestId('hydrant-popup');
    await expect(popup).toContainText(id);
    await expect(popup).toContainText('100 Test Ave, Springfield');
    await expect(popup).toContainText('Operational');
    await expectNoSeriousA11yViolations(page);
    await popup.getByRole('button', { name: 'View Details' }).click();

    // details (opened from the map popup)
    const details = dash.detailsDialog.getByTestId('hydrant-details');
    await expect(details).toContainText(id);
    await expect(details).toContainText('Test District');
    await expect(details).toContainText('39.781700, -89.650100');
    await expect(details).toContainText('65 PSI');
    await expect(details).toContainText('1250 GPM');
    await expect(details.locator('[data-flow-class="A"]')).toHaveText('Class A');
    await expect(details).toContainText('Cap Present');
    await expect(details).toContainText('Added by the browser test');
    const photo = details.getByRole('img', { name: 'Hydrant view 1' });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^\/api\/hydrant-photos\//);
    const firstPhotoUrl = await photo.getAttribute('src');
    await expectNoSeriousA11yViolations(page);
    // fitted to 800 × 600 (wait for the image to load: naturalWidth is 0 until then)
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    await details.getByRole('button', { name: 'Open photo 1 of 1' }).click();
    await expect(page.locator('.ant-image-preview-img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-image-preview-img')).toBeHidden();
    await dash.closeDetails();

    // edit: the fields come from the hydrant; status to 'Maintenance Needed'; one more photo
    await dash
      .row(id)
      .getByRole('button', { name: `Edit hydrant ${id}` })
      .click();
    await expect(dash.editDialog.getByLabel('Hydrant ID', { exact: true })).toHaveValue(id);
    await expect(dash.editDialog.getByLabel('Latitude', { exact: true })).toHaveValue('39.7817');
    await expect(dash.editDialog.getByRole('checkbox', { name: 'No Leaks' })).toBeChecked();
    await expect(dash.editDialog.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await dash.fillHydrant(dash.editDialog, { status: 'Maintenance Needed', inspector: 'E2E Editor' });
    await dash.addPhoto(dash.editDialog, {
      name: 'second.png',
      mimeType: 'image/png',
      buffer: solidPng(300, 200, [20, 90, 200]),
    });
    await expect(dash.editDialog.getByRole('img', { name: 'Photo 2' })).toBeVisible();
    await dash.editDialog.getByRole('button', { name: 'Update Hydrant' }).click();
    await expect(page.getByText('Hydrant updated successfully')).toBeVisible();
    await expect(dash.editDialog).toBeHidden();
    await expect(dash.row(id).locator('td').nth(2)).toHaveText('Maintenance');
    await expect(dash.row(id).locator('td').nth(3)).toHaveText('E2E Editor');

    await dash.openDetails(id);
    await expect(details.getByRole('img', { name: /Hydrant view/ })).toHaveCount(2);
    await expect(details.getByRole('img', { name: 'Hydrant view 1' })).toHaveAttribute('src', firstPhotoUrl!);
    await dash.closeDetails();

    // delete, after the confirmation of SPEC §5
    await dash
      .row(id)
      .getByRole('button', { name: `Delete hydrant ${id}` })
      .click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete Hydrant' });
    await expect(confirm).toContainText(`Are you sure you want to delete hydrant ${id}? This action cannot be undone.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Hydrant deleted successfully')).toBeVisible();
    await expect(dash.registry).toContainText('No hydrants found. Add your first hydrant to get started.');
    await expect(dash.count).toHaveText('Showing 0 of 0 results');
    await expect(dash.map).toHaveAttribute('data-points-rendered', '0');
  });

  test('an empty Add shows every required message; bad ranges and a duplicate id are reported on their fields', async ({
    adminPage: page,
  }) => {
    const existing = await DashboardPage.createViaApi(page.request, {
      hydrantId: uniqueHydrantId('E2E-DUP'),
      address: '1 Duplicate Rd',
      latitude: 39.8,
      longitude: -89.6,
      area: 'North',
    });
    const dash = new DashboardPage(page);
    await dash.goto();
    await dash.addButton.click();
    await dash.addDialog.getByRole('button', { name: 'Add Hydrant' }).click();
    for (const message of [
      'Hydrant ID is required',
      'Address is required',
      'Latitude is required',
      'Longitude is required',
      'Area is required',
    ]) {
      await expect(dash.addDialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dash.addDialog).toBeVisible();

    await dash.fillHydrant(dash.addDialog, { latitude: '95', longitude: '-181' });
    await expect(dash.addDialog.getByText('Latitude must be between -90 and 90')).toBeVisible();
    await expect(dash.addDialog.getByText('Longitude must be between -180 and 180')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // the server's 409 lands on the Hydrant ID field, with SPEC's error toast
    await dash.fillHydrant(dash.addDialog, {
      hydrantId: existing.hydrantId,
      address: '2 Other Rd',
      latitude: '39.81',
      longitude: '-89.61',
      area: 'North',
    });
    await dash.addDialog.getByRole('button', { name: 'Add Hydrant' }).click();
    await expect(page.getByText('Failed to add hydrant')).toBeVisible();
    await expect(dash.addDialog.getByText('Hydrant ID already exists')).toBeVisible();
    await dash.addDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dash.addDialog).toBeHidden();
  });

  test("'Use My Location' fills the coordinates, or says why it cannot", async ({ adminPage: page }) => {
    const dash = new DashboardPage(page);
    const context = page.context();
    await context.clearPermissions();
    await dash.goto();
    await dash.addButton.click();
    const locate = dash.addDialog.getByRole('button', { name: 'Use My Location' });

    await locate.click();
    await expect(page.getByText('Location Error')).toBeVisible();
    await expect(page.getByText('Location access denied. Please enable location permissions.')).toBeVisible();

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 39.781721, longitude: -89.650148 });
    await locate.click();
    await expect(page.getByText('Location Found')).toBeVisible();
    await expect(page.getByText('Latitude: 39.781721, Longitude: -89.650148')).toBeVisible();
    await expect(dash.addDialog.getByLabel('Latitude', { exact: true })).toHaveValue('39.781721');
    await expect(dash.addDialog.getByLabel('Longitude', { exact: true })).toHaveValue('-89.650148');
  });
});

import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { EquipmentScreen } from '../support/pages/equipment-page';
import { isoDate, uniqueSuffix } from '../support/pages/resource-dialogs';
import { shoot } from '../support/shots';
import { expectDemoDisabled, signInAdmin } from '../support/pages/resource-dialogs';

test.describe('Equipment: add, edit, filter, service and delete through the dialogs', () => {
  test('every required field says so; a new SCBA is offered its standard interval; added, found, edited and deleted with SPEC texts', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const eq = new EquipmentScreen(page);
    await eq.goto();
    await expectNoSeriousA11yViolations(page);
    const suffix = uniqueSuffix();
    const name = `E2E SCBA ${suffix}`;
    const serial = `SN-${suffix}`;

    // empty form: SPEC §5's eight messages
    await eq.addButton.click();
    await expect(eq.addDialog).toBeVisible();
    await animationsSettled(page);
    await eq.addDialog.getByRole('button', { name: 'Add Equipment' }).click();
    await expect
      .poll(() => eq.fieldErrors(eq.addDialog))
      .toEqual([
        'Equipment name is required',
        'Equipment type is required',
        'Serial number is required',
        'Location is required',
        'Assigned person is required',
        'Purchase date is required',
        'Warranty information is required',
        'Next maintenance date is required',
      ]);
    await expectNoSeriousA11yViolations(page);

    // SCBA: 12 months (NFPA 1852) offered and next maintenance proposed a year out
    await eq.choose(eq.addDialog.getByLabel('Type', { exact: true }), 'SCBA');
    await expect(eq.addDialog.getByTestId('standard-interval')).toHaveText('Standard: 12 months (NFPA 1852 flow test)');
    await expect(eq.addDialog.getByLabel('Service Interval (months)')).toHaveValue('12');
    await expect(eq.addDialog.getByLabel('Next Maintenance')).not.toHaveValue('');
    await eq.fill(eq.addDialog, {
      'Equipment Name': name,
      'Serial Number': serial,
      Location: 'Station 1, Engine 3',
      'Assigned To': 'Engine 3 crew',
      'Purchase Date': '2024-03-15',
      Warranty: '5 years',
      'Next Maintenance': isoDate(-3), // already due: service overdue
      Notes: 'Added by the browser test',
    });
    await expect(eq.addDialog.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await shoot(page, 'equipment-add-dialog');
    await eq.addDialog.getByRole('button', { name: 'Add Equipment' }).click();
    await expect(eq.toast('Equipment added')).toContainText('New equipment has been successfully added to inventory.');
    await expect(eq.addDialog).toBeHidden();

    // the card: type icon, status, serial, location, assigned to, overdue
    await eq.searchFor(serial);
    const card = eq.card(name);
    await expect(card.locator('[data-type-icon]')).toHaveAttribute('data-type-icon', 'scba');
    await expect(card).toContainText('Operational');
    await expect(card).toContainText(`Serial Number: ${serial}`);
    await expect(card).toContainText('Location: Station 1, Engine 3');
    await expect(card).toContainText('Assigned To: Engine 3 crew');
    await expect(card.getByTestId('service-overdue')).toHaveText('Service overdue');
    await expectNoSeriousA11yViolations(page);

    // a second item with the same serial number is refused on that field
    await eq.addButton.click();
    await eq.choose(eq.addDialog.getByLabel('Type', { exact: true }), 'Hose');
    await eq.fill(eq.addDialog, {
      'Equipment Name': `${name} copy`,
      'Serial Number': serial,
      Location: 'Station 2',
      'Assigned To': 'Truck 1',
      'Purchase Date': '2024-01-01',
      Warranty: 'None',
    });
    await eq.addDialog.getByRole('button', { name: 'Add Equipment' }).click();
    await expect(eq.toast('Error')).toContainText('Failed to add equipment. Please try again.');
    await expect(eq.addDialog.locator('.ant-form-item-explain-error')).toHaveText(['Serial number already exists']);
    await eq.addDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(eq.addDialog).toBeHidden();

    // edit: the form holds the item; status changed, saved
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(eq.editDialog.getByLabel('Equipment Name')).toHaveValue(name);
    await expect(eq.editDialog.getByLabel('Serial Number')).toHaveValue(serial);
    await expectNoSeriousA11yViolations(page);
    await eq.choose(eq.editDialog.getByLabel('Status', { exact: true }), 'Maintenance');
    await eq.fill(eq.editDialog, { Location: 'Station 4 workshop' });
    await eq.editDialog.getByRole('button', { name: 'Update Equipment' }).click();
    await expect(eq.toast('Equipment updated')).toContainText('Equipment has been successfully updated.');
    await expect(eq.editDialog).toBeHidden();
    await expect(card).toContainText('Maintenance');
    await expect(card).toContainText('Location: Station 4 workshop');

    // filters: status and type narrow the list; a status it does not have shows SPEC's text
    await eq.search.fill(suffix);
    await eq.choose(eq.statusFilter, 'Out of Service');
    await expect(page.getByTestId('equipment-empty')).toContainText('No equipment matches your filters');
    await eq.choose(eq.statusFilter, 'Maintenance');
    await expect(card).toBeVisible();
    await eq.choose(eq.typeFilter, 'SCBA');
    await expect(eq.count).toHaveText(/^1 of [\d,]+ items$/);
    await eq.choose(eq.statusFilter, 'All Status');
    await eq.choose(eq.typeFilter, 'All Types');

    // delete: SPEC's confirmation, then gone
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await eq.confirmDelete(`Are you sure you want to delete ${name}? This action cannot be undone.`);
    await expect(eq.toast('Equipment deleted')).toContainText(
      'Equipment has been successfully removed from inventory.',
    );
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('equipment-empty')).toContainText('No equipment matches your filters');
  });

  test('details show purchase date and warranty; recording a passed service moves the next maintenance on by the interval', async ({
    adminPage: page,
  }) => {
    const eq = new EquipmentScreen(page);
    const suffix = uniqueSuffix();
    const name = `E2E Ladder ${suffix}`;
    await EquipmentScreen.createViaApi(page.request, {
      name,
      type: 'ladder',
      serialNumber: `LD-${suffix}`,
      location: 'Truck 1',
      assignedTo: 'Truck 1 crew',
      nextMaintenance: isoDate(-10),
      purchaseDate: '2023-06-01',
      warranty: '10 years',
    });
    await eq.goto();
    await eq.searchFor(suffix);
    await eq
      .card(name)
      .getByRole('button', { name: `View details of ${name}` })
      .click();
    const details = eq.detailsDialog.getByTestId('equipment-details');
    await expect(details).toContainText('Purchase Date');
    await expect(details).toContainText(new Date(2023, 5, 1).toLocaleDateString());
    await expect(details).toContainText('10 years');
    await expect(details).toContainText('12 months');
    await expect(eq.detailsDialog.getByTestId('service-log')).toContainText('No services recorded');
    await expectNoSeriousA11yViolations(page);

    await eq.detailsDialog.getByRole('button', { name: 'Record service' }).click();
    const form = eq.detailsDialog.getByTestId('record-service-form');
    await eq.fill(eq.detailsDialog, { 'Performed By': 'E2E Technician', 'Service Notes': 'Annual service test' });
    await eq.choose(form.getByLabel('Kind'), 'Service test');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save Service' }).click();
    const next = new Date();
    next.setMonth(next.getMonth() + 12);
    await expect(eq.toast('Service recorded')).toContainText(next.toLocaleDateString());
    const record = eq.detailsDialog.getByTestId('service-record');
    await expect(record).toHaveCount(1);
    await expect(record).toContainText('Service test');
    await expect(record).toContainText('Pass');
    await expect(record).toContainText('by E2E Technician');
    await expect(details).toContainText(next.toLocaleDateString());
    await shoot(page, 'equipment-details');
    await eq.detailsDialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(eq.card(name).getByTestId('service-overdue')).toHaveCount(0);
  });

  test('a demo user sees the inventory with every write disabled and told why', async ({ demoPage: page, request }) => {
    const eq = new EquipmentScreen(page);
    const suffix = uniqueSuffix();
    const name = `E2E Camera ${suffix}`;
    // created by an admin session of its own (the demo cannot write)
    await signInAdmin(request);
    await EquipmentScreen.createViaApi(request, {
      name,
      type: 'Thermal Camera',
      serialNumber: `TC-${suffix}`,
      location: 'Engine 1',
      assignedTo: 'Captain',
      nextMaintenance: isoDate(30),
      purchaseDate: '2022-01-01',
      warranty: '2 years',
    });

    await eq.goto();
    await shoot(page, 'equipment-page-demo');
    await expect(eq.addButton).toBeDisabled();
    await eq.searchFor(suffix);
    const card = eq.card(name);
    await expect(card.locator('[data-type-icon]')).toHaveAttribute('data-type-icon', 'camera');
    await expectDemoDisabled(page, eq.addButton);
    await expectDemoDisabled(page, card.getByRole('button', { name: `Edit ${name}` }));
    await expectDemoDisabled(page, card.getByRole('button', { name: `Delete ${name}` }));
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: `View details of ${name}` }).click();
    await expectDemoDisabled(page, eq.detailsDialog.getByRole('button', { name: 'Record service' }));
    await expectNoSeriousA11yViolations(page);
  });
});

import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { shoot } from '../support/shots';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';

// Out of service is tracked (reason, expected return, history, how long on the
// dashboard), hydrants keep their attributes, and a bulk inspection can say 'could not test'.

const localDate = (offsetDays = 0) => {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('set a hydrant out of service with a reason: its duration on the dashboard, its history in the details', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const hydrantId = uniqueHydrantId('E2E-OOS');
  await DashboardPage.createViaApi(page.request, {
    hydrantId,
    address: '7 Valve Lane',
    latitude: 39.77,
    longitude: -89.62,
    area: 'OOS Area',
    status: 'operational',
  });
  const dash = new DashboardPage(page);
  await dash.goto();

  // the dashboard lists the hydrants out of service, longest out first, with how long and why
  const card = page.getByTestId('out-of-service-card');
  await expect(card.getByRole('listitem').first()).toContainText(/\d+ days?/);
  await expect(card.getByTestId('out-of-service-duration').first()).toHaveText(/^\d+ days?( \d+ hours?)?$/);

  await dash.searchFor(hydrantId);
  await dash.openEdit(hydrantId);
  const edit = dash.editDialog;
  await dash.fillHydrant(edit, { status: 'Out of Service' });
  // the reason is asked for once the status is Out of Service, and it is required
  await expect(edit.getByLabel('Out-of-Service Reason', { exact: true })).toBeVisible();
  await edit.getByRole('button', { name: 'Update Hydrant' }).click();
  await expect(edit.getByText('A reason is required to set a hydrant out of service')).toBeVisible();
  await dash.fillHydrant(edit, { outOfServiceReason: 'Broken valve stem', expectedReturn: localDate(14) });
  // the attributes crews ask for
  await dash.choose(edit.getByLabel('Hydrant Type', { exact: true }), 'Dry barrel');
  await edit.getByLabel('Number of Outlets', { exact: true }).fill('3');
  await edit.getByLabel('Outlet Sizes (in)', { exact: true }).fill('2.5, 2.5, 4.5');
  await edit.getByLabel('Manufacturer', { exact: true }).fill('Mueller');
  await edit.getByLabel('Install Year', { exact: true }).fill('1998');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'out-of-service-edit');
  await edit.getByRole('button', { name: 'Update Hydrant' }).click();
  await expect(page.getByText('Hydrant updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();

  // the most recent first: ours, out for minutes, with its reason and return date
  await card.getByText('Most recent', { exact: true }).click();
  const ours = card.getByRole('listitem').filter({ hasText: hydrantId });
  await expect(ours).toContainText('Broken valve stem');
  await expect(ours).toContainText('expected back');
  await expect(ours.getByTestId('out-of-service-duration')).toHaveText(/^\d+ minutes?$/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'out-of-service-dashboard');

  // the details: since when and why, the history (from, to, reason, by whom), the attributes
  await ours.getByRole('button', { name: `View details of hydrant ${hydrantId}` }).click();
  const details = dash.detailsDialog.getByTestId('hydrant-details');
  await expect(details).toBeVisible();
  const history = details.getByTestId('out-of-service-history');
  await expect(history).toContainText(/Out of service for \d+ minutes?: Broken valve stem/);
  await expect(history.getByRole('row').nth(1)).toContainText('Still out');
  await expect(history.getByRole('row').nth(1)).toContainText('Broken valve stem');
  const attributes = details.getByTestId('hydrant-attributes');
  await expect(attributes).toContainText('Dry barrel');
  await expect(attributes).toContainText('3 — 2.5, 2.5, 4.5 in');
  await expect(attributes).toContainText('Mueller');
  await expect(attributes).toContainText('1998');
  await animationsSettled(page);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'out-of-service-details');
  await dash.closeDetails();

  // back in service: the period is closed and kept
  await dash.openEdit(hydrantId);
  await dash.fillHydrant(edit, { status: 'Operational' });
  await expect(edit.getByLabel('Out-of-Service Reason', { exact: true })).toBeHidden();
  await edit.getByRole('button', { name: 'Update Hydrant' }).click();
  await expect(page.getByText('Hydrant updated successfully').first()).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(card.getByRole('listitem').filter({ hasText: hydrantId })).toHaveCount(0);
  await dash.openDetails(hydrantId);
  const closed = dash.detailsDialog.getByTestId('out-of-service-history');
  await expect(closed.getByRole('row').nth(1)).toContainText('Broken valve stem');
  await expect(closed.getByRole('row').nth(1)).not.toContainText('Still out');
});

test("bulk inspection with 'could not test': the hydrant stays due and a re-visit is scheduled", async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const hydrantId = uniqueHydrantId('E2E-CNT');
  const created = await DashboardPage.createViaApi(page.request, {
    hydrantId,
    address: '9 Parked Car Rd',
    latitude: 39.76,
    longitude: -89.63,
    area: 'CNT Area',
    status: 'operational',
  });
  const dash = new DashboardPage(page);
  await dash.goto();
  await dash.bulkButton.click();
  const dialog = dash.bulkDialog;
  const picker = dialog.getByRole('combobox', { name: 'Hydrants to inspect' });
  await picker.fill(hydrantId);
  // the options follow the typing after a pause: pick from the list of this search
  await expect(dialog.getByText(`1 hydrants matching “${hydrantId}”`)).toBeVisible();
  await animationsSettled(page);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: hydrantId }).click();
  await expect(dialog.getByText(`1 selected · 1 hydrants matching “${hydrantId}”`)).toBeVisible();
  await dialog.getByText('Bulk Hydrant Inspection').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByLabel('Inspector Name').fill('Field Crew 3');
  await dash.choose(dialog.getByLabel('Outcome', { exact: true }), 'Could not test');
  const submit = dialog.locator('.ant-modal-footer').getByRole('button').last();
  await submit.click();
  await expect(dialog.getByText('A reason is required when the hydrant could not be tested')).toBeVisible();
  await dialog.getByLabel('Why It Could Not Be Tested').fill('Blocked by a parked car');
  await expect(dialog.getByText('The hydrants stay due and a re-visit is scheduled 7 days later.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'bulk-could-not-test');
  await submit.click();
  await expect(page.getByText('Updated 1 hydrants successfully; 1 re-visit scheduled')).toBeVisible();
  await expect(dialog).toBeHidden();

  // still due: no last inspection; the record says why; the re-visit is on the schedule
  const hydrant = (await (await page.request.get(`/api/hydrants/${created.id}`)).json()) as {
    lastInspection: string | null;
  };
  expect(hydrant.lastInspection).toBeNull();
  await dash.searchFor(hydrantId);
  await dash.openDetails(hydrantId);
  const details = dash.detailsDialog.getByTestId('hydrant-details');
  await expect(details).toContainText('Not recorded');
  const schedules = (await (await page.request.get(`/api/maintenance?hydrantId=${created.id}`)).json()) as {
    items: { maintenanceType: string; scheduledDate: string; status: string }[];
  };
  expect(schedules.items).toEqual([
    expect.objectContaining({ maintenanceType: 'inspection', scheduledDate: localDate(7), status: 'scheduled' }),
  ]);
});

import { readFile } from 'node:fs/promises';
import { request as playwrightRequest } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { admin } from '../support/env';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';
import { animationsSettled } from '../support/animations';

const localDate = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('bulk inspection updates three hydrants in one go', async ({ adminPage: page }) => {
  test.setTimeout(120_000);
  const prefix = uniqueHydrantId('E2E-BULK');
  const ids = [1, 2, 3].map((n) => `${prefix}-${n}`);
  for (const [i, hydrantId] of ids.entries()) {
    await DashboardPage.createViaApi(page.request, {
      hydrantId,
      address: `${i + 10} Bulk St`,
      latitude: 39.7 + i / 100,
      longitude: -89.6,
      area: 'Bulk Area',
      status: 'operational',
    });
  }
  const dash = new DashboardPage(page);
  await dash.goto();
  await dash.bulkButton.click();
  const dialog = dash.bulkDialog;
  await expect(dialog.getByLabel('Inspection Date')).toHaveValue(localDate());
  const submit = dialog.locator('.ant-modal-footer').getByRole('button').last();
  await expect(submit).toHaveText('Please select at least one hydrant');
  await expect(submit).toBeDisabled();

  // pick one from the server search, then take every match instead
  const picker = dialog.getByRole('combobox', { name: 'Hydrants to inspect' });
  await picker.fill(prefix);
  // the options follow the typing after a pause: pick from the list of this search
  await expect(dialog.getByText(`3 hydrants matching “${prefix}”`)).toBeVisible();
  await animationsSettled(page); // the dialog zooms in and the list slides open: click where they rest
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: ids[0] }).click();
  await expect(submit).toHaveText('Update 1 Hydrant');
  // the list stays open after a pick (more may follow) and covers the buttons below it:
  // click elsewhere in the dialog to close it, as a user would
  await dialog.getByText('Bulk Hydrant Inspection').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Select all 3 matching' }).click();
  await expect(dialog.getByTestId('bulk-all-matching')).toContainText(
    `All 3 hydrants matching “${prefix}” are selected`,
  );
  await expect(submit).toHaveText('Update 3 Hydrants');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Inspection Date').fill('2024-06-15');
  await dialog.getByLabel('Inspector Name').fill('Bulk Tester');
  await dash.choose(dialog.getByLabel('Status', { exact: true }), 'Maintenance Needed');
  await dialog.getByRole('checkbox', { name: 'Valve Operational' }).check();
  await submit.click();
  await expect(page.getByText('Updated 3 hydrants successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await dash.searchFor(prefix);
  await expect(dash.count).toHaveText('Showing 3 of 3 results');
  const shownDate = await page.evaluate(() => new Date(2024, 5, 15).toLocaleDateString());
  for (const hydrantId of ids) {
    await expect
      .poll(() => dash.rowCells(hydrantId))
      .toEqual([hydrantId, expect.any(String), 'Maintenance', 'Bulk Tester', 'N/A', 'N/A', '']);
  }
  await dash.openDetails(ids[2]);
  const details = dash.detailsDialog.getByTestId('hydrant-details');
  await expect(details).toContainText('Bulk Tester');
  await expect(details).toContainText(shownDate);
  await expect(details).toContainText('Valve Operational');
});

test('Export Data downloads the filtered registry as hydrants-YYYY-MM-DD.csv, quoting commas and quotes', async ({
  adminPage: page,
}) => {
  const hydrantId = uniqueHydrantId('E2E-CSV');
  await DashboardPage.createViaApi(page.request, {
    hydrantId,
    address: 'Corner of "Oak" St, Suite 5',
    latitude: 39.75,
    longitude: -89.65,
    area: 'Export, North',
    pressure: 70,
    flowRate: 900,
    notes: 'Line one, with comma',
  });
  const dash = new DashboardPage(page);
  await dash.goto();
  await dash.searchFor(hydrantId);
  const [download] = await Promise.all([page.waitForEvent('download'), dash.exportButton.click()]);
  expect(download.suggestedFilename()).toBe(`hydrants-${localDate()}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'Hydrant ID,Status,Address,Area,Inspector,Pressure (PSI),Flow Rate (GPM),Last Inspection,Checklist,Notes,Created,Updated,' +
      // the attributes and the open out-of-service period, after SPEC §9's columns
      'Hydrant Type,Outlets,Outlet Sizes (in),Main Size (in),Manufacturer,Install Year,Ownership,Isolation Valve,' +
      'Out of Service Since,Out of Service Reason,Expected Return',
  );
  expect(lines).toHaveLength(2); // only the searched hydrant
  expect(
    lines[1].startsWith(
      `${hydrantId},operational,"Corner of ""Oak"" St, Suite 5","Export, North",,70,900,,,"Line one, with comma",`,
    ),
  ).toBe(true);
});

test('the registry pages on the server: 25 a page, Previous / page buttons / Next', async ({ adminPage: page }) => {
  test.setTimeout(90_000);
  const prefix = uniqueHydrantId('E2E-PAGE');
  const ids = Array.from({ length: 27 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}`);
  await Promise.all(
    ids.map((hydrantId, i) =>
      DashboardPage.createViaApi(page.request, {
        hydrantId,
        address: `${i} Page Rd`,
        latitude: 39.7,
        longitude: -89.6 + i / 1000,
        area: 'Paging',
      }),
    ),
  );
  const dash = new DashboardPage(page);
  await dash.goto();
  await dash.searchFor(prefix);
  await expect(dash.count).toHaveText('Showing 25 of 27 results');
  const pager = page.getByTestId('registry-pager');
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(dash.row(ids[0])).toBeVisible();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(dash.count).toHaveText('Showing 2 of 27 results');
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(dash.row(ids[26])).toBeVisible();
  await expect(dash.row(ids[0])).toHaveCount(0);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Page 1' }).click();
  await expect(dash.count).toHaveText('Showing 25 of 27 results');
  await expect(dash.map).toHaveAttribute('data-points-rendered', '27');
});

test('a demo user sees the registry and can export, but every write is disabled', async ({
  demoPage: page,
  baseURL,
}) => {
  // a hydrant to look at, made by the administrator (demo sessions cannot write)
  const adminApi = await playwrightRequest.newContext({ baseURL });
  const login = await adminApi.post('/api/auth/login', {
    data: { username: admin.username, password: admin.password },
  });
  expect(login.status()).toBe(200);
  const hydrantId = uniqueHydrantId('E2E-DEMO');
  await DashboardPage.createViaApi(adminApi, {
    hydrantId,
    address: '5 Demo Way',
    latitude: 39.79,
    longitude: -89.64,
    area: 'Demo',
  });
  await adminApi.dispose();

  const dash = new DashboardPage(page);
  await dash.goto();
  await dash.searchFor(hydrantId);
  await expect(dash.count).toHaveText('Showing 1 of 1 results');
  await expect(dash.addButton).toBeDisabled();
  await expect(dash.bulkButton).toBeDisabled();
  await expect(dash.exportButton).toBeEnabled();
  await expect(dash.row(hydrantId).getByRole('button', { name: `Edit hydrant ${hydrantId}` })).toBeDisabled();
  await expect(dash.row(hydrantId).getByRole('button', { name: `Delete hydrant ${hydrantId}` })).toBeDisabled();
  await dash.openDetails(hydrantId);
  await expect(dash.detailsDialog).toContainText('5 Demo Way');
});

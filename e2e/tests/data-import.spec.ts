import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { uniqueHydrantId } from '../support/pages/dashboard-page';
import { DataTransferPanel } from '../support/pages/data-transfer-panel';

const HEADER = 'Hydrant ID,Address,Latitude,Longitude,Area,Status,Pressure (PSI)';

test('import a CSV: the bad row is shown and Apply refused; fixed, it adds the hydrants', async ({
  adminPage: page,
}) => {
  const panel = new DataTransferPanel(page);
  const first = uniqueHydrantId('E2E-IMP');
  const second = uniqueHydrantId('E2E-IMP');
  await panel.goto();
  await expectNoSeriousA11yViolations(page);

  const bad = [
    HEADER,
    `${first},1 Import Rd,39.79,-89.64,Import Area,Out of Service,55`,
    `${second},,39.8,-89.65,Import Area,,`,
  ].join('\n');
  await panel.chooseImportFile('hydrants.csv', bad);
  await expect(panel.importPreview).toContainText('2 rows — 1 to add, 0 to update, 1 with errors');
  const errors = page.getByRole('table', { name: 'Row errors' });
  await expect(errors.getByRole('row').filter({ hasText: second })).toContainText('Address is required');
  await expect(errors.getByRole('row').filter({ hasText: second })).toContainText('3');
  await expect(panel.applyImport).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await panel.panel.screenshot({ path: 'test-results/data-import-errors-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await animationsSettled(page);
  await panel.panel.screenshot({ path: 'test-results/data-import-errors-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  const fixed = bad.replace(`${second},,`, `${second},2 Import Rd,`);
  await panel.chooseImportFile('hydrants.csv', fixed);
  await expect(panel.importPreview).toContainText('2 rows — 2 to add, 0 to update, 0 with errors');
  await expect(page.getByRole('table', { name: 'Row errors' })).toHaveCount(0);
  await expect(panel.applyImport).toBeEnabled();
  await panel.applyImport.click();
  await expect(panel.toast('Hydrants imported')).toContainText('Added 2 and updated 0 hydrants.');
  await expect(panel.importPreview).toHaveCount(0);

  // The registry has them: the dashboard's search finds both.
  const listed = await page.request.get(`/api/hydrants?search=${encodeURIComponent('E2E-IMP')}&pageSize=100`);
  const ids = ((await listed.json()) as { items: Array<{ hydrantId: string; status: string }> }).items;
  expect(ids.find((h) => h.hydrantId === first)?.status).toBe('out-of-service');
  expect(ids.map((h) => h.hydrantId)).toContain(second);
  await page.goto('/');
  await page
    .getByPlaceholder(/search/i)
    .first()
    .fill(first);
  await expect(page.getByRole('row').filter({ hasText: first })).toBeVisible();
});

test('importing the same file again updates instead of adding', async ({ adminPage: page }) => {
  const panel = new DataTransferPanel(page);
  const id = uniqueHydrantId('E2E-IMP');
  const csv = `${HEADER}\n${id},5 Import Rd,39.79,-89.64,Import Area,,`;
  await panel.goto();
  await panel.chooseImportFile('one.csv', csv);
  await panel.applyImport.click();
  await expect(panel.toast('Hydrants imported')).toContainText('Added 1 and updated 0 hydrants.');
  await panel.chooseImportFile('one.csv', csv.replace('5 Import Rd', '6 Import Rd'));
  await expect(panel.importPreview).toContainText('1 rows — 0 to add, 1 to update, 0 with errors');
  await expect(panel.importPreview.getByRole('table', { name: 'Rows' })).toContainText('Update');
  await panel.importPreview.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.importPreview).toHaveCount(0);
});

test('demo users see the panel with its writes disabled and the reason', async ({ demoPage: page }) => {
  const panel = new DataTransferPanel(page);
  await panel.goto();
  const choose = panel.importSection.getByRole('button', { name: 'Choose Hydrant File' });
  await expect(choose).toBeDisabled();
  await expect(panel.restoreSection.getByRole('button', { name: 'Choose Backup File' })).toBeDisabled();
  await panel.importSection.locator('[data-demo-disabled="true"]').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Demo access is read-only');
  await expectNoSeriousA11yViolations(page);
});

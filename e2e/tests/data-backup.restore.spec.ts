import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';
import { DataTransferPanel } from '../support/pages/data-transfer-panel';

// Runs in the 'restore' project, after every other test (playwright.config.ts).
test('download a Full Backup, change the registry, restore the backup: the change is undone', async ({
  adminPage: page,
}) => {
  const panel = new DataTransferPanel(page);
  const kept = uniqueHydrantId('E2E-BAK');
  const created = await DashboardPage.createViaApi(page.request, {
    hydrantId: kept,
    address: '1 Backup Way',
    latitude: 39.79,
    longitude: -89.64,
    area: 'Backup Area',
    status: 'operational',
  });
  await panel.goto();

  const waiting = page.waitForEvent('download');
  await page.getByTestId('export-full-backup').click();
  const download = await waiting;
  expect(download.suggestedFilename()).toMatch(/^hydrants-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.json$/);
  const file = await readFile(await download.path());
  const backup = JSON.parse(file.toString('utf8')) as {
    version: string;
    system: string;
    hydrants: Array<{ hydrantId: string }>;
  };
  expect(backup).toMatchObject({ version: '1.0', system: 'HydrantOps' });
  expect(backup.hydrants.map((h) => h.hydrantId)).toContain(kept);

  // Changes after the backup: one hydrant deleted, another added.
  expect((await page.request.delete(`/api/hydrants/${created.id}`)).status()).toBe(204);
  const added = uniqueHydrantId('E2E-BAK');
  await DashboardPage.createViaApi(page.request, {
    hydrantId: added,
    address: '2 Backup Way',
    latitude: 39.8,
    longitude: -89.6,
    area: 'Backup Area',
    status: 'operational',
  });

  await panel.chooseBackupFile(download.suggestedFilename(), file);
  await expect(panel.restorePreview).toContainText('version 1.0');
  await expect(panel.restorePreview.getByRole('row').filter({ hasText: /^hydrants/ })).toContainText(
    backup.hydrants.length.toLocaleString('en-US'),
  );
  await expectNoSeriousA11yViolations(page);
  await panel.panel.screenshot({ path: 'test-results/data-restore-preview-1280.png' });
  await panel.applyRestore.click();
  await expect(panel.toast('Backup restored')).toBeVisible();

  const search = async (id: string) =>
    ((await (await page.request.get(`/api/hydrants?search=${encodeURIComponent(id)}`)).json()) as { total: number })
      .total;
  expect(await search(kept)).toBe(1);
  expect(await search(added)).toBe(0);
});

test('a broken backup file is shown with its problems and cannot be applied', async ({ adminPage: page }) => {
  const panel = new DataTransferPanel(page);
  await panel.goto();
  await panel.chooseBackupFile('broken.json', Buffer.from('{"version":"2.0","hydrants":[]}'));
  await expect(panel.restorePreview).toContainText('This file cannot be restored');
  await expect(panel.restorePreview).toContainText('Backup version "2.0" is not supported (this console reads 1.0)');
  await expect(panel.applyRestore).toBeDisabled();
});

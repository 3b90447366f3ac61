import { expect, type Locator, type Page } from '@playwright/test';
import { animationsSettled } from '../animations';

/** The 'Restore & Import' panel of the Reports page (mf-reports/src/data-transfer). */
export class DataTransferPanel {
  readonly panel: Locator;
  readonly importSection: Locator;
  readonly restoreSection: Locator;
  readonly importPreview: Locator;
  readonly restorePreview: Locator;
  readonly applyImport: Locator;
  readonly applyRestore: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByTestId('restore-import-panel');
    this.importSection = this.panel.locator('section[aria-labelledby="import-heading"]');
    this.restoreSection = this.panel.locator('section[aria-labelledby="restore-heading"]');
    this.importPreview = page.getByTestId('import-preview');
    this.restorePreview = page.getByTestId('restore-preview');
    this.applyImport = this.importPreview.getByRole('button', { name: 'Apply Import' });
    this.applyRestore = this.restorePreview.getByRole('button', { name: 'Apply Restore' });
  }

  async goto() {
    await this.page.goto('/reports');
    await expect(this.panel.getByRole('heading', { name: 'Restore & Import' })).toBeVisible();
  }

  /** Chooses a hydrant file, as the 'Choose Hydrant File' button's file dialog would. */
  async chooseImportFile(name: string, body: string | Buffer, mimeType = 'text/csv') {
    await this.importSection.locator('input[type=file]').setInputFiles({ name, mimeType, buffer: Buffer.from(body) });
    await expect(this.importPreview).toBeVisible();
    await animationsSettled(this.page);
  }

  async chooseBackupFile(name: string, body: Buffer) {
    await this.restoreSection
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'application/json', buffer: body });
    await expect(this.restorePreview).toBeVisible();
    await animationsSettled(this.page);
  }

  /** The toast with this title. */
  toast(title: string): Locator {
    return this.page.locator('.ant-notification-notice').filter({ hasText: title });
  }
}

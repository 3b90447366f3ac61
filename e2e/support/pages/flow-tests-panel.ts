import { expect, type Locator, type Page } from '@playwright/test';
import { animationsSettled } from '../animations';

/** One flowing outlet as a user types it into 'Record Flow Test'. */
export interface OutletReading {
  pitot: string;
  diameter?: string;
}

/**
 * Hydrant Details' Flow Tests section and its 'Record Flow Test' dialog.
 * `details` is the open Hydrant Details dialog.
 */
export class FlowTestsPanel {
  readonly section: Locator;
  readonly recordButton: Locator;
  readonly dialog: Locator;
  readonly results: Locator;
  readonly curve: Locator;

  constructor(
    readonly page: Page,
    details: Locator,
  ) {
    this.section = details.getByTestId('flow-tests');
    this.recordButton = this.section.getByRole('button', { name: 'Record Flow Test' });
    this.dialog = page.getByRole('dialog', { name: 'Record Flow Test' });
    this.results = this.dialog.getByTestId('flow-test-results');
    this.curve = this.section.getByTestId('supply-curve');
  }

  rows(): Locator {
    return this.section.locator('tbody tr.ant-table-row');
  }

  async openRecord() {
    await this.recordButton.click();
    await expect(this.dialog).toBeVisible();
    await animationsSettled(this.page);
  }

  async fillReadings(r: { tester: string; staticPressure: string; residualPressure: string; testDate?: string }) {
    if (r.testDate) await this.dialog.getByLabel('Test Date', { exact: true }).fill(r.testDate);
    await this.dialog.getByLabel('Tester', { exact: true }).fill(r.tester);
    await this.dialog.getByLabel('Static Pressure (psi)', { exact: true }).fill(r.staticPressure);
    await this.dialog.getByLabel('Residual Pressure (psi)', { exact: true }).fill(r.residualPressure);
  }

  /** Types outlet i's readings (0-based; the dialog starts with one outlet). */
  async fillOutlet(i: number, reading: OutletReading) {
    const row = this.dialog.getByTestId(`outlet-${i}`);
    await row.getByLabel(`Outlet ${i + 1} Pitot (psi)`, { exact: true }).fill(reading.pitot);
    if (reading.diameter) await row.getByLabel('Inside Diameter (in)', { exact: true }).fill(reading.diameter);
  }

  async addOutlet() {
    const count = await this.dialog.getByRole('button', { name: /^Remove outlet \d+$/ }).count();
    await this.dialog.getByRole('button', { name: 'Add Outlet' }).click();
    await expect(this.dialog.getByTestId(`outlet-${count}`)).toBeVisible();
  }

  outletFlow(i: number): Locator {
    return this.results.getByTestId(`outlet-flow-${i}`);
  }

  async save() {
    await this.dialog.getByRole('button', { name: 'Save Flow Test' }).click();
    await expect(this.dialog).toBeHidden();
  }
}

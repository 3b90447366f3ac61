import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { animationsSettled } from '../animations';

/** The fields of the add and edit hydrant dialogs, as a user types them. */
export interface HydrantFields {
  hydrantId?: string;
  address?: string;
  latitude?: string;
  longitude?: string;
  status?: 'Operational' | 'Maintenance Needed' | 'Out of Service';
  area?: string;
  pressure?: string;
  flowRate?: string;
  lastInspection?: string;
  inspector?: string;
  checklist?: string[];
  notes?: string;
  /** asked for (required) once the status is Out of Service */
  outOfServiceReason?: string;
  expectedReturn?: string;
}

/** A hydrant created through the API for a test (CreateHydrantDto). */
export interface NewHydrant {
  hydrantId: string;
  address: string;
  latitude: number;
  longitude: number;
  area: string;
  status?: string;
  pressure?: number | null;
  flowRate?: number | null;
  inspector?: string | null;
  notes?: string | null;
  outOfServiceReason?: string;
}

/** A hydrant id no other test (nor the demo data) uses. */
export const uniqueHydrantId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

export class DashboardPage {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly bulkButton: Locator;
  readonly exportButton: Locator;
  readonly search: Locator;
  readonly statusFilter: Locator;
  readonly map: Locator;
  readonly registry: Locator;
  readonly count: Locator;
  readonly addDialog: Locator;
  readonly editDialog: Locator;
  readonly detailsDialog: Locator;
  readonly bulkDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Hydrant Command Dashboard', exact: true });
    this.addButton = page.getByRole('button', { name: 'Add New Hydrant' });
    this.bulkButton = page.getByRole('button', { name: 'Bulk Inspection' });
    this.exportButton = page.getByRole('button', { name: 'Export Data' });
    this.search = page.getByRole('textbox', { name: 'Search hydrants' });
    this.statusFilter = page.getByRole('combobox', { name: 'Filter by status' });
    this.map = page.getByTestId('hydrant-map');
    this.registry = page.getByTestId('hydrant-registry');
    this.count = page.getByTestId('registry-count');
    this.addDialog = page.getByRole('dialog', { name: 'Add New Fire Hydrant' });
    this.editDialog = page.getByRole('dialog', { name: 'Edit Fire Hydrant' });
    this.detailsDialog = page.getByRole('dialog', { name: 'Hydrant Details' });
    this.bulkDialog = page.getByRole('dialog', { name: 'Bulk Hydrant Inspection' });
  }

  async goto() {
    await this.page.goto('/');
    await expect(this.heading).toBeVisible();
    await expect(this.count).toBeVisible();
  }

  /** Types into the search box and waits for the table to show only matches. */
  async searchFor(text: string) {
    await this.search.fill(text);
    await expect(this.registry.locator('tbody tr.ant-table-row').first()).toContainText(text, { ignoreCase: true });
  }

  row(hydrantId: string): Locator {
    return this.registry.locator('tbody tr.ant-table-row').filter({ hasText: hydrantId });
  }

  /** The text of each cell of a row, in column order. */
  async rowCells(hydrantId: string): Promise<string[]> {
    return (await this.row(hydrantId).locator('td').allInnerTexts()).map((t) => t.trim());
  }

  /** Picks an option of an antd select opened from `trigger`. */
  async choose(trigger: Locator, option: string) {
    await trigger.click({ force: true }); // the selected value's label covers the input
    await animationsSettled(this.page); // the list slides open: click where it comes to rest
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click();
  }

  async fillHydrant(dialog: Locator, f: HydrantFields) {
    // A dialog zooms in as it opens: a click while it moves can land beside its target
    // (a checklist box once stayed unchecked on a busy machine). Act once it is in place.
    await expect(dialog).toBeVisible();
    await animationsSettled(this.page);
    const text: [keyof HydrantFields, string][] = [
      ['hydrantId', 'Hydrant ID'],
      ['address', 'Address'],
      ['latitude', 'Latitude'],
      ['longitude', 'Longitude'],
      ['area', 'Area'],
      ['inspector', 'Inspector'],
      ['pressure', 'Pressure (PSI)'],
      ['flowRate', 'Flow Rate (GPM)'],
      ['lastInspection', 'Last Inspection'],
      ['notes', 'Notes'],
    ];
    for (const [key, label] of text) {
      const value = f[key];
      if (typeof value === 'string') await dialog.getByLabel(label, { exact: true }).fill(value);
    }
    if (f.status) await this.choose(dialog.getByLabel('Status', { exact: true }), f.status);
    if (f.outOfServiceReason !== undefined)
      await dialog.getByLabel('Out-of-Service Reason', { exact: true }).fill(f.outOfServiceReason);
    if (f.expectedReturn !== undefined)
      await dialog.getByLabel('Expected Return', { exact: true }).fill(f.expectedReturn);
    for (const item of f.checklist ?? []) await dialog.getByRole('checkbox', { name: item }).check();
  }

  async addPhoto(dialog: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
    await dialog.locator('input[type=file]').setInputFiles(file);
  }

  /** Opens Edit Fire Hydrant from a row and waits for the form to hold that hydrant. */
  async openEdit(hydrantId: string) {
    await this.row(hydrantId)
      .getByRole('button', { name: `Edit hydrant ${hydrantId}` })
      .click();
    await expect(this.editDialog.getByLabel('Hydrant ID', { exact: true })).toHaveValue(hydrantId);
  }

  async openDetails(hydrantId: string) {
    await this.row(hydrantId)
      .getByRole('button', { name: `View details of hydrant ${hydrantId}` })
      .click();
    await expect(this.detailsDialog.getByTestId('hydrant-details')).toBeVisible();
  }

  async closeDetails() {
    await this.detailsDialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(this.detailsDialog).toBeHidden();
  }

  /** Creates a hydrant through the API (same session as the page). */
  static async createViaApi(
    request: APIRequestContext,
    hydrant: NewHydrant,
  ): Promise<{ id: number; hydrantId: string }> {
    // Out of service needs a reason.
    const reason = hydrant.status === 'out-of-service' ? { outOfServiceReason: 'E2E: out of service' } : {};
    const response = await request.post('/api/hydrants', { data: { ...reason, ...hydrant } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: number; hydrantId: string };
  }
}

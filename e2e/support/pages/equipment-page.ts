import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ResourceScreen } from './resource-dialogs';

/** An equipment item created through the API for a test (CreateEquipmentDto). */
export interface NewEquipment {
  name: string;
  type: string;
  serialNumber: string;
  location: string;
  assignedTo: string;
  nextMaintenance: string;
  purchaseDate: string;
  warranty: string;
  status?: string;
  notes?: string | null;
  serviceIntervalMonths?: number | null;
}

export class EquipmentScreen extends ResourceScreen {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly search: Locator;
  readonly statusFilter: Locator;
  readonly typeFilter: Locator;
  readonly count: Locator;
  readonly list: Locator;
  readonly addDialog: Locator;
  readonly editDialog: Locator;
  readonly detailsDialog: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Equipment Management', exact: true });
    this.addButton = page.getByRole('button', { name: 'Add New Equipment' });
    this.search = page.getByRole('searchbox', { name: 'Search equipment' });
    this.statusFilter = page.getByRole('combobox', { name: 'Filter by status' });
    this.typeFilter = page.getByRole('combobox', { name: 'Filter by type' });
    this.count = page.getByTestId('equipment-count');
    this.list = page.getByTestId('equipment-list');
    this.addDialog = page.getByRole('dialog', { name: 'Add New Equipment' });
    this.editDialog = page.getByRole('dialog', { name: 'Edit Equipment' });
    this.detailsDialog = page.getByRole('dialog', { name: 'Equipment Details' });
  }

  async goto() {
    await this.page.goto('/equipment');
    await expect(this.heading).toBeVisible();
    await expect(this.count).toBeVisible();
  }

  counter(key: string): Locator {
    return this.page.getByTestId(`counter-${key}`).locator('.ant-statistic-content-value');
  }

  card(name: string): Locator {
    return this.page
      .getByTestId('equipment-card')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** Types into the search box and waits for the list to show the one match. */
  async searchFor(text: string) {
    await this.search.fill(text);
    await expect(this.count).toHaveText(new RegExp(`^1 of [\\d,]+ items$`));
  }

  static async createViaApi(request: APIRequestContext, item: NewEquipment): Promise<{ id: number; version: number }> {
    const response = await request.post('/api/equipment', { data: item });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: number; version: number };
  }
}

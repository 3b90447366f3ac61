import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ResourceScreen } from './resource-dialogs';

/** A person created through the API for a test (CreatePersonnelDto). */
export interface NewPerson {
  name: string;
  rank: string;
  badge: string;
  department: string;
  status?: string;
  assignedZone?: string | null;
  platoon?: string | null;
  shiftStart?: string | null;
  shiftEnd?: string | null;
  shiftStartDate?: string | null;
  shiftEndDate?: string | null;
  certificationDetails?: { name: string; expiresOn?: string | null }[];
  phoneNumber?: string | null;
  email?: string | null;
}

export class PersonnelScreen extends ResourceScreen {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly search: Locator;
  readonly statusFilter: Locator;
  readonly departmentFilter: Locator;
  readonly count: Locator;
  readonly addDialog: Locator;
  readonly editDialog: Locator;
  readonly detailsDialog: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Personnel Management', exact: true });
    this.addButton = page.getByRole('button', { name: 'Add New Personnel' });
    this.search = page.getByRole('searchbox', { name: 'Search personnel' });
    this.statusFilter = page.getByRole('combobox', { name: 'Filter by status' });
    this.departmentFilter = page.getByRole('combobox', { name: 'Filter by department' });
    this.count = page.getByTestId('personnel-count');
    this.addDialog = page.getByRole('dialog', { name: 'Add New Personnel' });
    this.editDialog = page.getByRole('dialog', { name: 'Edit Personnel' });
    this.detailsDialog = page.getByRole('dialog', { name: 'Personnel Details' });
  }

  async goto() {
    await this.page.goto('/personnel');
    await expect(this.heading).toBeVisible();
    await expect(this.count).toBeVisible();
  }

  counter(key: string): Locator {
    return this.page.getByTestId(`counter-${key}`).locator('.ant-statistic-content-value');
  }

  card(name: string): Locator {
    return this.page
      .getByTestId('personnel-card')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  async searchFor(text: string) {
    await this.search.fill(text);
    await expect(this.count).toHaveText(/^1 of [\d,]+ personnel$/);
  }

  static async createViaApi(request: APIRequestContext, person: NewPerson): Promise<{ id: number }> {
    const response = await request.post('/api/personnel', { data: person });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: number };
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

export class CalendarScreen {
  readonly heading: Locator;
  readonly today: Locator;
  readonly prev: Locator;
  readonly next: Locator;
  readonly title: Locator;
  readonly grid: Locator;
  readonly panel: Locator;
  readonly panelTitle: Locator;
  readonly zoneFilter: Locator;
  readonly statusFilter: Locator;
  readonly exportButton: Locator;
  readonly rotationButton: Locator;
  readonly rotationDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Personnel Calendar', exact: true });
    this.today = page.getByRole('button', { name: 'Today' });
    this.prev = page.getByRole('button', { name: 'Previous month' });
    this.next = page.getByRole('button', { name: 'Next month' });
    this.title = page.getByTestId('month-title');
    this.grid = page.getByTestId('month-grid');
    this.panel = page.getByTestId('day-panel');
    this.panelTitle = this.panel.locator('#day-panel-title');
    this.zoneFilter = page.getByRole('combobox', { name: 'Filter by zone' });
    this.statusFilter = page.getByRole('combobox', { name: 'Filter by status' });
    this.exportButton = page.getByRole('button', { name: 'Export calendar (.ics)' });
    this.rotationButton = page.getByRole('button', { name: 'Rotation settings' });
    this.rotationDialog = page.getByRole('dialog', { name: 'Rotation Settings' });
  }

  async goto() {
    await this.page.goto('/calendar');
    await expect(this.heading).toBeVisible();
    await this.loaded();
  }

  /** Waits until the month's data is drawn (the loading veil is gone). */
  async loaded() {
    await expect(this.grid).toBeVisible();
    await expect(this.page.locator('.ant-spin-spinning')).toHaveCount(0);
  }

  /** The cell of a day ('YYYY-MM-DD') of the month shown. */
  cell(date: string): Locator {
    return this.grid.locator(`td[data-date="${date}"]`);
  }

  dayButton(date: string): Locator {
    return this.cell(date).getByRole('button');
  }

  /** Detail cards below the grid. */
  cards(): Locator {
    return this.panel.getByTestId('calendar-person');
  }

  card(name: string): Locator {
    return this.cards().filter({ hasText: name });
  }
}

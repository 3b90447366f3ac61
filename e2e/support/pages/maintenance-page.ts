import { expect, type Locator, type Page } from '@playwright/test';
import { animationsSettled } from '../animations';

/** Today (the browser's local date) plus `days`, as YYYY-MM-DD. */
export function isoDay(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${m}-${day}`;
}

/** A description no other test uses, to find a schedule by. */
export const uniqueText = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export class MaintenancePage {
  readonly heading: Locator;
  readonly scheduleButton: Locator;
  readonly scheduleDialog: Locator;
  readonly startDialog: Locator;
  readonly completeDialog: Locator;
  readonly counters: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Maintenance Management', exact: true });
    this.scheduleButton = page.getByRole('button', { name: 'Schedule Maintenance' });
    this.scheduleDialog = page.getByRole('dialog', { name: 'Schedule Maintenance' });
    this.startDialog = page.getByRole('dialog', { name: 'Start Maintenance Work' });
    this.completeDialog = page.getByRole('dialog', { name: 'Complete Maintenance Work' });
    this.counters = page.getByTestId('maintenance-counters');
  }

  async goto(tab?: 'schedules' | 'alerts' | 'history') {
    await this.page.goto(tab ? `/maintenance?tab=${tab}` : '/maintenance');
    await expect(this.heading).toBeVisible();
  }

  tab(name: 'Dashboard' | 'Schedules' | 'Alerts' | 'History'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async openTab(name: 'Dashboard' | 'Schedules' | 'Alerts' | 'History') {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  counter(key: 'overdue' | 'upcoming' | 'in-progress' | 'alerts'): Locator {
    return this.counters.getByTestId(`counter-${key}`).getByTestId('counter-value');
  }

  /** The schedule card whose description is `text`, within `scope` (a list or the page). */
  schedule(text: string, scope: Locator | Page = this.page): Locator {
    return scope.getByTestId('schedule-card').filter({ hasText: text });
  }

  historyRecord(text: string): Locator {
    return this.page.getByTestId('history-record').filter({ hasText: text });
  }

  /** Picks an option of an antd select opened from `trigger`. */
  async choose(trigger: Locator, option: string) {
    await trigger.click({ force: true });
    await animationsSettled(this.page);
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click();
  }

  /** Fills Schedule Maintenance: the hydrant is found by a server search for its label. */
  async fillSchedule(f: {
    hydrant: string;
    date: string;
    description: string;
    type?: string;
    priority?: string;
    assignedTo?: string;
    duration?: string;
  }) {
    const d = this.scheduleDialog;
    await expect(d).toBeVisible();
    await animationsSettled(this.page);
    const picker = d.getByRole('combobox', { name: 'Hydrant' });
    await picker.click();
    await picker.fill(f.hydrant);
    const option = this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: f.hydrant });
    await expect(option.first()).toBeVisible();
    await animationsSettled(this.page);
    await option.first().click();
    await d.getByLabel('Scheduled Date').fill(f.date);
    if (f.type) await this.choose(d.getByLabel('Maintenance Type'), f.type);
    if (f.priority) await this.choose(d.getByLabel('Priority'), f.priority);
    if (f.assignedTo) await d.getByLabel('Assigned To').fill(f.assignedTo);
    if (f.duration) await d.getByLabel('Estimated Duration (minutes)').fill(f.duration);
    await d.getByLabel('Description').fill(f.description);
  }
}

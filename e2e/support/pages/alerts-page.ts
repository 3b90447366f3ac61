import { expect, type Locator, type Page } from '@playwright/test';

export class AlertsPage {
  readonly heading: Locator;
  readonly active: Locator;
  readonly resolved: Locator;
  readonly counters: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Alert Management Center', exact: true });
    this.active = page.getByTestId('active-alerts');
    this.resolved = page.getByTestId('resolved-alerts');
    this.counters = page.getByTestId('alert-counters');
  }

  async goto() {
    await this.page.goto('/alerts');
    await expect(this.heading).toBeVisible();
    await expect(this.counter('active')).toBeVisible();
  }

  counter(key: 'active' | 'critical' | 'maintenance' | 'inspections' | 'acknowledged'): Locator {
    return this.counters.getByTestId(`counter-${key}`).getByTestId('counter-value');
  }

  /** An alert card in `list` that names `text` (a hydrant label). */
  alert(list: Locator, text: string): Locator {
    return list.getByTestId('alert-card').filter({ hasText: text });
  }

  /** The status_change alert of a hydrant in `list` (the same hydrant may have an overdue inspection alert too). */
  statusAlert(list: Locator, hydrantLabel: string): Locator {
    return this.alert(list, hydrantLabel).filter({ has: this.page.getByRole('img', { name: 'Status change' }) });
  }
}

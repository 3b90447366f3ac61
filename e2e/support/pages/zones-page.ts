import { expect, type Locator, type Page } from '@playwright/test';
import { clickMapAt } from './map-canvas';

export class ZonesPage {
  readonly map: Locator;
  readonly addZone: Locator;
  readonly drawPanel: Locator;
  readonly details: Locator;
  readonly saveZone: Locator;
  readonly pointCount: Locator;
  readonly items: Locator;

  constructor(private readonly page: Page) {
    this.map = page.getByTestId('zones-map');
    this.addZone = page.getByRole('button', { name: 'Add Zone' });
    this.drawPanel = page.getByTestId('zone-draw-panel');
    this.details = page.getByTestId('zone-details');
    this.saveZone = this.drawPanel.getByRole('button', { name: 'Save Zone' });
    this.pointCount = page.getByTestId('zone-point-count');
    this.items = page.getByTestId('zone-item');
  }

  async goto() {
    await this.page.goto('/zones');
    await expect(this.page.getByRole('heading', { name: 'Zone Management', exact: true })).toBeVisible();
  }

  nameInput() {
    return this.drawPanel.getByLabel('Zone name');
  }

  item(name: string) {
    return this.items.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  async addPoint(fx: number, fy: number) {
    const before = Number(await this.pointCount.textContent());
    await clickMapAt(this.page, this.map, fx, fy);
    await expect(this.pointCount).toHaveText(String(before + 1));
  }
}

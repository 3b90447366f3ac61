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
    await expect(this.page.getByRole('heading', { level: 1, name: 'Zone Management', exact: true })).toBeVisible();
  }

  nameInput() {
    return this.drawPanel.getByLabel('Zone name');
  }

  item(name: string) {
    return this.items.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The map's box and the view a fit to `fitted` gives it (padding 20, as the app fits): extent and resolution. */
  private async fitOf(fitted: readonly (readonly number[])[]) {
    await this.map.scrollIntoViewIfNeeded();
    const box = await this.map.boundingBox();
    if (!box) throw new Error('map not visible');
    const xs = fitted.map((p) => mercator(p)[0]);
    const ys = fitted.map((p) => mercator(p)[1]);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const padding = 20;
    const resolution = Math.max((maxX - minX) / (box.width - 2 * padding), (maxY - minY) / (box.height - 2 * padding));
    return { box, minX, maxX, minY, maxY, resolution };
  }

  /**
   * Where a [lat, lng] point is drawn, in page pixels, once the map has been fitted to
   * `fitted` (selecting a zone fits the view to its outline with 20 px padding, zoom
   * not constrained): the same arithmetic as OpenLayers' view.fit in web mercator.
   * The map is scrolled into view first (page pixels are the viewport's).
   */
  async pixelOf(point: readonly number[], fitted: readonly (readonly number[])[]): Promise<{ x: number; y: number }> {
    const { box, minX, maxX, minY, maxY, resolution } = await this.fitOf(fitted);
    const [x, y] = mercator(point);
    return {
      x: box.x + box.width / 2 + (x - (minX + maxX) / 2) / resolution,
      y: box.y + box.height / 2 - (y - (minY + maxY) / 2) / resolution,
    };
  }

  /**
   * Waits until the map's view rests where selecting a zone puts it: fitted to `fitted`
   * (as pixelOf computes it), read from the map element's data-view-extent once
   * data-view-moving is false. Within a pixel, so pixelOf's points are where they are drawn.
   */
  async waitForFit(fitted: readonly (readonly number[])[]): Promise<void> {
    const { box, minX, maxX, minY, maxY, resolution } = await this.fitOf(fitted);
    const expected = [
      (minX + maxX) / 2 - (box.width / 2) * resolution,
      (minY + maxY) / 2 - (box.height / 2) * resolution,
      (minX + maxX) / 2 + (box.width / 2) * resolution,
      (minY + maxY) / 2 + (box.height / 2) * resolution,
    ];
    await expect
      .poll(
        async () => {
          const [moving, extent] = await Promise.all([
            this.map.getAttribute('data-view-moving'),
            this.map.getAttribute('data-view-extent'),
          ]);
          if (moving !== 'false' || !extent) return `view moving: ${moving}`;
          const [west, south, east, north] = extent.split(',').map(Number);
          const [left, bottom] = mercator([south, west]);
          const [right, top] = mercator([north, east]);
          // the largest distance, in pixels, between an edge of the view and where the fit puts it
          const off = Math.max(
            ...[left, bottom, right, top].map((value, i) => Math.abs(value - expected[i]) / resolution),
          );
          return off < 1 ? 'fitted' : `${off.toFixed(1)} px from the fit`;
        },
        { message: 'the view fitted to the zone' },
      )
      .toBe('fitted');
  }

  /** Presses at a page pixel, moves in steps by (dx, dy) and releases. */
  async drag(from: { x: number; y: number }, dx: number, dy: number) {
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 5 });
    await this.page.mouse.move(from.x + dx, from.y + dy, { steps: 5 });
    await this.page.mouse.up();
  }

  async addPoint(fx: number, fy: number) {
    const before = Number(await this.pointCount.textContent());
    await clickMapAt(this.page, this.map, fx, fy);
    await expect(this.pointCount).toHaveText(String(before + 1));
  }
}

/** [lat, lng] → web mercator metres (EPSG:3857), as the map draws them. */
export function mercator([lat, lng]: readonly number[]): [number, number] {
  const radius = 6378137;
  return [(radius * lng * Math.PI) / 180, radius * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))];
}

/** Web mercator metres → [lat, lng]. */
export function fromMercator([x, y]: readonly number[]): [number, number] {
  const radius = 6378137;
  return [(Math.atan(Math.exp(y / radius)) * 360) / Math.PI - 90, (x / radius) * (180 / Math.PI)];
}

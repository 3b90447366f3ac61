import type { Locator, Page } from '@playwright/test';
import { gridPixels } from './pages/map-canvas';
import type { Rgb } from './tile-set';

/** Share of a grid sample of the map's screenshot close to one of the colours. */
export async function shareOf(page: Page, map: Locator, colours: Rgb[]): Promise<number> {
  const pixels = await gridPixels(page, map, 3, 9);
  const hits = pixels.filter(([pr, pg, pb]) =>
    colours.some(([r, g, b]) => Math.abs(pr - r) + Math.abs(pg - g) + Math.abs(pb - b) < 30),
  ).length;
  return hits / pixels.length;
}

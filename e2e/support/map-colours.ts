import type { Locator, Page } from '@playwright/test';
import type { Rgb } from './tile-set';

/** Share of a grid sample of the map's screenshot close to one of the colours. */
export async function shareOf(page: Page, map: Locator, colours: Rgb[]): Promise<number> {
  const png = await map.screenshot();
  return page.evaluate(
    async ({ base64, colours }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      let samples = 0;
      let hits = 0;
      for (let y = 3; y < height; y += 9) {
        for (let x = 3; x < width; x += 9) {
          const i = (y * width + x) * 4;
          samples++;
          if (
            colours.some(
              ([r, g, b]) => Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 30,
            )
          ) {
            hits++;
          }
        }
      }
      return hits / samples;
    },
    { base64: png.toString('base64'), colours },
  );
}

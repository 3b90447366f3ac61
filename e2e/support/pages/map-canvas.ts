import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Checks on an OpenLayers map: it has drawn its hydrant points (the map element's
 * data-points-rendered attribute) and its pixels are not one flat colour (the offline
 * basemap is there even with no tile server).
 */
export async function expectPointsRendered(map: Locator, atLeast = 1): Promise<number> {
  await expect(map).toHaveAttribute('data-points-rendered', /^\d+$/, { timeout: 30_000 });
  const count = Number(await map.getAttribute('data-points-rendered'));
  expect(count).toBeGreaterThanOrEqual(atLeast);
  return count;
}

export type Rgb = [number, number, number];

/** Which pixels of a screenshot to read: a grid (every `step` px from `start`), or one point at fractions of its size. */
type PixelSample = { grid: { start: number; step: number } } | { at: { fx: number; fy: number } };

/** Pixels of a PNG screenshot, decoded by the browser itself (a data: URL image drawn on a canvas). */
async function screenshotPixels(page: Page, png: Buffer, sample: PixelSample): Promise<Rgb[]> {
  return page.evaluate(
    async ({ base64, sample }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      const pixel = (x: number, y: number): [number, number, number] => {
        const i = (y * width + x) * 4;
        return [data[i], data[i + 1], data[i + 2]];
      };
      if ('at' in sample) return [pixel(Math.round(sample.at.fx * width), Math.round(sample.at.fy * height))];
      const pixels: [number, number, number][] = [];
      for (let y = sample.grid.start; y < height; y += sample.grid.step) {
        for (let x = sample.grid.start; x < width; x += sample.grid.step) pixels.push(pixel(x, y));
      }
      return pixels;
    },
    { base64: png.toString('base64'), sample },
  );
}

/** The [r, g, b] of a grid sample of the map's screenshot (every `step` px from `start`). */
export async function gridPixels(page: Page, map: Locator, start: number, step: number): Promise<Rgb[]> {
  return screenshotPixels(page, await map.screenshot(), { grid: { start, step } });
}

/** Distinct colours in a grid sample of the map's screenshot, and the share of the most common one. */
export async function sampleColours(page: Page, map: Locator): Promise<{ distinct: number; dominantShare: number }> {
  const counts = new Map<string, number>();
  const pixels = await gridPixels(page, map, 2, 7);
  for (const [r, g, b] of pixels) {
    const key = `${r >> 3},${g >> 3},${b >> 3}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { distinct: counts.size, dominantShare: Math.max(...counts.values()) / pixels.length };
}

/** Clicks the map at fractions of its width and height. */
export async function clickMapAt(page: Page, map: Locator, fx: number, fy: number): Promise<void> {
  const box = await map.boundingBox();
  if (!box) throw new Error('map not visible');
  await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
}

/** The colour [r, g, b] of the map's screenshot at a page pixel (the map scrolled into view). */
export async function colourAt(page: Page, map: Locator, x: number, y: number): Promise<Rgb> {
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('map not visible');
  const png = await map.screenshot();
  const [pixel] = await screenshotPixels(page, png, {
    at: { fx: (x - box.x) / box.width, fy: (y - box.y) / box.height },
  });
  return pixel;
}

interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The graticule's labels are readable: each lies inside the map, none touches another or
 * a control drawn over the map (zoom buttons, attribution, scale line), and there are
 * longitude and latitude labels. Read from the map element's data-graticule-labels (the
 * labels drawn, in map pixels) and the controls' places on the page, once the view rests.
 */
export async function expectGraticuleLabelsReadable(map: Locator): Promise<void> {
  await expect(map).toHaveAttribute('data-view-moving', 'false');
  await expect
    .poll(
      () =>
        map.evaluate((element) => {
          const labels = JSON.parse(element.getAttribute('data-graticule-labels') ?? '[]') as {
            text: string;
            box: LabelBox;
          }[];
          const origin = element.getBoundingClientRect();
          const controls = Array.from(element.querySelectorAll('.ol-zoom, .ol-attribution, .ol-scale-line')).map(
            (control) => {
              const rect = control.getBoundingClientRect();
              return {
                name: control.className,
                box: {
                  left: rect.left - origin.left,
                  top: rect.top - origin.top,
                  right: rect.right - origin.left,
                  bottom: rect.bottom - origin.top,
                },
              };
            },
          );
          const overlap = (a: LabelBox, b: LabelBox) =>
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const problems: string[] = [];
          if (controls.length < 3) problems.push(`controls found: ${controls.length}`);
          if (!labels.some((label) => /[EW]$/.test(label.text))) problems.push('no longitude label');
          if (!labels.some((label) => /[NS]$/.test(label.text))) problems.push('no latitude label');
          labels.forEach(({ text, box }, i) => {
            if (box.left < 0 || box.top < 0 || box.right > origin.width || box.bottom > origin.height) {
              problems.push(`${text} is cut by the map's edge`);
            }
            for (const other of labels.slice(i + 1)) {
              if (overlap(box, other.box)) problems.push(`${text} overlaps ${other.text}`);
            }
            for (const control of controls) {
              if (overlap(box, control.box)) problems.push(`${text} lies under ${control.name}`);
            }
          });
          return problems;
        }),
      { message: 'graticule labels' },
    )
    .toEqual([]);
}

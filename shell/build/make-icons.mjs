#!/usr/bin/env node
// Draws the app's PNG icons (public/icons/*.png) from their SVGs (build/icons/) with the test Chromium:
// `node shell/build/make-icons.mjs` after changing an SVG. The PNGs are committed; the
// build only copies them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const sources = path.join(here, 'icons');
const icons = path.resolve(here, '../public/icons');
const wanted = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-192.png', 192],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const [svg, png, size] of wanted) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = readFileSync(path.join(sources, svg), 'utf8').replace(
      '<svg ',
      `<svg width="${size}" height="${size}" `,
    );
    await page.setContent(`<html><body style="margin:0;background:transparent">${markup}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(icons, png), omitBackground: true });
    await page.close();
    console.log(`${png} (${size}×${size})`);
  }
} finally {
  await browser.close();
}

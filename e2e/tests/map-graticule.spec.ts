import { test, expect } from '../support/fixtures';
import { expectGraticuleLabelsReadable } from '../support/pages/map-canvas';

// Every map's graticule labels are readable on a desktop and on a phone: none cut by the
// map's edge, none under the zoom buttons, attribution or scale line, none over another.
const screens = [
  { path: '/', title: 'Hydrant Command Dashboard', map: 'hydrant-map' },
  { path: '/search', title: 'Hydrant Search & Mapping', map: 'search-map' },
  { path: '/zones', title: 'Zone Management', map: 'zones-map' },
];

test.describe('Map graticule labels', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`are readable on every map at ${viewport.width} px`, async ({ adminPage: page }) => {
      await page.setViewportSize(viewport);
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
        const map = page.getByTestId(screen.map);
        await map.scrollIntoViewIfNeeded();
        await expectGraticuleLabelsReadable(map);
      }
    });
  }
});

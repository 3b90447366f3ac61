import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { colourAt } from '../support/pages/map-canvas';
import { ZonesPage, fromMercator, mercator } from '../support/pages/zones-page';

interface ZoneJson {
  id: number;
  name: string;
  coordinates: number[][];
  hydrantCounts: {
    total: number;
    operational: number;
    maintenance: number;
    outOfService: number;
  };
}

const TEAL: [number, number, number] = [0x00, 0x89, 0x7b];

function isColour(actual: number[], expected: number[], tolerance = 40): boolean {
  return actual.every((value, i) => Math.abs(value - expected[i]) <= tolerance);
}

/** A rectangle zone of its own, at a spot no seeded hydrant or other test uses. */
async function createRectangleZone(request: APIRequestContext, name: string): Promise<ZoneJson> {
  const lat = 35.5 + Math.random() * 2;
  const lng = -40.5 + Math.random() * 2;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const coordinates = [
    [round(lat), round(lng)],
    [round(lat), round(lng + 0.02)],
    [round(lat + 0.01), round(lng + 0.02)],
    [round(lat + 0.01), round(lng)],
  ];
  const response = await request.post('/api/zones', {
    data: { name, color: 'teal', coordinates },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ZoneJson;
}

async function getZone(request: APIRequestContext, id: number): Promise<ZoneJson> {
  const response = await request.get(`/api/zones/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ZoneJson;
}

test.describe('Zones: reshaping a zone', () => {
  test('a corner dragged in Edit mode is saved with Save Changes, counted and kept after a reload', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const name = `E2E Reshape ${Date.now().toString(36)}`;
    const zone = await createRectangleZone(page.request, name);
    const original = zone.coordinates;
    const corner = original[2]; // north-east
    let hydrantId: number | null = null;
    try {
      const zones = new ZonesPage(page);
      await zones.goto();
      await zones.item(name).getByText(name, { exact: true }).click();
      await expect(zones.details).toContainText(name);
      await zones.waitForFit(original);

      // where the corner will be after the drag: 60 px right and 60 px up
      const box = (await zones.map.boundingBox())!;
      const xs = original.map((p) => mercator(p)[0]);
      const ys = original.map((p) => mercator(p)[1]);
      const resolution = Math.max(
        (Math.max(...xs) - Math.min(...xs)) / (box.width - 40),
        (Math.max(...ys) - Math.min(...ys)) / (box.height - 40),
      );
      const [cx, cy] = mercator(corner);
      const expected = fromMercator([cx + 60 * resolution, cy + 60 * resolution]);

      // a hydrant between the old and the new corner: outside now, inside after the reshape
      const inside = fromMercator([cx + 20 * resolution, cy + 20 * resolution]);
      const created = await page.request.post('/api/hydrants', {
        data: {
          hydrantId: `E2E-RESHAPE-${Date.now().toString(36)}`,
          address: '1 Reshape Way',
          latitude: inside[0],
          longitude: inside[1],
          area: 'E2E',
          status: 'operational',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      hydrantId = ((await created.json()) as { id: number }).id;
      expect((await getZone(page.request, zone.id)).hydrantCounts.total).toBe(0);

      await zones.details.getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByTestId('zone-outline-hint')).toHaveText('Drag the corners to reshape the zone');
      await expect(zones.details.getByTestId('zone-outline-points')).toContainText('4 points');
      await expectNoSeriousA11yViolations(page);
      const from = await zones.pixelOf(corner, original);
      await page.screenshot({ path: test.info().outputPath('zones-edit-1280.png') });
      await zones.drag(from, 60, -60);
      await page.screenshot({
        path: test.info().outputPath('zones-edit-dragged-1280.png'),
      });
      await zones.details.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Zone updated')).toBeVisible();
      await expect(page.getByTestId('zone-outline-hint')).toBeHidden();

      // saved: only the dragged corner moved, to where it was dropped (within 3 px)
      const saved = await getZone(page.request, zone.id);
      expect(saved.coordinates).toHaveLength(4);
      expect(saved.coordinates[0]).toEqual(original[0]);
      expect(saved.coordinates[1]).toEqual(original[1]);
      expect(saved.coordinates[3]).toEqual(original[3]);
      const [movedX, movedY] = mercator(saved.coordinates[2]);
      const [expectedX, expectedY] = mercator(expected);
      expect(Math.abs(movedX - expectedX) / resolution).toBeLessThan(3);
      expect(Math.abs(movedY - expectedY) / resolution).toBeLessThan(3);

      // the hydrant counts are the server's for the new outline
      expect(saved.hydrantCounts.total).toBe(1);
      await expect(zones.details.getByTestId('zone-details-counts')).toContainText('1 total · 1 operational');
      await expect(zones.item(name).getByTestId('zone-hydrant-total')).toHaveText('1 hydrant');

      // after a reload the map draws the new outline: its corner where the new corner is
      await page.reload();
      await zones.item(name).getByText(name, { exact: true }).click();
      await expect(zones.details).toContainText('1 total');
      await zones.waitForFit(saved.coordinates);
      const newCorner = await zones.pixelOf(saved.coordinates[2], saved.coordinates);
      const oldCorner = await zones.pixelOf(corner, saved.coordinates);
      expect(isColour(await colourAt(page, zones.map, newCorner.x, newCorner.y), TEAL)).toBe(true);
      expect(isColour(await colourAt(page, zones.map, oldCorner.x, oldCorner.y), TEAL)).toBe(false);
    } finally {
      await page.request.delete(`/api/zones/${zone.id}`);
      if (hydrantId !== null) await page.request.delete(`/api/hydrants/${hydrantId}`);
    }
  });

  test('Cancel puts the saved outline back and saves nothing', async ({ adminPage: page }) => {
    const name = `E2E Reshape cancel ${Date.now().toString(36)}`;
    const zone = await createRectangleZone(page.request, name);
    const original = zone.coordinates;
    try {
      const zones = new ZonesPage(page);
      await zones.goto();
      await zones.item(name).getByText(name, { exact: true }).click();
      await expect(zones.details).toContainText(name);
      await zones.waitForFit(original);
      await zones.details.getByRole('button', { name: 'Edit' }).click();
      const from = await zones.pixelOf(original[0], original); // south-west
      const to = { x: from.x - 50, y: from.y + 50 };
      await zones.drag(from, -50, 50);
      await zones.details.getByRole('button', { name: 'Cancel' }).first().click();
      await expect(page.getByTestId('zone-outline-hint')).toBeHidden();
      await expect(zones.details.getByRole('button', { name: 'Edit' })).toBeVisible();

      expect((await getZone(page.request, zone.id)).coordinates).toEqual(original);
      // the map shows the saved outline again (the view did not move)
      expect(isColour(await colourAt(page, zones.map, from.x, from.y), TEAL)).toBe(true);
      expect(isColour(await colourAt(page, zones.map, to.x, to.y), TEAL)).toBe(false);

      // and a new Edit starts from the saved outline
      await zones.details.getByRole('button', { name: 'Edit' }).click();
      await expect(zones.details.getByTestId('zone-outline-points')).toContainText('4 points');
      await zones.details.getByRole('button', { name: 'Cancel' }).first().click();
    } finally {
      await page.request.delete(`/api/zones/${zone.id}`);
    }
  });
});

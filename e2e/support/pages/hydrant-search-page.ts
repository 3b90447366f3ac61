import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export class HydrantSearchPage {
  readonly map: Locator;
  readonly search: Locator;
  readonly radius: Locator;
  readonly latitude: Locator;
  readonly longitude: Locator;
  readonly searchHere: Locator;
  readonly getMyLocation: Locator;
  readonly exportResults: Locator;
  readonly results: Locator;
  readonly popup: Locator;

  constructor(private readonly page: Page) {
    this.map = page.getByTestId('search-map');
    this.search = page.getByLabel('Search', { exact: true });
    this.radius = page.getByLabel('Radius (miles)');
    this.latitude = page.getByLabel('Latitude');
    this.longitude = page.getByLabel('Longitude');
    this.searchHere = page.getByRole('button', { name: 'Search Here' });
    this.getMyLocation = page.getByRole('button', { name: 'Get My Location' });
    this.exportResults = page.getByRole('button', { name: 'Export Results' });
    this.results = page.getByTestId('search-result');
    this.popup = page.getByTestId('hydrant-popup');
  }

  async goto() {
    await this.page.goto('/search');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Hydrant Search & Mapping', exact: true }),
    ).toBeVisible();
  }

  async searchAround(lat: number, lng: number, radius: number, text = '') {
    await this.radius.fill(String(radius));
    if (text) await this.search.fill(text);
    await this.latitude.fill(String(lat));
    await this.longitude.fill(String(lng));
    await this.searchHere.click();
  }

  result(hydrantId: string) {
    return this.page.locator(`[data-testid="search-result"][data-hydrant-id="${hydrantId}"]`);
  }

  async resultIds(): Promise<string[]> {
    return this.results.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-hydrant-id') ?? ''));
  }
}

/** Great-circle distance in miles on SPEC's Earth radius (3958.8). */
export function milesBetween(a: [number, number], b: [number, number]): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b[0] - a[0]);
  const dLng = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

/** Creates a hydrant through the API; returns its internal id. */
export async function createHydrant(
  request: APIRequestContext,
  hydrant: { hydrantId: string; latitude: number; longitude: number; address: string; status?: string },
): Promise<number> {
  // Out of service needs a reason.
  const reason = hydrant.status === 'out-of-service' ? { outOfServiceReason: 'E2E: out of service' } : {};
  const response = await request.post('/api/hydrants', { data: { area: 'E2E Search Area', ...reason, ...hydrant } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { admin } from './env';
import { uniqueHydrantId } from './pages/dashboard-page';

/** The phone the field tests hold: 390 px wide, its location known. */
export const PHONE = { width: 390, height: 844 };

/**
 * A place of the test's own, far from the demo data and from other tests' places, so
 * its list holds only the hydrants it made (the list reads 3 miles around the device).
 */
export function uniquePlace(): { latitude: number; longitude: number } {
  return { latitude: 44 + Math.random() * 3, longitude: -110 + Math.random() * 8 };
}

/** `miles` north of a place. */
export function north(place: { latitude: number; longitude: number }, miles: number) {
  return { latitude: place.latitude + miles / 69, longitude: place.longitude };
}

export interface MadeHydrant {
  id: number;
  hydrantId: string;
  version: number;
}

/** A hydrant never inspected (so due) at a place. */
export async function makeHydrant(
  request: APIRequestContext,
  at: { latitude: number; longitude: number },
  prefix = 'E2E-FLD',
): Promise<MadeHydrant> {
  const response = await request.post('/api/hydrants', {
    data: {
      hydrantId: uniqueHydrantId(prefix),
      address: '1 Field Rd',
      latitude: at.latitude,
      longitude: at.longitude,
      area: 'Field Test Area',
      status: 'operational',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as MadeHydrant;
}

/** An inspection scheduled for today, assigned to the admin. */
export async function assignInspection(request: APIRequestContext, hydrantId: number, today: string) {
  const response = await request.post('/api/maintenance', {
    data: {
      hydrantId,
      scheduledDate: today,
      maintenanceType: 'inspection',
      priority: 'medium',
      assignedTo: admin.username,
      description: 'Annual inspection',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; version: number };
}

/** The history records of a hydrant, as the server has them. */
export async function historyOf(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/hydrants/${id}/history`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Array<Record<string, unknown>> }).items;
}

/**
 * No network: the browser offline, and every API request aborted (Playwright does not
 * cut a service worker's own requests).
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**/api/**');
  await context.setOffline(false);
}

/** YYYY-MM-DD of the browser's day. */
export async function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
}

/** The field screen as a user sees it. */
export class FieldScreen {
  readonly heading: Locator;
  readonly outboxCount: Locator;
  readonly outbox: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Field' });
    this.outboxCount = page.getByTestId('outbox-count');
    this.outbox = page.getByTestId('outbox-panel');
  }

  async goto() {
    await this.page.goto('/field');
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
  }

  item(hydrantId: string): Locator {
    return this.page.getByTestId('work-item').filter({ hasText: hydrantId });
  }

  async open(hydrantId: string) {
    await this.item(hydrantId).click();
    await expect(this.page.getByRole('heading', { level: 2, name: new RegExp(hydrantId) })).toBeVisible();
  }

  /** Records an inspection of the open hydrant. */
  async inspect(values: {
    outcome: 'Passed' | 'Failed' | 'Could not test';
    reason?: string;
    checklist?: string[];
    pressure?: number;
    flow?: number;
    notes?: string;
    photo?: Buffer;
  }) {
    await this.page.getByRole('button', { name: 'Record inspection' }).click();
    const form = this.page.getByRole('form', { name: 'Inspection' });
    await form.getByRole('radio', { name: values.outcome }).check();
    if (values.reason) await form.getByLabel('Why it could not be tested').fill(values.reason);
    for (const item of values.checklist ?? []) await form.getByRole('checkbox', { name: item }).check();
    if (values.pressure !== undefined) await form.getByLabel('Pressure (PSI)').fill(String(values.pressure));
    if (values.flow !== undefined) await form.getByLabel('Flow (GPM)').fill(String(values.flow));
    if (values.notes) await form.getByLabel('Notes').fill(values.notes);
    if (values.photo) {
      await form
        .getByTestId('field-photo-input')
        .setInputFiles({ name: 'hydrant.png', mimeType: 'image/png', buffer: values.photo });
      await expect(form.getByTestId('field-photo-count')).toHaveText('1 photo');
    }
    await form.getByRole('button', { name: 'Save inspection' }).click();
    await expect(form).toBeHidden();
  }

  async expectWaiting(count: number) {
    if (count === 0) await expect(this.outboxCount).toBeHidden();
    else await expect(this.outboxCount).toHaveText(`${count} waiting`);
  }
}

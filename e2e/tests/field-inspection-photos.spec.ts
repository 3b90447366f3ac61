import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { FieldScreen, PHONE, goOffline, goOnline, historyOf, makeHydrant, uniquePlace } from '../support/field';
import { solidPng } from '../support/png';
import { shoot } from '../support/shots';

test.use({ viewport: PHONE });

test('a photo of an unscheduled inspection taken with no signal reaches the server once, kept with the inspection and shown on the desk', async ({
  adminPage: page,
  context,
}) => {
  const here = uniquePlace();
  // due for inspection, with no schedule: the inspection is a one-hydrant bulk inspection
  const hydrant = await makeHydrant(page.request, here);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  const field = new FieldScreen(page);
  await field.goto();
  await expect(page.getByTestId('due-list')).toContainText(hydrant.hydrantId);
  await field.open(hydrant.hydrantId);

  await goOffline(context);
  await page.getByRole('button', { name: 'Record inspection' }).click();
  const form = page.getByRole('form', { name: 'Inspection' });
  await form
    .getByTestId('field-photo-input')
    .setInputFiles({ name: 'cap.png', mimeType: 'image/png', buffer: solidPng(64, 48, [30, 120, 200]) });
  await expect(form.getByTestId('field-photo-count')).toHaveText('1 photo');
  const addPhoto = await form.getByText('Add photo').boundingBox();
  expect(addPhoto?.height).toBeGreaterThanOrEqual(44);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'field-unscheduled-inspection-photo');
  await form.getByRole('radio', { name: 'Passed' }).check();
  await form.getByLabel('Pressure (PSI)').fill('58');
  await form.getByRole('button', { name: 'Save inspection' }).click();
  await expect(form).toBeHidden();
  await field.expectWaiting(1);
  expect(await historyOf(page.request, hydrant.id)).toEqual([]);

  // Back online, the first send reaches the server, which records it; its answer is lost.
  let online = false;
  const keys: string[] = [];
  await page.route('**/api/hydrants/bulk-inspection', async (route) => {
    if (!online) return route.fallback();
    await route.fetch();
    // counted once the server has answered (and so recorded it)
    keys.push(route.request().headers()['idempotency-key']);
    await route.abort('connectionreset');
  });
  online = true;
  await goOnline(context);
  await expect.poll(() => keys.length).toBe(1);
  await field.expectWaiting(1);
  expect(await historyOf(page.request, hydrant.id)).toHaveLength(1);

  // Sent again by hand with the same key: the server answers as the first time and stores nothing more.
  await page.unroute('**/api/hydrants/bulk-inspection');
  await field.outbox.getByRole('button', { name: 'Send now' }).click();
  await field.expectWaiting(0);
  const records = await historyOf(page.request, hydrant.id);
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ source: 'bulk-inspection', outcome: 'passed', pressure: 58 });
  const photos = records[0].photos as string[];
  expect(photos).toHaveLength(1);
  const photo = await page.request.get(photos[0]);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toMatch(/^image\//);

  // the desk's maintenance history of the hydrant shows it
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/maintenance?tab=history&hydrant=${hydrant.id}`);
  const shown = page
    .getByTestId('history-photos')
    .getByRole('link', { name: `Open photo 1 of 1 of ${hydrant.hydrantId} record in a new window` });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('href', photos[0]);
  await expect
    .poll(() => shown.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

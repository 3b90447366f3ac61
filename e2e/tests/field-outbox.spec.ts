import { test, expect } from '../support/fixtures';
import { FieldScreen, PHONE, historyOf, makeHydrant, uniquePlace } from '../support/field';

test.use({ viewport: PHONE });

test('a send cut off after the server recorded it is sent again with its key: still one record', async ({
  adminPage: page,
  context,
}) => {
  const here = uniquePlace();
  const hydrant = await makeHydrant(page.request, here);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  const field = new FieldScreen(page);
  await field.goto();
  await field.open(hydrant.hydrantId);

  // The first send reaches the server, which records it; its answer never comes back.
  const keys: string[] = [];
  await page.route('**/api/hydrants/bulk-inspection', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    await route.fetch();
    await route.abort('connectionreset');
  });
  await field.inspect({ outcome: 'Failed', pressure: 20, notes: 'Valve stuck' });
  await expect(page.getByText('Saved on this device')).toBeVisible();
  await field.expectWaiting(1);
  expect(await historyOf(page.request, hydrant.id)).toHaveLength(1);

  // Sent again by hand, with the same key: the server answers as the first time and writes nothing.
  await page.unroute('**/api/hydrants/bulk-inspection');
  await page.route('**/api/hydrants/bulk-inspection', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    await route.continue();
  });
  await field.outbox.getByRole('button', { name: 'Send now' }).click();
  await field.expectWaiting(0);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const records = await historyOf(page.request, hydrant.id);
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ outcome: 'failed', pressure: 20 });
});

import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { FieldScreen, PHONE, goOffline, goOnline, makeHydrant, uniquePlace } from '../support/field';

test.use({ viewport: PHONE });

test('a queued edit that meets a newer version: each field side by side, the choice saved with its audit rows', async ({
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

  // Offline: taken out of service, on the version the phone has.
  await goOffline(context);
  await page.getByRole('button', { name: 'Out of service' }).click();
  const form = page.getByRole('form', { name: 'Out of service' });
  await form.getByLabel('Reason').fill('Broken valve stem');
  await form.getByLabel('Notes').fill('Cap missing');
  await form.getByRole('button', { name: 'Mark out of service' }).click();
  await expect(page.getByText('Saved on this device')).toBeVisible();
  await field.expectWaiting(1);

  // Meanwhile someone else changes the hydrant.
  const current = (await (await page.request.get(`/api/hydrants/${hydrant.id}`)).json()) as { version: number };
  const other = await page.request.patch(`/api/hydrants/${hydrant.id}`, {
    data: { status: 'maintenance', notes: 'Crew replaced the cap', version: current.version },
  });
  expect(other.status(), await other.text()).toBe(200);

  // Back online the edit goes out, meets the newer version and waits for the user.
  await goOnline(context);
  const conflict = page.getByTestId('conflict-view');
  await expect(conflict).toBeVisible();
  const status = conflict.getByRole('group', { name: /Status/ });
  await expect(status.getByRole('radio', { name: 'Yours: Out of Service' })).toBeVisible();
  await expect(status.getByRole('radio', { name: 'Current: Maintenance' })).toBeVisible();
  const notes = conflict.getByRole('group', { name: 'Notes' });
  await expect(notes.getByRole('radio', { name: 'Yours: Cap missing' })).toBeVisible();
  await expect(notes.getByRole('radio', { name: 'Current: Crew replaced the cap' })).toBeVisible();
  // nothing is chosen for the user
  await expect(conflict.getByRole('button', { name: 'Save my choices' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await status.getByRole('radio', { name: /^Yours/ }).check();
  await conflict
    .getByRole('group', { name: /Out-of-service reason/ })
    .getByRole('radio', { name: /^Yours/ })
    .check();
  await notes.getByRole('radio', { name: /^Current/ }).check();
  await conflict.getByRole('button', { name: 'Save my choices' }).click();
  await field.expectWaiting(0);

  const saved = (await (await page.request.get(`/api/hydrants/${hydrant.id}`)).json()) as Record<string, unknown>;
  expect(saved).toMatchObject({
    status: 'out-of-service',
    outOfServiceReason: 'Broken valve stem',
    notes: 'Crew replaced the cap',
    version: current.version + 2,
  });
  const changes = (await (await page.request.get(`/api/hydrants/${hydrant.id}/changes`)).json()) as {
    items: Array<{ changes: Array<{ field: string; oldValue: string | null; newValue: string | null }> }>;
  };
  expect(changes.items[0].changes).toEqual(
    expect.arrayContaining([{ field: 'status', oldValue: 'maintenance', newValue: 'out-of-service' }]),
  );
  expect(changes.items[0].changes.map((c) => c.field)).not.toContain('notes');
});

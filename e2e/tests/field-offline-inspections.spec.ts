import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import {
  FieldScreen,
  PHONE,
  assignInspection,
  browserToday,
  historyOf,
  makeHydrant,
  north,
  uniquePlace,
} from '../support/field';
import { solidPng } from '../support/png';
import { cutNetwork, restoreNetwork, underServiceWorker } from '../support/service-worker';
import { shoot } from '../support/shots';

// The installed app with no signal: the console's service worker runs (the other tests block it).
test.use({ serviceWorkers: 'allow', viewport: PHONE });
// The worker's first install downloads the shell and the field screen's remote before it controls the page.
test.slow();

test('three inspections recorded with no signal survive a reload and reach the server once each, with the photo and their field times', async ({
  adminPage: page,
  context,
}) => {
  const here = uniquePlace();
  const scheduled = await makeHydrant(page.request, north(here, 0.1));
  const untestable = await makeHydrant(page.request, north(here, 0.3));
  const failed = await makeHydrant(page.request, north(here, 0.5));
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  const field = new FieldScreen(page);
  await field.goto();
  // the first hydrant is on the inspector's list for today (its inspection is its Complete Work)
  await assignInspection(page.request, scheduled.id, await browserToday(page));
  await page.reload();
  await expect(page.getByTestId('my-work')).toContainText(scheduled.hydrantId);
  await expect(field.item(failed.hydrantId)).toBeVisible();
  await underServiceWorker(page);

  await cutNetwork(context);
  const offlineFrom = Date.now();
  await field.open(scheduled.hydrantId);
  await field.inspect({
    outcome: 'Passed',
    checklist: ['Cap Present', 'No Leaks'],
    pressure: 61,
    flow: 1100,
    photo: solidPng(64, 48, [200, 30, 30]),
  });
  await field.expectWaiting(1);
  await field.open(untestable.hydrantId);
  await field.inspect({ outcome: 'Could not test', reason: 'Buried under a snow bank' });
  await field.expectWaiting(2);
  await field.open(failed.hydrantId);
  await field.inspect({ outcome: 'Failed', pressure: 18, notes: 'Valve stuck' });
  await field.expectWaiting(3);
  const offlineUntil = Date.now();

  // a reload with no signal: the app from the service worker, the three writes from the outbox
  await page.reload();
  await expect(field.heading).toBeVisible();
  await field.expectWaiting(3);
  await expect(field.outbox.getByTestId('outbox-entry')).toHaveCount(3);
  for (const hydrant of [scheduled, untestable, failed]) {
    await expect(field.outbox).toContainText(hydrant.hydrantId);
  }
  await expectNoSeriousA11yViolations(page, { inPage: true });
  await shoot(page, 'field-offline-three-waiting');
  // nothing reached the server
  for (const hydrant of [scheduled, untestable, failed]) expect(await historyOf(page.request, hydrant.id)).toEqual([]);

  // back online: the app sends the outbox by itself (no 'sync' event comes)
  const onlineFrom = Date.now();
  await restoreNetwork(context);
  await field.expectWaiting(0);
  await expect(page.getByTestId('outbox-empty')).toBeVisible();

  const [passedRecords, untestableRecords, failedRecords] = await Promise.all(
    [scheduled, untestable, failed].map((hydrant) => historyOf(page.request, hydrant.id)),
  );
  expect(passedRecords).toHaveLength(1);
  expect(untestableRecords).toHaveLength(1);
  expect(failedRecords).toHaveLength(1);
  expect(passedRecords[0]).toMatchObject({ scheduleId: expect.any(Number), status: 'completed', pressure: 61 });
  expect(untestableRecords[0]).toMatchObject({ outcome: 'could-not-test', outcomeReason: 'Buried under a snow bank' });
  expect(failedRecords[0]).toMatchObject({ outcome: 'failed', pressure: 18, findingsNotes: 'Valve stuck' });

  // the photo, taken offline, is on the record and can be opened
  const photos = passedRecords[0].photos as string[];
  expect(photos).toHaveLength(1);
  const photo = await page.request.get(photos[0]);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toMatch(/^image\//);

  // each record keeps when it was done in the field (offline) and when it reached the server (after)
  for (const record of [...passedRecords, ...untestableRecords, ...failedRecords]) {
    const fieldTime = Date.parse(String(record.fieldTime));
    expect(fieldTime).toBeGreaterThanOrEqual(offlineFrom - 1000);
    expect(fieldTime).toBeLessThanOrEqual(offlineUntil + 1000);
    expect(Date.parse(String(record.receivedAt))).toBeGreaterThanOrEqual(onlineFrom - 1000);
  }
});

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

test.use({ viewport: PHONE });

test('the field screen on a phone: today’s work nearest first, a hydrant found by id, an inspection saved', async ({
  adminPage: page,
  context,
}) => {
  const here = uniquePlace();
  const far = await makeHydrant(page.request, north(here, 0.8));
  const near = await makeHydrant(page.request, north(here, 0.2));
  const mine = await makeHydrant(page.request, north(here, 1.5));
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  await page.goto('/');
  await assignInspection(page.request, mine.id, await browserToday(page));

  const field = new FieldScreen(page);
  await field.goto();
  // my schedules first (the admin's list may also hold other tests' work for today), then the hydrants due, nearest first
  await expect(page.getByTestId('my-work').getByTestId('work-item').filter({ hasText: mine.hydrantId })).toHaveCount(1);
  await expect(page.getByTestId('due-list').getByTestId('work-item')).toHaveText([
    new RegExp(`${near.hydrantId}.*0\\.2 mi`),
    new RegExp(`${far.hydrantId}.*0\\.8 mi`),
  ]);
  await expectNoSeriousA11yViolations(page);

  // every target at least 44 px high
  const heights = await page
    .locator(
      '.field-page :is(button, .big-choice, .ant-select, a, input:not(.ant-select input, .ant-radio-input, .ant-checkbox-input, .ant-segmented-item-input, [type=file])):visible',
    )
    .evaluateAll((elements) =>
      elements.map(
        (e) =>
          [
            e.textContent?.trim() || e.getAttribute('aria-label') || e.tagName,
            e.getBoundingClientRect().height,
          ] as const,
      ),
    );
  expect(heights.filter(([, h]) => h < 44)).toEqual([]);

  // found by the id painted on it
  await page.getByLabel('Hydrant ID').fill(far.hydrantId.toLowerCase());
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(far.hydrantId) })).toBeVisible();
  await field.inspect({
    outcome: 'Passed',
    checklist: ['Cap Present', 'No Leaks'],
    pressure: 62,
    flow: 1100,
    notes: 'All good',
  });
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await field.expectWaiting(0);
  const [record] = await historyOf(page.request, far.id);
  expect(record).toMatchObject({
    pressure: 62,
    flowRate: 1100,
    checklist: ['Cap Present', 'No Leaks'],
    outcome: 'passed',
  });

  // the form at 390 px, and nothing wider than a 320 px phone
  await field.open(near.hydrantId);
  await page.getByRole('button', { name: 'Record inspection' }).click();
  await expectNoSeriousA11yViolations(page);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test('a demo session can read the field screen but record nothing', async ({ demoPage: page, context }) => {
  const here = uniquePlace();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  const field = new FieldScreen(page);
  await field.goto();
  await page.getByLabel('Hydrant ID').fill('H-0001');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Record inspection' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Out of service' })).toBeDisabled();
  await expect(page.getByText('Demo access is read-only')).toBeVisible();
});

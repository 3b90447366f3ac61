import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import {
  FieldScreen,
  PHONE,
  assignInspection,
  browserToday,
  historyOf,
  makeHydrant,
  uniquePlace,
} from '../support/field';
import { expectFocusVisible, tabTo } from '../support/keyboard';

// The field screen on a phone driven with the keyboard alone (a phone with a keyboard, or a
// switch device): each view replaces the one before, and the focus moves with it.
test.use({ viewport: PHONE });

test('field: open a hydrant from today’s work and record an inspection with the keyboard', async ({
  adminPage: page,
  context,
}) => {
  const here = uniquePlace();
  const mine = await makeHydrant(page.request, here, 'E2E-KEYFLD');
  const other = await makeHydrant(page.request, { ...here, latitude: here.latitude + 0.002 }, 'E2E-KEYFLD');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  await page.goto('/');
  await assignInspection(page.request, mine.id, await browserToday(page));

  const field = new FieldScreen(page);
  await field.goto();
  const item = page.getByTestId('my-work').getByTestId('work-item').filter({ hasText: mine.hydrantId });
  await expect(item).toBeVisible();

  // a hydrant opened and closed again: the focus goes to its heading, then back to it
  const otherItem = field.item(other.hydrantId);
  await tabTo(page, otherItem, { max: 120 });
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(other.hydrantId) });
  await expect(heading).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Back to the list' }), { back: true });
  await page.keyboard.press('Enter');
  await expectFocusVisible(otherItem);

  await tabTo(page, item, { back: true, max: 120 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(mine.hydrantId) })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Record inspection' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Inspection' });
  await expect(page.getByRole('heading', { level: 2, name: `Inspection of ${mine.hydrantId}` })).toBeFocused();

  // the outcome: Tab into the group, the arrows choose
  await tabTo(page, form.getByRole('radio', { name: 'Passed' }));
  await page.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: 'Passed' })).toBeChecked();
  await tabTo(page, form.getByRole('checkbox', { name: 'Cap Present' }));
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('checkbox', { name: 'No Leaks' }));
  await page.keyboard.press('Space');
  await tabTo(page, form.getByLabel('Pressure (PSI)'));
  await page.keyboard.type('58');
  await tabTo(page, form.getByLabel('Notes'));
  await page.keyboard.type('Inspected from the keyboard');
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, form.getByRole('button', { name: 'Save inspection' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
  // back on the list, Hydrant ID has the focus, ready for the next hydrant
  await expectFocusVisible(page.getByLabel('Hydrant ID'));
  // the scheduled inspection is done with the values typed
  const [record] = await historyOf(page.request, mine.id);
  expect(record).toMatchObject({ pressure: 58, checklist: ['Cap Present', 'No Leaks'] });
});

import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectFocusVisible, tabTo } from '../support/keyboard';
import { uniqueHydrantId } from '../support/pages/dashboard-page';
import { HydrantSearchPage, createHydrant } from '../support/pages/hydrant-search-page';

// The Hydrant Map with the keyboard alone: the hydrants the map shows are listed as results,
// each result opens the hydrant's popup, and the popup gives the focus back when it closes.

/** A spot of the test's own, far from the demo data and other tests' hydrants. */
const place = () => ({ latitude: 42 + Math.random() * 2, longitude: -104 + Math.random() * 4 });

test.describe('Keyboard use on the Hydrant Map', () => {
  test('the hydrants in view are listed; a result opens its popup and Escape comes back to it', async ({
    adminPage: page,
  }) => {
    const hydrantId = uniqueHydrantId('E2E-KEYMAP');
    await createHydrant(page.request, { hydrantId, address: '5 Keyboard Way', ...place() });
    const search = new HydrantSearchPage(page);
    await search.goto();
    // the search narrows the map to the one hydrant it matches
    await tabTo(page, search.search);
    await page.keyboard.type(hydrantId);
    // (the view at rest, fitted to that hydrant: less than a degree across)
    await expect
      .poll(async () => {
        const [moving, extent] = await Promise.all([
          search.map.getAttribute('data-view-moving'),
          search.map.getAttribute('data-view-extent'),
        ]);
        const [west, , east] = (extent ?? '').split(',').map(Number);
        return moving === 'false' && east - west < 1;
      })
      .toBe(true);
    const inView = page.getByRole('button', { name: 'List Hydrants in View' });
    await tabTo(page, inView);
    await page.keyboard.press('Enter');
    await expect(search.results).toHaveCount(1);
    await expect(page.getByTestId('results-total')).toHaveText(/^1 hydrant within \d+ mi$/);
    // the search reaches the corners of that view, not the 50 miles it started with
    expect(Number(await search.radius.inputValue())).toBeLessThan(50);

    const open = search.result(hydrantId).getByRole('button', { name: hydrantId });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Hydrant' });
    await expect(search.popup).toContainText('5 Keyboard Way');
    await expect(popup).toBeFocused();
    await tabTo(page, popup.getByRole('button', { name: 'Navigate' }));
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(search.popup).toBeHidden();
    await expectFocusVisible(open);
  });

  test('a centre typed in: its results open their popups', async ({ adminPage: page }) => {
    const at = place();
    const hydrantId = uniqueHydrantId('E2E-KEYMAP');
    await createHydrant(page.request, { hydrantId, address: '6 Keyboard Way', ...at });
    const search = new HydrantSearchPage(page);
    await search.goto();
    await tabTo(page, search.radius);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1');
    await tabTo(page, search.latitude);
    await page.keyboard.type(String(at.latitude));
    await tabTo(page, search.longitude);
    await page.keyboard.type(String(at.longitude));
    // Enter in a field searches there
    await page.keyboard.press('Enter');
    await expect(search.results).toHaveCount(1);
    const open = search.result(hydrantId).getByRole('button', { name: hydrantId });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await expect(search.popup).toContainText('6 Keyboard Way');
    // the popup's close button gives the focus back too
    await tabTo(page, page.getByRole('button', { name: 'Close popup' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(search.popup).toBeHidden();
    await expectFocusVisible(open);
  });
});

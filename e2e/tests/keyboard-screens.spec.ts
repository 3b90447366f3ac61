import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import {
  chooseWithArrows,
  expectFocusTrapped,
  expectFocusVisible,
  expectFocusWithin,
  tabTo,
  typeOver,
} from '../support/keyboard';
import { AnalyticsPage } from '../support/pages/analytics-page';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';
import { uniqueSuffix } from '../support/pages/resource-dialogs';
import { ZonesPage } from '../support/pages/zones-page';

// More screens driven with the keyboard alone (see keyboard.spec.ts): the registry's bulk
// inspection, zones, analytics and administration. No pointer is used.

test.describe('Keyboard use on the registry, zones, analytics and administration', () => {
  test('record a bulk inspection of the hydrants a search matches', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const prefix = uniqueHydrantId('E2E-KEYBULK');
    const ids = [1, 2].map((n) => `${prefix}-${n}`);
    for (const [i, hydrantId] of ids.entries()) {
      await DashboardPage.createViaApi(page.request, {
        hydrantId,
        address: `${i + 1} Keyboard Bulk St`,
        latitude: 39.71 + i / 100,
        longitude: -89.61,
        area: 'Keyboard',
        status: 'operational',
      });
    }
    const dash = new DashboardPage(page);
    await dash.goto();
    await tabTo(page, dash.bulkButton);
    await page.keyboard.press('Enter');
    const d = dash.bulkDialog;
    await expect(d).toBeVisible();
    await expectFocusWithin(page, d);
    await expectFocusTrapped(page, d, 30);

    await tabTo(page, d.getByLabel('Inspector Name'), { within: d });
    await page.keyboard.type('Kay Board');
    // one hydrant picked from the matches with Enter, the list closed with Escape (the dialog stays)
    const picker = d.getByRole('combobox', { name: 'Hydrants to inspect' });
    await tabTo(page, picker, { within: d });
    await page.keyboard.type(prefix);
    // the options follow the typing after a pause: pick from the list of this search
    await expect(d.getByText(`2 hydrants matching “${prefix}”`)).toBeVisible();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toContainText(prefix);
    await page.keyboard.press('Enter');
    const submit = d.locator('.ant-modal-footer').getByRole('button').last();
    await expect(submit).toHaveText('Update 1 Hydrant');
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await expect(d).toBeVisible();
    // then every match instead
    await tabTo(page, d.getByRole('button', { name: 'Select all 2 matching' }), { within: d });
    await page.keyboard.press('Enter');
    await expect(d.getByTestId('bulk-all-matching')).toContainText(`All 2 hydrants matching “${prefix}” are selected`);
    await tabTo(page, d.getByLabel('Status', { exact: true }), { within: d });
    await chooseWithArrows(page, 'Maintenance Needed');
    await tabTo(page, d.getByRole('checkbox', { name: 'Valve Operational' }), { within: d });
    await page.keyboard.press('Space');
    await expect(d.getByRole('checkbox', { name: 'Valve Operational' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await tabTo(page, submit, { within: d });
    await expect(submit).toHaveText('Update 2 Hydrants');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Updated 2 hydrants successfully')).toBeVisible();
    await expect(d).toBeHidden();
    await expectFocusVisible(dash.bulkButton);
    await dash.searchFor(prefix);
    for (const hydrantId of ids) await expect(dash.row(hydrantId)).toContainText('Kay Board');
  });

  test('zones: a zone made from typed points, its details edited, then deleted', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const zones = new ZonesPage(page);
    await zones.goto();
    await tabTo(page, zones.addZone);
    await page.keyboard.press('Enter');
    await expect(zones.drawPanel).toBeVisible();
    // the panel takes the focus on its name
    await expectFocusVisible(zones.nameInput());
    const name = `Keyboard Zone ${uniqueSuffix()}`;
    await typeOver(page, name);
    const lat = 36 + Math.random();
    const lng = -41 + Math.random();
    const corners = [
      [lat, lng],
      [lat, lng + 0.02],
      [lat + 0.01, lng + 0.01],
    ].map(([a, b]) => [Number(a.toFixed(5)), Number(b.toFixed(5))]);
    for (const [i, [a, b]] of corners.entries()) {
      await tabTo(page, zones.drawPanel.getByLabel('Latitude'), { back: true });
      await typeOver(page, String(a));
      await tabTo(page, zones.drawPanel.getByLabel('Longitude'));
      await typeOver(page, String(b));
      // Enter in a coordinate adds the point
      await page.keyboard.press('Enter');
      await expect(zones.pointCount).toHaveText(String(i + 1));
    }
    await expectNoSeriousA11yViolations(page);
    await tabTo(page, zones.saveZone);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Zone saved')).toBeVisible();
    await expect(zones.drawPanel).toBeHidden();
    // the panel went: Add Zone has the focus again
    await expectFocusVisible(zones.addZone);
    const saved = ((await (await page.request.get('/api/zones')).json()) as { name: string; coordinates: number[][] }[])
      .filter((z) => z.name === name)
      .map((z) => z.coordinates);
    expect(saved).toEqual([corners]);

    // select it in the list, edit its description
    const item = zones.item(name).getByRole('button');
    await tabTo(page, item, { max: 150 });
    await page.keyboard.press('Enter');
    await expect(zones.details).toContainText(name);
    const edit = zones.details.getByRole('button', { name: 'Edit', exact: true });
    await tabTo(page, edit, { back: true, max: 150 });
    await page.keyboard.press('Enter');
    await expectFocusVisible(zones.details.getByLabel('Zone name'));
    await tabTo(page, zones.details.getByLabel('Description'));
    await page.keyboard.type('Edited from the keyboard');
    await tabTo(page, zones.details.getByLabel('Assigned personnel'));
    await page.keyboard.type('Kay Board');
    await page.keyboard.press('Enter');
    await tabTo(page, zones.details.getByRole('button', { name: 'Save Changes' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Zone updated')).toBeVisible();
    await expect(zones.details).toContainText('Edited from the keyboard');
    await expect(zones.details).toContainText('Kay Board');
    await expectFocusVisible(edit);

    // deleted after the question: the details went, Add Zone has the focus
    await tabTo(page, zones.details.getByRole('button', { name: 'Delete', exact: true }));
    await page.keyboard.press('Enter');
    const confirm = page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete', exact: true });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm, { max: 2 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Zone deleted')).toBeVisible();
    await expect(zones.item(name)).toHaveCount(0);
    await expectFocusVisible(zones.addZone);
  });

  test('analytics: refresh the figures and read a chart as a table', async ({ adminPage: page }) => {
    const analytics = new AnalyticsPage(page);
    await analytics.goto();
    // the screen has no filters: its figures are for the whole registry now
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await tabTo(page, refresh);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/analytics');
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    const chart = analytics.chart('chart-status');
    const summary = chart.getByText('Show data table');
    await tabTo(page, summary, { max: 120 });
    await page.keyboard.press('Enter');
    await expect(chart.getByRole('table')).toBeVisible();
    await expect(chart.getByRole('table')).toContainText('Operational');
    await expectNoSeriousA11yViolations(page);
  });

  test('administration: find a user, change the role; add and remove a notified address', async ({
    adminPage: page,
  }) => {
    const username = `kbd-${uniqueSuffix().toLowerCase()}`;
    const created = await page.request.post('/api/users', {
      data: { username, role: 'viewer', password: `Keyboard-${uniqueSuffix()}-pass` },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await tabTo(page, page.getByRole('searchbox', { name: 'Search users' }), { max: 120 });
    await page.keyboard.type(username);
    await page.keyboard.press('Enter');
    const rows = page.getByTestId('users-tab').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(username);
    await tabTo(page, page.getByRole('combobox', { name: `Role of ${username}` }));
    await chooseWithArrows(page, 'Officer');
    await expect(page.getByText(`${username} is now Officer`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // the tabs: the arrows move along them, Enter opens one
    const usersTab = page.getByRole('tab', { name: 'Users' });
    await tabTo(page, usersTab, { back: true, max: 120 });
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Notifications' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    const address = `kbd-${uniqueSuffix().toLowerCase()}@example.org`;
    await tabTo(page, page.getByLabel('Address'));
    await page.keyboard.type(address);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`E-mail ${address} added`)).toBeVisible();
    const remove = page.getByRole('button', { name: `Remove ${address}` });
    await tabTo(page, remove);
    // the question takes the focus on its harmless answer; Escape closes it and gives the focus back
    await page.keyboard.press('Enter');
    const question = page.locator('.ant-popconfirm');
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expectFocusVisible(remove);
    await page.keyboard.press('Enter');
    const confirm = question.getByRole('button', { name: 'Remove', exact: true });
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await tabTo(page, confirm, { max: 2 });
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${address} removed`)).toBeVisible();
    await expect(remove).toHaveCount(0);
    // the row went with its button: Address has the focus
    await expectFocusVisible(page.getByLabel('Address'));
    await expectNoSeriousA11yViolations(page);
  });
});

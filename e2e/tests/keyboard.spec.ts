import { test, expect } from '../support/fixtures';
import { admin } from '../support/env';
import { expectFocusTrapped, expectFocusVisible, expectFocusWithin, tabTo, typeOver } from '../support/keyboard';
import { AlertsPage } from '../support/pages/alerts-page';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';
import { LoginPage } from '../support/pages/login-page';
import { ShellPage } from '../support/pages/shell-page';

// The main tasks driven with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape and the
// arrows): no pointer is used. On the way the focus is checked: it is drawn, it stays in an open
// dialog and it comes back to the button that opened one.

test.describe('Keyboard use', () => {
  test('sign in, move between screens from the menu', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await login.goto();
    await tabTo(page, login.username);
    await page.keyboard.type(admin.username);
    await tabTo(page, login.password);
    await page.keyboard.type(admin.password);
    await tabTo(page, login.signIn);
    await page.keyboard.press('Enter');
    await shell.expectScreen('Hydrant Command Dashboard');

    // a menu link is reached and followed; Shift+Tab goes back to the one before
    await tabTo(page, shell.link('Alerts'));
    await page.keyboard.press('Enter');
    await shell.expectScreen('Alert Management Center');
    await tabTo(page, shell.link('Maintenance'), { back: true });
    await page.keyboard.press('Enter');
    await shell.expectScreen('Maintenance Management');
    await tabTo(page, shell.link('Dashboard'), { back: true });
    await page.keyboard.press('Enter');
    await shell.expectScreen('Hydrant Command Dashboard');
  });

  test('find a hydrant, read its details, edit and save it; dialogs hold the focus and give it back', async ({
    adminPage: page,
  }) => {
    const hydrantId = uniqueHydrantId('E2E-KEY');
    await DashboardPage.createViaApi(page.request, {
      hydrantId,
      address: '1 Keyboard Way',
      latitude: 39.78,
      longitude: -89.65,
      area: 'Keyboard',
    });
    const dash = new DashboardPage(page);
    await dash.goto();
    await tabTo(page, dash.search);
    await page.keyboard.type(hydrantId);
    await expect(dash.row(hydrantId)).toBeVisible();
    await expect(dash.count).toHaveText('Showing 1 of 1 results');

    // details: Enter opens, Escape closes, the focus is back on the button
    const view = dash.row(hydrantId).getByRole('button', { name: `View details of hydrant ${hydrantId}` });
    await tabTo(page, view);
    await page.keyboard.press('Enter');
    await expect(dash.detailsDialog.getByTestId('hydrant-details')).toContainText(hydrantId);
    await expectFocusTrapped(page, dash.detailsDialog);
    await page.keyboard.press('Escape');
    await expect(dash.detailsDialog).toBeHidden();
    await expectFocusVisible(view);

    // edit: a field reached by Tab, the status chosen with the arrows, saved with Enter
    const edit = dash.row(hydrantId).getByRole('button', { name: `Edit hydrant ${hydrantId}` });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    const dialog = dash.editDialog;
    await expect(dialog.getByLabel('Hydrant ID', { exact: true })).toHaveValue(hydrantId);
    await expectFocusWithin(page, dialog);
    await expectFocusTrapped(page, dialog, 25);
    await tabTo(page, dialog.getByLabel('Address', { exact: true }), { within: dialog });
    await typeOver(page, '2 Keyboard Way');
    await tabTo(page, dialog.getByLabel('Notes', { exact: true }), { within: dialog });
    await page.keyboard.type('Saved from the keyboard');
    await tabTo(page, dialog.getByRole('button', { name: 'Update Hydrant' }), { within: dialog });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Hydrant updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(dash.row(hydrantId)).toContainText('2 Keyboard Way');
    await expectFocusVisible(edit);
  });

  test('acknowledge an alert', async ({ adminPage: page }) => {
    const hydrantId = uniqueHydrantId('E2E-KEYALERT');
    const { id } = await DashboardPage.createViaApi(page.request, {
      hydrantId,
      address: '3 Keyboard Way',
      latitude: 39.78,
      longitude: -89.65,
      area: 'Keyboard',
    });
    const patched = await page.request.patch(`/api/hydrants/${id}`, {
      data: { status: 'out-of-service', outOfServiceReason: 'Keyboard test: valve seized' },
    });
    expect(patched.status(), await patched.text()).toBe(200);
    const alerts = new AlertsPage(page);
    await alerts.goto();
    const card = alerts.statusAlert(alerts.active, hydrantId);
    await expect(card).toHaveCount(1);
    await tabTo(page, card.getByRole('button', { name: 'Acknowledge' }), { max: 200 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Alert acknowledged successfully')).toBeVisible();
    // the focus is not lost with the button that went: the acknowledged alert has it
    await expect(alerts.statusAlert(alerts.resolved, hydrantId)).toBeFocused();
  });
});

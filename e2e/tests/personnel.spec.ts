import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { PersonnelScreen } from '../support/pages/personnel-page';
import { expectDemoDisabled, isoDate, signInAdmin, uniqueSuffix } from '../support/pages/resource-dialogs';
import { shoot } from '../support/shots';

test.describe('Personnel: add, edit, filter and delete through the dialogs', () => {
  test("SPEC's messages; a captain added with comma-separated certifications, zone and shift; found, detailed; a duplicate badge refused", async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const ps = new PersonnelScreen(page);
    await ps.goto();
    await expectNoSeriousA11yViolations(page);
    const suffix = uniqueSuffix();
    const name = `E2E Captain ${suffix}`;
    const badge = `B-${suffix}`;
    const department = `E2E Dept ${suffix}`;

    await ps.addButton.click();
    await expect(ps.addDialog).toBeVisible();
    await animationsSettled(page);
    // zone choices: Unassigned, Zone 1 to Zone 5
    await ps.addDialog.getByLabel('Assigned Zone').click({ force: true });
    await animationsSettled(page);
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([
      'Unassigned',
      'Zone 1',
      'Zone 2',
      'Zone 3',
      'Zone 4',
      'Zone 5',
    ]);
    await page.keyboard.press('Escape');
    await ps.fill(ps.addDialog, { Email: 'not-an-email' });
    await ps.addDialog.getByRole('button', { name: 'Add Personnel' }).click();
    await expect
      .poll(() => ps.fieldErrors(ps.addDialog))
      .toEqual([
        'Name is required',
        'Rank is required',
        'Badge number is required',
        'Department is required',
        'Please enter a valid email address',
      ]);
    // the add form has the shift dates
    await expect(ps.addDialog.getByLabel('Shift Start Date')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await ps.fill(ps.addDialog, {
      'Full Name': name,
      Rank: 'Captain',
      'Badge Number': badge,
      Department: department,
      Email: '',
      'Phone Number': '555-0100',
      'Shift Start': '07:00',
      'Shift End': '19:00',
      'Shift Start Date': isoDate(-30),
      'Shift End Date': isoDate(300),
      Certifications: ' EMT-B , Hazmat Operations,, Driver/Operator ',
    });
    await ps.choose(ps.addDialog.getByLabel('Assigned Zone'), 'Zone 2');
    await ps.choose(ps.addDialog.getByLabel('Platoon'), 'Platoon B');
    // an expiry date for each certification typed (DECISIONS §10)
    await ps.addDialog.getByLabel('EMT-B expires').fill(isoDate(-1));
    await ps.addDialog.getByLabel('Hazmat Operations expires').fill(isoDate(20));
    await shoot(page, 'personnel-add-dialog');
    await ps.addDialog.getByRole('button', { name: 'Add Personnel' }).click();
    await expect(ps.toast('Personnel added')).toBeVisible();
    await expect(ps.addDialog).toBeHidden();

    // the card
    await ps.searchFor(badge);
    const card = ps.card(name);
    await expect(card.locator('[data-rank-icon]')).toHaveAttribute('data-rank-icon', 'captain');
    await expect(card).toContainText('Active');
    await expect(card).toContainText(`Badge: ${badge}`);
    await expect(card).toContainText(`Department: ${department}`);
    await expect(card.getByTestId('zone')).toHaveText('Zone 2');
    await expect(card.getByTestId('shift')).toHaveText('07:00 - 19:00');
    await expect(card.getByTestId('platoon')).toHaveText('Platoon B');
    const chips = card.getByTestId('certifications').locator('.ant-tag');
    await expect(chips).toHaveText(['EMT-B (expired)', 'Hazmat Operations (expiring)', 'Driver/Operator']);
    await expect(chips.first()).toHaveAttribute('data-cert-state', 'expired');
    await expectNoSeriousA11yViolations(page);

    // details: phone (email empty, so not shown)
    await card.getByRole('button', { name: `View details of ${name}` }).click();
    const details = ps.detailsDialog.getByTestId('personnel-details');
    await expect(details).toContainText('555-0100');
    await expect(details).not.toContainText('Email');
    await expectNoSeriousA11yViolations(page);
    await ps.detailsDialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(ps.detailsDialog).toBeHidden();

    // a second person with the same badge is refused on that field
    await ps.addButton.click();
    await ps.fill(ps.addDialog, {
      'Full Name': `${name} two`,
      Rank: 'Firefighter',
      'Badge Number': badge,
      Department: department,
    });
    await ps.addDialog.getByRole('button', { name: 'Add Personnel' }).click();
    await expect(ps.toast('Error')).toContainText('Failed to add personnel. Please try again.');
    await expect(ps.addDialog.locator('.ant-form-item-explain-error')).toHaveText(['Badge number already exists']);
    await ps.addDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(ps.addDialog).toBeHidden();
  });

  test('the edit dialog has no shift dates and keeps them; filters by department and status; delete asks first', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const ps = new PersonnelScreen(page);
    const suffix = uniqueSuffix();
    const name = `E2E Captain ${suffix}`;
    const badge = `B-${suffix}`;
    const department = `E2E Dept ${suffix}`;
    await PersonnelScreen.createViaApi(page.request, {
      name,
      rank: 'Captain',
      badge,
      department,
      assignedZone: 'Zone 2',
      shiftStart: '07:00',
      shiftEnd: '19:00',
      shiftStartDate: isoDate(-30),
      shiftEndDate: isoDate(300),
      certificationDetails: [{ name: 'EMT-B' }, { name: 'Hazmat Operations' }, { name: 'Driver/Operator' }],
    });
    await ps.goto();
    await ps.searchFor(badge);
    const card = ps.card(name);

    // edit: no shift date fields (SPEC §5), the dates kept; unassigned, on call
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(ps.editDialog.getByLabel('Full Name')).toHaveValue(name);
    await expect(ps.editDialog.getByLabel('Certifications')).toHaveValue('EMT-B, Hazmat Operations, Driver/Operator');
    await expect(ps.editDialog.getByLabel('Shift Start Date')).toHaveCount(0);
    await expect(ps.editDialog.getByLabel('Shift End Date')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await ps.choose(ps.editDialog.getByLabel('Assigned Zone'), 'Unassigned');
    await ps.choose(ps.editDialog.getByLabel('Status', { exact: true }), 'On Call');
    await ps.fill(ps.editDialog, { Rank: 'Battalion Chief', Email: 'captain@example.org' });
    await ps.editDialog.getByRole('button', { name: 'Update Personnel' }).click();
    await expect(ps.toast('Personnel updated')).toBeVisible();
    await expect(ps.editDialog).toBeHidden();
    await expect(card.getByTestId('zone')).toHaveText('Unassigned');
    await expect(card).toContainText('On Call');
    await expect(card.locator('[data-rank-icon]')).toHaveAttribute('data-rank-icon', 'chief');
    const saved = (await (await page.request.get(`/api/personnel?search=${badge}`)).json()) as {
      items: { shiftStartDate: string; shiftEndDate: string; email: string }[];
    };
    expect(saved.items[0]).toMatchObject({
      shiftStartDate: isoDate(-30),
      shiftEndDate: isoDate(300),
      email: 'captain@example.org',
    });

    // filters: department and status
    await ps.search.fill('');
    await ps.choose(ps.departmentFilter, department);
    await expect(ps.count).toHaveText(/^1 of [\d,]+ personnel$/);
    await ps.choose(ps.statusFilter, 'Training');
    await expect(page.getByTestId('personnel-empty')).toContainText('No personnel match your filters');
    await ps.choose(ps.statusFilter, 'On Call');
    await expect(card).toBeVisible();

    // delete: SPEC's wording
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await ps.confirmDelete(`Are you sure you want to delete ${name}? This action cannot be undone.`);
    await expect(ps.toast('Personnel deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('counters count the roster by status', async ({ adminPage: page }) => {
    const ps = new PersonnelScreen(page);
    // Other tests add and delete personnel in parallel: the screen and the stats read
    // beside it must agree when nothing changed in between, so read both again until so.
    await expect(async () => {
      await ps.goto();
      const stats = (await (await page.request.get('/api/personnel/stats')).json()) as Record<string, number>;
      for (const key of ['total', 'active', 'offDuty', 'training', 'onCall'])
        await expect(ps.counter(key)).toHaveText(stats[key].toLocaleString('en-US'), { timeout: 5_000 });
      await expect(ps.count).toHaveText(
        `${stats.total.toLocaleString('en-US')} of ${stats.total.toLocaleString('en-US')} personnel`,
        { timeout: 5_000 },
      );
    }).toPass();
  });

  test('a demo user sees the roster with every write disabled and told why', async ({ demoPage: page, request }) => {
    const ps = new PersonnelScreen(page);
    const suffix = uniqueSuffix();
    const name = `E2E Lieutenant ${suffix}`;
    await signInAdmin(request);
    await PersonnelScreen.createViaApi(request, {
      name,
      rank: 'Lieutenant',
      badge: `L-${suffix}`,
      department: 'Fire Suppression',
      assignedZone: 'Zone 4',
      email: 'lt@example.org',
    });
    await ps.goto();
    await shoot(page, 'personnel-page-demo');
    await expect(ps.addButton).toBeDisabled();
    await ps.searchFor(suffix);
    const card = ps.card(name);
    await expectDemoDisabled(page, ps.addButton);
    await expectDemoDisabled(page, card.getByRole('button', { name: `Edit ${name}` }));
    await expectDemoDisabled(page, card.getByRole('button', { name: `Delete ${name}` }));
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: `View details of ${name}` }).click();
    await expect(ps.detailsDialog.getByTestId('personnel-details')).toContainText('lt@example.org');
    await expectNoSeriousA11yViolations(page);
  });
});

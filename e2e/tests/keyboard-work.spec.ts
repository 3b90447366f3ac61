import { test, expect } from '../support/fixtures';
import {
  chooseWithArrows,
  expectFocusTrapped,
  expectFocusVisible,
  expectFocusWithin,
  tabTo,
  typeDate,
} from '../support/keyboard';
import { CalendarScreen } from '../support/pages/calendar-page';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';
import { EquipmentScreen } from '../support/pages/equipment-page';
import { MaintenancePage, isoDay, uniqueText } from '../support/pages/maintenance-page';
import { PersonnelScreen } from '../support/pages/personnel-page';
import { ReportsPage } from '../support/pages/reports-page';
import { uniqueSuffix } from '../support/pages/resource-dialogs';

// The work screens driven with the keyboard alone (see keyboard.spec.ts): no pointer is used.
// Dates are typed the way a keyboard fills a date field, month, day and year in turn (en-US).
test.use({ locale: 'en-US' });

test.describe('Keyboard use on the work screens', () => {
  test('schedule maintenance, start the work and complete it', async ({ adminPage: page }) => {
    const hydrantId = uniqueHydrantId('E2E-KEYWORK');
    const { id } = await DashboardPage.createViaApi(page.request, {
      hydrantId,
      address: '4 Keyboard Way',
      latitude: 39.78,
      longitude: -89.65,
      area: 'Keyboard',
    });
    const description = uniqueText('Keyboard flush');
    const m = new MaintenancePage(page);
    await m.goto();
    await tabTo(page, m.scheduleButton);
    await page.keyboard.press('Enter');
    const d = m.scheduleDialog;
    await expect(d).toBeVisible();
    await expectFocusWithin(page, d);
    await tabTo(page, d.getByRole('combobox', { name: 'Hydrant' }), { within: d });
    await page.keyboard.type(hydrantId);
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toContainText(hydrantId);
    await page.keyboard.press('Enter');
    await tabTo(page, d.getByLabel('Scheduled Date'), { within: d });
    await typeDate(page, isoDay(2));
    await expect(d.getByLabel('Scheduled Date')).toHaveValue(isoDay(2));
    await tabTo(page, d.getByLabel('Maintenance Type'), { within: d });
    await chooseWithArrows(page, 'Repair');
    await tabTo(page, d.getByLabel('Assigned To'), { within: d });
    await page.keyboard.type('Kay Board');
    await tabTo(page, d.getByLabel('Description'), { within: d });
    await page.keyboard.type(description);
    await tabTo(page, d.getByRole('button', { name: 'Schedule Maintenance' }), { within: d });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Maintenance scheduled successfully')).toBeVisible();
    await expect(d).toBeHidden();
    await expectFocusVisible(m.scheduleButton);

    // start: the card's Start Work, the dialog's Start Work
    await page.goto(`/maintenance?tab=schedules&show=upcoming&hydrant=${id}`);
    const card = m.schedule(description, page.getByTestId('schedule-list'));
    await expect(card).toBeVisible();
    await tabTo(page, card.getByRole('button', { name: 'Start Work' }));
    await page.keyboard.press('Enter');
    await expect(m.startDialog.getByLabel('Technician Name')).toHaveValue('Kay Board');
    await expectFocusTrapped(page, m.startDialog);
    await tabTo(page, m.startDialog.getByLabel('Technician ID'), { within: m.startDialog });
    await page.keyboard.type('K-9');
    await tabTo(page, m.startDialog.getByRole('button', { name: 'Start Work' }), { within: m.startDialog });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Work Started', { exact: true })).toBeVisible();
    await expect(m.startDialog).toBeHidden();

    // In Progress is chosen with the arrows in the filter, then Complete Work
    const filter = page.getByRole('radio', { name: 'Upcoming' });
    await tabTo(page, filter, { back: true });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'In Progress' })).toBeChecked();
    const started = m.schedule(description, page.getByTestId('schedule-list'));
    await expect(started).toContainText('Technician: Kay Board (K-9)');
    await tabTo(page, started.getByRole('button', { name: 'Complete Work' }));
    await page.keyboard.press('Enter');
    const c = m.completeDialog;
    await expect(c.getByLabel('Technician Name')).toHaveValue('Kay Board');
    await tabTo(page, c.getByLabel('Work Performed'), { within: c });
    await page.keyboard.type('Flushed from the keyboard');
    await tabTo(page, c.getByRole('button', { name: 'Complete Work' }), { within: c });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Maintenance work has been logged successfully')).toBeVisible();
    await expect(c).toBeHidden();
  });

  test('add equipment', async ({ adminPage: page }) => {
    const suffix = uniqueSuffix();
    const eq = new EquipmentScreen(page);
    await eq.goto();
    await tabTo(page, eq.addButton);
    await page.keyboard.press('Enter');
    const a = eq.addDialog;
    await expect(a).toBeVisible();
    const fields: [string, string][] = [
      ['Equipment Name', `Keyboard SCBA ${suffix}`],
      ['Serial Number', `KEY-${suffix}`],
      ['Location', 'Station 1'],
      ['Assigned To', 'Engine 1 crew'],
      ['Warranty', '5 years'],
    ];
    await tabTo(page, a.getByLabel('Type', { exact: true }), { within: a });
    await chooseWithArrows(page, 'SCBA');
    await expect(a.getByLabel('Next Maintenance')).not.toHaveValue('');
    for (const [label, value] of fields) {
      await tabTo(page, a.getByLabel(label, { exact: true }), { within: a });
      await page.keyboard.type(value);
    }
    await tabTo(page, a.getByLabel('Purchase Date', { exact: true }), { within: a });
    await typeDate(page, '2024-03-15');
    await tabTo(page, a.getByRole('button', { name: 'Add Equipment' }), { within: a });
    await page.keyboard.press('Enter');
    await expect(eq.toast('Equipment added')).toBeVisible();
    await expect(a).toBeHidden();
    await expectFocusVisible(eq.addButton);
  });

  test('add personnel', async ({ adminPage: page }) => {
    const suffix = uniqueSuffix();
    const ps = new PersonnelScreen(page);
    await ps.goto();
    await tabTo(page, ps.addButton);
    await page.keyboard.press('Enter');
    const p = ps.addDialog;
    await expect(p).toBeVisible();
    for (const [label, value] of [
      ['Full Name', `Kay Board ${suffix}`],
      ['Rank', 'Firefighter'],
      ['Badge Number', `KB-${suffix}`],
      ['Department', 'Keyboard'],
    ]) {
      await tabTo(page, p.getByLabel(label, { exact: true }), { within: p });
      await page.keyboard.type(value);
    }
    await tabTo(page, p.getByLabel('Assigned Zone'), { within: p });
    await chooseWithArrows(page, 'Zone 2');
    await tabTo(page, p.getByRole('button', { name: 'Add Personnel' }), { within: p });
    await page.keyboard.press('Enter');
    await expect(ps.toast('Personnel added')).toBeVisible();
    await expect(p).toBeHidden();
    await expectFocusVisible(ps.addButton);
  });

  test('pin a calendar day and unpin it', async ({ adminPage: page }) => {
    const cal = new CalendarScreen(page);
    await cal.goto();
    const day = cal.dayButton(isoDay(0));
    await tabTo(page, day, { max: 120 });
    await page.keyboard.press('Enter');
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await expect(cal.panel).toContainText('Pinned');
    await page.keyboard.press('Space');
    await expect(day).toHaveAttribute('aria-pressed', 'false');
    // the focused day is still shown, no longer pinned
    await expect(cal.panel).not.toContainText('Pinned');
  });

  test('build a report in its four steps and download it', async ({ adminPage: page }) => {
    const reports = new ReportsPage(page);
    await reports.goto();
    const title = `Keyboard report ${uniqueSuffix()}`;
    // the report type: the arrows move along the radio group
    await tabTo(page, reports.typeOption('inspection'));
    await page.keyboard.press('ArrowDown');
    await expect(reports.typeOption('maintenance')).toBeChecked();
    await tabTo(page, reports.title);
    await page.keyboard.type(title);
    await tabTo(page, reports.next);
    await page.keyboard.press('Enter');
    await expect(reports.step(2)).toBeVisible();
    await tabTo(page, reports.step(2).getByTestId('report-areas').getByRole('checkbox').first(), { back: true });
    await page.keyboard.press('Space');
    await expect(reports.step(2).getByTestId('report-areas').getByRole('checkbox').first()).toBeChecked();
    for (const n of [3, 4] as const) {
      await tabTo(page, reports.next);
      await page.keyboard.press('Enter');
      await expect(reports.step(n)).toBeVisible();
    }
    await expect(page.getByTestId('report-preview-sections').getByRole('heading', { name: title })).toBeVisible();
    await tabTo(page, reports.generate, { back: true });
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/^keyboard-report-.*\.txt$/i);
  });
});

import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { CalendarScreen } from '../support/pages/calendar-page';
import { PersonnelScreen } from '../support/pages/personnel-page';
import {
  ResourceScreen,
  expectDemoDisabled,
  isoDate,
  signInAdmin,
  uniqueSuffix,
} from '../support/pages/resource-dialogs';
import { shoot } from '../support/shots';

interface MonthDay {
  date: string;
  total: number;
  platoonOnDuty: string | null;
  belowMinimum: boolean;
}

const thisMonth = () => isoDate(0).slice(0, 7);
const monthTitle = (ym: string) =>
  new Date(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)) - 1, 1).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
  });
const longDate = (iso: string) =>
  new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

// The department's rotation is one setting: these tests change it one after the other
// and put back what they found.
test.describe.configure({ mode: 'serial' });

test.describe('Calendar: the month, its days and the rotation', () => {
  let saved: Record<string, unknown> | undefined;
  test.beforeAll(async ({ request }) => {
    await signInAdmin(request);
    saved = (await (await request.get('/api/department-settings')).json()) as Record<string, unknown>;
  });
  test.afterAll(async ({ request }) => {
    if (!saved) return;
    await signInAdmin(request);
    const current = (await (await request.get('/api/department-settings')).json()) as { version: number };
    await request.put('/api/department-settings', {
      data: {
        rotationPattern: saved.rotationPattern,
        rotationCycle: saved.rotationPattern === 'custom' ? saved.rotationCycle : undefined,
        platoonADate: saved.platoonADate,
        minimumStaffing: saved.minimumStaffing,
        version: current.version,
      },
    });
  });

  const suffix = uniqueSuffix();
  // four people in Zone 1 (so its days have more than 3) and one in each other zone,
  // named to come first among those on duty
  const zones = ['Zone 1', 'Zone 1', 'Zone 1', 'Zone 1', 'Zone 2', 'Zone 3', 'Zone 4', 'Zone 5'];
  const people = zones.map((zone, i) => ({ name: `Aa E2E ${suffix} ${i}`, zone }));
  const month = thisMonth();
  const today = isoDate(0);

  test('the rotation set through its dialog shows the platoon on each day; a minimum above the roster marks every day', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    for (const [i, p] of people.entries())
      await PersonnelScreen.createViaApi(page.request, {
        name: p.name,
        rank: i === 0 ? 'Fire Chief' : 'Firefighter',
        badge: `CAL-${suffix}-${i}`,
        department: 'Fire Suppression',
        assignedZone: p.zone,
        status: 'active',
      });
    const cal = new CalendarScreen(page);
    const ui = new ResourceScreen(page);
    await cal.goto();
    await expect(cal.title).toHaveText(monthTitle(month));
    await expect(cal.cell(today)).toHaveAttribute('data-today', 'true');
    await expect(cal.dayButton(today)).toHaveAttribute('aria-current', 'date');
    // Sunday first
    await expect(cal.grid.locator('thead th')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    await expect(cal.panelTitle).toHaveText('Current Personnel');
    await expectNoSeriousA11yViolations(page);

    await cal.rotationButton.click();
    await expect(cal.rotationDialog).toBeVisible();
    await animationsSettled(page);
    await cal.rotationDialog.getByLabel('24/48 (A, B, C in turn)').check();
    await cal.rotationDialog.getByLabel('Platoon A works on').fill(`${month}-01`);
    await cal.rotationDialog.getByLabel('Minimum staffing (people on duty per day)').fill('0');
    await expectNoSeriousA11yViolations(page);
    await cal.rotationDialog.getByRole('button', { name: 'Save Rotation' }).click();
    await expect(ui.toast('Rotation updated')).toBeVisible();
    await expect(cal.rotationDialog).toBeHidden();
    await cal.loaded();
    for (const [day, platoon] of [
      ['01', 'A'],
      ['02', 'B'],
      ['03', 'C'],
      ['04', 'A'],
    ] as const)
      await expect(cal.cell(`${month}-${day}`).getByTestId('day-platoon')).toHaveText(`Plt ${platoon}`);
    await expect(cal.cell(`${month}-02`).locator('[data-below-minimum]')).toHaveCount(0);
    await cal.dayButton(`${month}-02`).hover();
    await expect(cal.panel.getByTestId('panel-platoon')).toHaveText('Platoon B on duty');

    // minimum staffing above what anyone has: every day marked
    await cal.rotationButton.click();
    await expect(cal.rotationDialog).toBeVisible();
    await animationsSettled(page);
    await cal.rotationDialog.getByLabel('Minimum staffing (people on duty per day)').fill('10000');
    await cal.rotationDialog.getByRole('button', { name: 'Save Rotation' }).click();
    await expect(ui.toast('Rotation updated')).toBeVisible();
    await cal.loaded();
    await expect(cal.cell(today)).toHaveAttribute('data-below-minimum', 'true');
    await expect(cal.cell(today).getByTestId('below-minimum')).toBeVisible();
    await cal.dayButton(today).hover();
    await expect(cal.panel.getByTestId('panel-below-minimum')).toContainText('Below minimum staffing');
    await shoot(page, 'calendar-month');
  });

  test("hover shows a day and leaving shows the list; a click pins, a second unpins; a cell shows 3 people and '+N more'", async ({
    adminPage: page,
  }) => {
    const cal = new CalendarScreen(page);
    const ui = new ResourceScreen(page);
    await cal.goto();
    await ui.choose(cal.zoneFilter, 'Zone 1');
    await cal.loaded();
    const zone1 = (await (await page.request.get(`/api/calendar/month?month=${month}&zone=Zone%201`)).json()) as {
      days: MonthDay[];
    };
    const day2 = zone1.days.find((d) => d.date === `${month}-02`)!;
    expect(day2.total).toBeGreaterThanOrEqual(4);
    await expect(cal.cell(day2.date).getByTestId('cell-person')).toHaveCount(3);
    await expect(cal.cell(day2.date).getByTestId('cell-more')).toHaveText(`+${day2.total - 3} more`);

    await cal.dayButton(day2.date).hover();
    await expect(cal.panelTitle).toHaveText(longDate(day2.date));
    const chief = cal.card(people[0].name);
    await expect(chief.getByTestId('zone-badge')).toHaveAttribute('data-zone-color', 'red');
    await expect(chief.locator('[data-day-status]')).toHaveText('Active');
    await expect(chief).toContainText(`Badge CAL-${suffix}-0`);
    await expectNoSeriousA11yViolations(page);
    await page.mouse.move(0, 0);
    await expect(cal.panelTitle).toHaveText('Current Personnel');

    await cal.dayButton(day2.date).click();
    await expect(cal.dayButton(day2.date)).toHaveAttribute('aria-pressed', 'true');
    await cal.dayButton(`${month}-03`).hover();
    await expect(cal.panelTitle).toHaveText(longDate(day2.date));
    await expect(cal.panel).toContainText('Pinned');
    await shoot(page, 'calendar-pinned');
    await cal.dayButton(day2.date).click();
    await expect(cal.dayButton(day2.date)).toHaveAttribute('aria-pressed', 'false');
    await page.mouse.move(0, 0);
    await expect(cal.panelTitle).toHaveText('Current Personnel');
  });

  test("detail cards carry SPEC's zone colours; a day with nobody under the filters says so; the arrows and Today move the month", async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const cal = new CalendarScreen(page);
    const ui = new ResourceScreen(page);
    await cal.goto();
    for (const [zone, color] of [
      ['Zone 2', 'blue'],
      ['Zone 3', 'green'],
      ['Zone 4', 'yellow'],
      ['Zone 5', 'purple'],
    ] as const) {
      await ui.choose(cal.zoneFilter, zone);
      await cal.loaded();
      await cal.dayButton(`${month}-03`).hover();
      const person = people.find((p) => p.zone === zone)!;
      await expect(cal.card(person.name).getByTestId('zone-badge')).toHaveAttribute('data-zone-color', color);
      await expect(cal.card(person.name).getByTestId('zone-badge')).toHaveText(zone);
    }

    await ui.choose(cal.statusFilter, 'Training');
    await cal.loaded();
    const quiet = (await (
      await page.request.get(`/api/calendar/month?month=${month}&zone=Zone%205&status=training`)
    ).json()) as { days: MonthDay[] };
    const empty = quiet.days.find((d) => d.total === 0);
    expect(empty, 'a day without Zone 5 trainees').toBeDefined();
    await cal.dayButton(empty!.date).hover();
    await expect(cal.panel.getByTestId('day-empty').locator('.ant-empty-description')).toHaveText(
      'No personnel scheduled for this day',
    );
    await expectNoSeriousA11yViolations(page);

    const next = new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1);
    const prev = new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1);
    await cal.next.click();
    await expect(cal.title).toHaveText(next.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }));
    await cal.loaded();
    await cal.prev.click();
    await cal.prev.click();
    await expect(cal.title).toHaveText(prev.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }));
    await cal.loaded();
    await cal.today.click();
    await expect(cal.title).toHaveText(monthTitle(month));
  });

  test("the month downloads as an iCalendar file with each person's on-duty days", async ({ adminPage: page }) => {
    const suffix = uniqueSuffix();
    const name = `Aa E2E ICS ${suffix}`;
    await PersonnelScreen.createViaApi(page.request, {
      name,
      rank: 'Engineer',
      badge: `ICS-${suffix}`,
      department: 'Fire Suppression',
      assignedZone: 'Zone 3',
      status: 'active',
    });
    const cal = new CalendarScreen(page);
    const ui = new ResourceScreen(page);
    await cal.goto();
    await ui.choose(cal.zoneFilter, 'Zone 3');
    await cal.loaded();
    const download = page.waitForEvent('download');
    await cal.exportButton.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`personnel-calendar-${thisMonth()}.ics`);
    await expect(ui.toast('Calendar exported')).toBeVisible();
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(await file.path(), 'utf8')) as unknown[]);
    const summaries = calendar.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('summary')));
    expect(summaries.some((s) => s.includes(name))).toBe(true);
  });

  test('a demo user sees the calendar, hovers and pins days, and cannot change the rotation', async ({
    demoPage: page,
  }) => {
    const cal = new CalendarScreen(page);
    await cal.goto();
    await expectDemoDisabled(page, cal.rotationButton);
    const today = isoDate(0);
    await cal.dayButton(today).click();
    await expect(cal.panelTitle).toHaveText(longDate(today));
    await expect(cal.dayButton(today)).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
  });
});

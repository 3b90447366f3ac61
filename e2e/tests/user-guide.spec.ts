import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { shoot } from '../support/shots';
import { CalendarScreen } from '../support/pages/calendar-page';
import { DashboardPage } from '../support/pages/dashboard-page';
import { HydrantSearchPage } from '../support/pages/hydrant-search-page';
import { MaintenancePage } from '../support/pages/maintenance-page';
import { ReportsPage } from '../support/pages/reports-page';

// The screens the user guide (docs/user/) pictures, as a new user first sees them on the
// demo data set: each shows its data, passes axe, and is photographed for the guide when
// SHOTS_DIR is set (`npm run docs:screenshots`). Other tests change the data meanwhile, so
// counts are checked by shape, not by value.

/** The centre of the demo data set (Springfield, Illinois). */
const DEMO_CENTRE: [number, number] = [39.7817, -89.6501];

// A screen's first load fetches its remote's chunks cold; on a busy 2-core machine that
// alone can take longer than the usual 15 s, so the title gets a minute and the test two.
test.describe.configure({ timeout: 120_000 });

async function openScreen(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({ timeout: 60_000 });
}

test('the dashboard shows the demo registry, its map and the hydrants out of service', async ({ adminPage: page }) => {
  const dash = new DashboardPage(page);
  await openScreen(page, '/', 'Hydrant Command Dashboard');
  await expect(dash.count).toHaveText(/^Showing 25 of \d+ results$/);
  await expect(dash.map).toHaveAttribute('data-points-rendered', /^[1-9]/);
  await expect(page.getByText('Hydrants Out of Service')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'dashboard');
});

test('the hydrant map lists the hydrants near the centre of town, nearest first', async ({ adminPage: page }) => {
  const search = new HydrantSearchPage(page);
  await openScreen(page, '/search', 'Hydrant Search & Mapping');
  await search.searchAround(DEMO_CENTRE[0], DEMO_CENTRE[1], 2);
  await expect(search.results.first()).toBeVisible();
  await expect(page.getByTestId('results-total')).toHaveText(/^\d+ hydrants within 2 mi$/);
  const distances = (await search.results.getByTestId('result-distance').allTextContents()).map(parseFloat);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'hydrant-map');
});

test('the maintenance dashboard counts the overdue, upcoming and in-progress work', async ({ adminPage: page }) => {
  const maintenance = new MaintenancePage(page);
  await openScreen(page, '/maintenance', 'Maintenance Management');
  for (const key of ['overdue', 'upcoming', 'in-progress'] as const) {
    await expect(maintenance.counter(key)).toHaveText(/^\d+$/);
  }
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'maintenance');
});

test("the calendar shows the month with the platoon on duty and today's people", async ({ adminPage: page }) => {
  const calendar = new CalendarScreen(page);
  await openScreen(page, '/calendar', 'Personnel Calendar');
  await calendar.loaded();
  await expect(calendar.title).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  await expect(calendar.grid.getByText(/^Plt [ABC]$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'calendar');
});

test('the report generator opens at step 1 beside the raw data export and its counts', async ({ adminPage: page }) => {
  const reports = new ReportsPage(page);
  await openScreen(page, '/reports', 'Report Generator');
  await expect(reports.step(1)).toBeVisible();
  await expect(reports.exportPanel.getByTestId('count-hydrants')).toContainText(/\d/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'reports');
});

import { test, expect } from '../support/fixtures';
import { DashboardPage } from '../support/pages/dashboard-page';
import { ShellPage } from '../support/pages/shell-page';

// Back on the dashboard from another screen, the hydrants' extent is already known when the
// map appears: the map is fitted to it and draws its view, as on the first visit.
test('the dashboard map, left and opened again, is fitted to the hydrants and draws them', async ({
  adminPage: page,
}) => {
  const dash = new DashboardPage(page);
  const shell = new ShellPage(page);
  await dash.goto();
  await expect(dash.map).toHaveAttribute('data-view-drawn', /./);
  await expect(dash.map).toHaveAttribute('data-view-moving', 'false');
  const fitted = (await dash.map.getAttribute('data-view-extent'))!;
  const represented = (await dash.map.getAttribute('data-hydrants-represented'))!;
  expect(Number(represented)).toBeGreaterThan(0);

  await shell.link('Zones').click();
  await expect(page.getByRole('heading', { name: 'Zone Management' })).toBeVisible();
  await shell.link('Dashboard').click();
  await expect(dash.heading).toBeVisible();
  await expect(dash.map).toHaveAttribute('data-view-drawn', /./);
  await expect(dash.map).toHaveAttribute('data-view-extent', fitted);
  await expect(dash.map).toHaveAttribute('data-hydrants-represented', represented);
});

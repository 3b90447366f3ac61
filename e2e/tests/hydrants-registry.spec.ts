import { test, expect } from '../support/fixtures';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';

test("the registry's page, search and status filter are kept in the URL: reload, Back and Forward keep them", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const prefix = uniqueHydrantId('E2E-URL');
  // 27 needing maintenance (two pages) and one operational that the filter leaves out
  await Promise.all(
    Array.from({ length: 28 }, (_, i) =>
      DashboardPage.createViaApi(page.request, {
        hydrantId: `${prefix}-${String(i + 1).padStart(2, '0')}`,
        address: `${i} Url Rd`,
        latitude: 39.7,
        longitude: -89.6 + i / 1000,
        area: 'URL state',
        status: i === 27 ? 'operational' : 'maintenance',
      }),
    ),
  );
  const dash = new DashboardPage(page);
  const pager = page.getByTestId('registry-pager');
  const statusShown = page.getByTestId('status-filter');
  await dash.goto();
  await expect(page).toHaveURL('/');

  await dash.searchFor(prefix);
  await expect(dash.count).toHaveText('Showing 25 of 28 results');
  await expect(page).toHaveURL(`/?q=${prefix}`);
  await dash.choose(page.getByTestId('status-filter'), 'Maintenance');
  await expect(dash.count).toHaveText('Showing 25 of 27 results');
  await expect(page).toHaveURL(`/?q=${prefix}&status=maintenance`);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(dash.count).toHaveText('Showing 2 of 27 results');
  await expect(page).toHaveURL(`/?q=${prefix}&status=maintenance&page=2`);

  const expectSecondPage = async () => {
    await expect(dash.count).toHaveText('Showing 2 of 27 results');
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(dash.search).toHaveValue(prefix);
    await expect(statusShown).toContainText('Maintenance');
  };
  await page.reload();
  await expect(dash.heading).toBeVisible();
  await expectSecondPage();

  // Back: the first page of the same search; Forward: the second again
  await page.goBack();
  await expect(page).toHaveURL(`/?q=${prefix}&status=maintenance`);
  await expect(dash.count).toHaveText('Showing 25 of 27 results');
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expectSecondPage();

  // Back past the status filter: the search alone, and the box and filter show it
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(`/?q=${prefix}`);
  await expect(dash.count).toHaveText('Showing 25 of 28 results');
  await expect(statusShown).toContainText('All Statuses');
  await expect(dash.search).toHaveValue(prefix);

  // a shared link opens the same view; a page that does not exist shows the last one
  await page.goto(`/?page=9&status=maintenance&q=${prefix}`);
  await expectSecondPage();
  await expect(page).toHaveURL(`/?page=2&status=maintenance&q=${prefix}`);
});

test('registry addresses are shown whole at 1280 px; one too long for its column ends in … with the whole text as its title', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const longAddress =
    'Northeast corner of South MacArthur Boulevard and West Washington Street, behind the Springfield Fire Station 7 training yard';
  const hydrantId = uniqueHydrantId('E2E-ADDR');
  await DashboardPage.createViaApi(page.request, {
    hydrantId,
    address: longAddress,
    latitude: 39.79,
    longitude: -89.65,
    area: 'Addresses',
  });
  const dash = new DashboardPage(page);
  await dash.goto();
  await expect(dash.count).toHaveText(/^Showing 25 of/);
  // the demo data's addresses (street corners such as 'S Chatham Rd & W Springfield Ave') fit
  const cells = dash.registry.locator('tbody tr.ant-table-row td:nth-child(2)');
  await expect(cells).toHaveCount(25);
  const clipped = await cells.evaluateAll((tds) =>
    tds.filter((td) => td.scrollWidth > td.clientWidth).map((td) => td.textContent),
  );
  expect(clipped.filter((address) => address !== longAddress)).toEqual([]);

  await dash.searchFor(hydrantId);
  const cell = dash.row(hydrantId).locator('td').nth(1);
  await expect(cell).toHaveAttribute('title', longAddress);
  expect(await cell.evaluate((td) => td.scrollWidth > td.clientWidth)).toBe(true);
});

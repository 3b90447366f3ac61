import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { ShellPage } from '../support/pages/shell-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { startConsole } from '../support/api-server';
import { startRemoteDevServer } from '../support/dev-server';
import { admin, devConsoleDatabasePort, devConsolePort, devServerPort } from '../support/env';

// A remote's team works on its screens alone (docs/development/one-remote.md): a console
// that allows overrides (REMOTE_OVERRIDES=true) loads mf-maintenance from the team's dev
// server (`npm run dev -w mf-maintenance`) and every other remote from its build.

const BUILT = /\/remotes\/(mf-[a-z]+)\//;

function remoteRequests(page: Page) {
  const fromBuild = new Set<string>();
  const fromDevServer: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    const built = BUILT.exec(url);
    if (built) fromBuild.add(built[1]);
    if (url.startsWith(`http://127.0.0.1:${devServerPort}/`)) fromDevServer.push(url);
  });
  return { fromBuild, fromDevServer };
}

test('one remote comes from its dev server, every other from the build', async ({ browser }) => {
  test.setTimeout(240_000);
  const devServer = await startRemoteDevServer('mf-maintenance', devServerPort);
  const site = await startConsole(devConsolePort, {
    REMOTE_OVERRIDES: 'true',
    E2E_EMBEDDED_PG_PORT: String(devConsoleDatabasePort),
  }).catch(async (error: unknown) => {
    await devServer.stop();
    throw error;
  });
  const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const requests = remoteRequests(page);
    const login = await page.request.post('/api/auth/login', {
      data: { username: admin.username, password: admin.password },
    });
    expect(login.status()).toBe(200);

    await page.goto(`/maintenance?remote-override=mf_maintenance@${encodeURIComponent(devServer.manifest)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Maintenance Management', exact: true })).toBeVisible();
    const banner = page.getByTestId('remote-override-banner');
    await expect(banner).toContainText(`mf_maintenance is loaded from ${devServer.manifest}`);
    // The override is kept, and the address bar no longer carries it.
    await expect(page).toHaveURL(/\/maintenance$/);
    await page.screenshot({ path: test.info().outputPath('maintenance-from-dev-server.png') });
    await expectNoSeriousA11yViolations(page);

    // Every other remote's screens come from the build, in the same page.
    const shell = new ShellPage(page);
    for (const [link, title] of [
      ['Dashboard', 'Hydrant Command Dashboard'],
      ['Equipment', 'Equipment Management'],
      ['Help', 'Help Center'],
      ['Alerts', 'Alert Management Center'],
    ]) {
      await shell.link(link).click();
      await shell.expectScreen(title);
      await expect(banner).toBeVisible();
    }
    expect([...requests.fromBuild].sort()).toEqual(['mf-hydrants', 'mf-reports', 'mf-resources']);
    expect(requests.fromDevServer.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(requests.fromDevServer.some((url) => url.endsWith('.js'))).toBe(true);

    // Stop: back to the built remote.
    await banner.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alert Management Center', exact: true })).toBeVisible();
    await expect(banner).toBeHidden();
    await expect.poll(() => requests.fromBuild.has('mf-maintenance')).toBe(true);
  } finally {
    await context.close();
    await site.stop();
    await devServer.stop();
  }
});

test('a console without REMOTE_OVERRIDES ignores an override', async ({ adminPage: page }) => {
  const requests = remoteRequests(page);
  await page.goto(`/maintenance?remote-override=mf_maintenance@http://127.0.0.1:${devServerPort}/mf-manifest.json`);
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance Management', exact: true })).toBeVisible();
  await expect(page.getByTestId('remote-override-banner')).toHaveCount(0);
  expect(requests.fromDevServer).toEqual([]);
  expect(requests.fromBuild.has('mf-maintenance')).toBe(true);
});

import path from 'node:path';
import type { Server } from 'node:http';
import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { remoteDownPort } from '../support/env';
import { serveFolder, stopServer } from '../support/static-server';

// mf-reports is served from its own server on another origin. The test stops
// and starts that server: while it is down its screens say so and offer Retry,
// and every other screen keeps working.
test('a remote that is down leaves the rest of the console working', async ({ adminPage: page, shell }) => {
  const dist = path.resolve(__dirname, '../../mf-reports/dist');
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = (await response.json()) as Record<string, string>;
    remotes.mf_reports = `http://127.0.0.1:${remoteDownPort}/mf-manifest.json`;
    await route.fulfill({ response, json: remotes });
  });

  await page.goto('/help');
  await expect(page.getByText('This module is unavailable')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Every other screen still works, in the same page.
  await shell.link('Dashboard').click();
  await shell.expectScreen('Hydrant Command Dashboard');
  await shell.link('Equipment').click();
  await shell.expectScreen('Equipment Management');
  await shell.link('Alerts').click();
  await shell.expectScreen('Alert Management Center');

  // The remote's server comes back: Retry loads it without reloading the page.
  let server: Server | undefined = await serveFolder(dist, remoteDownPort);
  try {
    await shell.link('Help').click();
    await expect(page.getByText('This module is unavailable')).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await shell.expectScreen('Help Center');
    await shell.link('Reports').click();
    await shell.expectScreen('Report Generator');
    await stopServer(server);
    server = undefined;
    // Analytics' code was never loaded, so it now needs the stopped server.
    await shell.link('Analytics').click();
    await expect(
      page.getByText('This module is unavailable').or(page.getByRole('heading', { name: 'System Analytics' })),
    ).toBeVisible();
    await shell.link('Personnel').click();
    await shell.expectScreen('Personnel Management');
  } finally {
    if (server) await stopServer(server);
  }
});

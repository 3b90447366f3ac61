import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { admin } from '../support/env';
import { FieldScreen, PHONE, historyOf, makeHydrant, uniquePlace } from '../support/field';
import { deployRemote, newRelease } from '../support/redeploy';
import { cutNetwork, restoreNetwork, underServiceWorker } from '../support/service-worker';
import { shoot } from '../support/shots';

// The installed app: these tests let the console's service worker run (the others block it).
test.use({ serviceWorkers: 'allow', viewport: PHONE });
// Each test starts with the worker's first install: it downloads the shell and the field
// screen's remote (about 7 MB) before the page is under its control.
test.slow();

test('the console can be installed: Chromium finds no installability error, the service worker controls the page', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A browser profile of its own: Chromium never offers to install from a private window.
  const profile = mkdtempSync(path.join(tmpdir(), 'hydrant-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: PHONE,
    serviceWorkers: 'allow',
  });
  try {
    const signIn = await context.request.post('/api/auth/login', { data: admin });
    expect(signIn.status()).toBe(200);
    const page = context.pages()[0] ?? (await context.newPage());
    await installable(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page) {
  const field = new FieldScreen(page);
  await field.goto();
  await underServiceWorker(page);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
    short_name: 'HydrantOps',
    start_url: '/field',
    display: 'standalone',
  });
}

test('offline, reloading /field opens the field screen and its outbox from the cache; back online it is sent', async ({
  adminPage: page,
  context,
}) => {
  const here = uniquePlace();
  const hydrant = await makeHydrant(page.request, here);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  const field = new FieldScreen(page);
  await field.goto();
  await underServiceWorker(page);
  await field.open(hydrant.hydrantId);

  await cutNetwork(context);
  await field.inspect({ outcome: 'Passed', pressure: 58 });
  await field.expectWaiting(1);
  await page.reload();
  // the app shell and mf-maintenance from the cache, the user kept although the session could not be checked
  await expect(field.heading).toBeVisible();
  await field.expectWaiting(1);
  await expect(field.outbox.getByTestId('outbox-entry')).toContainText(hydrant.hydrantId);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { inPage: true });
  await shoot(page, 'installed-field-offline');

  await restoreNetwork(context);
  await expect.poll(() => historyOf(page.request, hydrant.id).then((records) => records.length)).toBe(1);
  await field.expectWaiting(0);
});

test('a remote deployed alone is offered as a new version and used after Reload, offline too', async ({
  adminPage: page,
  context,
}) => {
  const release = newRelease(
    path.resolve(__dirname, '../../mf-maintenance/dist'),
    'My work today',
    'My work for today',
  );
  try {
    const field = new FieldScreen(page);
    await field.goto();
    await underServiceWorker(page);
    // a page the service worker served from the start
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'My work today' })).toBeVisible();

    await deployRemote(context, '/remotes/mf-maintenance/', release.dir);
    // the console checks for a new version when it comes back online (or to the foreground)
    await context.setOffline(true);
    await context.setOffline(false);
    const banner = page.getByTestId('update-banner');
    await expect(banner).toContainText('A new version is ready');
    // nothing changed under the user's hands
    await expect(page.getByRole('heading', { level: 2, name: 'My work today' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { inPage: true });
    await shoot(page, 'installed-update-ready');

    await banner.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'My work for today' })).toBeVisible();
    await expect(banner).toBeHidden();

    // the new release was kept whole: it opens offline too
    await cutNetwork(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'My work for today' })).toBeVisible();
  } finally {
    await restoreNetwork(context).catch(() => undefined);
    release.remove();
  }
});

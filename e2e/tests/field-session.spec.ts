import { request as playwrightRequest } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { admin } from '../support/env';
import { LoginPage } from '../support/pages/login-page';
import { ShellPage } from '../support/pages/shell-page';
import { FieldScreen, PHONE, goOffline, goOnline, historyOf, makeHydrant, uniquePlace } from '../support/field';

test.use({ viewport: PHONE });

/** An inspector of the test's own, past the first sign-in's password change. */
async function makeInspector(baseURL: string, adminRequest: import('@playwright/test').APIRequestContext) {
  const username = `fld-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const first = 'a first password 123';
  const own = 'the inspector own phrase 42';
  const created = await adminRequest.post('/api/users', { data: { username, role: 'inspector', password: first } });
  expect(created.status(), await created.text()).toBe(201);
  const own_ = await playwrightRequest.newContext({ baseURL });
  expect((await own_.post('/api/auth/login', { data: { username, password: first } })).status()).toBe(200);
  const changed = await own_.post('/api/auth/password', { data: { currentPassword: first, newPassword: own } });
  expect(changed.status(), await changed.text()).toBe(200);
  await own_.dispose();
  return { username, password: own };
}

/** The server as the admin sees it, from outside the phone (whose own session ends in the test). */
async function adminApi(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  expect(
    (await api.post('/api/auth/login', { data: { username: admin.username, password: admin.password } })).status(),
  ).toBe(200);
  return api;
}

async function signOutFromDrawer(page: import('@playwright/test').Page) {
  const shell = new ShellPage(page);
  await shell.openMenu.click();
  await shell.signOut.click();
}

test('a session that ended offline keeps the outbox: another user does not send it, its user does', async ({
  adminPage: page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const inspector = await makeInspector(baseURL!, page.request);
  const server = await adminApi(baseURL!);
  const here = uniquePlace();
  const hydrant = await makeHydrant(page.request, here);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  const field = new FieldScreen(page);
  await field.goto();
  await field.open(hydrant.hydrantId);

  await goOffline(context);
  await field.inspect({ outcome: 'Passed', pressure: 55 });
  await field.expectWaiting(1);
  // the session ends on the server while the phone has no signal
  await context.clearCookies();
  await goOnline(context);
  const login = new LoginPage(page);
  await expect(login.username).toBeVisible();
  expect(await historyOf(server, hydrant.id)).toEqual([]);

  // Someone else signs in on this phone: the change is kept and shown, not sent as them.
  await login.login(inspector.username, inspector.password);
  await field.expectWaiting(1);
  await page.goto('/field');
  const entry = field.outbox.getByTestId('outbox-entry');
  await expect(entry).toContainText(`Queued by ${admin.username}`);
  await expect(entry).toContainText(`sent when ${admin.username} signs in here again`);
  await field.outbox.getByRole('button', { name: 'Send now' }).click();
  await field.expectWaiting(1);
  expect(await historyOf(server, hydrant.id)).toEqual([]);

  // Signing out asks first (a change waits); its user signs in again and it goes out as them.
  await signOutFromDrawer(page);
  await page
    .getByRole('dialog', { name: /not been sent/ })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(login.username).toBeVisible();
  await login.login(admin.username, admin.password);
  await expect.poll(() => historyOf(server, hydrant.id).then((r) => r.length)).toBe(1);
  await field.expectWaiting(0);
  const records = await historyOf(server, hydrant.id);
  expect(records[0]).toMatchObject({ technicianName: admin.username, pressure: 55 });
  await server.dispose();
});

test('signing out with a waiting outbox asks first, then clears the offline store (the outbox stays)', async ({
  adminPage: page,
  context,
}) => {
  const here = uniquePlace();
  const hydrant = await makeHydrant(page.request, here);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  const field = new FieldScreen(page);
  await field.goto();
  await expect(field.item(hydrant.hydrantId)).toBeVisible();
  // What the device keeps: every hydrant, whether this test's is among them, and the outbox.
  // (The admin's work list may also hold other tests' hydrants due today.)
  const stored = () =>
    page.evaluate(
      (id) =>
        new Promise<{ hydrants: number; ours: boolean; outbox: number }>((resolve, reject) => {
          const open = indexedDB.open('hydrantops-offline');
          open.onerror = () => reject(new Error(String(open.error)));
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction(['hydrants', 'outbox']);
            const hydrants = tx.objectStore('hydrants').count();
            const ours = tx.objectStore('hydrants').count(id);
            const outbox = tx.objectStore('outbox').count();
            tx.oncomplete = () => {
              resolve({ hydrants: hydrants.result, ours: ours.result === 1, outbox: outbox.result });
              db.close();
            };
          };
        }),
      hydrant.id,
    );
  await expect.poll(() => stored().then(({ ours, outbox }) => ({ ours, outbox }))).toEqual({ ours: true, outbox: 0 });

  await field.open(hydrant.hydrantId);
  await goOffline(context);
  await field.inspect({ outcome: 'Could not test', reason: 'Car parked on it' });
  await field.expectWaiting(1);

  await signOutFromDrawer(page);
  const ask = page.getByRole('dialog', { name: /not been sent/ });
  await expect(ask).toContainText('1 change has not been sent');
  await ask.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(field.heading).toBeVisible();
  await expect.poll(() => stored().then(({ ours, outbox }) => ({ ours, outbox }))).toEqual({ ours: true, outbox: 1 });

  await signOutFromDrawer(page);
  await page
    .getByRole('dialog', { name: /not been sent/ })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(new LoginPage(page).username).toBeVisible();
  await expect.poll(stored).toEqual({ hydrants: 0, ours: false, outbox: 1 });
  expect(await page.evaluate(() => caches.has('hydrantops-tiles-v1'))).toBe(false);
});

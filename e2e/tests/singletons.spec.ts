import { test, expect } from '../support/fixtures';
import { SIDEBAR } from '../support/env';

// One React, one Redux store, one antd theme across the shell and all four
// remotes, and no shared library downloaded twice.
test('shared libraries are real singletons', async ({ adminPage: page, shell }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (url.endsWith('.js') && response.ok()) scripts.push({ url, body: await response.text().catch(() => '') });
  });

  await page.goto('/');
  for (const entry of SIDEBAR) {
    await shell.link(entry.name).click();
    await shell.expectScreen(entry.title);
  }

  const report = await page.evaluate(
    () => (window as unknown as { __HYDRANT_REMOTES__?: Record<string, unknown> }).__HYDRANT_REMOTES__,
  );
  for (const name of ['mf_hydrants', 'mf_maintenance', 'mf_resources', 'mf_reports']) {
    expect(report?.[name], name).toMatchObject({
      sameReact: true,
      storeIsShell: true,
      apiIsShell: true,
      themeIsShell: true,
      inRouter: true,
    });
  }

  const remoteScripts = scripts.filter((s) => s.url.includes('/remotes/'));
  expect(remoteScripts.length).toBeGreaterThan(0);
  // Strings found only in React's, antd's and @ant-design/cssinjs's production
  // builds: each is downloaded once, from the shell, and never from a remote.
  const markers = [/react\.dev\/errors/, /ant-wave/, /data-css-hash/];
  for (const marker of markers) {
    const owners = scripts.filter((s) => marker.test(s.body)).map((s) => new URL(s.url).pathname);
    expect(owners.length, `${marker} loaded`).toBeGreaterThan(0);
    expect(
      owners.filter((u) => u.startsWith('/remotes/')),
      `${marker} in a remote bundle`,
    ).toEqual([]);
  }
  const urls = scripts.map((s) => new URL(s.url).pathname);
  expect(new Set(urls).size).toBe(urls.length);
});

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

  const report = await page.evaluate(() => (window as any).__HYDRANT_REMOTES__);
  for (const name of ['mf_hydrants', 'mf_maintenance', 'mf_resources', 'mf_reports']) {
    expect(report?.[name], name).toMatchObject({ sameReact: true, sameStore: true, sameTheme: true });
  }

  const remoteScripts = scripts.filter((s) => s.url.includes('/remotes/'));
  expect(remoteScripts.length).toBeGreaterThan(0);
  // React DOM and antd carry these strings in their production builds: they
  // must come from the shell only.
  const markers = [/react\.dev\/errors/, /ant-design\/ant-design|antd\/es|rc-component/];
  for (const marker of markers) {
    const owners = scripts.filter((s) => marker.test(s.body)).map((s) => s.url);
    expect(owners.filter((u) => u.includes('/remotes/')), `${marker} in a remote bundle`).toEqual([]);
  }
  const urls = scripts.map((s) => new URL(s.url).pathname);
  expect(new Set(urls).size).toBe(urls.length);
});

// JavaScript shipped before the dashboard is interactive: the console (shell + remotes, module
// federation) against a single-bundle build of the same screens (bench/rspack.config.ts), both
// served by the built API (gzip), in headless Chromium with an empty cache per load.
//
// "Interactive": the dashboard's title 'Hydrant Command Dashboard', its registry table with
// its rows (or its empty text) and no loading spinner, and the map's canvas are all in the
// page. An init script notes that moment (performance.now()); the JavaScript counted is
// every script resource (Resource Timing) whose response ended before it: requests,
// bytes on the wire (encodedBodySize: gzip as served) and decoded bytes.
//
//   npm run bench:js -w @hydrant/bench -- [--runs 3] [--port 8099] [--hydrants 200] [--rebuild-single]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startApi } from './api-server.mjs';
import { freshDatabase, seedBench } from './database.mjs';
import { ROOT, requireBuild } from './paths.mjs';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SINGLE_ROOT = path.join(ROOT, 'bench/dist');

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '8099' },
    hydrants: { type: 'string', default: '200' },
    'rebuild-single': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const databaseUrl = opts['database-url'] ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('The bench needs a PostgreSQL server: set DATABASE_URL or pass --database-url.');
  process.exit(2);
}

// Runs in the page (addInitScript).
/* global document, window, MutationObserver */
function watchInteractive() {
  const ready = () => {
    const dashboard = document.querySelector('[data-testid="hydrant-dashboard"]');
    if (!dashboard || !dashboard.textContent.includes('Hydrant Command Dashboard')) return false;
    const table = [...dashboard.querySelectorAll('.ant-card')].find((card) =>
      card.querySelector('.ant-card-head')?.textContent.includes('Hydrant Registry'),
    );
    if (!table || table.querySelector('.ant-spin-spinning')) return false;
    if (!table.querySelector('tbody tr.ant-table-row, .ant-table-placeholder, .ant-list-item, .ant-empty'))
      return false;
    return Boolean(document.querySelector('[data-testid="hydrant-map"] canvas'));
  };
  const check = () => {
    if (window.__benchInteractive || !ready()) return;
    const at = performance.now();
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname) && e.responseEnd <= at)
      .map((e) => ({ url: e.name, encoded: e.encodedBodySize, decoded: e.decodedBodySize, transfer: e.transferSize }));
    window.__benchInteractive = { at, scripts };
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

/** `runs` cold loads of / signed in; per run: when interactive, and the scripts loaded by then. */
async function measure(api, runs) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: api.base });
      try {
        const login = await context.request.post('/api/auth/login', {
          data: { username: api.username, password: api.password },
        });
        if (!login.ok()) throw new Error(`login in the browser context failed: ${login.status()}`);
        await context.addInitScript(watchInteractive);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto('/', { waitUntil: 'commit' });
        try {
          await page.waitForFunction(() => window.__benchInteractive !== undefined, undefined, {
            timeout: 60_000,
            polling: 100,
          });
        } catch {
          throw new Error(`the dashboard did not become interactive (page errors: ${errors.join(' | ') || 'none'})`);
        }
        results.push(await page.evaluate(() => window.__benchInteractive));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

function summarize(label, results) {
  const last = results[results.length - 1];
  const sum = (key) => last.scripts.reduce((total, s) => total + s[key], 0);
  const times = results.map((r) => r.at).sort((a, b) => a - b);
  const counts = new Set(results.map((r) => r.scripts.length));
  return {
    label,
    requests: last.scripts.length,
    requestsVaried: counts.size > 1 ? [...counts].join('/') : '',
    gzip: sum('encoded'),
    decoded: sum('decoded'),
    medianMs: times[Math.floor(times.length / 2)],
    scripts: last.scripts,
  };
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

function buildSingleBundle() {
  console.log('Building the single-bundle console (bench/rspack.config.ts) …');
  const built = spawnSync('npx', ['rspack', 'build', '-c', 'rspack.config.ts'], {
    cwd: path.join(ROOT, 'bench'),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

async function withApi(databaseUrl, port, webRoot, fn) {
  const saved = process.env.WEB_ROOT;
  if (webRoot) process.env.WEB_ROOT = webRoot;
  else delete process.env.WEB_ROOT;
  let api;
  try {
    api = await startApi({ databaseUrl, port });
  } finally {
    if (saved === undefined) delete process.env.WEB_ROOT;
    else process.env.WEB_ROOT = saved;
  }
  try {
    return await fn(api);
  } finally {
    await api.stop();
  }
}

async function main() {
  requireBuild({ web: true });
  if (opts['rebuild-single'] || !existsSync(path.join(SINGLE_ROOT, 'shell/dist/index.html'))) buildSingleBundle();
  const runs = Number(opts.runs);
  const port = Number(opts.port);
  const database = await freshDatabase(databaseUrl, 'js', 'hydrant_bench');
  try {
    await seedBench(database.url, Number(opts.hydrants));
    // interleaved: console, single bundle, console, … (one warm-up load each is not counted)
    const consoleRuns = [];
    const singleRuns = [];
    for (let round = 0; round < runs; round += 1) {
      consoleRuns.push(...(await withApi(database.url, port, undefined, (api) => measure(api, 1))));
      singleRuns.push(...(await withApi(database.url, port, SINGLE_ROOT, (api) => measure(api, 1))));
    }
    const federated = summarize('console (module federation)', consoleRuns);
    const single = summarize('single bundle, same screens', singleRuns);
    console.log(`\nJavaScript before the dashboard is interactive (${runs} cold loads each, interleaved)`);
    console.log('| build | requests | gzip (on the wire) | decoded | interactive, median |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const r of [federated, single]) {
      const requests = r.requestsVaried ? `${r.requests} (${r.requestsVaried})` : String(r.requests);
      console.log(`| ${r.label} | ${requests} | ${kib(r.gzip)} | ${kib(r.decoded)} | ${Math.round(r.medianMs)} ms |`);
    }
    console.log(
      `| ratio | ${(federated.requests / single.requests).toFixed(2)} | ${(federated.gzip / single.gzip).toFixed(2)} | ${(federated.decoded / single.decoded).toFixed(2)} | ${(federated.medianMs / single.medianMs).toFixed(2)} |`,
    );
    if (opts.verbose) {
      for (const r of [federated, single]) {
        console.log(`\n${r.label}:`);
        for (const s of [...r.scripts].sort((a, b) => b.encoded - a.encoded))
          console.log(`  ${kib(s.encoded).padStart(11)} ${kib(s.decoded).padStart(11)}  ${new URL(s.url).pathname}`);
      }
    }
  } finally {
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// The field screen on a phone, as an inspector meets it: headless Chromium at 390 px with its
// CPU slowed 4x and a 'Fast 3G' network (CDP: 150 ms round trip, 1.6 Mbps down, 750 kbps up),
// on the demo data. For /field (usable: the work list drawn) and the dashboard (usable: the
// registry and the map's first view drawn) it prints
// - a first visit (empty cache, no service worker yet): ms from navigation to usable;
// - a repeat visit, served by the service worker: ms to usable;
// - the repeat visit with the network cut (the field screen only: the dashboard is not kept);
// - what the first visit shipped: requests and bytes on the wire (gzip as sent).
// Timings are the median of --runs fresh browsers (default 3). Never asserted in tests.
//
//   npm run bench:phone -w @hydrant/bench [-- --runs 5 --port 8790]
// Uses DATABASE_URL's server (a database of its own, dropped after unless --keep).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startApi } from './api-server.mjs';
import { parseBenchOptions } from './args.mjs';
import { freshDatabase } from './database.mjs';
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
const PHONE = { width: 390, height: 844 };
const SPRINGFIELD = { latitude: 39.7817, longitude: -89.6501 };
const FAST_3G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};

const SCREENS = {
  field: {
    path: '/field',
    usable: (page) =>
      page.locator('[data-testid="due-list"], [data-testid="my-work"]').first().waitFor({ state: 'visible' }),
    offline: true,
  },
  dashboard: {
    path: '/',
    usable: async (page) => {
      await page.locator('[data-testid="registry-count"]', { hasText: /^Showing [1-9]/ }).waitFor();
      await page.locator('[data-testid="hydrant-map"][data-view-drawn]').waitFor({ state: 'attached' });
    },
    offline: false,
  },
};

/** The demo data in the bench's database (the API migrates it first). */
function seedDemo(databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['api/dist/seed/seed-demo.cli.js'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed:demo exited with ${code}`))));
  });
}

/** Slows the page's CPU and network as a phone on 3G, and counts what crosses the wire. */
async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const wire = { requests: 0, bytes: 0, list: [] };
  const started = new Map();
  const t0 = performance.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    started.set(event.requestId, { url: event.request.url, at: performance.now() - t0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    wire.requests += 1;
    wire.bytes += event.encodedDataLength;
    const request = started.get(event.requestId);
    if (request) wire.list.push({ ...request, done: performance.now() - t0, bytes: event.encodedDataLength });
  });
  return { wire, cdp };
}

/** Self time of a CPU profile (CDP Profiler) by script and by function, largest first. */
export function summarizeProfile(profile, top = 15) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const intervals = profile.timeDeltas;
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (intervals[i] ?? 0) / 1000));
  const byScript = new Map();
  const byFunction = new Map();
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    const script = callFrame.url ? new URL(callFrame.url).pathname : `(${callFrame.functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const name = `${callFrame.functionName || '(anonymous)'} ${script}:${callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  // each second of the visit: its busiest scripts (idle left out)
  const seconds = [];
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += (intervals[i] ?? 0) / 1000;
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)') return;
    const script = callFrame.url ? new URL(callFrame.url).pathname : `(${callFrame.functionName || 'native'})`;
    const second = Math.floor(at / 1000);
    seconds[second] ??= new Map();
    seconds[second].set(script, (seconds[second].get(script) ?? 0) + (intervals[i] ?? 0) / 1000);
  });
  const timeline = seconds.map((map, second) => ({ second, top: map ? sorted(map).slice(0, 3) : [] }));
  return { byScript: sorted(byScript), byFunction: sorted(byFunction), timeline };
}

async function timeTo(page, screen, load) {
  const started = performance.now();
  await load();
  await screen.usable(page);
  return performance.now() - started;
}

/** One fresh browser: first visit, repeat visit under the service worker, and offline. */
async function measure(base, api, name, profile = false) {
  const screen = SCREENS[name];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      baseURL: base,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'allow',
      geolocation: SPRINGFIELD,
      permissions: ['geolocation'],
    });
    const login = await context.request.post('/api/auth/login', {
      data: { username: api.username, password: api.password },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const page = await context.newPage();
    const { wire, cdp } = await throttle(page);
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const first = await timeTo(page, screen, () => page.goto(screen.path));
    const raw = profile ? (await cdp.send('Profiler.stop')).profile : null;
    if (raw && process.env.PHONE_PROFILE_DIR)
      writeFileSync(`${process.env.PHONE_PROFILE_DIR}/${name}.cpuprofile`, JSON.stringify(raw));
    const cpu = raw ? summarizeProfile(raw) : null;
    const shipped = { ...wire, list: [...wire.list] };
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const repeat = await timeTo(page, screen, () => page.reload());
    let offline = null;
    if (screen.offline) {
      await context.setOffline(true);
      // Playwright's offline mode leaves the service worker's own requests alone: cut them too.
      await context.route('**/*', (route) =>
        route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
      );
      offline = await timeTo(page, screen, () => page.reload());
    }
    return { first, repeat, offline, shipped, cpu };
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (value === null ? '—' : `${Math.round(value).toLocaleString('en-US')} ms`);

const USAGE = `Usage: npm run bench:phone -w @hydrant/bench -- [options]
  --runs 3                 fresh browsers per screen (the median is printed)
  --port 8790              port of the API started for the bench
  --requests               list the first visit's requests with their times and sizes
  --screens field,dashboard  which screens to measure (default both)
  --profile                print where the first visit's CPU time went (by script, by function)
  --database-url URL       server to use (default DATABASE_URL); the bench makes a database of its own there`;

async function main() {
  const { values, databaseUrl } = parseBenchOptions(USAGE, {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '8790' },
    requests: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    screens: { type: 'string', default: Object.keys(SCREENS).join(',') },
  });
  const options = values;
  requireBuild({ web: true });
  const db = await freshDatabase(databaseUrl, 'demo', 'hydrant_phone_bench');
  let api;
  try {
    // seed:demo migrates the empty database, then loads the demo data; then the API starts on it.
    await seedDemo(db.url);
    api = await startApi({ databaseUrl: db.url, port: Number(options.port) });
    const rows = [];
    const names = options.screens.split(',').map((name) => name.trim());
    const unknown = names.filter((name) => !(name in SCREENS));
    if (unknown.length)
      throw new Error(`--screens: unknown ${unknown.join(', ')} (known: ${Object.keys(SCREENS).join(', ')})`);
    for (const name of names) {
      const runs = [];
      for (let i = 0; i < Number(options.runs); i += 1)
        runs.push(await measure(api.base, api, name, options.profile && i === 0));
      rows.push({
        screen: name,
        first: median(runs.map((r) => r.first)),
        repeat: median(runs.map((r) => r.repeat)),
        offline: SCREENS[name].offline ? median(runs.map((r) => r.offline)) : null,
        requests: runs[0].shipped.requests,
        kib: runs[0].shipped.bytes / 1024,
      });
      if (options.requests) {
        console.log(`\n${name}: the first visit's requests (first browser), ms from the start:`);
        for (const r of runs[0].shipped.list) {
          const path = new URL(r.url).pathname;
          console.log(`  ${Math.round(r.at)}–${Math.round(r.done)} ms  ${(r.bytes / 1024).toFixed(1)} KiB  ${path}`);
        }
      }
      if (options.profile) {
        console.log(`\n${name}: the first visit's CPU (first browser), self time:`);
        for (const [script, ms] of runs[0].cpu.byScript) console.log(`  ${Math.round(ms)} ms  ${script}`);
        console.log('  by function:');
        for (const [fn, ms] of runs[0].cpu.byFunction) console.log(`  ${Math.round(ms)} ms  ${fn}`);
        console.log('  second by second (busiest scripts):');
        for (const { second, top } of runs[0].cpu.timeline) {
          console.log(`  ${second} s: ${top.map(([script, ms]) => `${script} ${Math.round(ms)} ms`).join(', ')}`);
        }
      }
    }
    console.log(`\nPhone profile (CPU 4x slower, Fast 3G), demo data, median of ${options.runs} fresh browsers:\n`);
    console.log('| screen | first visit | repeat (service worker) | offline | first visit ships |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const r of rows) {
      console.log(
        `| ${r.screen} | ${ms(r.first)} | ${ms(r.repeat)} | ${ms(r.offline)} | ${r.requests} requests, ${Math.round(r.kib).toLocaleString('en-US')} KiB |`,
      );
    }
    const field = rows.find((row) => row.screen === 'field');
    const dashboard = rows.find((row) => row.screen === 'dashboard');
    if (field && dashboard) {
      console.log(
        `\n/field's first visit takes ${((field.first / dashboard.first) * 100).toFixed(0)} % of the dashboard's.`,
      );
    }
  } finally {
    await api?.stop();
    if (!options.keep) await db.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// The dashboard map in headless Chromium: the first view drawn (ms from
// navigation), then 5 pans and 3 zooms, each timed from the interaction, and from the view
// coming to rest, to the new view drawn; and the tab's memory (JS heap, and the resident
// memory of the renderer and GPU processes from /proc).
//
// The map (data-testid 'hydrant-map') sets, once a view's data is drawn, data-view-drawn (the
// view the data answers), data-hydrants-represented (hydrants behind what is drawn) and
// data-points-rendered (single points drawn); data-view-moving goes "false" when the view
// rests. An init script stamps each change with performance.now(). A build from before issue
// 15 (every hydrant at once, no data-view-drawn) is measured too: its first view is drawn when
// data-points-rendered reaches the total, and a pan or zoom is answered by the next frame.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Runs in the page (addInitScript), where the browser's globals exist.
/* global document, window, MutationObserver */
function watchMap(expected) {
  const state = { firstDrawnAt: undefined, drawn: [], rests: [] };
  window.__benchMap = state;
  const check = (mutations) => {
    const el = document.querySelector('[data-testid="hydrant-map"]');
    if (!el) return;
    const now = performance.now();
    for (const m of mutations ?? []) {
      if (m.target !== el || m.type !== 'attributes') continue;
      if (m.attributeName === 'data-view-drawn') state.drawn.push([el.getAttribute('data-view-drawn'), now]);
      if (m.attributeName === 'data-view-moving' && el.getAttribute('data-view-moving') === 'false')
        state.rests.push(now);
    }
    if (state.firstDrawnAt !== undefined) return;
    const represented = el.getAttribute('data-hydrants-represented');
    const points = Number(el.getAttribute('data-points-rendered'));
    if ((represented !== null && Number(represented) > 0 && el.hasAttribute('data-view-drawn')) || points >= expected)
      state.firstDrawnAt = now;
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-points-rendered', 'data-hydrants-represented', 'data-view-drawn', 'data-view-moving'],
  });
}

/** Resident memory (kB, proportional set size) of the browser's renderer and GPU processes. */
function processMemoryKiB(browserPid) {
  const children = (pid) => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const all = [];
  const queue = [browserPid];
  while (queue.length) {
    const pid = queue.shift();
    all.push(pid);
    queue.push(...children(pid));
  }
  const result = { renderer: 0, gpu: 0 };
  for (const pid of all) {
    let cmd = '';
    let pss = 0;
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      pss = Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      continue;
    }
    if (cmd.includes('--type=renderer')) result.renderer += pss;
    else if (cmd.includes('--type=gpu-process')) result.gpu += pss;
  }
  return result;
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/**
 * One interaction: returns [ms from the interaction to the view drawn, ms from the view at rest
 * to drawn]. A view whose rounded request is the one already drawn needs nothing new: it is
 * answered when it rests (no map-view request follows and nothing new is drawn).
 */
async function timeInteraction(page, requests, act) {
  const before = await page.evaluate(() => ({
    drawn: window.__benchMap.drawn.length,
    rests: window.__benchMap.rests.length,
    key: document.querySelector('[data-testid="hydrant-map"]')?.getAttribute('data-view-drawn') ?? null,
  }));
  const requested = requests.count;
  const startedAt = await page.evaluate(() => performance.now());
  await act();
  const modern = before.key !== null;
  await page.waitForFunction((rests) => window.__benchMap.rests.length > rests, before.rests, {
    timeout: 60_000,
    polling: 'raf',
  });
  let changed = modern;
  if (modern) {
    try {
      await page.waitForFunction((drawn) => window.__benchMap.drawn.length > drawn, before.drawn, {
        timeout: 1000,
        polling: 'raf',
      });
    } catch {
      if (requests.count !== requested) {
        await page.waitForFunction((drawn) => window.__benchMap.drawn.length > drawn, before.drawn, {
          timeout: 60_000,
          polling: 'raf',
        });
      } else changed = false;
    }
  }
  // unchanged: the view at rest already shows its data (answered at rest), however long the
  // wait above took to find that no new request followed
  const [restAt, drawnAt] = await page.evaluate((changed) => {
    const s = window.__benchMap;
    const rest = s.rests[s.rests.length - 1];
    return changed ? [rest, s.drawn[s.drawn.length - 1][1]] : [rest, rest];
  }, changed);
  return [drawnAt - startedAt, drawnAt - Math.max(restAt, startedAt)];
}

/**
 * `runs` fresh page loads of / as a signed-in administrator. Per run: the first view drawn
 * (ms from navigation), 5 pans and 3 zooms (see timeInteraction), and the memory once done.
 */
export async function measureDashboardMap(api, { expected, runs, shotsDir, timeoutMs = 300_000 }) {
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
        await context.addInitScript(watchMap, expected);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        let mapBytes = 0;
        const requests = { count: 0 };
        page.on('request', (request) => {
          if (request.url().includes('/api/hydrants/map-view')) requests.count += 1;
        });
        page.on('response', (response) => {
          if (/\/api\/hydrants\/map-(points|view|extent)/.test(response.url()))
            response.body().then(
              (body) => (mapBytes += body.length),
              () => undefined,
            );
        });
        await page.goto('/', { waitUntil: 'commit' });
        try {
          await page.waitForFunction(() => window.__benchMap?.firstDrawnAt !== undefined, undefined, {
            timeout: timeoutMs,
            polling: 100,
          });
        } catch {
          throw new Error(
            `the map drew nothing within ${timeoutMs / 1000} s (page errors: ${errors.join(' | ') || 'none'})`,
          );
        }
        const firstDrawnAt = await page.evaluate(() => window.__benchMap.firstDrawnAt);
        const map = page.locator('[data-testid="hydrant-map"]');
        await map.scrollIntoViewIfNeeded();
        const box = await map.boundingBox();
        const cx = box.x + box.width / 2;
        const cy = box.y + box.height / 2;
        const pans = [];
        for (const [dx, dy] of [
          [300, 0],
          [0, 150],
          [-300, 0],
          [0, -150],
          [250, 100],
        ]) {
          pans.push(
            await timeInteraction(page, requests, async () => {
              await page.mouse.move(cx, cy);
              await page.mouse.down();
              await page.mouse.move(cx + dx, cy + dy, { steps: 8 });
              await page.waitForTimeout(120); // at rest before the release: no kinetic glide
              await page.mouse.up();
            }),
          );
        }
        const zooms = [];
        for (let i = 0; i < 3; i += 1) {
          zooms.push(
            await timeInteraction(page, requests, async () => {
              await page.mouse.move(cx, cy);
              await page.mouse.wheel(0, -120);
            }),
          );
        }
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        const { metrics } = await cdp.send('Performance.getMetrics');
        const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
        const processes = processMemoryKiB(process.pid); // chromium runs as a child of this process
        results.push({
          firstDrawnAt,
          pans,
          zooms,
          heapMiB: heap / 2 ** 20,
          rendererMiB: processes.renderer / 1024,
          gpuMiB: processes.gpu / 1024,
          mapMiB: mapBytes / 2 ** 20,
          represented: await map.getAttribute('data-hydrants-represented'),
        });
        if (run === 0 && shotsDir) {
          mkdirSync(shotsDir, { recursive: true });
          await page.screenshot({ path: path.join(shotsDir, `dashboard-map-${expected}.png`) });
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The lines the bench prints for the runs of measureDashboardMap. */
export function mapSummary(total, results) {
  const ms = (v) => (Number.isFinite(v) ? v.toFixed(0) : 'n/a');
  const first = results.map((r) => r.firstDrawnAt);
  const pans = results.flatMap((r) => r.pans);
  const zooms = results.flatMap((r) => r.zooms);
  const worst = (list, i) => Math.max(...list.map((t) => t[i]));
  const n = total.toLocaleString('en-US');
  return [
    `dashboard map, ${n} hydrants: first view drawn after ${first.map(ms).join(', ')} ms from navigation (median ${ms(median(first))})`,
    `dashboard map, ${n}: pans (${pans.length}): view at rest -> drawn median ${ms(median(pans.map((t) => t[1])))} ms, worst ${ms(worst(pans, 1))}; from the drag's start ${ms(median(pans.map((t) => t[0])))} ms`,
    `dashboard map, ${n}: wheel zooms (${zooms.length}): view at rest -> drawn median ${ms(median(zooms.map((t) => t[1])))} ms, worst ${ms(worst(zooms, 1))}; from the wheel ${ms(median(zooms.map((t) => t[0])))} ms (incl. the 250 ms zoom animation)`,
    `dashboard map, ${n}: tab memory after the interactions: JS heap ${results.map((r) => r.heapMiB.toFixed(0)).join(', ')} MiB; renderer process ${results.map((r) => r.rendererMiB.toFixed(0)).join(', ')} MiB (PSS), GPU process ${results.map((r) => r.gpuMiB.toFixed(0)).join(', ')} MiB; map data received ${results.map((r) => (r.mapMiB * 1024).toFixed(0)).join(', ')} KiB`,
  ];
}

#!/usr/bin/env node
// GET routes p50/p99 beside their goals (a screen's first draw ≤ 100 ms, a report ≤ 300 ms),
// at 100,000 and 1,000,000 hydrants: by default the screens that count the whole registry
// (analytics, the maintenance dashboard, the alert counters: `bench:analytics`); with --all,
// every GET route of api/openapi.json (`bench:routes`), path and query parameters filled from
// the bench data, and the few left out named with the bench that measures them instead. Each
// size gets a fresh database with the bench hydrants, their maintenance history, schedules and
// status alerts (as the maintenance bench seeds them), then the alert check's overdue alerts;
// --use-database measures a database seeded so before, as it is. Prints figures only; it never
// asserts a timing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { parseBenchOptions, parseSizes } from './args.mjs';
import { startApi } from './api-server.mjs';
import { freshDatabase, holdsHydrants, runApiCli, seedBench } from './database.mjs';
import { getJson, measure } from './latency.mjs';
import { requireBuild, ROOT } from './paths.mjs';
import { benchEachSize } from './sizes.mjs';

const USAGE = `Usage: npm run bench:analytics -w @hydrant/bench -- [options]
       npm run bench:routes -w @hydrant/bench -- [options]     (= --all)
  --all                    every GET route of api/openapi.json, not only the three counting screens
  --sizes 100000,1000000   registry sizes (default both)
  --port 8089              port of the API started for the bench
  --requests 50            sequential requests per route (after 3 warm-up ones)
  --keep, --database-url URL, --use-database (one size: seeded when empty, else measured as it is)`;

/** Route, label, goal in ms (a screen's first draw ≤ 100 ms, a report ≤ 300 ms). */
const ROUTES = [
  ['/api/analytics', 'analytics', 300],
  ['/api/maintenance/dashboard', 'maintenance dashboard', 100],
  ['/api/alerts/counters', 'alert counters', 100],
];

/** GET routes not measured here, and what measures them instead. */
const LEFT_OUT = new Map([
  ['/api/exports/{format}', 'streams the whole registry: bench:reports'],
  ['/api/hydrants/export.csv', 'streams the whole registry: bench:reports'],
  ['/api/hydrants/nearby/export.csv', 'a streamed export: bench:reports'],
  ['/api/data-transfer/backup', 'the Full Backup: bench:backup'],
  ['/api/hydrants/map-points', "every matching hydrant (the picker's select-all): bench:map"],
  ['/api/tiles/archive.pmtiles', 'street-map files: the bench site has none'],
  ['/api/tiles/{z}/{x}/{y}.png', 'street-map files: the bench site has none'],
]);

/** Routes a report or a download answers (goal 300 ms); every other GET serves a screen (100 ms). */
const REPORTS = new Set([
  '/api/analytics',
  '/api/exports/summary',
  '/api/reports/options',
  '/api/calendar/month.ics',
  '/api/feeds/out-of-service.geojson',
]);

/** Query strings for routes with required parameters: a day and month of now, Chicago for the map and nearby. */
function queryFor(route) {
  const today = new Date().toISOString().slice(0, 10);
  return {
    '/api/calendar/day': `date=${today}`,
    '/api/calendar/month': `month=${today.slice(0, 7)}`,
    '/api/calendar/month.ics': `month=${today.slice(0, 7)}`,
    '/api/hydrants/map-view': 'west=-87.9&south=41.6&east=-87.5&north=42&zoom=12',
    '/api/hydrants/nearby': 'lat=41.8781&lng=-87.6298&radius=10',
  }[route];
}

/** The first record's id of a list route (an array, or a page with items), or undefined. */
async function firstId(api, listPath) {
  const body = await getJson(api, listPath);
  const items = Array.isArray(body) ? body : (body.items ?? []);
  return items[0]?.id;
}

/** Every GET route of api/openapi.json as [path to request, label, goal], and the ones left out with why. */
async function everyGetRoute(api) {
  const document = JSON.parse(readFileSync(path.join(ROOT, 'api', 'openapi.json'), 'utf8'));
  const routes = [];
  const leftOut = [];
  const ids = {};
  for (const [route, item] of Object.entries(document.paths)) {
    if (!item.get) continue;
    if (LEFT_OUT.has(route)) {
      leftOut.push([route, LEFT_OUT.get(route)]);
      continue;
    }
    // `/api/<list>/{id}...`: the first record of /api/<list>.
    const param = /^\/api\/([a-z-]+)\/\{(id|photoId)\}/.exec(route);
    let requested = route;
    if (param) {
      const list = param[2] === 'photoId' ? undefined : `/api/${param[1]}`;
      ids[param[1]] ??= list ? await firstId(api, list) : undefined;
      if (ids[param[1]] === undefined) {
        leftOut.push([route, list ? `no record in ${list}` : 'no photos in the bench data']);
        continue;
      }
      requested = route.replace(`{${param[2]}}`, String(ids[param[1]]));
    }
    const query = queryFor(route);
    if (query) requested += `?${query}`;
    routes.push([requested, route, REPORTS.has(route) ? 300 : 100]);
  }
  return { routes, leftOut };
}

async function asAdministrator(url, username) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`UPDATE users SET role = 'admin' WHERE username = $1`, [username]);
  } finally {
    await client.end();
  }
}

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));

/** Hydrants, 3 history records each, schedules and status alerts, then the alert check's overdue alerts. */
async function seed(url, size) {
  const started = performance.now();
  await seedBench(url, size);
  await runApiCli('api/dist/seed/seed-bench-maintenance.cli.js', ['--history-per-hydrant', '3'], url);
  await runApiCli('api/dist/alerts/alert-check.cli.js', [], url);
  return (performance.now() - started) / 1000;
}

async function benchSize(opts, size) {
  const db = opts.useDatabase
    ? { url: opts.databaseUrl, drop: async () => undefined }
    : await freshDatabase(opts.databaseUrl, size, 'hydrant_bench_analytics');
  const lines = [];
  try {
    console.log(`\n=== ${size.toLocaleString('en-US')} hydrants ===`);
    if (!(await holdsHydrants(db.url))) lines.push(`seeded in ${(await seed(db.url, size)).toFixed(0)} s`);
    process.env.ALERT_CHECK_INTERVAL_SECONDS = '-1';
    const api = await startApi({ databaseUrl: db.url, port: opts.port });
    // Every route, the administrator's too (users, audit, tokens, notifications).
    if (opts.all) await asAdministrator(db.url, api.username);
    try {
      const { routes, leftOut } = opts.all ? await everyGetRoute(api) : { routes: ROUTES, leftOut: [] };
      lines.push(
        '| request | goal ms | requests | p50 ms | p99 ms | met |',
        '| --- | ---: | ---: | ---: | ---: | --- |',
      );
      for (const [requested, label, goal] of routes) {
        try {
          const r = await measure(api, requested, opts.requests, { budgetMs: opts.all ? 15_000 : 60_000 });
          const met = r.p50 <= goal ? 'yes' : `no (${(r.p50 / goal).toFixed(1)}×)`;
          lines.push(`| ${label} | ≤ ${goal} | ${r.requests} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${met} |`);
          // A feed is polled: also the answer to a client that sends back the ETag it holds.
          if (label === '/api/feeds/out-of-service.geojson') {
            const held = await fetch(`${api.base}${requested}`, { headers: { cookie: api.cookie } });
            await held.arrayBuffer();
            const etag = held.headers.get('etag');
            const c = await measure(api, requested, opts.requests, { headers: { 'if-none-match': etag } });
            const cMet = c.p50 <= goal ? 'yes' : `no (${(c.p50 / goal).toFixed(1)}×)`;
            console.log(lines[lines.length - 1]);
            lines.push(
              `| ${label}, unchanged (If-None-Match → 304) | ≤ ${goal} | ${c.requests} | ${fmt(c.p50)} | ${fmt(c.p99)} | ${cMet} |`,
            );
          }
        } catch (error) {
          lines.push(`| ${label} | ≤ ${goal} | 0 | – | – | failed: ${error.message.slice(0, 80)} |`);
        }
        console.log(lines[lines.length - 1]);
      }
      for (const [route, why] of leftOut) lines.push(`| ${route} | | | | | left out: ${why} |`);
    } finally {
      await api.stop();
    }
  } finally {
    if (!opts.keep && !opts.useDatabase) await db.drop();
  }
  return lines;
}

const { values, databaseUrl } = parseBenchOptions(USAGE, {
  sizes: { type: 'string', default: '100000,1000000' },
  port: { type: 'string', default: '8089' },
  requests: { type: 'string', default: '50' },
  all: { type: 'boolean', default: false },
});
const opts = {
  sizes: parseSizes(values.sizes, values['use-database']),
  port: Number(values.port),
  requests: Number(values.requests),
  all: values.all,
  keep: values.keep,
  useDatabase: values['use-database'],
  databaseUrl,
};
requireBuild({ web: false });
await benchEachSize(opts.sizes, (size) => benchSize(opts, size));

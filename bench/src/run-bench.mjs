#!/usr/bin/env node
// The hydrant bench: for each registry size, a fresh database seeded by the API's bench
// seed, the built API started on its own port, then p50/p99 latency of the hydrant routes
// (sequential requests) and, in headless Chromium, the dashboard map: its first view drawn,
// pans and zooms, and the tab's memory (map-bench.mjs). Prints figures only; it never asserts a timing.
import { startApi } from './api-server.mjs';
import { readOptions } from './args.mjs';
import { freshDatabase, holdsHydrants, seedBench } from './database.mjs';
import { getJson, measure } from './latency.mjs';
import { mapSummary, measureDashboardMap } from './map-bench.mjs';
import { requireBuild } from './paths.mjs';
import { benchEachSize } from './sizes.mjs';

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));
const kib = (bytes) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;

/** The bench hydrants' ids ('B-0000001' …): the hydrantId of the n-th in registry order. */
const benchHydrantId = (n) => `B-${String(n).padStart(7, '0')}`;

/** The routes measured; `requests` scales down for the heavy ones. */
function endpoints(total, requests) {
  const lastPage = Math.max(1, Math.ceil(total / 25));
  const middle = Math.max(1, Math.floor(lastPage / 2) + 1);
  const threeQuarters = Math.max(1, Math.floor((lastPage * 3) / 4));
  const heavy = Math.max(10, Math.round(requests / 10));
  return [
    ['list, page 1 (25 rows)', '/api/hydrants?page=1&pageSize=25', requests],
    [`list, last page (${lastPage})`, `/api/hydrants?page=${lastPage}&pageSize=25`, requests],
    [
      `list, deep page ${middle} by keyset (Next from ${middle - 1})`,
      `/api/hydrants?page=${middle}&pageSize=25&after=${benchHydrantId((middle - 1) * 25)}`,
      requests,
    ],
    [
      `list, deep page ${middle} by keyset (Previous from ${middle + 1})`,
      `/api/hydrants?page=${middle}&pageSize=25&before=${benchHydrantId(middle * 25 + 1)}`,
      requests,
    ],
    [`list, jump to page ${middle} (the middle)`, `/api/hydrants?page=${middle}&pageSize=25`, requests],
    [`list, jump to page ${threeQuarters}`, `/api/hydrants?page=${threeQuarters}&pageSize=25`, requests],
    ['list, status maintenance, page 1', '/api/hydrants?status=maintenance&page=1&pageSize=25', requests],
    ["list, search 'oak ave' (1 in 12 match)", '/api/hydrants?search=oak%20ave&page=1&pageSize=25', requests],
    ["list, search 'B-00012' (an id prefix)", '/api/hydrants?search=B-00012&page=1&pageSize=25', requests],
    ["list, search 'peoria' (1 in 40 match)", '/api/hydrants?search=peoria&page=1&pageSize=25', requests],
    ['stats', '/api/hydrants/stats', requests],
    ['nearby Chicago, 50 mi (first 100)', '/api/hydrants/nearby?lat=41.8781&lng=-87.6298&radius=50', requests],
    ['nearby Chicago, 500 mi (first 100)', '/api/hydrants/nearby?lat=41.8781&lng=-87.6298&radius=500', requests],
    ['nearby Springfield, 5 mi (first 100)', '/api/hydrants/nearby?lat=39.7817&lng=-89.6501&radius=5', requests],
    ['map-points (every hydrant)', '/api/hydrants/map-points', heavy],
  ];
}

async function benchSize(options, size) {
  const db = options.useDatabase
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await freshDatabase(options.databaseUrl, size);
  const lines = [];
  try {
    console.log(`\n=== ${size.toLocaleString('en-US')} hydrants ===`);
    if (options.useDatabase && (await holdsHydrants(db.url))) {
      console.log('The database already holds hydrants: measuring it as it is (no seeding).');
    } else {
      const seedSeconds = await seedBench(db.url, size);
      lines.push(
        `seed (${size.toLocaleString('en-US')} hydrants, incl. migrations and index builds): ${seedSeconds.toFixed(1)} s`,
      );
    }
    const api = await startApi({ databaseUrl: db.url, port: options.port });
    try {
      const { total } = await getJson(api, '/api/hydrants/stats');
      if (options.api) {
        console.log('| request | requests | p50 ms | p99 ms | mean ms | response |');
        console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
        for (const [label, path, requests] of endpoints(total, options.requests)) {
          const r = await measure(api, path, requests, { budgetMs: options.budgetMs });
          const line = `| ${label} | ${r.requests} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.mean)} | ${kib(r.bytes)} |`;
          console.log(line);
          lines.push(line);
        }
      }
      if (options.map) {
        try {
          const results = await measureDashboardMap(api, {
            expected: total,
            runs: options.mapRuns,
            shotsDir: process.env.BENCH_SHOTS_DIR ?? '/tmp/shots/bench',
          });
          for (const line of mapSummary(total, results)) {
            console.log(line);
            lines.push(line);
          }
        } catch (error) {
          const line = `dashboard map: not measured (${error.message})`;
          console.log(line);
          lines.push(line);
        }
      }
    } finally {
      await api.stop();
    }
  } finally {
    if (!options.keep) await db.drop();
  }
  return lines;
}

async function main() {
  const options = readOptions();
  requireBuild({ web: options.map });
  await benchEachSize(options.sizes, (size) => benchSize(options, size));
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

#!/usr/bin/env node
// The OGC API – Features bench: for each registry size, a fresh database with the
// bench hydrants (40 metro areas), the built API started on its own port, then p50/p99 of
// pages of 1,000 items at the start, middle and end of the registry (keyset: after=<id>), a
// bbox page over a city (Springfield, Chicago), a filtered page and a page in EPSG:3857.
// The session cookie of the bench user reads the collections (as a token would).
// Prints figures only; it never asserts a timing.
import os from 'node:os';
import { startApi } from './api-server.mjs';
import { parseBenchOptions, parseSizes } from './args.mjs';
import { freshDatabase, holdsHydrants, seedBench } from './database.mjs';
import { measure } from './latency.mjs';
import { requireBuild } from './paths.mjs';

const USAGE = `Usage: npm run bench:ogc -w @hydrant/bench -- [options]
  --sizes 1000000          registry sizes to measure (comma-separated; default 1000000)
  --port 8097              port of the API started for the bench
  --requests 100           sequential requests per page measured
  --budget-seconds 30      stop a page early after this long (at least 10 requests)`;

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));
const ITEMS = '/api/ogc/collections/hydrants/items';

/** The pages measured: [label, path]. Bench hydrants have ids 1..size in a fresh database. */
function pages(size) {
  const middle = Math.floor(size / 2);
  const end = Math.max(0, size - 1000);
  return [
    ['1,000 items, first page', `${ITEMS}?limit=1000`],
    [`1,000 items, middle (after=${middle})`, `${ITEMS}?limit=1000&after=${middle}`],
    [`1,000 items, last page (after=${end})`, `${ITEMS}?limit=1000&after=${end}`],
    ['bbox over Springfield, IL, 1,000 items', `${ITEMS}?limit=1000&bbox=-89.72,39.72,-89.58,39.84`],
    ['bbox over Chicago, 1,000 items', `${ITEMS}?limit=1000&bbox=-87.88,41.63,-87.38,42.13`],
    [
      'bbox over Chicago, 1,000 items, from the middle of the city',
      `${ITEMS}?limit=1000&bbox=-87.88,41.63,-87.38,42.13&after=${middle}`,
    ],
    ['status=out-of-service, 1,000 items', `${ITEMS}?limit=1000&status=out-of-service`],
    [
      '1,000 items in EPSG:3857, middle',
      `${ITEMS}?limit=1000&after=${middle}&crs=http://www.opengis.net/def/crs/EPSG/0/3857`,
    ],
    ['10 items (the default page)', ITEMS],
    ['collection (extent, counts)', '/api/ogc/collections/hydrants'],
  ];
}

async function benchSize(options, size) {
  const db = options.useDatabase
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await freshDatabase(options.databaseUrl, size, 'hydrant_bench_ogc');
  const lines = [];
  try {
    console.log(`\n=== ${size.toLocaleString('en-US')} hydrants ===`);
    if (!options.useDatabase || !(await holdsHydrants(db.url))) {
      lines.push(`seed: ${(await seedBench(db.url, size)).toFixed(1)} s`);
    }
    const api = await startApi({ databaseUrl: db.url, port: options.port });
    try {
      for (const [label, path] of pages(size)) {
        const r = await measure(api, path, options.requests, { budgetMs: options.budgetMs });
        const line = `${label.padEnd(62)} p50 ${fmt(r.p50).padStart(6)} ms  p99 ${fmt(r.p99).padStart(6)} ms  (${r.requests} requests, ${(r.bytes / 1024).toFixed(0)} KiB gzip)`;
        console.log(line);
        lines.push(line);
      }
    } finally {
      await api.stop();
    }
  } finally {
    if (!options.keep && !options.useDatabase) await db.drop();
  }
  return lines;
}

async function main() {
  const { values, databaseUrl } = parseBenchOptions(USAGE, {
    sizes: { type: 'string', default: '1000000' },
    port: { type: 'string', default: '8097' },
    requests: { type: 'string', default: '100' },
    'budget-seconds': { type: 'string', default: '30' },
  });
  requireBuild({ web: false });
  const options = {
    sizes: parseSizes(values.sizes, values['use-database']),
    port: Number(values.port),
    requests: Number(values.requests),
    budgetMs: Number(values['budget-seconds']) * 1000,
    keep: values.keep,
    useDatabase: values['use-database'],
    databaseUrl,
  };
  console.log(
    `OGC API – Features bench on ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const summary = [];
  for (const size of options.sizes) summary.push([size, await benchSize(options, size)]);
  console.log('\n=== summary ===');
  for (const [size, lines] of summary) {
    console.log(`${size.toLocaleString('en-US')} hydrants`);
    for (const line of lines) console.log(`  ${line}`);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

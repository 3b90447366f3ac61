#!/usr/bin/env node
// Side by side: the built API against a bare node:http + pg server running the
// very same SQL (the API's own query module) and returning byte-identical JSON, with and
// without a session check, on one seeded registry, interleaved. Checks the JSON byte for byte
// first, then sequential p50/p99 per route and throughput (autocannon) per row. Prints
// figures and ratios; asserts none.
import os from 'node:os';
import { loadQueries } from './bare-server.mjs';
import { parseBenchOptions, parseSizes } from './args.mjs';
import { freshDatabase, holdsHydrants, seedBench } from './database.mjs';
import { requireBuild } from './paths.mjs';
import { request, startTrio } from './servers.mjs';
import { compareBodies, interleavedSequential, interleavedThroughput } from './throughput.mjs';

const USAGE = `Usage: npm run bench:compare -w @hydrant/bench -- [options]
  --sizes 100000,1000000   registry sizes (default both)
  --rows list,nearby,get,mixed,stats   throughput rows (default list,nearby,get,mixed)
  --seconds 5              length of one throughput run
  --rounds 3               interleaved rounds (API, bare, bare+session, API, ...)
  --connections 10         connections of the list, nearby, get and stats rows
  --mixed-connections 50   connections of the mixed-reads row
  --requests 100           sequential requests per route and server (interleaved one by one)
  --budget-seconds 20      stop a sequential route early after this long
  --skip-sequential / --skip-throughput
  --port 8220              the API; the bare server on port + 1, with its session check on port + 2
  --api-log-level info    the API's LOG_LEVEL (info, as deployed: a JSON line per request to stdout,
                           discarded here; the bare server logs nothing)
  --keep, --database-url URL, --use-database   as npm run bench`;

function readOptions() {
  const { values, databaseUrl } = parseBenchOptions(USAGE, {
    sizes: { type: 'string', default: '100000,1000000' },
    rows: { type: 'string', default: 'list,nearby,get,mixed' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'mixed-connections': { type: 'string', default: '50' },
    requests: { type: 'string', default: '100' },
    'budget-seconds': { type: 'string', default: '20' },
    'skip-sequential': { type: 'boolean', default: false },
    'skip-throughput': { type: 'boolean', default: false },
    'api-log-level': { type: 'string', default: 'info' },
    port: { type: 'string', default: '8220' },
  });
  const sizes = parseSizes(values.sizes, values['use-database']);
  process.env.BENCH_API_LOG_LEVEL = values['api-log-level'];
  return {
    sizes,
    rows: values.rows.split(',').map((r) => r.trim()),
    seconds: Number(values.seconds),
    rounds: Number(values.rounds),
    connections: Number(values.connections),
    mixedConnections: Number(values['mixed-connections']),
    requests: Number(values.requests),
    budgetMs: Number(values['budget-seconds']) * 1000,
    sequential: !values['skip-sequential'],
    throughput: !values['skip-throughput'],
    port: Number(values.port),
    keep: values.keep,
    databaseUrl,
    useDatabase: values['use-database'],
  };
}

const CHICAGO = 'lat=41.8781&lng=-87.6298';
const NEARBY = `/api/hydrants/nearby?${CHICAGO}&radius=50`;
const LIST = '/api/hydrants?page=1&pageSize=25';

/** Ids of real hydrants from a few list pages of the API, and the last hydrantId of the middle page. */
async function hydrantIds(api, total) {
  const ids = [];
  let middleKey;
  for (const page of [1, Math.ceil(total / 50), Math.ceil(total / 25)]) {
    const res = await request(api.base, `/api/hydrants?page=${page}&pageSize=25`, { headers: { cookie: api.cookie } });
    const { items } = JSON.parse(res.body.toString('utf8'));
    ids.push(...items.map((h) => h.id));
    if (page === Math.ceil(total / 50)) middleKey = items.at(-1)?.hydrantId;
  }
  return { ids, middleKey };
}

function routes(total, { ids, middleKey }, options) {
  const lastPage = Math.max(1, Math.ceil(total / 25));
  const middle = Math.ceil(total / 50) + 1;
  const one = ids.slice(0, 30).map((id) => `/api/hydrants/${id}`);
  const mixed = [
    LIST,
    '/api/hydrants?page=2&pageSize=25',
    '/api/hydrants?page=40&pageSize=25',
    '/api/hydrants?search=oak%20ave&page=1&pageSize=25',
    '/api/hydrants?search=B-00012&page=1&pageSize=25',
    '/api/hydrants?status=maintenance&page=1&pageSize=25',
    '/api/hydrants/stats',
    NEARBY,
    '/api/hydrants/nearby?lat=29.7604&lng=-95.3698&radius=10',
    ...one.slice(0, 4),
  ];
  // The goals for a registry of 1,000,000 (p50 of the API, ms).
  const big = total >= 1_000_000;
  const sequential = [
    ['list, page 1 (25 rows)', LIST, big ? '≤ 10 ms' : ''],
    [
      `list, last page (${lastPage.toLocaleString('en-US')})`,
      `/api/hydrants?page=${lastPage}&pageSize=25`,
      big ? '≤ 20 ms' : '',
    ],
    [`list, page ${middle.toLocaleString('en-US')} by number`, `/api/hydrants?page=${middle}&pageSize=25`, ''],
    [
      `list, page ${middle.toLocaleString('en-US')} as Next (after=${middleKey})`,
      `/api/hydrants?page=${middle}&pageSize=25&after=${encodeURIComponent(middleKey ?? '')}`,
      big ? '≤ 20 ms' : '',
    ],
    ['stats', '/api/hydrants/stats', big ? '≤ 10 ms' : ''],
    ['nearby Chicago, 50 mi, first 100', NEARBY, ''],
    ['GET /api/hydrants/{id}', one[0], ''],
  ];
  const c = options.connections;
  const throughput = {
    list: [`list page 1, ${c} connections`, [LIST], c],
    nearby: [`nearby 50 mi, first 100, ${c} connections`, [NEARBY], c],
    get: [`GET /api/hydrants/{id}, ${c} connections`, one, c],
    mixed: [
      `mixed reads (${mixed.length} routes), ${options.mixedConnections} connections`,
      mixed,
      options.mixedConnections,
    ],
    stats: [`stats, ${c} connections`, ['/api/hydrants/stats'], c],
  };
  return {
    sequential,
    throughput: options.rows.map((name) => {
      if (!throughput[name]) throw new Error(`Unknown row ${name}: one of ${Object.keys(throughput).join(', ')}`);
      return throughput[name];
    }),
    all: [...new Set([...sequential.map(([, path]) => path), ...mixed, ...one])],
  };
}

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));
const int = (n) => Math.round(n).toLocaleString('en-US');
const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : '–');

async function benchSize(options, size) {
  const db = options.useDatabase
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await freshDatabase(options.databaseUrl, size, 'hydrant_bench_compare');
  const lines = [];
  const out = (line = '') => {
    console.log(line);
    lines.push(line);
  };
  try {
    console.log(`\n=== ${size.toLocaleString('en-US')} hydrants ===`);
    if (options.useDatabase && (await holdsHydrants(db.url)))
      console.log('Measuring the database as it is (no seeding).');
    else console.log(`seeded in ${(await seedBench(db.url, size)).toFixed(1)} s`);
    const trio = await startTrio({ databaseUrl: db.url, port: options.port });
    try {
      const [api] = trio.servers;
      const stats = JSON.parse(
        (await request(api.base, '/api/hydrants/stats', { headers: { cookie: api.cookie } })).body,
      );
      const plan = routes(stats.total, await hydrantIds(api, stats.total), options);
      // A route this build of the API does not have (e.g. keyset `after` in an older build) is left out.
      for (const entry of [...plan.sequential]) {
        const res = await request(api.base, entry[1], { headers: { cookie: api.cookie } });
        if (res.status === 200) continue;
        out(`left out: ${entry[0]} (the API answers ${res.status})`);
        plan.sequential.splice(plan.sequential.indexOf(entry), 1);
        plan.all.splice(plan.all.indexOf(entry[1]), 1);
      }
      const mismatches = [];
      for (const path of plan.all) {
        const mismatch = await compareBodies(trio.servers, path);
        if (mismatch) mismatches.push(mismatch);
      }
      out(
        mismatches.length === 0
          ? `JSON: byte-identical on all ${plan.all.length} measured requests (API, bare, bare+session)`
          : `JSON MISMATCH on ${mismatches.length} of ${plan.all.length} measured requests — the comparison below is not like for like:\n${mismatches.join('\n')}`,
      );
      const names = trio.servers.map((s) => s.name);
      if (options.sequential) {
        out(`\nSequential requests, one to each server in turn (ms, p50 / p99):`);
        out(`| request | ${names.join(' | ')} | bare/API (p50) | bare+session/API (p50) | goal (API p50) |`);
        out('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
        for (const [label, path, goal] of plan.sequential) {
          const r = await interleavedSequential(trio.servers, path, options);
          out(
            `| ${label} | ${r.map((x) => `${fmt(x.p50)} / ${fmt(x.p99)}`).join(' | ')} | ${ratio(r[1].p50, r[0].p50)} | ${ratio(r[2].p50, r[0].p50)} | ${goal} |`,
          );
        }
      }
      if (options.throughput) {
        out(
          `\nThroughput (autocannon, ${options.rounds} interleaved rounds of ${options.seconds} s; median req/s, p50 / p99 ms; ratio = API / bare):`,
        );
        out(`| row | ${names.join(' | ')} | ratio API/bare | ratio API/bare+session | errors | goal (ratio) |`);
        out('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
        for (const [label, paths, connections] of plan.throughput) {
          const r = await interleavedThroughput(trio.servers, paths, { ...options, connections });
          out(
            `| ${label} | ${r.map((x) => `${int(x.rps)} req/s (${fmt(x.p50)} / ${fmt(x.p99)})`).join(' | ')} | ${ratio(r[0].rps, r[1].rps)} | ${ratio(r[0].rps, r[2].rps)} | ${r.map((x) => x.errors).join(' / ')} | ≥ 0.8 |`,
          );
          console.log(`  rounds (req/s): ${r.map((x, i) => `${names[i]} ${x.rounds.join(', ')}`).join('; ')}`);
        }
      }
    } finally {
      await trio.stop();
    }
  } finally {
    if (!options.keep) await db.drop();
  }
  return lines;
}

async function main() {
  const options = readOptions();
  requireBuild({ web: false });
  await loadQueries(); // fails early, with the reason, when the API's query module is missing
  console.log(
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; Node ${process.version}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const summary = [];
  for (const size of options.sizes) summary.push([size, await benchSize(options, size)]);
  console.log('\n=== Summary ===');
  for (const [size, lines] of summary) {
    console.log(`\n${size.toLocaleString('en-US')} hydrants`);
    for (const line of lines) console.log(line);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

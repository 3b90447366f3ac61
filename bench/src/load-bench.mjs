#!/usr/bin/env node
// 200 concurrent sessions for 60 s: as many signed-in users (officers), each
// going round the console's reads and writes back to back — list pages, searches, stats,
// nearby, map data, single hydrants, an If-Match PATCH of its own hydrant, and every fourth
// round a create and delete — against the built API, then the bare server with its session
// check under the same load (same cookies, same requests). Every answer other than the one
// expected counts as an error. Prints figures; asserts none.
import argon2 from 'argon2';
import os from 'node:os';
import pg from 'pg';
import { parseBenchOptions } from './args.mjs';
import { freshDatabase, holdsHydrants, seedBench } from './database.mjs';
import { percentile } from './latency.mjs';
import { requireBuild } from './paths.mjs';
import { request, startTrio } from './servers.mjs';
import { compareBodies } from './throughput.mjs';

const USAGE = `Usage: npm run bench:load -w @hydrant/bench -- [options]
  --size 100000        registry size
  --sessions 200       signed-in users, each with its own session and its own hydrant to edit
  --seconds 60         length of one run
  --rounds 1           runs of each server, interleaved (API, bare, API, bare, ...)
  --map auto           the map's data in each round: auto (map-view of a city when the API has it,
                       else map-points, every hydrant), none, or a path
  --port 8225          the API; the bare server on port + 1, with its session check on port + 2
  --api-log-level info    the API's LOG_LEVEL (info, as deployed: a JSON line per request to stdout,
                           discarded here; the bare server logs nothing)
  --keep, --database-url URL, --use-database   as npm run bench`;

function readOptions() {
  const { values, databaseUrl } = parseBenchOptions(USAGE, {
    size: { type: 'string', default: '100000' },
    sessions: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '1' },
    map: { type: 'string', default: 'auto' },
    'api-log-level': { type: 'string', default: 'info' },
    port: { type: 'string', default: '8225' },
  });
  process.env.BENCH_API_LOG_LEVEL = values['api-log-level'];
  return {
    size: Number(values.size.replace(/_/g, '')),
    sessions: Number(values.sessions),
    seconds: Number(values.seconds),
    rounds: Number(values.rounds),
    map: values.map,
    port: Number(values.port),
    keep: values.keep,
    databaseUrl,
    useDatabase: values['use-database'],
  };
}

/** `count` officers bench_load_001... with one password, each signed in once through the API: their cookies. */
async function signIn(databaseUrl, api, count) {
  const password = `load-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const hash = await argon2.hash(password, { type: argon2.argon2id });
  const usernames = Array.from({ length: count }, (_, i) => `bench_load_${String(i + 1).padStart(3, '0')}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (username, password_hash, role) SELECT unnest($1::text[]), $2, 'officer'
       ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = 'officer', disabled = false`,
      [usernames, hash],
    );
  } finally {
    await client.end();
  }
  const cookies = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await request(api.base, '/api/auth/login', {
        method: 'POST',
        body: { username: usernames[i], password },
      });
      if (res.status !== 200 && res.status !== 201) throw new Error(`Sign-in of ${usernames[i]} -> ${res.status}`);
      cookies[i] = [res.headers['set-cookie']]
        .flat()
        .map((c) => c.split(';')[0])
        .join('; ');
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return cookies;
}

const CITIES = [
  [41.8781, -87.6298],
  [40.7128, -74.006],
  [29.7604, -95.3698],
  [47.6062, -122.3321],
  [39.7392, -104.9903],
];
const SEARCHES = ['oak%20ave', 'B-0001', 'main', 'springfield', 'cedar'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The requests of one round of a session, in order; `ctx` carries its hydrant's version and what it created. */
function round(ctx, n, mapPath) {
  const [lat, lng] = pick(CITIES);
  const steps = [
    ['read', () => ({ path: `/api/hydrants?page=${1 + Math.floor(Math.random() * 200)}&pageSize=25` })],
    ['read', () => ({ path: `/api/hydrants?search=${pick(SEARCHES)}&page=1&pageSize=25` })],
    ['read', () => ({ path: '/api/hydrants/stats' })],
    ['read', () => ({ path: `/api/hydrants/nearby?lat=${lat}&lng=${lng}&radius=${pick([10, 50])}` })],
    ...(mapPath ? [['read', () => ({ path: mapPath })]] : []),
    ['read', () => ({ path: `/api/hydrants/${ctx.own}`, after: (h) => (ctx.version = h.version) })],
    [
      'write',
      () => ({
        method: 'PATCH',
        path: `/api/hydrants/${ctx.own}`,
        headers: { 'if-match': `"${ctx.version}"` },
        body: { notes: `load ${ctx.session}-${n}` },
        after: (h) => (ctx.version = h.version),
      }),
    ],
    ['read', () => ({ path: `/api/hydrants/${pick(ctx.ids)}` })],
    ['read', () => ({ path: '/api/hydrants?status=maintenance&page=1&pageSize=25' })],
  ];
  if (n % 4 === 0) {
    steps.push(
      [
        'write',
        () => ({
          method: 'POST',
          path: '/api/hydrants',
          expect: 201,
          body: {
            hydrantId: `LOAD-${ctx.tag}-${ctx.session}-${n}`,
            address: `${n} Load Test Ave`,
            latitude: lat + 0.01,
            longitude: lng + 0.01,
            area: 'Load test',
          },
          after: (h) => (ctx.created = h),
        }),
      ],
      [
        'write',
        () => ({
          method: 'DELETE',
          path: `/api/hydrants/${ctx.created.id}`,
          headers: { 'if-match': `"${ctx.created.version}"` },
          expect: 204,
          cleanup: true, // even after the deadline: nothing created is left behind
        }),
      ],
    );
  }
  return steps;
}

/** Every session going round until `seconds` are up: latencies by kind, errors with a few samples. */
async function drive(server, cookies, ids, { seconds, mapPath, tag }) {
  const stats = { read: [], write: [], errors: 0, samples: [] };
  const deadline = performance.now() + seconds * 1000;
  const session = async (i) => {
    const ctx = { session: i + 1, own: ids[i], ids, tag, version: undefined, created: undefined };
    const headers = { cookie: cookies[i], 'accept-encoding': 'gzip' };
    for (let n = 0; performance.now() < deadline; n += 1) {
      for (const [kind, make] of round(ctx, n, mapPath)) {
        const step = make();
        if (performance.now() >= deadline && !step.cleanup) return;
        const started = performance.now();
        try {
          const res = await request(server.base, step.path, {
            method: step.method,
            headers: { ...headers, ...step.headers },
            body: step.body,
          });
          stats[kind].push(performance.now() - started);
          if (res.status !== (step.expect ?? 200)) {
            stats.errors += 1;
            if (stats.samples.length < 5)
              stats.samples.push(
                `${step.method ?? 'GET'} ${step.path} -> ${res.status} ${res.body.toString().slice(0, 160)}`,
              );
            if (step.method === 'POST') break; // nothing to delete this round
            continue;
          }
          step.after?.(JSON.parse(res.body.toString('utf8')));
        } catch (error) {
          stats.errors += 1;
          if (stats.samples.length < 5) stats.samples.push(`${step.method ?? 'GET'} ${step.path}: ${error.message}`);
        }
      }
    }
  };
  const started = performance.now();
  await Promise.all(cookies.map((_, i) => session(i)));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = (list) => [...list].sort((a, b) => a - b);
  const all = sorted([...stats.read, ...stats.write]);
  const reads = sorted(stats.read);
  const writes = sorted(stats.write);
  return {
    requests: all.length,
    rps: all.length / elapsed,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    readP99: percentile(reads, 99),
    writes: writes.length,
    writeP99: percentile(writes, 99),
    errors: stats.errors,
    samples: stats.samples,
  };
}

/** The map's data as the console asks for it: a city view of map-view when the API has it, else map-points. */
async function mapPathOf(api, choice) {
  if (choice === 'none') return undefined;
  if (choice !== 'auto') return choice;
  const view = '/api/hydrants/map-view?west=-88.0&south=41.6&east=-87.3&north=42.1&zoom=11';
  const res = await request(api.base, view, { headers: { cookie: api.cookie } });
  return res.status === 200 ? view : '/api/hydrants/map-points';
}

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));

async function main() {
  const options = readOptions();
  requireBuild({ web: false });
  console.log(
    `Machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )}; ${options.sessions} sessions for ${options.seconds} s on ${options.size.toLocaleString('en-US')} hydrants`,
  );
  const db = options.useDatabase
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await freshDatabase(options.databaseUrl, options.size, 'hydrant_bench_load');
  try {
    if (options.useDatabase && (await holdsHydrants(db.url)))
      console.log('Measuring the database as it is (no seeding).');
    else console.log(`seeded in ${(await seedBench(db.url, options.size)).toFixed(1)} s`);
    const trio = await startTrio({ databaseUrl: db.url, port: options.port });
    try {
      const [api, , bare] = trio.servers;
      const cookies = await signIn(db.url, api, options.sessions);
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const ids = (
        await client.query('SELECT id FROM hydrants ORDER BY id LIMIT $1 OFFSET 1000', [options.sessions])
      ).rows.map((row) => row.id);
      await client.end();
      const mapPath = await mapPathOf(api, options.map);
      const bareMap =
        mapPath !== undefined &&
        (await request(bare.base, mapPath, { headers: { cookie: api.cookie } })).status === 200;
      console.log(
        `map data: ${mapPath ?? 'none'}${mapPath && !bareMap ? ' (the API only: the bare server has no such route)' : ''}`,
      );
      const checked = [
        '/api/hydrants?page=7&pageSize=25',
        '/api/hydrants?search=oak%20ave&page=1&pageSize=25',
        '/api/hydrants/stats',
        `/api/hydrants/nearby?lat=${CITIES[0][0]}&lng=${CITIES[0][1]}&radius=10`,
        `/api/hydrants/${ids[0]}`,
        ...(bareMap ? [mapPath] : []),
      ];
      const mismatches = [];
      for (const path of checked) {
        const mismatch = await compareBodies([{ ...api }, { ...bare, cookie: api.cookie }], path);
        if (mismatch) mismatches.push(mismatch);
      }
      console.log(
        mismatches.length === 0
          ? `JSON: byte-identical (API, bare+session) on ${checked.length} of the reads`
          : `JSON MISMATCH — not like for like:\n${mismatches.join('\n')}`,
      );
      const results = { API: [], 'bare+session': [] };
      for (let r = 0; r < options.rounds; r += 1) {
        for (const server of [api, bare]) {
          const tag = `${server.name === 'API' ? 'A' : 'B'}${r}${Date.now().toString(36)}`;
          const result = await drive(server, cookies, ids, {
            seconds: options.seconds,
            mapPath: server === api || bareMap ? mapPath : undefined,
            tag,
          });
          results[server.name].push(result);
          console.log(
            `${server.name} round ${r + 1}: ${result.requests} requests, ${result.rps.toFixed(0)} req/s, p99 ${fmt(result.p99)} ms, ${result.errors} errors`,
          );
          for (const sample of result.samples) console.log(`  ${sample}`);
        }
      }
      console.log(
        `\n| ${options.sessions} sessions, ${options.seconds} s | requests | req/s | p50 ms | p99 ms | reads p99 | writes (p99 ms) | errors |`,
      );
      console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
      for (const [name, list] of Object.entries(results)) {
        for (const x of list) {
          console.log(
            `| ${name} | ${x.requests.toLocaleString('en-US')} | ${x.rps.toFixed(0)} | ${fmt(x.p50)} | ${fmt(x.p99)} | ${fmt(x.readP99)} | ${x.writes.toLocaleString('en-US')} (${fmt(x.writeP99)}) | ${x.errors} |`,
          );
        }
      }
    } finally {
      await trio.stop();
    }
  } finally {
    if (!options.keep) await db.drop();
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

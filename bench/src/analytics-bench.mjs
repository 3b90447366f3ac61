#!/usr/bin/env node
// The screens that count the whole registry: GET /api/analytics, the maintenance dashboard and
// the alert counters, p50/p99 beside their goals, at 100,000 and 1,000,000 hydrants. Each size
// gets a fresh database with the bench hydrants, their maintenance history, schedules and
// status alerts (as the maintenance bench seeds them), then the alert check's overdue alerts;
// --use-database measures a database seeded so before, as it is. Prints figures only; it never
// asserts a timing.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { parseBenchOptions, parseSizes } from './args.mjs';
import { startApi } from './api-server.mjs';
import { freshDatabase, holdsHydrants, seedBench } from './database.mjs';
import { measure } from './latency.mjs';
import { requireBuild, ROOT } from './paths.mjs';

const USAGE = `Usage: npm run bench:analytics -w @hydrant/bench -- [options]
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

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));

function runCli(script, args, url) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

/** Hydrants, 3 history records each, schedules and status alerts, then the alert check's overdue alerts. */
async function seed(url, size) {
  const started = performance.now();
  await seedBench(url, size);
  await runCli('api/dist/seed/seed-bench-maintenance.cli.js', ['--history-per-hydrant', '3'], url);
  await runCli('api/dist/alerts/alert-check.cli.js', [], url);
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
    try {
      lines.push('| request | goal ms | requests | p50 ms | p99 ms |', '| --- | ---: | ---: | ---: | ---: |');
      for (const [path, label, goal] of ROUTES) {
        const r = await measure(api, path, opts.requests, { budgetMs: 60_000 });
        lines.push(`| ${label} | ≤ ${goal} | ${r.requests} | ${fmt(r.p50)} | ${fmt(r.p99)} |`);
        console.log(lines[lines.length - 1]);
      }
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
});
const opts = {
  sizes: parseSizes(values.sizes, values['use-database']),
  port: Number(values.port),
  requests: Number(values.requests),
  keep: values.keep,
  useDatabase: values['use-database'],
  databaseUrl,
};
requireBuild({ web: false });
console.log(
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; Node ${process.version}`,
);
const summary = [];
for (const size of opts.sizes) summary.push([size, await benchSize(opts, size)]);
console.log('\n=== Summary ===');
for (const [size, lines] of summary) {
  console.log(`\n${size.toLocaleString('en-US')} hydrants`);
  for (const line of lines) console.log(line);
}

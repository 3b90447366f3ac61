#!/usr/bin/env node
// The maintenance and alerts bench: for each registry size, a fresh database with
// the bench hydrants, then schedules, history and status alerts loaded set-based; the
// periodic alert check timed (first run on the loaded registry, then a run with nothing
// new); then p50/p99 of the maintenance dashboard, alert and history list pages.
// Prints figures only; it never asserts a timing.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startApi } from './api-server.mjs';
import { freshDatabase, seedBench } from './database.mjs';
import { getJson, measure } from './latency.mjs';
import { requireBuild, ROOT } from './paths.mjs';
import { benchEachSize } from './sizes.mjs';

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));

function options() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '100000,1000000' },
      port: { type: 'string', default: '8089' },
      requests: { type: 'string', default: '200' },
      'budget-seconds': { type: 'string', default: '30' },
      'history-per-hydrant': { type: 'string', default: '3' },
      keep: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
    },
  });
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL (a PostgreSQL server) or pass --database-url');
  return {
    sizes: values.sizes.split(',').map((s) => Number(s.trim().replace(/_/g, ''))),
    port: Number(values.port),
    requests: Number(values.requests),
    budgetMs: Number(values['budget-seconds']) * 1000,
    historyPerHydrant: Number(values['history-per-hydrant']),
    keep: values.keep,
    databaseUrl,
  };
}

/** Runs a built CLI of the API against `url`; resolves with its stdout. */
function runCli(script, args, url) {
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} exited with ${code}`))));
  });
}

async function alertCheck(url) {
  const out = await runCli('api/dist/alerts/alert-check.cli.js', [], url);
  return JSON.parse(out.trim().split('\n').pop());
}

async function benchSize(opts, size) {
  const db = await freshDatabase(opts.databaseUrl, size, 'hydrant_bench_maintenance');
  const lines = [];
  try {
    console.log(`\n=== ${size.toLocaleString('en-US')} hydrants ===`);
    const hydrantSeconds = await seedBench(db.url, size);
    lines.push(`seed hydrants: ${hydrantSeconds.toFixed(1)} s`);
    const started = performance.now();
    await runCli(
      'api/dist/seed/seed-bench-maintenance.cli.js',
      ['--history-per-hydrant', String(opts.historyPerHydrant)],
      db.url,
    );
    lines.push(
      `seed maintenance (${opts.historyPerHydrant} history records per hydrant): ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const label of [
      'first run (raises every overdue alert)',
      'second run (nothing new)',
      'third run (nothing new)',
    ]) {
      const result = await alertCheck(db.url);
      lines.push(
        `alert check, ${label}: ${fmt(result.ms)} ms, raised ${result.raised.toLocaleString('en-US')}, resolved ${result.resolved}`,
      );
      console.log(lines[lines.length - 1]);
    }
    process.env.ALERT_CHECK_INTERVAL_SECONDS = '-1';
    const api = await startApi({ databaseUrl: db.url, port: opts.port });
    try {
      const counters = await getJson(api, '/api/alerts/counters');
      const history = await getJson(api, '/api/maintenance-history?pageSize=1');
      const acknowledged = await getJson(api, '/api/alerts?acknowledged=true&pageSize=1');
      const lines2 = [
        `rows: ${history.total.toLocaleString('en-US')} history records, ${counters.active.toLocaleString('en-US')} open alerts, ` +
          `${acknowledged.total.toLocaleString('en-US')} acknowledged`,
      ];
      const activeLast = Math.max(1, Math.ceil(counters.active / 25));
      const routes = [
        ['maintenance dashboard', '/api/maintenance/dashboard'],
        ['alert counters', '/api/alerts/counters'],
        ['alerts, active, page 1', '/api/alerts?acknowledged=false&page=1&pageSize=25'],
        [`alerts, active, page 100`, `/api/alerts?acknowledged=false&page=${Math.min(100, activeLast)}&pageSize=25`],
        ['alerts, acknowledged, first 5', '/api/alerts?acknowledged=true&page=1&pageSize=5'],
        [
          'alerts, active, critical type filter',
          '/api/alerts?acknowledged=false&priority=high&alertType=status_change&pageSize=25',
        ],
        ['history, page 1', '/api/maintenance-history?page=1&pageSize=25'],
        ['history, page 100', '/api/maintenance-history?page=100&pageSize=25'],
        [
          'history, repairs in 2024',
          '/api/maintenance-history?maintenanceType=repair&from=2024-01-01&to=2024-12-31&pageSize=25',
        ],
        ['hydrant timeline (one hydrant)', `/api/hydrants/${Math.min(12345, size)}/history?pageSize=25`],
        ['schedules, overdue, page 1', '/api/maintenance?due=overdue&page=1&pageSize=25'],
      ];
      console.log('| request | requests | p50 ms | p99 ms | mean ms |');
      console.log('| --- | ---: | ---: | ---: | ---: |');
      for (const [label, path] of routes) {
        const r = await measure(api, path, opts.requests, { budgetMs: opts.budgetMs });
        const line = `| ${label} | ${r.requests} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.mean)} |`;
        console.log(line);
        lines2.push(line);
      }
      lines.push(...lines2);
    } finally {
      await api.stop();
    }
  } finally {
    if (!opts.keep) await db.drop();
  }
  return lines;
}

async function main() {
  const opts = options();
  requireBuild({ web: false });
  await benchEachSize(opts.sizes, (size) => benchSize(opts, size));
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

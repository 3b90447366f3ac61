#!/usr/bin/env node
// The maintenance and alerts bench: for each registry size, a fresh database with
// the bench hydrants, then schedules, history and status alerts loaded set-based; the
// periodic alert check timed (first run on the loaded registry: full; then the timer's
// incremental rounds with nothing new, and a full round on demand); then days passing
// (the last round's cutoff moved back, the alerts those days would have raised taken away)
// and the timer's round compared with a full round on the same data (same open alerts?);
// then p50/p99 of the maintenance dashboard, alert and history list pages.
// Prints figures only; it never asserts a timing.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
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
      'days-passed': { type: 'string', default: '7' },
      'skip-routes': { type: 'boolean', default: false },
      'database-prefix': { type: 'string', default: 'hydrant_bench_maintenance' },
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
    daysPassed: Number(values['days-passed']),
    skipRoutes: values['skip-routes'],
    databasePrefix: values['database-prefix'],
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

async function alertCheck(url, args = []) {
  const out = await runCli('api/dist/alerts/alert-check.cli.js', args, url);
  return JSON.parse(out.trim().split('\n').pop());
}

/**
 * As if the last round ran `days` days ago: its cutoff moved back, and the open alerts that
 * the dates crossing the line since then would raise taken away.
 */
async function letDaysPass(url, days) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const removed = await client.query(
      `DELETE FROM alerts a USING hydrants h
       WHERE a.cause = 'inspection:' || h.id AND NOT a.acknowledged
         AND h.last_inspection >= current_date - 365 - $1::int AND h.last_inspection < current_date - 365`,
      [days],
    );
    const removedSchedules = await client.query(
      `DELETE FROM alerts a USING maintenance_schedules s
       WHERE a.cause = 'schedule:' || s.id AND NOT a.acknowledged
         AND s.scheduled_date >= current_date - $1::int AND s.scheduled_date < current_date`,
      [days],
    );
    await client.query(
      `UPDATE app_settings SET value = to_char(current_date - $1::int, 'YYYY-MM-DD') WHERE name = 'alert_check_cutoff'`,
      [days],
    );
    await client.query('COMMIT');
    return removed.rowCount + removedSchedules.rowCount;
  } finally {
    await client.end();
  }
}

const runLine = (label, r) =>
  `alert check, ${label}: ${fmt(r.ms)} ms (${r.full ? 'full' : 'incremental'}), raised ${r.raised.toLocaleString('en-US')}, resolved ${r.resolved}`;

async function benchSize(opts, size) {
  const db = await freshDatabase(opts.databaseUrl, size, opts.databasePrefix);
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
    const rounds = [
      ['first run (no cutoff yet: full, raises every overdue alert)', []],
      ['steady state 1 (nothing new)', []],
      ['steady state 2 (nothing new)', []],
      ['steady state 3 (nothing new)', []],
      ['full run on demand (--full, nothing new)', ['--full']],
    ];
    for (const [label, args] of rounds) {
      lines.push(runLine(label, await alertCheck(db.url, args)));
      console.log(lines[lines.length - 1]);
    }
    const taken = await letDaysPass(db.url, opts.daysPassed);
    const compared = await alertCheck(db.url, ['--compare']);
    lines.push(
      `${opts.daysPassed} days pass (${taken.toLocaleString('en-US')} alerts to raise again): ` +
        `${runLine('incremental', compared.incremental).replace('alert check, ', '')}; ` +
        `${runLine('full', compared.full).replace('alert check, ', '')}; ` +
        `open alerts ${compared.incremental.open.count.toLocaleString('en-US')} / ${compared.full.open.count.toLocaleString('en-US')}, ` +
        `same open alerts: ${compared.equal ? 'yes' : 'NO'}`,
    );
    console.log(lines[lines.length - 1]);
    lines.push(runLine(`after ${opts.daysPassed} days (committed)`, await alertCheck(db.url)));
    console.log(lines[lines.length - 1]);
    if (opts.skipRoutes) return lines;
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

#!/usr/bin/env node
// Analytics, reports and exports bench: for each registry size, a fresh database with
// the bench hydrants plus maintenance history (one record per hydrant over two years), schedules
// and alerts, the built API on its own port, then: GET /api/analytics and /api/exports/summary
// (sequential p50/p99), a compliance report, and every streamed export downloaded in full, each
// with its time, size and the API's peak resident memory while it ran (sampled from /proc every
// 20 ms). Prints figures only; it never asserts a timing.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApi } from './api-server.mjs';
import { freshDatabase, seedBench } from './database.mjs';
import { measure } from './latency.mjs';
import { requireBuild } from './paths.mjs';
import { benchEachSize } from './sizes.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000,1000000' },
    port: { type: 'string', default: '8089' },
    requests: { type: 'string', default: '20' },
    formats: { type: 'string', default: 'csv,tsv,json,geojson,xlsx' },
    keep: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
});
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL (a PostgreSQL server) or pass --database-url.');
  process.exit(2);
}
const sizes = values.sizes.split(',').map((s) => Number(s.trim().replace(/_/g, '')));
const formats = values.formats.split(',').map((s) => s.trim());

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Resident memory of a process, bytes (Linux /proc). */
function rss(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : NaN;
}

/** Runs `work` while sampling the API's RSS; returns its result with the peak and the RSS before. */
async function withPeakMemory(pid, work) {
  const before = rss(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rss(pid));
  }, 20);
  try {
    const result = await work();
    peak = Math.max(peak, rss(pid));
    return { result, before, peak };
  } finally {
    clearInterval(timer);
  }
}

/** Maintenance history (one record per hydrant, last two years), 10% with a schedule, 5% with an open alert. */
async function seedRelated(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(`INSERT INTO maintenance_history (hydrant_id, maintenance_type, completed_date, technician_name, work_performed, status)
      SELECT id, (ARRAY['routine','repair','inspection','emergency'])[1 + id % 4], current_date - (id % 730), 'Bench Tech', 'Bench work',
        CASE WHEN id % 10 = 0 THEN 'incomplete' ELSE 'completed' END
      FROM hydrants`);
    await client.query(`INSERT INTO maintenance_schedules (hydrant_id, scheduled_date, maintenance_type, priority, description, status)
      SELECT id, current_date + (id % 60) - 30, 'routine', 'medium', 'Bench schedule', 'scheduled' FROM hydrants WHERE id % 10 = 0`);
    await client.query(`INSERT INTO alerts (hydrant_id, alert_type, priority, message, cause, occurrence, acknowledged, acknowledged_by, acknowledged_at, created_at)
      SELECT id, 'overdue_inspection', (ARRAY['urgent','high','medium','low'])[1 + id % 4], 'Bench alert', 'bench:' || id, 'bench:' || id,
        id % 2 = 0, CASE WHEN id % 2 = 0 THEN 'bench' END, CASE WHEN id % 2 = 0 THEN now() - make_interval(mins => id % 50000) END,
        now() - make_interval(mins => id % 50000 + 30)
      FROM hydrants WHERE id % 20 = 0`);
    await client.query('ANALYZE');
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

async function download(api, path, init = {}) {
  const started = performance.now();
  const res = await fetch(`${api.base}${path}`, { ...init, headers: { cookie: api.cookie, ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${path} -> ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.byteLength;
  return { ms: performance.now() - started, bytes };
}

async function benchSize(size, port) {
  const db = await freshDatabase(databaseUrl, size, 'hydrant_bench_reports');
  const lines = [];
  const log = (line) => {
    console.log(line);
    lines.push(line);
  };
  try {
    console.log(`\n=== ${size.toLocaleString('en-US')} hydrants ===`);
    log(
      `seed hydrants: ${(await seedBench(db.url, size)).toFixed(1)} s; history, schedules, alerts: ${(await seedRelated(db.url)).toFixed(1)} s`,
    );
    const api = await startApi({ databaseUrl: db.url, port });
    try {
      log(`API resident memory at rest: ${mib(rss(api.pid))}`);
      log('| request | requests | p50 ms | p99 ms | API peak RSS |');
      log('| --- | ---: | ---: | ---: | ---: |');
      for (const [label, path] of [
        ['analytics', '/api/analytics'],
        ['export summary (counts, NFPA compliance overview)', '/api/exports/summary'],
        ['report options (areas, first 10)', '/api/reports/options'],
      ]) {
        const { result: r, peak } = await withPeakMemory(api.pid, () =>
          measure(api, path, Number(values.requests), { warmup: 2, minimum: 5 }),
        );
        log(`| ${label} | ${r.requests} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${mib(peak)} |`);
      }
      for (const type of ['compliance', 'operational']) {
        const { result: r, peak } = await withPeakMemory(api.pid, () =>
          download(api, '/api/reports', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ type, title: 'Bench', format: 'pdf' }),
          }),
        );
        log(`| ${type} report, PDF (${mib(r.bytes)}) | 1 | ${fmt(r.ms)} | | ${mib(peak)} |`);
      }
      log('| export (full download) | size | time s | MB/s | API RSS before → peak |');
      log('| --- | ---: | ---: | ---: | ---: |');
      for (const format of formats) {
        const {
          result: r,
          before,
          peak,
        } = await withPeakMemory(api.pid, () => download(api, `/api/exports/${format}`));
        log(
          `| ${format} | ${mib(r.bytes)} | ${(r.ms / 1000).toFixed(1)} | ${(r.bytes / 1024 / 1024 / (r.ms / 1000)).toFixed(1)} | ${mib(before)} → ${mib(peak)} |`,
        );
      }
    } finally {
      await api.stop();
    }
  } finally {
    if (!values.keep) await db.drop();
  }
  return lines;
}

requireBuild({ web: false });
await benchEachSize(sizes, (size) => benchSize(size, Number(values.port)));

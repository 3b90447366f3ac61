#!/usr/bin/env node
// The live-updates bench: the built API on a small fresh database, then N
// server-sent event streams (GET /api/events, one per simulated tab) opened on that one
// process. Prints the process's resident memory before and after, its CPU time while the
// streams sit idle (heartbeats only), and how long one change takes to reach every stream.
// Reads /proc (Linux). Prints figures only; it never asserts them.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { startApi } from './api-server.mjs';
import { parseBenchOptions } from './args.mjs';
import { freshDatabase, seedBench } from './database.mjs';
import { requireBuild } from './paths.mjs';

const USAGE = `Usage: npm run bench:events -w @hydrant/bench -- [options]
  --streams 500            streams opened on the one API process
  --idle-seconds 60        how long the streams sit idle while CPU time is measured
  --port 8096              port of the API started for the bench`;

const CLOCK_TICKS = 100; // USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s on Linux

/** Resident memory (MiB) and CPU time used so far (s) of a process, from /proc. */
async function usage(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const rssKiB = Number(/^VmRSS:\s+(\d+)/m.exec(status)[1]);
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return { rssMiB: rssKiB / 1024, cpuSeconds: (Number(stat[11]) + Number(stat[12])) / CLOCK_TICKS };
}

/** One stream read with fetch, as a tab's EventSource would: counts events and heartbeats. */
function openStream(base, cookie, onEvent) {
  const abort = new AbortController();
  const stream = { heartbeats: 0, events: 0, close: () => abort.abort() };
  const ready = fetch(`${base}/api/events`, {
    headers: { Accept: 'text/event-stream', Cookie: cookie },
    signal: abort.signal,
  }).then((res) => {
    if (res.status !== 200) throw new Error(`GET /api/events answered ${res.status}`);
    return new Promise((resolve) => {
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = res.body.getReader();
      const pump = () =>
        reader.read().then(
          ({ done, value }) => {
            if (done) return;
            buffer += decoder.decode(value, { stream: true });
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (block.startsWith(':')) stream.heartbeats += 1;
              else if (block.includes('event: ready')) resolve();
              else if (block.includes('event: change')) {
                stream.events += 1;
                onEvent(block);
              }
            }
            return pump();
          },
          () => undefined,
        );
      void pump();
    });
  });
  return { stream, ready };
}

async function main() {
  const { values, databaseUrl } = parseBenchOptions(USAGE, {
    streams: { type: 'string', default: '500' },
    'idle-seconds': { type: 'string', default: '60' },
    port: { type: 'string', default: '8096' },
  });
  requireBuild({ web: false });
  const count = Number(values.streams);
  const idleMs = Number(values['idle-seconds']) * 1000;
  console.log(
    `Live-updates bench on ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const db = await freshDatabase(databaseUrl, count, 'hydrant_bench_events');
  const lines = [];
  const report = (line) => {
    console.log(line);
    lines.push(line);
  };
  try {
    await seedBench(db.url, 1000);
    const api = await startApi({ databaseUrl: db.url, port: Number(values.port) });
    // The bench user writes the one change (a user's role is read on every request).
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query(`UPDATE users SET role = 'officer' WHERE username = $1`, [api.username]);
    await client.end();
    const streams = [];
    try {
      const res = await fetch(`${api.base}/api/hydrants?page=1&pageSize=1`, { headers: { Cookie: api.cookie } });
      const hydrant = (await res.json()).items[0];
      // The process's own idle cost (its periodic jobs, the notification poll), to compare with.
      const quietStart = await usage(api.pid);
      await new Promise((resolve) => setTimeout(resolve, idleMs));
      const before = await usage(api.pid);
      const quietCpu = before.cpuSeconds - quietStart.cpuSeconds;
      report(
        `API process idle ${(idleMs / 1000).toFixed(0)} s, no streams: ${before.rssMiB.toFixed(1)} MiB resident, ` +
          `${quietCpu.toFixed(2)} s of CPU (${((quietCpu / (idleMs / 1000)) * 100).toFixed(2)} % of one core)`,
      );

      let arrivals = [];
      const opened = [];
      for (let i = 0; i < count; i += 1) {
        const { stream, ready } = openStream(api.base, api.cookie, () => arrivals.push(performance.now()));
        streams.push(stream);
        opened.push(ready);
      }
      await Promise.all(opened);
      const open = await usage(api.pid);
      report(
        `${count} streams open: ${open.rssMiB.toFixed(1)} MiB resident (+${(open.rssMiB - before.rssMiB).toFixed(1)} MiB, ` +
          `${(((open.rssMiB - before.rssMiB) * 1024) / count).toFixed(1)} KiB per stream)`,
      );

      const idleStart = await usage(api.pid);
      const heartbeatsBefore = streams.reduce((n, s) => n + s.heartbeats, 0);
      await new Promise((resolve) => setTimeout(resolve, idleMs));
      const idleEnd = await usage(api.pid);
      const heartbeats = streams.reduce((n, s) => n + s.heartbeats, 0) - heartbeatsBefore;
      const cpu = idleEnd.cpuSeconds - idleStart.cpuSeconds;
      report(
        `idle ${(idleMs / 1000).toFixed(0)} s with ${count} streams: ${cpu.toFixed(2)} s of CPU ` +
          `(${((cpu / (idleMs / 1000)) * 100).toFixed(2)} % of one core), ${heartbeats} heartbeats sent, ` +
          `${idleEnd.rssMiB.toFixed(1)} MiB resident`,
      );

      arrivals = [];
      const sent = performance.now();
      const patch = await fetch(`${api.base}/api/hydrants/${hydrant.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Cookie: api.cookie },
        body: JSON.stringify({ notes: `bench ${Date.now()}` }),
      });
      if (!patch.ok) throw new Error(`PATCH answered ${patch.status}`);
      const deadline = Date.now() + 30_000;
      while (arrivals.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      const sorted = arrivals.map((t) => t - sent).sort((x, y) => x - y);
      report(
        `one change: ${sorted.length} of ${count} streams had it; from the write's start, first ${sorted[0]?.toFixed(0)} ms, ` +
          `median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, last ${sorted.at(-1)?.toFixed(0)} ms`,
      );
    } finally {
      for (const stream of streams) stream.close();
      await api.stop();
    }
  } finally {
    if (!values.keep) await db.drop();
  }
  console.log('\n=== summary ===');
  for (const line of lines) console.log(`  ${line}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

#!/usr/bin/env node
// What the HTTP framework alone costs: one request (a session check and a row by id, two SQL
// statements, the row as JSON) served by node:http, by NestJS on Express and by NestJS on
// Fastify (floor-server.mjs), with none of the console's own layers. Throughput under N
// connections, the servers interleaved round by round; prints requests per second and the share
// of node:http's. Asserts nothing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { parseBenchOptions } from './args.mjs';
import { freshDatabase } from './database.mjs';

const USAGE = `Usage: npm run bench:floor -w @hydrant/bench -- [options]
  --seconds 5        length of one run
  --rounds 4         interleaved rounds (bare, nest-express, nest-fastify, bare, ...)
  --connections 10   concurrent connections
  --port 8240        first port (the servers use port, port + 1, port + 2)
  --keep, --database-url URL   as npm run bench (the bench makes hydrant_floor_bench there)`;

const KINDS = ['bare', 'nest-express', 'nest-fastify'];
const SID = 'floor-bench-session';

const { values, databaseUrl } = parseBenchOptions(USAGE, {
  seconds: { type: 'string', default: '5' },
  rounds: { type: 'string', default: '4' },
  connections: { type: 'string', default: '10' },
  port: { type: 'string', default: '8240' },
});

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE TABLE floor_items (id int PRIMARY KEY, name text, status text, lat float8, lng float8,
      updated_at timestamptz DEFAULT now())`);
    await client.query(`INSERT INTO floor_items SELECT g, 'H-' || g, 'operational', 39 + random(), -89 - random()
      FROM generate_series(1, 10000) g`);
    await client.query('CREATE TABLE floor_sessions (sid text PRIMARY KEY, user_id int, expire timestamptz)');
    await client.query(`INSERT INTO floor_sessions VALUES ($1, 1, now() + interval '1 day')`, [SID]);
  } finally {
    await client.end();
  }
}

function start(kind, port, url) {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floor-server.mjs');
  const child = spawn(process.execPath, [file, kind, String(port)], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return { kind, port, child, ready };
}

async function run(port, seconds, connections) {
  const paths = Array.from({ length: 50 }, (_, i) => `/api/items/${1 + i * 197}`);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: paths.map((p) => ({ method: 'GET', path: p, headers: { cookie: `sid=${SID}` } })),
  });
  return { rps: result['2xx'] / result.duration, bad: result.non2xx + result.errors + result.timeouts };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const database = await freshDatabase(databaseUrl, 'floor', 'hydrant_floor_bench');
const servers = [];
try {
  await seed(database.url);
  const first = Number(values.port);
  for (const [i, kind] of KINDS.entries()) servers.push(start(kind, first + i, database.url));
  await Promise.all(servers.map((s) => s.ready));
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  for (const server of servers) await run(server.port, Math.min(2, seconds), connections);
  const rounds = new Map(KINDS.map((kind) => [kind, []]));
  for (let round = 0; round < Number(values.rounds); round += 1) {
    for (const server of servers) rounds.get(server.kind).push(await run(server.port, seconds, connections));
  }
  const bare = median(rounds.get('bare').map((r) => r.rps));
  console.log(`\n${connections} connections, ${values.rounds} rounds of ${seconds} s (median):`);
  console.log('| server | requests/s | share of node:http | rounds | errors |');
  console.log('| --- | ---: | ---: | --- | ---: |');
  for (const kind of KINDS) {
    const list = rounds.get(kind);
    const rps = median(list.map((r) => r.rps));
    const errors = list.reduce((sum, r) => sum + r.bad, 0);
    console.log(
      `| ${kind} | ${Math.round(rps)} | ${(rps / bare).toFixed(2)} | ${list.map((r) => Math.round(r.rps)).join(' ')} | ${errors} |`,
    );
  }
} finally {
  for (const server of servers) server.child.kill('SIGTERM');
  if (!values.keep) await database.drop();
}

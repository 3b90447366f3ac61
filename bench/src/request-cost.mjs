// Per-request cost of the API, a developer's tool beside bench:compare: throughput
// of the hot reads with N keep-alive connections and the server's own CPU time per request
// (from /proc, which a busy machine disturbs less than the wall clock), side by side with the
// bare server (bare-server.mjs, without and with its session check) and optionally with an
// earlier build of the API (--before-dist), targets interleaved round by round. Prints
// figures, asserts none.
//
//   node bench/src/request-cost.mjs --database-url postgres://…/hydrant_bench_100000 \
//     [--connections 10] [--seconds 5] [--rounds 3] [--port 8089] [--routes one,list,nearby]
//     [--targets api,bare,bare-session] [--identity] [--before-dist api/dist-before]
//
// The database must hold the bench seed (npm run seed:bench -- --count 100000); the API is
// started from api/dist with LOG_LEVEL=info (production's default), its log going nowhere.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import pg from 'pg';
import { percentile } from './latency.mjs';
import { ROOT } from './paths.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '8089' },
    routes: { type: 'string', default: 'one,list,nearby' },
    targets: { type: 'string', default: 'api,bare,bare-session' },
    // Ask for gzip as the console's browser does (the API and the bare server compress over 1 KiB); --identity: not.
    identity: { type: 'boolean', default: false },
    'api-env': { type: 'string', default: '' },
    'node-args': { type: 'string', default: '' },
    // Also run an earlier build of the API (e.g. a copy of api/dist made before a change) as target "before".
    'before-dist': { type: 'string' },
    'before-env': { type: 'string', default: '' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url (or DATABASE_URL) is required');
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const basePort = Number(values.port);

const ROUTES = {
  // For locating costs (the bare servers do not answer these): no session at all, and the session alone.
  health: { label: 'GET /api/health', path: () => '/api/health' },
  user: { label: 'GET /api/auth/user', path: () => '/api/auth/user' },
  one: {
    label: 'GET /api/hydrants/{id}',
    path: (ids) => `/api/hydrants/${ids[Math.floor(Math.random() * ids.length)]}`,
  },
  list: { label: 'GET /api/hydrants?page=1&pageSize=25', path: () => '/api/hydrants?page=1&pageSize=25' },
  nearby: {
    label: 'nearby Chicago 50 mi, first 100',
    path: () => '/api/hydrants/nearby?lat=41.8781&lng=-87.6298&radius=50&pageSize=100',
  },
};

async function sql(text, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

function startProcess(args, env, readyText) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.exitCode === null && child.kill('SIGTERM'));
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (data) => {
      seen += data.toString();
      if (seen.includes(readyText)) {
        // From now on the output goes nowhere (as a log shipper reading fast would).
        child.stdout.removeListener('data', onData);
        child.stdout.resume();
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code} before it was ready`)));
  });
}

async function startApi(port, dist = 'api/dist', envList = values['api-env']) {
  const username = 'bench';
  const password = randomBytes(18).toString('base64url');
  const extra = Object.fromEntries(
    envList
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const child = await startProcess(
    [...values['node-args'].split(' ').filter(Boolean), `${dist}/main.js`],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: username,
      ADMIN_PASSWORD: password,
      SEED_DEMO_DATA: 'false',
      TILE_URL: '',
      LOG_LEVEL: 'info',
      ALERT_CHECK_INTERVAL_SECONDS: '-1',
      LOGIN_MAX_FAILURES: '1000',
      ...extra,
    },
    'Console ready',
  );
  const hash = await argon2.hash(password, { type: argon2.argon2id });
  await sql(
    `INSERT INTO users (username, password_hash, role) VALUES ($1, $2, 'admin')
     ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, disabled = false, must_change_password = false`,
    [username, hash],
  );
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`Login failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { child, cookie };
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** `connections` keep-alive connections, each sending its next GET when the last is read, for `seconds`. */
async function load({ port, cookie, child }, route, ids) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const headers = { cookie, ...(values.identity ? {} : { 'accept-encoding': 'gzip' }) };
  const times = [];
  let errors = 0;
  let bytes = 0;
  const get = (path) =>
    new Promise((resolve) => {
      const started = performance.now();
      http
        .get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
          let size = 0;
          res.on('data', (chunk) => (size += chunk.length));
          res.on('end', () => {
            if (res.statusCode !== 200) errors += 1;
            bytes = size;
            resolve(performance.now() - started);
          });
        })
        .on('error', () => {
          errors += 1;
          resolve(performance.now() - started);
        });
    });
  // Warm-up: a second of the same load, untimed.
  const run = async (ms, record) => {
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const ms = await get(route.path(ids));
          if (record) times.push(ms);
        }
      }),
    );
  };
  await run(1000, false);
  const started = performance.now();
  const cpuBefore = cpuMs(child.pid);
  await run(seconds * 1000, true);
  const elapsed = (performance.now() - started) / 1000;
  const cpuPerRequest = ((cpuMs(child.pid) - cpuBefore) / times.length) * 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    rps: times.length / elapsed,
    cpu: cpuPerRequest,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors,
    bytes,
  };
}

const ids = (await sql('SELECT id FROM hydrants ORDER BY random() LIMIT 1000')).map((row) => row.id);
if (ids.length === 0) throw new Error('The database holds no hydrants: seed it first (npm run seed:bench)');
const targets = {};
const wanted = values.targets.split(',');
if (values['before-dist'] || values['before-env']) {
  const env = [values['api-env'], values['before-env']].filter(Boolean).join(',');
  targets.before = { port: basePort + 3, ...(await startApi(basePort + 3, values['before-dist'] ?? 'api/dist', env)) };
}
if (wanted.includes('api')) targets.api = { port: basePort, ...(await startApi(basePort)) };
const [{ value: secret } = {}] = await sql(`SELECT value FROM app_settings WHERE name = 'session_secret'`);
if (!targets.api) throw new Error('The api target is needed (it signs in the session the bare servers check)');
for (const [name, port, session] of [
  ['bare', basePort + 1, []],
  ['bare-session', basePort + 2, ['--session']],
]) {
  if (!wanted.includes(name)) continue;
  const child = await startProcess(
    ['bench/src/bare-server.mjs', '--port', String(port), ...session],
    { DATABASE_URL: databaseUrl, SESSION_SECRET: process.env.SESSION_SECRET ?? secret },
    'Bare server',
  );
  targets[name] = { port, child, cookie: targets.api.cookie };
}

const results = {};
for (let round = 1; round <= Number(values.rounds); round += 1) {
  for (const routeName of values.routes.split(',')) {
    for (const [name, target] of Object.entries(targets)) {
      const r = await load(target, ROUTES[routeName], ids);
      (results[`${routeName}/${name}`] ??= []).push(r);
      console.error(
        `round ${round} ${routeName.padEnd(6)} ${name.padEnd(12)} ${r.rps.toFixed(0).padStart(6)} req/s  ${r.cpu.toFixed(0).padStart(5)} µs CPU/req  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  ${r.bytes} B${r.errors ? `  ${r.errors} errors` : ''}`,
      );
    }
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `\n${connections} connections, ${seconds} s per run, ${values.rounds} interleaved rounds (median of rounds)${values.identity ? ', no compression' : ', gzip'}`,
);
console.log(
  '| route | API req/s | bare req/s | API / bare | bare+session req/s | API / bare+session | API p50 / p99 ms | node CPU µs/req: API / bare / bare+session |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const routeName of values.routes.split(',')) {
  const api = results[`${routeName}/api`];
  const bare = results[`${routeName}/bare`];
  const bareSession = results[`${routeName}/bare-session`];
  const before = results[`${routeName}/before`];
  const rps = (rs) => (rs ? median(rs.map((r) => r.rps)) : NaN);
  const cpu = (rs) => (rs ? median(rs.map((r) => r.cpu)).toFixed(0) : '–');
  console.log(
    `| ${ROUTES[routeName].label}${before ? ` | before: ${rps(before).toFixed(0)} (${(rps(before) / rps(bareSession)).toFixed(2)} of bare+session), ${cpu(before)} µs` : ''} | ${rps(api).toFixed(0)} | ${rps(bare).toFixed(0)} | ${(rps(api) / rps(bare)).toFixed(2)} | ${rps(bareSession).toFixed(0)} | ${(rps(api) / rps(bareSession)).toFixed(2)} | ${median(api.map((r) => r.p50)).toFixed(2)} / ${median(api.map((r) => r.p99)).toFixed(2)} | ${cpu(api)} / ${cpu(bare)} / ${cpu(bareSession)} |`,
  );
}
for (const target of Object.values(targets)) target.child.kill('SIGTERM');
process.exit(0);

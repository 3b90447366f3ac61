// Starts the built API (node api/dist/main.js) on its own port with a random administrator.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import argon2 from 'argon2';
import pg from 'pg';
import { ROOT } from './paths.mjs';

/**
 * The bench's own administrator with a new random password (argon2id, as the API stores
 * it), so a bench database measured again (--use-database) still lets the bench sign in.
 */
async function ensureBenchUser(databaseUrl, username, password) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const hash = await argon2.hash(password, { type: argon2.argon2id });
    await client.query(
      `INSERT INTO users (username, password_hash) VALUES ($1, $2)
       ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash`,
      [username, hash],
    );
  } finally {
    await client.end();
  }
}

/** Starts the API on a migrated (seeded) database and signs in as the bench user. */
export async function startApi({ databaseUrl, port }) {
  const username = 'bench';
  const password = randomBytes(18).toString('base64url');
  const base = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${port} is already in use (another API?): choose another with --port`);
  }
  await ensureBenchUser(databaseUrl, username, password);
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: username,
      ADMIN_PASSWORD: password,
      SEED_DEMO_DATA: 'false',
      TILE_URL: '',
      // BENCH_API_LOG_LEVEL=info measures the API as deployed (one log line per request).
      LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'warn',
      LOGIN_MAX_FAILURES: '1000',
    },
    // BENCH_API_LOG=<file> keeps the API's (JSON) log there, e.g. to see why a request failed.
    stdio: ['ignore', process.env.BENCH_API_LOG ? 'pipe' : 'ignore', 'inherit'],
  });
  if (process.env.BENCH_API_LOG) child.stdout.pipe(createWriteStream(process.env.BENCH_API_LOG, { flags: 'a' }));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Never leave the API behind when the bench itself ends (errors, Ctrl-C: see run-bench.mjs).
  const killOnExit = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode} during start-up`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      await exited;
      throw new Error('The API did not become ready within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) {
    await stop();
    throw new Error(`Login failed: ${login.status}`);
  }
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    base,
    cookie,
    pid: child.pid,
    username,
    password,
    stop,
  };
}

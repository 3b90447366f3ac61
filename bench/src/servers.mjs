// The servers of the side-by-side benches: the built API and the bare server (with and
// without its session check), each in its own process, on ports next to each other.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startApi } from './api-server.mjs';
import { ROOT } from './paths.mjs';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

/**
 * One HTTP request over a kept-alive connection: status, headers and the body (gunzipped
 * when `raw` is false). Lighter on the machine's two cores than fetch.
 */
export function request(base, pathname, { method = 'GET', headers = {}, body, raw = false } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      `${base}${pathname}`,
      {
        method,
        agent,
        headers: payload
          ? { ...headers, 'content-type': 'application/json', 'content-length': payload.length }
          : headers,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          let data = Buffer.concat(chunks);
          if (!raw && res.headers['content-encoding'] === 'gzip') data = gunzipSync(data);
          resolve({ status: res.statusCode, headers: res.headers, body: data });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitForHealth(base, child, what) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} during start-up`);
    try {
      if ((await request(base, '/api/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `node bench/src/bare-server.mjs` on `port` (with the session check when `session`). */
export async function startBare({ databaseUrl, port, session, secret, poolSize }) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'bench/src/bare-server.mjs'), '--port', String(port), ...(session ? ['--session'] : [])],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, SESSION_SECRET: secret, DB_POOL_SIZE: String(poolSize) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killOnExit = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(base, child, `The bare server on port ${port}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid, stop };
}

/**
 * The API on `port`, the bare server on port + 1 and the bare server with its session check
 * on port + 2, all signing or checking with one random SESSION_SECRET; every server is sent
 * the API's session cookie (the bare server without session check ignores it).
 */
export async function startTrio({ databaseUrl, port, poolSize = 10 }) {
  const secret = process.env.SESSION_SECRET ?? randomBytes(32).toString('base64url');
  process.env.SESSION_SECRET = secret; // startApi passes the environment on
  process.env.DB_POOL_SIZE ??= String(poolSize);
  const api = await startApi({ databaseUrl, port });
  const servers = [{ name: 'API', ...api }];
  try {
    for (const [offset, session, name] of [
      [1, false, 'bare'],
      [2, true, 'bare+session'],
    ]) {
      const bare = await startBare({ databaseUrl, port: port + offset, session, secret, poolSize });
      servers.push({ name, ...bare, cookie: api.cookie });
    }
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  return { servers, secret, stop: () => Promise.all(servers.map((server) => server.stop())) };
}

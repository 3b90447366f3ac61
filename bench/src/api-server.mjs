// Starts the built API (node api/dist/main.js) on its own port with a random administrator.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ROOT } from './paths.mjs';

export async function startApi({ databaseUrl, port }) {
  const username = 'bench';
  const password = randomBytes(18).toString('base64url');
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
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
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
      throw new Error('The API did not become ready within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`Login failed: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return {
    base,
    cookie,
    username,
    password,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

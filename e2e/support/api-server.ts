import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { admin } from './env';

/**
 * A second console (API serving the built apps) on its own port and database, for tests that
 * need a server configured otherwise than the shared one (support/e2e-server.mjs does the
 * database set-up and clean-up). stop() ends it and drops its database.
 */
export async function startConsole(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [path.resolve(__dirname, 'e2e-server.mjs')], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      // An embedded PostgreSQL (no DATABASE_URL) must not take the shared server's port.
      E2E_EMBEDDED_PG_PORT: String(Number(process.env.E2E_EMBEDDED_PG_PORT ?? 54339) + 1),
      ...env,
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the console on port ${port} exited (${child.exitCode})`);
          return fetch(`${url}/api/health`).then(
            (r) => r.status,
            () => 0,
          );
        },
        { timeout: 120_000, intervals: [250, 500, 1000] },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

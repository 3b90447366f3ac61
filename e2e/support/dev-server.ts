import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * `npm run dev -w <remote>`: one remote served by rspack's dev server with hot reload, as
 * its team runs it. stop() ends the dev server and its children (its own process group).
 */
export async function startRemoteDevServer(
  remote: string,
  port: number,
): Promise<{ manifest: string; stop: () => Promise<void> }> {
  const child = spawn('nice', ['npm', 'run', 'dev', '-w', remote], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, DEV_PORT: String(port), DEV_HOST: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  });
  const manifest = `http://127.0.0.1:${port}/mf-manifest.json`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the ${remote} dev server exited (${child.exitCode})`);
          return fetch(manifest).then(
            (r) => r.status,
            () => 0,
          );
        },
        { timeout: 120_000, intervals: [500, 1000] },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { manifest, stop };
}

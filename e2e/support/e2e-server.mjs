#!/usr/bin/env node
// Starts the production API (which serves the built shell and remotes) for the
// Playwright run, on a database of its own:
// - DATABASE_URL set: a fresh database on that server, dropped when we stop;
// - unset: an embedded PostgreSQL in a temporary folder, removed when we stop.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The demo data set (350 hydrants in Springfield, IL and 4 zones) so every screen has data;
// no tile server (no internet in tests): the maps draw their bundled offline basemap, or a
// local tile set a test made (TILE_DIR / TILE_FILE). A test starting a console of its own
// may ask for no demo data (SEED_DEMO_DATA=false).
const env = { ...process.env, SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true', TILE_URL: '' };
const cleanups = [];

if (process.env.DATABASE_URL) {
  const base = new URL(process.env.DATABASE_URL);
  const name = `hydrant_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: base.toString() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'hydrant-e2e-pg-'));
  chmodSync(dir, 0o777);
  env.PG_DATA_DIR = path.join(dir, 'data');
  env.EMBEDDED_PG_PORT = process.env.E2E_EMBEDDED_PG_PORT ?? '54339';
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
}

const api = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
  for (const cleanup of cleanups) await cleanup().catch((e) => console.error('e2e clean-up failed:', e.message));
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
api.on('exit', (code) => {
  if (!stopping) stop(code ?? 1);
});

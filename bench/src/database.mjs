// A database per registry size on the given server, seeded with the API's bench seed.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { ROOT } from './paths.mjs';

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin(url, sql) {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates <prefix>_<size> (dropping an old one) and returns its URL and a drop(). Each bench
 * uses its own prefix, so benches run at the same time on one server never drop each other's.
 */
export async function freshDatabase(serverUrl, size, prefix = 'hydrant_bench') {
  const name = `${prefix}_${size}`;
  await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    name,
    drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Whether the database at `url` already holds hydrants (false when it has no schema yet). */
export async function holdsHydrants(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT to_regclass('hydrants') IS NOT NULL AS present`);
    if (!rows[0].present) return false;
    return (await client.query('SELECT 1 FROM hydrants LIMIT 1')).rowCount > 0;
  } finally {
    await client.end();
  }
}

/** `node api/dist/seed/seed-bench.cli.js --count <size>` against `url`; resolves with the seconds it took. */
export function seedBench(url, size) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['api/dist/seed/seed-bench.cli.js', '--count', String(size)], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`seed:bench exited with ${code}`)),
    );
  });
}

/** Runs one of the API's built command-line scripts (e.g. a seed or the alert check) on a database. */
export function runApiCli(script, args, url) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { Client } from 'pg';
import { requireFullAlertCheck } from '../alerts/alert-check-round.js';

/**
 * Backup and restore of the whole database with PostgreSQL's own tools. Photos are rows of
 * the database (hydrant and maintenance photos, DECISIONS §5), so one dump holds them with
 * the records they belong to. pg_dump reads everything in one snapshot (a consistent backup
 * while the console keeps running); pg_restore replays it in one transaction (all or nothing).
 * PG_DUMP and PG_RESTORE name other binaries: pg_dump must be of the server's major version or newer.
 */
export interface PgTools {
  pgDump: string;
  pgRestore: string;
}

export function pgToolsFrom(env: Record<string, string | undefined> = process.env): PgTools {
  return { pgDump: env.PG_DUMP?.trim() || 'pg_dump', pgRestore: env.PG_RESTORE?.trim() || 'pg_restore' };
}

/** The URL without its password (kept out of the command line) and libpq's environment carrying it. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => reject(new Error(`${command} could not start: ${error.message} (set PG_DUMP / PG_RESTORE)`)));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit code ${code}): ${stderr.trim()}`)),
    );
  });
}

/** Major version of a PostgreSQL tool (`pg_dump --version` → 15). */
function toolMajor(command: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, ['--version'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', (error) => reject(new Error(`${command} not found: ${error.message} (set PG_DUMP / PG_RESTORE)`)));
    child.once('exit', () => resolve(Number(/(\d+)(?:\.\d+)?/.exec(out)?.[1] ?? 0)));
  });
}

async function serverMajor(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0].v) / 10000);
  } finally {
    await client.end();
  }
}

/** Refuses early, with a clear message, a pg_dump older than the server (it would refuse anyway, less clearly). */
async function checkVersions(url: string, tool: string): Promise<void> {
  const [server, client] = await Promise.all([serverMajor(url), toolMajor(tool)]);
  if (client < server) {
    throw new Error(
      `${tool} is version ${client} but the server runs PostgreSQL ${server}: install the PostgreSQL ${server} client tools ` +
        `(or newer) and name them with PG_DUMP / PG_RESTORE`,
    );
  }
}

/** pg_dump -Fc of the whole database into `file`. Answers the file's size in bytes. */
export async function backupDatabase(url: string, file: string, tools: PgTools = pgToolsFrom()): Promise<number> {
  await checkVersions(url, tools.pgDump);
  const { dbname, env } = connection(url);
  await run(tools.pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
  return (await stat(file)).size;
}

/**
 * pg_restore of a backup into the database at `url`, replacing what is there (--clean
 * --if-exists), in one transaction: if anything fails, the database is left as it was.
 * Then the next alert check is made a full one, as after a restore through the API.
 * Stop the API first; start it afterwards (a backup from an older release is migrated at start).
 */
export async function restoreDatabase(url: string, file: string, tools: PgTools = pgToolsFrom()): Promise<void> {
  await stat(file);
  await checkVersions(url, tools.pgRestore);
  const { dbname, env } = connection(url);
  await run(
    tools.pgRestore,
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  await afterRestore(url);
}

/**
 * What the restore route also does once the data is in: the restored alerts and records were
 * never checked against each other (the dump also brings the alert check's cutoff of the day
 * it was made), so the next alert check is a full one.
 */
async function afterRestore(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // A dump from a release before the settings table holds no cutoff (the API migrates it at start).
    const { rows } = await client.query<{ present: boolean }>(`SELECT to_regclass('app_settings') IS NOT NULL AS present`);
    if (rows[0].present) await requireFullAlertCheck(client);
  } finally {
    await client.end();
  }
}

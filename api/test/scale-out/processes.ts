import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const API_ROOT = resolve(import.meta.dirname, '..', '..');
export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/** The built API (`npm run build -w @hydrant/api`, which `npm test` runs first); built here when missing. */
export function ensureApiBuilt(): string {
  const main = join(API_ROOT, 'dist', 'main.js');
  if (!existsSync(main)) {
    const built = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: API_ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('Building the API failed');
  }
  return main;
}

export interface Started {
  name: string;
  child: ChildProcess;
  /** Everything the process printed, for a failing test's message. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/** Starts a long-running program and resolves once a line of its output matches `ready`. */
function startProgram(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<Started> {
  const child = spawn(command, args, { cwd: API_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const started: Started = { name, child, output: () => output, exited };
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within 90 s:\n${output}`));
    }, 90_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolveStart(started);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

/** One API process from the build (node dist/main.js), as a site runs it, with only the given environment. */
export function startApi(name: string, port: number, env: Record<string, string>): Promise<Started> {
  const main = ensureApiBuilt();
  const fullEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    ...env,
  };
  return startProgram(name, process.execPath, [main], fullEnv, /Console ready at/);
}

/** HAProxy in front of the API processes: round robin, health checks on /api/health, redispatch on refused connections. */
export async function startHaproxy(port: number, backends: number[]): Promise<Started & { dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'hydrant-haproxy-'));
  const config = [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch 1',
    '  retries 3',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 1',
    ...backends.map((backendPort, i) => `  server api${i + 1} 127.0.0.1:${backendPort} check`),
    '',
  ].join('\n');
  const file = join(dir, 'haproxy.cfg');
  await writeFile(file, config);
  const check = spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stdout}${check.stderr}`);
  // -db: stay in the foreground; the 'ready' line is HAProxy's own start-up notice (or, quiet, none: then poll).
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return { name: 'haproxy', child, output: () => output, exited, dir };
}

/** Stops a process (SIGTERM, then SIGKILL after 10 s) and waits for it. */
export async function stop(started: Started | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), 10_000);
  await started.exited;
  clearTimeout(timer);
}

export async function removeDir(dir: string | undefined): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}

/** Polls `check` until it returns true (each try after the previous one answered), or fails after `ms`. */
export async function until(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

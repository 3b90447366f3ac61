#!/usr/bin/env node
// `npm run dev`: the whole console with rspack's dev server and hot reload. Builds the API,
// runs it (embedded PostgreSQL without DATABASE_URL, as `npm start`) on DEV_API_PORT, and
// serves the shell (8080, proxying /api and /remotes.json to the API) and each remote
// (8081-8084) from their dev servers; /remotes.json points the shell at them.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.DEV_API_PORT ?? '8090';
const host = process.env.DEV_HOST ?? 'localhost';
const remotes = [
  ['mf-hydrants', 8081],
  ['mf-maintenance', 8082],
  ['mf-resources', 8083],
  ['mf-reports', 8084],
];

console.log('Building the API...');
const build = spawnSync('npm', ['run', 'build', '-w', '@hydrant/api'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
function run(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

const remoteUrls = Object.fromEntries(
  remotes.map(([name, port]) => [
    `REMOTE_URL_${name.replace(/-/g, '_').toUpperCase()}`,
    `http://${host}:${port}/mf-manifest.json`,
  ]),
);
run('API', process.execPath, ['api/dist/main.js'], { PORT: apiPort, SERVE_WEB: 'false', ...remoteUrls });
for (const [name, port] of remotes) run(name, 'npm', ['run', 'dev', '-w', name], { DEV_PORT: String(port) });
run('shell', 'npm', ['run', 'dev', '-w', 'shell'], { DEV_API_URL: `http://localhost:${apiPort}`, DEV_PORT: '8080' });
console.log(`Console (dev servers, hot reload): http://${host}:8080`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 20_000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

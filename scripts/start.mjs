#!/usr/bin/env node
// `npm start`: build every app (Nx caches what has not changed), then run the
// API, which also serves the shell at / and each remote under /remotes/<name>/.
// Without DATABASE_URL the API starts an embedded PostgreSQL in .data/pg.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

console.log('Building the console (shell, remotes, API)...');
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('Build failed; see the output above.');
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, env: process.env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

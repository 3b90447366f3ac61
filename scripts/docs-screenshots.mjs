#!/usr/bin/env node
// `npm run docs:screenshots`: the user guide's pictures, made from the real build by the
// browser tests. Builds every app (Nx caches), runs the user-guide spec with SHOTS_DIR
// set (its shoot() calls save each screen at 1280, 800 and 390 px), and copies into
// docs/images/ only the pictures the guide shows: a handful, reduced to 256 colours
// (upng-js), so the repository stays lean.
// A test that fails on a busy machine (a cold first load) is tried once more, as in CI.
// Set E2E_PORT / E2E_REMOTE_PORT to run beside another browser test run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createRequire } from 'node:module';

const UPNG = createRequire(import.meta.url)('upng-js');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The pictures docs/ links to: screen name and width (390 px where the phone matters). */
const KEEP = [
  'dashboard-1280',
  'dashboard-390',
  'hydrant-map-1280',
  'maintenance-1280',
  'calendar-1280',
  'reports-1280',
];

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
const shots = mkdtempSync(path.join(tmpdir(), 'hydrant-docs-shots-'));
try {
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', 'tests/user-guide.spec.ts', '--retries=1'], {
    SHOTS_DIR: shots,
  });
  const images = path.join(root, 'docs/images');
  mkdirSync(images, { recursive: true });
  for (const name of KEEP) {
    const shot = readFileSync(path.join(shots, `${name}.png`));
    const image = UPNG.decode(shot.buffer.slice(shot.byteOffset, shot.byteOffset + shot.length));
    const reduced = UPNG.encode(UPNG.toRGBA8(image), image.width, image.height, 256);
    writeFileSync(path.join(images, `${name}.png`), Buffer.from(reduced));
    console.log(`docs/images/${name}.png  ${Math.round(statSync(path.join(images, `${name}.png`)).size / 1024)} KiB`);
  }
} finally {
  rmSync(shots, { recursive: true, force: true });
}

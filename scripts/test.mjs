#!/usr/bin/env node
// `npm test`: every check and every test. First three gates, each counted as one
// passed or failed check: the typecheck of every workspace, ESLint over the
// repository and the Prettier format check (a failing gate fails `npm test`, but
// the tests still run, so one run shows everything). Then builds the apps
// (Playwright runs against the production build), runs the jest projects through
// Nx, then Playwright, and ends with one line totalled over all runners and gates:
// `N passed, N failed`.
// API and browser tests use DATABASE_URL's server when set (each run makes its
// own databases there), else an embedded PostgreSQL.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: process.env.CI ? '0' : '1' };
// Every workspace with a `test` script runs jest and writes .test-results/jest.json.
const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.flatMap((w) =>
  w.endsWith('/*') ? readdirSync(path.join(root, w.slice(0, -2))).map((d) => `${w.slice(0, -2)}/${d}`) : [w],
);
const jestProjects = workspaces.filter((w) => {
  const pkg = readJson(path.join(root, w, 'package.json'));
  return Boolean(pkg?.scripts?.test);
});
const playwrightResults = path.join(root, 'e2e/.test-results/results.json');

let passed = 0;
let failed = 0;

function run(title, args, command = 'npx') {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  return result.status === 0;
}

/** A gate is one check: the root npm script of that name passes or fails. */
function gate(title, script) {
  if (run(title, ['run', '--silent', script], 'npm')) passed += 1;
  else {
    console.error(`${title} failed (npm run ${script}): counted as one failure.`);
    failed += 1;
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

for (const project of jestProjects) rmSync(path.join(root, project, '.test-results'), { recursive: true, force: true });
rmSync(path.dirname(playwrightResults), { recursive: true, force: true });

gate('Typecheck (every workspace)', 'typecheck');
gate('Lint (ESLint)', 'lint');
gate('Format (Prettier)', 'format:check');

if (!run('Build', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'])) {
  console.error('Build failed: no test can run against it.');
  console.log(`\n${passed} passed, ${failed + 1} failed`);
  process.exit(1);
}

const jestOk = run('Unit and API tests (jest)', [
  'nx',
  'run-many',
  '-t',
  'test',
  '--outputStyle=static',
  '--parallel=2',
]);
let jestCounted = 0;
const failedBeforeJest = failed;
for (const project of jestProjects) {
  const report = readJson(path.join(root, project, '.test-results/jest.json'));
  if (!report) {
    console.error(`No jest results from ${project}: counted as one failure.`);
    failed += 1;
    continue;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that failed to load has no failing test of its own: count it.
  const brokenSuites = report.testResults.filter(
    (s) => s.status === 'failed' && s.assertionResults.every((a) => a.status !== 'failed'),
  ).length;
  failed += brokenSuites;
  jestCounted += report.numTotalTests;
}
if (!jestOk && failed === failedBeforeJest) failed += 1;

const e2eOk = run('Browser tests (Playwright, Chromium)', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
const pw = readJson(playwrightResults);
if (pw?.stats) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  if (pw.stats.flaky) console.log(`Playwright: ${pw.stats.flaky} flaky test(s) passed on retry.`);
} else {
  console.error('No Playwright results: counted as one failure.');
  failed += 1;
}
if (!e2eOk && pw?.stats?.unexpected === 0) failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && jestCounted > 0 ? 0 : 1);

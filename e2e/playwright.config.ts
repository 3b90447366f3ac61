import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';

// Browser tests run against the production build served by the real API.
// The admin password is made fresh for every run: there is no default one.
process.env.E2E_ADMIN_USERNAME ||= 'e2e-admin';
process.env.E2E_ADMIN_PASSWORD ||= randomBytes(18).toString('base64url');
const port = Number(process.env.E2E_PORT ?? 8099);
export const remoteDownPort = Number(process.env.E2E_REMOTE_PORT ?? 8097);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  outputDir: '.artifacts',
  reporter: [['list'], ['json', { outputFile: '.test-results/results.json' }]],
  // A restore replaces every dataset: it runs alone, after every other test (no test's data vanishes mid-test).
  projects: [
    { name: 'main', testIgnore: /\.restore\.spec\.ts$/ },
    { name: 'restore', testMatch: /\.restore\.spec\.ts$/, dependencies: ['main'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The console's service worker would serve the app from its cache and change what the tests
    // see; the tests of the installable app allow it for themselves (installable-app.spec.ts).
    serviceWorkers: 'block',
    // Users who ask their system for less motion get the console without antd's animations; the
    // tests run that way (every dialog, menu and toast still opens and closes, only without the
    // frames in between, which on a 2-core machine cost the browser most of its time).
    // motion.spec.ts checks the animated default.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Recording a trace for every test costs the browser a screenshot stream: in CI (one retry) only the
    // retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node support/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      CSP_EXTRA_ORIGINS: `http://127.0.0.1:${remoteDownPort}`,
      LOG_LEVEL: 'warn',
    },
  },
});

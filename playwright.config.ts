import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  // Two browsers side by side: most of a test's time is waiting on the server and the simulated services, and
  // the tests start only once the demo server's first shop copy is done (global-setup.ts), which had made the
  // first pages slow. Measured on this 2-core machine: 504 s with one worker, 417-446 s with two.
  workers: 2,
  // A flaky test is mended, not retried.
  retries: 0,
  globalSetup: './apps/web/e2e/global-setup.ts',
  timeout: 30_000,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});

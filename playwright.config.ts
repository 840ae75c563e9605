import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  // One browser at a time: on a 2-core machine two workers (each a Chromium, beside the server) thrash, and a
  // signed-in page then takes over 5 s to appear (measured: 6-7 s per shell test alone, 15-25 s with two).
  workers: 1,
  retries: process.env.CI ? 1 : 0,
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

import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  // One browser at a time. Two (tried for issue 29: 417–522 s against 504 s) share the demo server's one thread,
  // and three tests then missed their five-second expectations (the security headers walk, a technician's item
  // page, a permission revocation). The tests start once the demo server's first shop copy is done
  // (global-setup.ts), which had made the first pages slow.
  workers: 1,
  // One retry in CI, as before issue 29: the revoked-session test (shell.spec.ts) failed in two of the last three
  // full runs and passes alone; it is to be mended, and the retry then removed.
  retries: process.env.CI ? 1 : 0,
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

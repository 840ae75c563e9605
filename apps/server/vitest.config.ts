import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each test file builds its own app on its own database, and the server's modules keep no state between
    // apps (the routes an app registered are the app's own), so a worker imports the server once, not once per
    // file: importing it was a third of the suite's time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    // happy-dom, not jsdom: the same tests in 154 s instead of 218 on this machine (docs/decisions.md).
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A Mantine page renders slowly on a busy 2-core machine; a hang still fails, a slow render does not.
    testTimeout: 20_000,
  },
});

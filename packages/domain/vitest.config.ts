import { defineConfig } from 'vitest/config';

// Pure functions and schemas: nothing to isolate between files, so the domain is imported once per worker.
export default defineConfig({ test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false } });

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One run for every suite, so the two cores are kept busy across them. The server suite runs on the embedded
 * database, and again on PostgreSQL when TEST_DATABASE_URL names a server (`server-postgres`): both in the same
 * run, each test file on a database of its own.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const serverOn = (name: string, databaseUrl: string): TestProjectInlineConfiguration => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: { name, env: { TEST_DATABASE_URL: databaseUrl } },
});

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      serverOn('server', ''),
      ...(postgresUrl ? [serverOn('server-postgres', postgresUrl)] : []),
      'apps/web',
    ],
  },
});

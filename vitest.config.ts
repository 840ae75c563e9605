import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One run for every suite, so the two cores are kept busy across them. The server suite runs on the embedded
 * database, and on PostgreSQL too when TEST_DATABASE_URL names a server (`server-postgres`), each test file on a
 * database of its own. Two suites run on one engine only (docs/decisions.md, "Which engine runs which test"):
 * the contract fuzz suite, on PostgreSQL when there is one, and the restarts suite, whose server processes run
 * on PGlite data directories whatever the project.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const CONTRACT_FUZZ = 'src/platform/http/contract-fuzz.test.ts';
const RESTARTS = 'src/platform/lifecycle/restarts.test.ts';

const serverOn = (name: string, databaseUrl: string, exclude: string[]): TestProjectInlineConfiguration => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: { name, env: { TEST_DATABASE_URL: databaseUrl }, exclude: ['**/node_modules/**', ...exclude] },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, one on this 2-core machine: the server tests wait on
    // sockets and the database often enough that three workers keep both cores busy (measured: 714 s with two,
    // 604–637 s with three).
    maxWorkers: 3,
    projects: [
      'packages/domain',
      serverOn('server', '', postgresUrl ? [CONTRACT_FUZZ] : []),
      ...(postgresUrl ? [serverOn('server-postgres', postgresUrl, [RESTARTS])] : []),
      'apps/web',
    ],
  },
});

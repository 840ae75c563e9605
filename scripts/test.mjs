// npm test: lint, type-check, unit + server tests (vitest, server on PGlite), the server suite again on
// PostgreSQL when TEST_DATABASE_URL names one, then end-to-end tests in Chromium.
// Ends with one plain "N passed, N failed" line counting every test that ran. The browser is checked first
// (installed when missing where this process can): without it the run stops at once with one line to run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

const missingBrowser = ensureChromium();
if (missingBrowser) {
  console.error(missingBrowser);
  process.exit(1);
}

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const reports = path.join(root, 'test-results');
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const postgresReport = path.join(reports, 'vitest-postgres.json');
const e2eReport = path.join(reports, 'e2e.json');
// A report left by an earlier run must not be counted as this run's.
for (const report of [vitestReport, postgresReport, e2eReport]) rmSync(report, { force: true });

const postgresUrl = process.env.TEST_DATABASE_URL;
// The main run is on the embedded database whatever the environment says; PostgreSQL gets its own step.
const { TEST_DATABASE_URL: _ignored, ...embeddedEnv } = process.env;

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  [
    'unit and server tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
  ...(postgresUrl
    ? [
        [
          'server tests on PostgreSQL',
          'npx',
          [
            'vitest',
            'run',
            '--project',
            'server',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${postgresReport}`,
          ],
          { TEST_DATABASE_URL: postgresUrl },
        ],
      ]
    : []),
  ['end-to-end tests', 'npm', ['run', 'test:e2e']],
];

let failedStep;
for (const [name, command, args, extraEnv = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...embeddedEnv, ...extraEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

function e2eCounts() {
  if (!existsSync(e2eReport)) return { passed: 0, failed: 0 };
  const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

const counts = [vitestCounts(vitestReport), vitestCounts(postgresReport), e2eCounts()];
const passed = counts.reduce((sum, count) => sum + count.passed, 0);
const failed =
  counts.reduce((sum, count) => sum + count.failed, 0) + (failedStep && !counts.some((c) => c.failed) ? 1 : 0);
if (failedStep) console.error(`\n✗ ${failedStep} failed`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);

// npm test: lint and type-check side by side, then every Vitest suite in one run (domain; server on the embedded
// database and, when TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL too; web), then end-to-end tests
// in Chromium. Prints each step's time, and ends with one plain "N passed, N failed" line counting every test
// that ran. The browser is checked first (installed when missing where this process can): without it the run
// stops at once with one line to run.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ROOT, runPlan, summarize } from './steps.mjs';

const startedAt = performance.now();
const missingBrowser = ensureChromium();
if (missingBrowser) {
  console.error(missingBrowser);
  process.exit(1);
}

const reports = path.join(ROOT, 'test-results');
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const e2eReport = path.join(reports, 'e2e.json');
// A report left by an earlier run must not be counted as this run's.
for (const report of [vitestReport, e2eReport]) rmSync(report, { force: true });

const results = await runPlan([
  [
    { name: 'lint', command: 'npm', args: ['run', 'lint'] },
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  ],
  [
    {
      name: process.env.TEST_DATABASE_URL
        ? 'unit, server (PGlite and PostgreSQL) and web tests'
        : 'unit, server (PGlite) and web tests',
      command: 'npx',
      args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    },
  ],
  [
    {
      name: 'end-to-end tests',
      command: 'npm',
      args: ['run', 'test:e2e'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    },
  ],
]);

function vitestCounts() {
  if (!existsSync(vitestReport)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

function e2eCounts() {
  if (!existsSync(e2eReport)) return { passed: 0, failed: 0 };
  const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

const failedStep = summarize(results, startedAt);
const counts = [vitestCounts(), e2eCounts()];
const passed = counts.reduce((sum, count) => sum + count.passed, 0);
const failed =
  counts.reduce((sum, count) => sum + count.failed, 0) + (failedStep && !counts.some((c) => c.failed) ? 1 : 0);
if (failedStep) console.error(`\n✗ ${failedStep} failed`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);

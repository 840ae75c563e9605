// npm run bench: measures, in one run on this machine, every performance goal next to the machine's own floor,
// and writes bench/results.md (ignored by git: figures belong to the machine that measured them; the README
// quotes the last run on the reference machine). BENCH_DATABASE_URL runs on PostgreSQL (a fresh database is
// created and dropped per section); without it, on embedded PGlite. `--only=search,export,dashboard` picks sections.
// Exits non-zero when a correctness check fails, never because of a timing.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dashboardSection } from './dashboard-section';
import { exportSection } from './export-section';
import { goalsTable, type SectionResult } from './report';
import { searchSection } from './search-section';

const RESULTS = path.resolve(new URL('../../../bench/results.md', import.meta.url).pathname);
const SECTIONS: Record<string, () => Promise<SectionResult>> = {
  dashboard: dashboardSection,
  search: searchSection,
  export: exportSection,
};

function chosenSections(): string[] {
  const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);
  const names = only ? only.split(',') : Object.keys(SECTIONS);
  const unknown = names.filter((name) => !(name in SECTIONS));
  if (unknown.length > 0)
    throw new Error(`unknown section ${unknown.join(', ')}; known: ${Object.keys(SECTIONS).join(', ')}`);
  return names;
}

async function main() {
  const results: SectionResult[] = [];
  for (const name of chosenSections()) {
    console.log(`\n== ${name} ==`);
    results.push(await SECTIONS[name]!());
  }
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  const failed = results.flatMap((result) => result.checks.filter((check) => !check.ok));
  const lines = [
    '# Benchmark results',
    '',
    `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${database}.`,
    '',
    ...goalsTable(results.flatMap((result) => result.goals)),
    '',
    ...results.flatMap((result) => [
      `## ${result.title}`,
      '',
      ...result.details,
      '',
      ...result.checks.map((check) => `- correctness: ${check.name}: ${check.ok ? 'yes' : '**NO**'}`),
      '',
    ]),
  ];
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, lines.join('\n'));
  console.log(['', ...goalsTable(results.flatMap((result) => result.goals))].join('\n'));
  for (const check of failed) console.error(`correctness check failed: ${check.name}`);
  console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS)}`);
  if (failed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

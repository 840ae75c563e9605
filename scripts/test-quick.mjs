// npm run test:quick [ref]: the inner loop's tier, in about two minutes. Lint (ESLint and Prettier with their
// caches) and the type check (incremental) side by side, then the domain's tests and the server (PGlite) and web
// tests of the folders a change touches: what differs from `ref` (default main), committed or not.
// A feature's folder has the same name on the three sides, so a change to packages/domain/src/rma also runs the
// server's and the web's rma tests. `npm test` runs everything.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, runPlan, summarize } from './steps.mjs';

const startedAt = performance.now();
const ref = process.argv[2] ?? 'main';
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

const base = git('merge-base', ref, 'HEAD')[0];
const changed = [...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')];

/** The test folders a changed file speaks for: its feature on every side, or its own platform folder. */
function testFoldersOf(file) {
  const feature = file.match(/^(?:apps\/(?:server|web)\/src\/features|packages\/domain\/src)\/([^/]+)\//)?.[1];
  if (feature && feature !== 'shared') {
    return [`apps/server/src/features/${feature}/`, `apps/web/src/features/${feature}/`];
  }
  const folder = file.match(
    /^(apps\/server\/src\/(?:platform|integrations)\/[^/]+\/|apps\/web\/src\/(?:lib|ui|app)\/)/,
  )?.[1];
  return folder ? [folder] : [];
}

const folders = [...new Set(changed.flatMap(testFoldersOf))].filter((folder) => existsSync(path.join(ROOT, folder)));
console.log(`changed since ${ref} (${base.slice(0, 10)}): ${changed.length} file(s)`);
console.log(`tests: packages/domain/ and ${folders.length ? folders.join(', ') : 'no feature folder'}`);

const cache = path.join(ROOT, 'node_modules/.cache/makro');
const typecheck = ['packages/domain', 'apps/server', 'apps/web']
  .map(
    (project) =>
      `npx tsc -p ${project} --incremental --tsBuildInfoFile ${cache}/${project.replace('/', '-')}.tsbuildinfo`,
  )
  .join(' && ');

const results = await runPlan([
  [
    {
      name: 'lint (cached)',
      command: 'sh',
      args: [
        '-c',
        `npx eslint --cache --cache-location ${cache}/eslint . && npx prettier --check --cache --cache-location ${cache}/prettier .`,
      ],
    },
    { name: 'typecheck (incremental)', command: 'sh', args: ['-c', typecheck] },
  ],
  [
    {
      name: 'domain and changed folders’ tests',
      command: 'npx',
      args: [
        'vitest',
        'run',
        '--project',
        'domain',
        '--project',
        'server',
        '--project',
        'web',
        'packages/domain/',
        ...folders,
      ],
      // The inner loop runs the server suite on the embedded database only; npm test adds PostgreSQL.
      env: { TEST_DATABASE_URL: '' },
    },
  ],
]);

const failedStep = summarize(results, startedAt);
process.exit(failedStep ? 1 : 0);

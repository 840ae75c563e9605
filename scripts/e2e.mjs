// End-to-end tests: build the web app, then Playwright starts a fresh server and drives Debian's Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

const missingBrowser = ensureChromium();
if (missingBrowser) {
  console.error(missingBrowser);
  process.exit(1);
}

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const built = run('npm', ['run', 'build', '-w', '@makro/web']);
if (built !== 0) process.exit(built);
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));

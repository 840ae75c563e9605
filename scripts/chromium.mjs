// The browser the end-to-end tests drive: Debian's Chromium at /usr/bin/chromium, or the binary CHROMIUM_PATH
// names. `npm test` and `npm run test:e2e` check for it before anything else, so a machine without it learns
// so at once, not after minutes of other suites.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function runnable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

function aptGet(args) {
  const result = spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', '-qq', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Makes sure the browser is there: when it is missing and this process may install packages (root, with
 * apt-get), installs Debian's Chromium. Returns null when the browser is ready, else the one line that tells
 * the user what to run.
 */
export function ensureChromium() {
  if (runnable(CHROMIUM_PATH)) return null;
  if (process.env.CHROMIUM_PATH) {
    return `✗ CHROMIUM_PATH is ${CHROMIUM_PATH}, which is not a runnable file: point it at a Chromium binary, or unset it to use Debian's (apt-get install -y chromium)`;
  }
  const aptAvailable = hasCommand('apt-get');
  if (aptAvailable && process.getuid?.() === 0) {
    console.log(
      "▶ installing Debian's Chromium for the end-to-end tests (apt-get update, apt-get install -y chromium)",
    );
    if (aptGet(['update']) && aptGet(['install', '-y', 'chromium']) && runnable(CHROMIUM_PATH)) return null;
    return `✗ installing Chromium failed: run  apt-get update && apt-get install -y chromium  (or set CHROMIUM_PATH to a Chromium binary)`;
  }
  const command = aptAvailable
    ? 'sudo apt-get install -y chromium'
    : 'install Chromium and set CHROMIUM_PATH to its binary';
  return `✗ the end-to-end tests need Chromium (${CHROMIUM_PATH} is missing): run  ${command}`;
}

// Measures the JavaScript the browser transfers, screen by screen, in headless Chromium.
//
//   node scripts/measure-web.mjs                 builds the web app, starts a server on a fresh database and a free port
//   node scripts/measure-web.mjs --url http://127.0.0.1:3000   measures a running server instead
//   node scripts/measure-web.mjs --max-login-kb 150            exits 1 when the login page transfers more
//   node scripts/measure-web.mjs --login-only                  the login page only (no demo sign-in)
//
// "Transferred" is Chromium's own count (CDP Network.loadingFinished encodedDataLength: the bytes that came over
// the wire for the response, headers included, compressed when the server compressed), summed over every
// script response. The login page is a cold load; every other screen is reached in the app as a user would
// (client-side navigation after signing in), so its figure is only what that screen adds.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    'max-login-kb': { type: 'string' },
    'login-only': { type: 'boolean', default: false },
  },
});

/** Screens reached after signing in as the administrator, in this order. */
const SCREENS = [
  '/statistics',
  '/inventory-search',
  '/inventory-management',
  '/mark-conversion',
  '/inventory-validate',
  '/qr-generator',
  '/qr-tag-scanner',
  '/users',
  '/users/1',
  '/rma-tickets',
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** The server answers, and the order mirror has its first copy of the shops (the dashboard's charts need it). */
async function waitUntilReady(url, server) {
  for (let tries = 0; ; tries += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600) throw new Error('the server did not answer within two minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const login = await fetch(`${url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'administrator', password: process.env.DEMO_PASSWORD ?? 'makro-demo' }),
  }).then((r) => r.json());
  for (let tries = 0; tries < 600; tries += 1) {
    const { shops } = await fetch(`${url}/api/v1/shop_sync`, {
      headers: { authorization: `Bearer ${login.token}` },
    }).then((r) => r.json());
    if (shops.every((shop) => shop.status === 'idle' && shop.last_synced_at)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function startServer() {
  const built = spawnSync('npm', ['run', 'build', '-w', '@makro/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the web build failed');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'makro-measure-'));
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      INTEGRATIONS: 'sandbox',
      DEMO_SHOP_DAYS: '14',
    },
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Records every script response of a page through the DevTools protocol, and tells when the network is quiet. */
async function scriptRecorder(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const inFlight = new Set();
  let lastActivity = Date.now();
  let finished = [];
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    inFlight.add(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    requests.set(requestId, { type, url: response.url, encoding: headers['content-encoding'] ?? 'identity' });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
    const request = requests.get(requestId);
    if (request?.type === 'Script') finished.push({ ...request, bytes: encodedDataLength });
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  });
  return {
    /** Resolves once nothing has been in flight for a second from now (lazy chunks load after the route changes). */
    async quiet() {
      lastActivity = Math.max(lastActivity, Date.now());
      while (inFlight.size > 0 || Date.now() - lastActivity < 1000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** The script responses finished since the last call. */
    take() {
      const taken = finished;
      finished = [];
      return taken;
    },
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const fileName = (url) => new URL(url).pathname.split('/').pop();

function report(label, scripts) {
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`\n${label}: ${kb(total)} of JavaScript transferred in ${scripts.length} files`);
  for (const script of scripts.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(script.bytes).padStart(10)}  ${script.encoding.padEnd(8)} ${fileName(script.url)}`);
  }
  return total;
}

const server = options.url ? { url: options.url.replace(/\/+$/, ''), async stop() {} } : await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
let loginTotal;
try {
  const page = await browser.newPage({ baseURL: server.url });
  const scripts = await scriptRecorder(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'LOG IN' }).waitFor();
  await scripts.quiet();
  loginTotal = report('/login (cold load)', scripts.take());

  // The same cold load from a browser that accepts gzip only (Chromium asks brotli only of secure origins
  // and localhost; a plain-HTTP address on the network gets gzip).
  const gzipPage = await browser.newPage({
    baseURL: server.url,
    extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' },
  });
  const gzipScripts = await scriptRecorder(gzipPage);
  await gzipPage.goto('/login');
  await gzipPage.getByRole('button', { name: 'LOG IN' }).waitFor();
  await gzipScripts.quiet();
  report('/login (cold load, gzip only)', gzipScripts.take());
  await gzipPage.close();

  if (!options['login-only']) {
    await page.getByPlaceholder('Enter your username').fill('administrator');
    await page
      .getByLabel('Password', { exact: false })
      .first()
      .fill(process.env.DEMO_PASSWORD ?? 'makro-demo');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.waitForURL('**/dashboard');
    await scripts.quiet();
    report('/dashboard (after signing in)', scripts.take());
    for (const screen of SCREENS) {
      // Client-side navigation, as a menu link does: only what the screen adds is fetched.
      await page.evaluate((to) => {
        globalThis.history.pushState({}, '', to);
        globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
      }, screen);
      await scripts.quiet();
      report(screen, scripts.take());
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const limit = options['max-login-kb'] ? Number(options['max-login-kb']) * 1024 : undefined;
if (limit !== undefined && loginTotal > limit) {
  console.error(`\n✗ the login page transfers ${kb(loginTotal)} of JavaScript, more than ${kb(limit)}`);
  process.exit(1);
}

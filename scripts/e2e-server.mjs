// The server Playwright tests run against: the built server `npm start` runs, on a fresh embedded database each
// run, with demo data and sandbox integrations.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { SERVER_BUNDLE, buildServer } from './build-server.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const port = process.env.E2E_PORT ?? '3999';
const dataDir = path.join(root, `.e2e/data-${port}`);
rmSync(dataDir, { recursive: true, force: true });

await buildServer();
const server = spawn(process.execPath, [SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
    LOG_LEVEL: 'warn',
    INTEGRATIONS: 'sandbox',
    USER_DELETE_SECRET: 'e2e-developer-secret',
    OUTBOX_POLL_MS: '500',
    // Two months of shop orders: enough for every screen, quick to seed and to mirror.
    DEMO_SHOP_DAYS: '60',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

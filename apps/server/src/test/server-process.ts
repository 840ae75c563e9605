import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Db } from '../platform/db/client';
import { migrateDatabase } from '../platform/db/migrate';
import { loadDemoUsers } from '../demo/users';
import { TEST_PASSWORD } from './build-test-app';
import { snapshotPath } from './database';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const BUILD_SCRIPT = fileURLToPath(new URL('../../../../scripts/build-server.mjs', import.meta.url));
const BUILT_MAIN = fileURLToPath(new URL('../../dist/main.mjs', import.meta.url));
/** Loading the server's TypeScript and opening the database, on a busy machine. */
const START_LIMIT_MS = 120_000;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the process wrote so far, standard output and error together. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  signal(name: NodeJS.Signals): void;
  /** A bearer token of the demo user of that account type. */
  loginAs(slug: string): Promise<string>;
}

export interface ServerProcessOptions {
  /** PGlite data directory (omit with DATABASE_URL in env). */
  dataDir?: string;
  env?: Record<string, string>;
  /** Run the built server (`npm start`'s dist/main.mjs, built first) instead of the TypeScript under tsx. */
  built?: boolean;
}

/** A port free right now, for a process that is told its port (PORT=0 would leave the test guessing). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function buildServer(): void {
  const build = spawnSync(process.execPath, [BUILD_SCRIPT], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`building the server failed:\n${build.stderr}`);
}

function spawnServer(options: ServerProcessOptions, port: number): ChildProcess {
  if (options.built) buildServer();
  return spawn(process.execPath, options.built ? [BUILT_MAIN] : ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOAD_DEMO_DATA: 'false',
      INTEGRATIONS: 'sandbox',
      LOG_LEVEL: 'info',
      DEMO_PASSWORD: TEST_PASSWORD,
      WEB_DIST: '/nonexistent-web-dist',
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Everything a child process writes, standard output and error together, and its exit code or signal. */
function watch(child: ChildProcess) {
  let output = '';
  const collect = (chunk: Buffer) => void (output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  /** Resolves once the output shows `marker` (never, if the process ends first). */
  const shows = (marker: string) =>
    new Promise<void>((resolve) => {
      const check = () => output.includes(marker) && resolve();
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
      check();
    });
  return { output: () => output, exited, shows };
}

/**
 * `main.ts` in a process of its own, as an operator starts it. Answers once it prints that it is running;
 * fails with its output when it exits first. A process that is refused resolves through `exited`.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawnServer(options, port);
  const { output, exited, shows } = watch(child);
  const url = `http://127.0.0.1:${port}`;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      shows('Makro is running at'),
      exited.then((code) => Promise.reject(new Error(`the server exited (${code}) before it ran:\n${output()}`))),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no start within ${START_LIMIT_MS} ms:\n${output()}`)),
          START_LIMIT_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
  return {
    url,
    pid: child.pid!,
    output,
    exited,
    signal: (name) => void child.kill(name),
    async loginAs(slug) {
      const response = await fetch(`${url}/api/v1/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: slug, password: TEST_PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`login as ${slug} failed: ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    },
  };
}

/** `main.ts` in a process of its own, answered as soon as its output shows `marker`, while it is still starting. */
export async function startingServerProcess(
  options: ServerProcessOptions,
  marker: string,
): Promise<Pick<ServerProcess, 'output' | 'exited' | 'signal'>> {
  const child = spawnServer(options, await freePort());
  const { output, exited, shows } = watch(child);
  await Promise.race([shows(marker), exited]);
  return { output, exited, signal: (name) => void child.kill(name) };
}

/** Runs `main.ts` expecting it to refuse to start: answers its exit code and output. */
export async function refusedServerProcess(
  options: ServerProcessOptions,
): Promise<{ code: number | string; output: string }> {
  const { output, exited } = watch(spawnServer(options, await freePort()));
  return { code: await exited, output: output() };
}

/**
 * A PGlite data directory made from the migrated test snapshot, with the demo users and whatever `prepare`
 * adds, closed again so a server process can open it.
 */
export async function prepareDataDir(dataDir: string, prepare?: (db: Db) => Promise<unknown>): Promise<void> {
  const snapshot = snapshotPath();
  const database = existsSync(snapshot)
    ? await openDatabase({ dataDir, snapshot: new Blob([await readFile(snapshot)]) })
    : await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    await loadDemoUsers(database.db, TEST_PASSWORD);
    await prepare?.(database.db);
  } finally {
    await database.close();
  }
}

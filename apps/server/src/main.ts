import type { AddressInfo } from 'node:net';
import { loadConfig } from './config';
import { buildApp } from './app';
import { openMigratedDatabase } from './platform/db/open';
import { lockDataDir } from './platform/db/data-dir-lock';
import { createReadiness } from './platform/lifecycle/readiness';
import { holdSignalsWhileStarting, shutDownOnSignals } from './platform/lifecycle/shutdown';
import { demoLogins, loadDemoStory } from './demo';

async function main() {
  const config = loadConfig();
  // PGlite is a database inside this process: a second process on the same files would corrupt them.
  const dataDirLock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  // Every way out, a failed start included; the database is closed before a graceful exit.
  process.on('exit', () => dataDirLock?.release());
  const starting = holdSignalsWhileStarting((message) => console.log(message));
  console.log('Makro is starting: opening the database');
  const database = await openMigratedDatabase(config);
  if (config.loadDemoData && !starting.requested) await loadDemoStory(database.db, config);
  if (starting.requested) return stopBeforeServing(() => database.close());
  const readiness = createReadiness();
  const app = await buildApp({ config, database, readiness });
  if (starting.requested) {
    return stopBeforeServing(async () => {
      await app.close();
      await database.close();
    });
  }

  starting.release();
  shutDownOnSignals({
    log: app.log,
    stopReadiness: () => readiness.stopping(),
    closeServer: () => app.close(),
    closeStorage: () => database.close(),
    graceMs: config.shutdownGraceMs,
  });

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  dataDirLock?.setPort(port);
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  const lines = [
    '',
    `Makro is running at ${url}`,
    `  database: ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
    `  integrations: ${config.integrations}`,
    `  API docs: ${url}/api/docs`,
  ];
  if (config.loadDemoData) {
    lines.push(`  demo logins (password "${config.demoPassword}"):`);
    for (const login of demoLogins()) lines.push(`    ${login.username.padEnd(20)} ${login.title}`);
  }
  console.log(lines.join('\n') + '\n');
}

/** A signal came while starting: close what is open and exit 0, as a stop of a running server does. */
async function stopBeforeServing(close: () => Promise<void>): Promise<never> {
  await close();
  console.log('stopped before serving: database closed');
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

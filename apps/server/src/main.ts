import { loadConfig } from './config';
import { buildApp } from './app';
import { openMigratedDatabase } from './platform/db/open';
import { demoLogins, loadDemoStory } from './demo';

async function main() {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  if (config.loadDemoData) await loadDemoStory(database.db, config);
  const app = await buildApp({ config, database });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

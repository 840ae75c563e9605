import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { asc, count, min, sql } from 'drizzle-orm';
import { APP_VERSION } from '@makro/domain/shared';
import type { ServiceState, SideEffectCounts, SystemStatus } from '@makro/domain/system';
import type { Config } from '../../config';
import type { Database } from '../../platform/db/client';
import { outbox } from '../../platform/jobs/tables';
import { syncStates } from '../shops/service';

/** PGlite's own release, read from its package (its exports do not offer package.json). */
function pgliteVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest = path.join(path.dirname(entry), '..', 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

async function databaseVersion(database: Database): Promise<string> {
  const result = await database.db.execute(sql`select current_setting('server_version') as version`);
  const [row] = (result as unknown as { rows: { version: string }[] }).rows;
  const server = `PostgreSQL ${row?.version ?? 'unknown'}`;
  return database.kind === 'pglite' ? `PGlite ${pgliteVersion()} (${server})` : server;
}

/** Whether each outside service talks to the real one, the simulator on this server, or nothing yet. */
export function serviceStates(config: Config): ServiceState[] {
  const mode = (configured: unknown): ServiceState['mode'] => {
    if (config.integrations === 'sandbox') return 'simulated';
    return configured ? 'live' : 'not_configured';
  };
  return [
    { name: 'WooCommerce (TIPM shop)', mode: mode(config.shops.tipm.url && config.shops.tipm.consumerKey) },
    { name: 'WooCommerce (ECM shop)', mode: mode(config.shops.ecm.url && config.shops.ecm.consumerKey) },
    { name: 'ShipStation', mode: mode(config.shipstation.apiKey && config.shipstation.apiSecret) },
    { name: 'MailerSend', mode: mode(config.mail.token) },
    { name: 'Slack', mode: mode(config.slack.token) },
    { name: 'Braintree', mode: mode(config.braintree.privateKey) },
    { name: 'Reviews', mode: mode(config.reviews.baseUrl && config.reviews.token) },
  ];
}

/** Side effects still to do or given up on, by kind; sent ones are history and not counted. */
async function outboxState(database: Database): Promise<SystemStatus['outbox']> {
  const rows = await database.db
    .select({ kind: outbox.kind, status: outbox.status, n: count(), oldest: min(outbox.created_at) })
    .from(outbox)
    .where(sql`${outbox.status} in ('pending', 'sending', 'failed')`)
    .groupBy(outbox.kind, outbox.status)
    .orderBy(asc(outbox.kind));
  const byKind = new Map<string, SideEffectCounts>();
  let oldest: Date | null = null;
  for (const row of rows) {
    const counts = byKind.get(row.kind) ?? { kind: row.kind, pending: 0, failed: 0 };
    if (row.status === 'failed') counts.failed += row.n;
    else {
      counts.pending += row.n;
      const queuedAt = row.oldest ? new Date(row.oldest) : null;
      if (queuedAt && (!oldest || queuedAt < oldest)) oldest = queuedAt;
    }
    byKind.set(row.kind, counts);
  }
  const kinds = [...byKind.values()];
  return {
    by_kind: kinds,
    pending: kinds.reduce((sum, kind) => sum + kind.pending, 0),
    failed: kinds.reduce((sum, kind) => sum + kind.failed, 0),
    oldest_pending_at: oldest?.toISOString() ?? null,
  };
}

export async function systemStatus(database: Database, config: Config): Promise<SystemStatus> {
  const uptimeSeconds = Math.floor(process.uptime());
  return {
    versions: { app: APP_VERSION, node: process.versions.node, database: await databaseVersion(database) },
    database: database.kind,
    storage: config.storage.kind,
    integrations: config.integrations,
    services: serviceStates(config),
    outbox: await outboxState(database),
    shops: await syncStates(database.db),
    started_at: new Date(Date.now() - uptimeSeconds * 1000).toISOString(),
    uptime_seconds: uptimeSeconds,
  };
}

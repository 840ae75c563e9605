import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Shop } from '@makro/domain/shops';
import type { Db } from '../../platform/db/client';
import type { StorefrontPort } from '../../integrations/woocommerce/port';
import { gmt, replaceLookups, upsertOrders } from './mirror';
import { shopSync } from './tables';

const PAGE_SIZE = 100;
/** A sync that stops renewing its lease (its process died) is taken over after this long. */
const LEASE_MS = 2 * 60_000;
/** The cursor is re-read from one second earlier, so orders changed within the same second are not missed. */
const OVERLAP_MS = 1_000;

export interface SyncDeps {
  db: Db;
  shops: StorefrontPort;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Aborted when the process shuts down: the sync stops after the page it is on, its cursor saved. */
  signal?: AbortSignal;
}

/** The process is shutting down: not a failure, the next sync continues from the saved cursor. */
class SyncInterrupted extends Error {
  constructor() {
    super('The server stopped during this sync; the next sync continues where it stopped.');
  }
}

async function ensureRow(db: Db, shop: Shop) {
  await db.insert(shopSync).values({ shop }).onConflictDoNothing();
}

/** Takes the shop's lease unless another process holds a live one. One statement, so two can't both win. */
async function acquireLease(db: Db, shop: Shop, owner: string): Promise<boolean> {
  await ensureRow(db, shop);
  const taken = await db
    .update(shopSync)
    .set({
      lease_owner: owner,
      lease_until: new Date(Date.now() + LEASE_MS),
      status: 'running',
      pages_done: 0,
      pages_total: 0,
      last_error: null,
      updated_at: sql`now()`,
    })
    .where(sql`${shopSync.shop} = ${shop} and (${shopSync.lease_until} is null or ${shopSync.lease_until} < now())`)
    .returning({ shop: shopSync.shop });
  return taken.length === 1;
}

async function refreshLookups(deps: SyncDeps, shop: Shop) {
  const [partTypes, tipmSkus, fcmBcmSkus] = await Promise.all([
    deps.shops.partNumberLookup(shop),
    deps.shops.skusByTag(shop, 'TIPM'),
    deps.shops.skusByTag(shop, 'FCM_BCM'),
  ]);
  await deps.db.transaction((tx) => replaceLookups(tx, shop, { partTypes, tipmSkus, fcmBcmSkus }));
}

/**
 * Copies the orders changed since the last sync into the mirror, oldest change first. Each page moves
 * the saved cursor, so an interrupted sync resumes where it stopped. Paging follows the modification
 * time rather than page numbers: an order changed during the sync moves to the end and is read again,
 * never skipped.
 */
async function copyChangedOrders(deps: SyncDeps, shop: Shop, owner: string, cursor: Date | null) {
  let after = cursor ? new Date(cursor.getTime() - OVERLAP_MS) : undefined;
  let page = 1;
  let pagesDone = 0;
  // Overlapping windows read some orders twice; count each order once.
  const synced = new Set<number>();
  for (;;) {
    const result = await deps.shops.listOrders(shop, {
      modifiedAfter: after?.toISOString(),
      orderby: 'modified',
      order: 'asc',
      page,
      perPage: PAGE_SIZE,
    });
    for (const id of await deps.db.transaction((tx) => upsertOrders(tx, shop, result.items))) synced.add(id);
    pagesDone++;
    const newest = result.items.reduce<Date | undefined>((max, order) => {
      const modified = gmt(order.date_modified_gmt);
      return !max || modified > max ? modified : max;
    }, undefined);
    await deps.db
      .update(shopSync)
      .set({
        pages_done: pagesDone,
        pages_total: pagesDone === 1 ? result.totalPages : sql`greatest(${shopSync.pages_total}, ${pagesDone})`,
        orders_synced: synced.size,
        ...(newest
          ? { cursor_modified_gmt: sql`greatest(coalesce(${shopSync.cursor_modified_gmt}, ${newest}), ${newest})` }
          : {}),
        lease_until: new Date(Date.now() + LEASE_MS),
        updated_at: sql`now()`,
      })
      .where(sql`${shopSync.shop} = ${shop} and ${shopSync.lease_owner} = ${owner}`);
    if (result.items.length < PAGE_SIZE || !newest) return synced.size;
    if (deps.signal?.aborted) throw new SyncInterrupted();
    const next = new Date(newest.getTime() - OVERLAP_MS);
    // More than a page of orders changed within one second: step through them by page number.
    if (after && next <= after) page++;
    else {
      after = next;
      page = 1;
    }
  }
}

export type SyncOutcome = { started: false } | { started: true; synced: number };

export async function syncShop(deps: SyncDeps, shop: Shop): Promise<SyncOutcome> {
  if (deps.signal?.aborted) return { started: false };
  const owner = randomUUID();
  if (!(await acquireLease(deps.db, shop, owner))) return { started: false };
  return { started: true, synced: await runLeasedSync(deps, shop, owner) };
}

/** Takes the lease now and copies in the background; false when another sync of the shop is running. */
export async function startSyncInBackground(deps: SyncDeps, shop: Shop): Promise<boolean> {
  const owner = randomUUID();
  if (!(await acquireLease(deps.db, shop, owner))) return false;
  void runLeasedSync(deps, shop, owner).catch(() => undefined);
  return true;
}

async function runLeasedSync(deps: SyncDeps, shop: Shop, owner: string): Promise<number> {
  const [state] = await deps.db.select().from(shopSync).where(eq(shopSync.shop, shop));
  try {
    await refreshLookups(deps, shop);
    const synced = await copyChangedOrders(deps, shop, owner, state?.cursor_modified_gmt ?? null);
    await deps.db
      .update(shopSync)
      .set({ status: 'idle', last_synced_at: sql`now()`, lease_owner: null, lease_until: null, updated_at: sql`now()` })
      .where(eq(shopSync.shop, shop));
    deps.log.info({ shop, synced }, 'shop sync finished');
    return synced;
  } catch (caught) {
    // A call cut short by the shutdown (the shop answering 503 to a closing server, an aborted fetch) is the stop
    // itself, not a failing shop: the sync is left idle and the next one resumes from the saved cursor.
    const interrupted = caught instanceof SyncInterrupted || deps.signal?.aborted === true;
    const error = interrupted ? new SyncInterrupted() : caught;
    const message = error instanceof Error ? error.message : String(error);
    if (interrupted) deps.log.info({ shop }, 'shop sync stopped for the shutdown; the next sync resumes');
    else deps.log.warn({ shop, err: message }, 'shop sync failed');
    await deps.db
      .update(shopSync)
      .set({
        status: interrupted ? 'idle' : 'failed',
        last_error: message.slice(0, 1000),
        lease_owner: null,
        lease_until: null,
        updated_at: sql`now()`,
      })
      .where(eq(shopSync.shop, shop));
    throw error;
  }
}

import { and, asc, count, eq, inArray, lte, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Shop } from '@makro/domain/shops';
import { SALE_BATCH_SIZE } from '@makro/domain/sitewide-sale';
import type { Db } from '../../platform/db/client';
import type { ProductBatchResult, StorefrontPort } from '../../integrations/woocommerce/port';
import { saleProducts } from './catalog';
import { sitewideSaleProducts, sitewideSales } from './tables';

export const SITEWIDE_SALE_JOB = 'sitewide-sales';
/** How often the job looks for sales to start, apply, end or restore. */
export const SITEWIDE_SALE_JOB_MS = 2_000;
const MAX_BACKOFF_MS = 5 * 60_000;

export interface SaleRunnerDeps {
  db: Db;
  shops: StorefrontPort;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The first retry after a shop failure waits this long, doubling up to five minutes. */
  retryBaseMs?: number;
}

type SaleRow = typeof sitewideSales.$inferSelect;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
const isError = (result: ProductBatchResult): result is Extract<ProductBatchResult, { error: unknown }> =>
  'error' in result && typeof result.error === 'object' && result.error !== null;
const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`);

/**
 * The sale job: starts due sales, puts their products on sale 100 a request (each marked applied as the shop
 * confirms it), ends sales early or at their end by restoring each recorded regular price. Everything it
 * needs is in the tables, so after a restart it goes on where it stopped: applied products are never sent
 * again. A shop failure is tried again with a growing wait, the sale showing the failure meanwhile.
 */
export function createSitewideSaleRunner(deps: SaleRunnerDeps) {
  const { db, shops } = deps;
  const retryBaseMs = deps.retryBaseMs ?? 2_000;
  /** Per sale: consecutive shop failures and when to try again (a restart tries at once). */
  const backoff = new Map<number, { failures: number; retryAt: number }>();

  async function failed(sale: SaleRow, what: string, error: unknown): Promise<void> {
    const failures = (backoff.get(sale.id)?.failures ?? 0) + 1;
    const waitMs = Math.min(MAX_BACKOFF_MS, retryBaseMs * 2 ** (failures - 1));
    backoff.set(sale.id, { failures, retryAt: Date.now() + waitMs });
    const message = `${what} failed: ${messageOf(error)}; trying again in ${seconds(waitMs)}`;
    deps.log.warn({ sale: sale.id, err: error }, message);
    await db.update(sitewideSales).set({ last_error: message }).where(eq(sitewideSales.id, sale.id));
  }

  const waiting = (id: number) => (backoff.get(id)?.retryAt ?? 0) > Date.now();

  /** Scheduled → applying: the recorded prices are read again from the shop (they may have changed since). */
  async function start(sale: SaleRow, now: Date): Promise<void> {
    if (sale.ends_at <= now) {
      await db
        .update(sitewideSales)
        .set({ status: 'ended', ended_at: now, last_error: 'Its end came before it could start: no price was changed' })
        .where(and(eq(sitewideSales.id, sale.id), eq(sitewideSales.status, 'scheduled')));
      return;
    }
    let fresh;
    try {
      fresh = await saleProducts(shops, sale.shop as Shop, sale.category_id, sale.percentage);
    } catch (error) {
      await failed(sale, 'Reading the products', error);
      return;
    }
    const byId = new Map(fresh.map((product) => [product.product_id, product]));
    await db.transaction(async (tx) => {
      const recorded = await tx
        .select({ product_id: sitewideSaleProducts.product_id })
        .from(sitewideSaleProducts)
        .where(eq(sitewideSaleProducts.sale_id, sale.id));
      const gone = recorded.map((row) => row.product_id).filter((id) => !byId.has(id));
      if (gone.length > 0)
        await tx
          .delete(sitewideSaleProducts)
          .where(and(eq(sitewideSaleProducts.sale_id, sale.id), inArray(sitewideSaleProducts.product_id, gone)));
      for (const row of recorded) {
        const product = byId.get(row.product_id);
        if (!product) continue;
        await tx
          .update(sitewideSaleProducts)
          .set({ name: product.name, regular_price: product.regular_price, sale_price: product.sale_price })
          .where(and(eq(sitewideSaleProducts.sale_id, sale.id), eq(sitewideSaleProducts.product_id, row.product_id)));
      }
      await tx
        .update(sitewideSales)
        .set({ status: 'applying', products_total: recorded.length - gone.length, last_error: null })
        .where(and(eq(sitewideSales.id, sale.id), eq(sitewideSales.status, 'scheduled')));
    });
  }

  const statusOf = async (id: number) =>
    (await db.select({ status: sitewideSales.status }).from(sitewideSales).where(eq(sitewideSales.id, id)))[0]?.status;

  /** Products still pending, 100 a request, until none is left (or the sale is ended meanwhile). */
  async function apply(sale: SaleRow): Promise<void> {
    let refused: string | null = null;
    for (;;) {
      if ((await statusOf(sale.id)) !== 'applying') return;
      const batch = await db
        .select()
        .from(sitewideSaleProducts)
        .where(and(eq(sitewideSaleProducts.sale_id, sale.id), eq(sitewideSaleProducts.status, 'pending')))
        .orderBy(asc(sitewideSaleProducts.product_id))
        .limit(SALE_BATCH_SIZE);
      if (batch.length === 0) break;
      let results: ProductBatchResult[];
      try {
        results = await shops.batchUpdateProducts(
          sale.shop as Shop,
          batch.map((product) => ({ id: product.product_id, sale_price: product.sale_price })),
        );
      } catch (error) {
        await failed(sale, 'Putting products on sale', error);
        return;
      }
      backoff.delete(sale.id);
      const { done, errors } = sortResults(
        batch.map((product) => product.product_id),
        results,
      );
      refused = errors.at(-1) ?? refused;
      await mark(sale.id, done, 'pending', 'applied');
      await mark(sale.id, errorIds(batch, done), 'pending', 'failed');
      await db.update(sitewideSales).set({ last_error: null }).where(eq(sitewideSales.id, sale.id));
    }
    const [failedCount] = await db
      .select({ n: count() })
      .from(sitewideSaleProducts)
      .where(and(eq(sitewideSaleProducts.sale_id, sale.id), eq(sitewideSaleProducts.status, 'failed')));
    const n = failedCount?.n ?? 0;
    await db
      .update(sitewideSales)
      .set({
        status: 'active',
        applied_at: new Date(),
        last_error: n > 0 ? `${n} products could not be put on sale${refused ? `: ${refused}` : ''}` : null,
      })
      .where(and(eq(sitewideSales.id, sale.id), eq(sitewideSales.status, 'applying')));
  }

  /**
   * Every product the sale may have changed gets its recorded regular price back and its sale price removed.
   * Pending ones too: a batch the shop carried out just before a crash was never marked applied.
   */
  async function restore(sale: SaleRow): Promise<void> {
    const refusedIds: number[] = [];
    let refused: string | null = null;
    for (;;) {
      if ((await statusOf(sale.id)) !== 'ending') return;
      const batch = await db
        .select()
        .from(sitewideSaleProducts)
        .where(
          and(
            eq(sitewideSaleProducts.sale_id, sale.id),
            inArray(sitewideSaleProducts.status, ['pending', 'applied']),
            refusedIds.length > 0 ? notInArray(sitewideSaleProducts.product_id, refusedIds) : undefined,
          ),
        )
        .orderBy(asc(sitewideSaleProducts.product_id))
        .limit(SALE_BATCH_SIZE);
      if (batch.length === 0) break;
      let results: ProductBatchResult[];
      try {
        results = await shops.batchUpdateProducts(
          sale.shop as Shop,
          batch.map((product) => ({ id: product.product_id, sale_price: '', regular_price: product.regular_price })),
        );
      } catch (error) {
        await failed(sale, 'Restoring the regular prices', error);
        return;
      }
      backoff.delete(sale.id);
      const { done, errors } = sortResults(
        batch.map((product) => product.product_id),
        results,
      );
      refused = errors.at(-1) ?? refused;
      refusedIds.push(...errorIds(batch, done));
      await db
        .update(sitewideSaleProducts)
        .set({ status: 'restored' })
        .where(
          and(
            eq(sitewideSaleProducts.sale_id, sale.id),
            inArray(sitewideSaleProducts.product_id, done.length > 0 ? done : [-1]),
            inArray(sitewideSaleProducts.status, ['pending', 'applied']),
          ),
        );
      await db.update(sitewideSales).set({ last_error: null }).where(eq(sitewideSales.id, sale.id));
    }
    const stillOnSale = refusedIds.length;
    await db
      .update(sitewideSales)
      .set(
        stillOnSale > 0
          ? {
              status: 'failed',
              last_error: `${stillOnSale} products could not be restored and may still be on sale in the shop${
                refused ? `: ${refused}` : ''
              }. End it again to retry.`,
            }
          : { status: 'ended', ended_at: new Date(), last_error: null },
      )
      .where(and(eq(sitewideSales.id, sale.id), eq(sitewideSales.status, 'ending')));
  }

  async function mark(saleId: number, ids: number[], from: string, to: string) {
    if (ids.length === 0) return;
    await db
      .update(sitewideSaleProducts)
      .set({ status: to })
      .where(
        and(
          eq(sitewideSaleProducts.sale_id, saleId),
          inArray(sitewideSaleProducts.product_id, ids),
          eq(sitewideSaleProducts.status, from),
        ),
      );
  }

  /** One pass: due starts and ends, then every sale whose prices are being changed, oldest first. */
  async function run(): Promise<void> {
    const now = new Date();
    const due = await db
      .select()
      .from(sitewideSales)
      .where(and(eq(sitewideSales.status, 'scheduled'), lte(sitewideSales.starts_at, now)))
      .orderBy(asc(sitewideSales.id));
    for (const sale of due) if (!waiting(sale.id)) await start(sale, now);
    await db
      .update(sitewideSales)
      .set({ status: 'ending' })
      .where(and(inArray(sitewideSales.status, ['applying', 'active']), lte(sitewideSales.ends_at, now)));
    const working = await db
      .select()
      .from(sitewideSales)
      .where(inArray(sitewideSales.status, ['applying', 'ending']))
      .orderBy(asc(sitewideSales.id));
    for (const sale of working) {
      if (waiting(sale.id)) continue;
      if (sale.status === 'applying') await apply(sale);
      else await restore(sale);
    }
  }

  return { run };
}

export type SitewideSaleRunner = ReturnType<typeof createSitewideSaleRunner>;

/** The ids the shop confirmed, and the shop's messages for those it refused (or did not answer). */
function sortResults(sent: number[], results: ProductBatchResult[]): { done: number[]; errors: string[] } {
  const done: number[] = [];
  const errors: string[] = [];
  const answered = new Set<number>();
  for (const result of results) {
    const id = Number(result.id);
    answered.add(id);
    if (isError(result)) errors.push(`#${id}: ${result.error.message}`);
    else if (sent.includes(id)) done.push(id);
  }
  if (sent.some((id) => !answered.has(id))) errors.push('the shop did not answer for some products');
  return { done, errors };
}

const errorIds = (batch: { product_id: number }[], done: number[]) =>
  batch.map((product) => product.product_id).filter((id) => !done.includes(id));

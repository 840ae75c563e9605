import { and, count, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pageInfo } from '@makro/domain/shared';
import {
  ENDABLE_SALE_STATUSES,
  RUNNING_SALE_STATUSES,
  SITEWIDE_SALE_MESSAGES as M,
  saleProgressLabel,
  type NewSitewideSale,
  type SitewideSale,
  type SitewideSaleStatus,
} from '@makro/domain/sitewide-sale';
import type { ServiceContext } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { conflict, notFound, unprocessable } from '../../platform/http/errors';
import { users } from '../../platform/auth/tables';
import type { StorefrontPort } from '../../integrations/woocommerce/port';
import { categoryName, saleProducts } from './catalog';
import { sitewideSaleProducts, sitewideSales } from './tables';

type SaleRow = typeof sitewideSales.$inferSelect;
type Creator = { id: number; first_name: string; last_name: string } | null;
type Counts = { applied: number; restored: number; failed: number };

export const WHOLE_SHOP = 'Whole shop';

/** Statuses whose products are held by the sale (a new sale on them at the same time is refused). */
const HOLDING: SitewideSaleStatus[] = ['scheduled', 'applying', 'active', 'ending', 'failed'];

function view(row: SaleRow, creator: Creator, counts: Counts): SitewideSale {
  const status = row.status as SitewideSaleStatus;
  const total = row.products_total;
  const restoring = status === 'ending' || status === 'ended' || status === 'failed';
  const base = restoring ? total - counts.failed : total;
  const done = restoring ? counts.restored : counts.applied + counts.failed;
  const progressOf = base === 0 ? (status === 'scheduled' ? 0 : 100) : Math.floor((done * 100) / base);
  const sale = {
    products_total: total,
    products_on_sale: counts.applied,
    products_restored: counts.restored,
    products_failed: counts.failed,
  };
  return {
    id: row.id,
    shop: row.shop as SitewideSale['shop'],
    category_id: row.category_id,
    category_name: row.category_name ?? WHOLE_SHOP,
    percentage: row.percentage,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    status,
    ...sale,
    progress: progressOf,
    progress_label: saleProgressLabel({ status, ...sale }),
    last_error: row.last_error,
    created_by: creator ? { id: creator.id, name: `${creator.first_name} ${creator.last_name}`.trim() } : null,
    created_at: row.created_at.toISOString(),
    applied_at: row.applied_at?.toISOString() ?? null,
    ended_at: row.ended_at?.toISOString() ?? null,
  };
}

async function countsOf(db: DbOrTx, ids: number[]): Promise<Map<number, Counts>> {
  const counts = new Map<number, Counts>(ids.map((id) => [id, { applied: 0, restored: 0, failed: 0 }]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ sale: sitewideSaleProducts.sale_id, status: sitewideSaleProducts.status, n: count() })
    .from(sitewideSaleProducts)
    .where(inArray(sitewideSaleProducts.sale_id, ids))
    .groupBy(sitewideSaleProducts.sale_id, sitewideSaleProducts.status);
  for (const row of rows) {
    const entry = counts.get(row.sale)!;
    if (row.status === 'applied' || row.status === 'restored' || row.status === 'failed') entry[row.status] = row.n;
  }
  return counts;
}

const creatorColumns = { id: users.id, first_name: users.first_name, last_name: users.last_name };

async function views(db: DbOrTx, found: { row: SaleRow; creator: Creator }[]): Promise<SitewideSale[]> {
  const counts = await countsOf(
    db,
    found.map((entry) => entry.row.id),
  );
  return found.map((entry) => view(entry.row, entry.creator, counts.get(entry.row.id)!));
}

export async function findSale(db: DbOrTx, id: number): Promise<SitewideSale> {
  const found = await db
    .select({ row: sitewideSales, creator: creatorColumns })
    .from(sitewideSales)
    .leftJoin(users, eq(users.id, sitewideSales.created_by_user_id))
    .where(eq(sitewideSales.id, id));
  if (found.length === 0) throw notFound(M.notFound);
  return (await views(db, found))[0]!;
}

export async function listSales(db: Db, query: { page: number; per_page: number }) {
  const found = await db
    .select({ row: sitewideSales, creator: creatorColumns })
    .from(sitewideSales)
    .leftJoin(users, eq(users.id, sitewideSales.created_by_user_id))
    .orderBy(desc(sitewideSales.created_at), desc(sitewideSales.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(sitewideSales);
  const [running] = await db
    .select({ n: count() })
    .from(sitewideSales)
    .where(inArray(sitewideSales.status, [...RUNNING_SALE_STATUSES]));
  return {
    sitewide_sales: await views(db, found),
    running: (running?.n ?? 0) > 0,
    ...pageInfo(total?.n ?? 0, query),
  };
}

export async function previewSale(
  shops: StorefrontPort,
  query: { shop: SitewideSale['shop']; category_id: number | null; percentage: string; page: number; per_page: number },
) {
  const products = await saleProducts(shops, query.shop, query.category_id, query.percentage);
  const start = (query.page - 1) * query.per_page;
  return {
    products: products.slice(start, start + query.per_page).map(({ product_id, ...product }) => ({
      id: product_id,
      ...product,
    })),
    ...pageInfo(products.length, query),
  };
}

/**
 * Start sale: the products and their regular prices are recorded with the sale (before any batch), so a
 * restore always knows what to put back. A sale whose start has come is applied at once by the job.
 */
export async function createSale(
  ctx: ServiceContext,
  shops: StorefrontPort,
  input: z.output<typeof NewSitewideSale>,
): Promise<{ sitewide_sale: SitewideSale; message: string }> {
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  if (endsAt.getTime() <= Date.now()) throw unprocessable(M.endInFuture, 'body.ends_at');
  const label = input.category_id === null ? null : await categoryName(shops, input.shop, input.category_id);
  if (input.category_id !== null && label === null) throw unprocessable('Category not found', 'body.category_id');
  const products = await saleProducts(shops, input.shop, input.category_id, input.percentage);
  if (products.length === 0) throw unprocessable(M.noProducts, 'body.category_id');
  const startNow = startsAt.getTime() <= Date.now();

  const id = await ctx.db.transaction(async (tx) => {
    // One sale is created at a time, so two clashing sales cannot both pass the overlap check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sitewide_sales'))`);
    const clash = await overlapping(
      tx,
      input.shop,
      products.map((product) => product.product_id),
      startsAt,
      endsAt,
    );
    if (clash !== null) throw conflict(M.overlap(clash), 'body.category_id');
    const [row] = await tx
      .insert(sitewideSales)
      .values({
        shop: input.shop,
        category_id: input.category_id,
        category_name: label,
        percentage: input.percentage,
        starts_at: startsAt,
        ends_at: endsAt,
        status: startNow ? 'applying' : 'scheduled',
        products_total: products.length,
        created_by_user_id: ctx.actor.user.id,
      })
      .returning({ id: sitewideSales.id });
    for (let at = 0; at < products.length; at += 500) {
      await tx
        .insert(sitewideSaleProducts)
        .values(products.slice(at, at + 500).map((product) => ({ ...product, sale_id: row!.id })));
    }
    return row!.id;
  });
  return { sitewide_sale: await findSale(ctx.db, id), message: startNow ? M.started : M.scheduled };
}

/** The first sale of the shop holding one of these products at an overlapping time, or null. */
async function overlapping(
  tx: DbOrTx,
  shop: string,
  productIds: number[],
  startsAt: Date,
  endsAt: Date,
): Promise<number | null> {
  const [found] = await tx
    .select({ id: sitewideSales.id })
    .from(sitewideSales)
    .where(
      and(
        eq(sitewideSales.shop, shop),
        inArray(sitewideSales.status, HOLDING),
        // A sale ending or whose restore failed holds its products until they are restored, whatever its end.
        or(
          inArray(sitewideSales.status, ['ending', 'failed']),
          and(lt(sitewideSales.starts_at, endsAt), gt(sitewideSales.ends_at, startsAt)),
        ),
        sql`exists (select 1 from ${sitewideSaleProducts} where ${sitewideSaleProducts.sale_id} = ${sitewideSales.id}
          and ${sitewideSaleProducts.product_id} = any(${sql`array[${sql.join(
            productIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::int[]`}))`,
      ),
    )
    .orderBy(sitewideSales.id)
    .limit(1);
  return found?.id ?? null;
}

/** End now: the job restores every product put on sale (and tries a failed restore again). */
export async function endSale(db: Db, id: number) {
  const changed = await db
    .update(sitewideSales)
    .set({ status: 'ending', last_error: null })
    .where(and(eq(sitewideSales.id, id), inArray(sitewideSales.status, [...ENDABLE_SALE_STATUSES])))
    .returning({ id: sitewideSales.id });
  if (changed.length === 0) {
    const sale = await findSale(db, id);
    if (sale.status === 'ending') return { sitewide_sale: sale, message: M.ending };
    throw conflict(M.cannotEnd, 'params.id');
  }
  return { sitewide_sale: await findSale(db, id), message: M.ending };
}

export async function cancelSale(db: Db, id: number) {
  const changed = await db
    .update(sitewideSales)
    .set({ status: 'cancelled', ended_at: new Date() })
    .where(and(eq(sitewideSales.id, id), eq(sitewideSales.status, 'scheduled')))
    .returning({ id: sitewideSales.id });
  if (changed.length === 0) {
    const sale = await findSale(db, id);
    if (sale.status === 'cancelled') return { sitewide_sale: sale, message: M.cancelled };
    throw conflict(M.cannotCancel, 'params.id');
  }
  return { sitewide_sale: await findSale(db, id), message: M.cancelled };
}

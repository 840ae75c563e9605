import { and, asc, eq, ilike, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatLocal, localToInstant, SITE_TIME_ZONE } from './dates';
import { WpError } from './http';
import { formatCents, percentOf, taxBasisPoints, toCents } from './money';
import { wcOrders, wcProducts } from './tables';

export interface CustomApiOptions {
  shop: string;
  updateTagsSecret: string;
}

type Body = Record<string, unknown>;

/** The part before the first "-" of a SKU is the base part number (spec part 2 §3). */
export const basePartNumber = (sku: string) => sku.split('-')[0] ?? sku;
const isTypeTag = (tag: string) => /^TYPE-/i.test(tag);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const missingParam = (name: string) =>
  new WpError(400, 'rest_missing_callback_param', `Missing parameter(s): ${name}`, { params: [name] });

/**
 * The business's own `wp-json/custom-api/v1` plugin (integrations.md §7). Public, as on the real
 * shops, except update-tags, which checks the shared secret posted in the body.
 */
export function registerCustomApiRoutes(app: FastifyInstance, { shop, updateTagsSecret }: CustomApiOptions): void {
  const productsTagged = (tag: string) =>
    app.db
      .select()
      .from(wcProducts)
      .where(and(eq(wcProducts.shop, shop), sql`${wcProducts.tags} @> ${JSON.stringify([tag])}::jsonb`))
      .orderBy(asc(wcProducts.sku));

  app.get('/partnumber-lookup', async () => {
    const entries = new Map<string, string>();
    for (const product of await productsTagged('TIPM')) {
      const type = product.tags.find(isTypeTag);
      if (type && !entries.has(basePartNumber(product.sku))) entries.set(basePartNumber(product.sku), type);
    }
    return [...entries].map(([sku, TYPE]) => ({ sku, TYPE }));
  });

  app.get<{ Params: { tag: string } }>('/skus-by-tag/:tag', async (request) => ({
    skus: [...new Set((await productsTagged(request.params.tag)).map((product) => basePartNumber(product.sku)))],
  }));

  app.get<{ Params: { number: string } }>('/orders/order_number/:number', async (request) => {
    const [order] = await app.db
      .select()
      .from(wcOrders)
      .where(and(eq(wcOrders.shop, shop), eq(wcOrders.number, request.params.number)));
    if (!order) throw new WpError(404, 'order_not_found', 'Order not found');
    const billing = order.billing as Record<string, string>;
    return {
      id: order.id,
      number: order.number,
      status: order.status,
      date_created: formatLocal(order.date_created_gmt),
      timezone: SITE_TIME_ZONE,
      billing: {
        first_name: billing.first_name ?? '',
        last_name: billing.last_name ?? '',
        email: billing.email || null,
        phone: billing.phone ?? '',
      },
    };
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/order-counts', async (request) => {
    const { start_date: start, end_date: end } = request.query;
    if (!start || !DAY.test(start)) throw missingParam('start_date');
    if (!end || !DAY.test(end)) throw missingParam('end_date');
    // Both ends are local calendar days, inclusive.
    const from = localToInstant(`${start}T00:00:00`);
    const next = new Date(`${end}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const until = localToInstant(`${next.toISOString().slice(0, 10)}T00:00:00`);
    const rows = await app.db
      .select({ status: wcOrders.status, n: sql<number>`count(*)::int` })
      .from(wcOrders)
      .where(
        and(
          eq(wcOrders.shop, shop),
          notInArray(wcOrders.status, ['trash', 'checkout-draft']),
          sql`${wcOrders.date_created_gmt} >= ${from.toISOString()}::timestamptz and ${wcOrders.date_created_gmt} < ${until.toISOString()}::timestamptz`,
        ),
      )
      .groupBy(wcOrders.status);
    const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
    return {
      processing_count: of('processing'),
      completed_count: of('completed'),
      total_orders: rows.reduce((sum, row) => sum + Number(row.n), 0),
    };
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/products/search', async (request) => {
    const keyword = request.query.keyword?.trim() ?? '';
    if (!keyword) return [];
    const pattern = `%${keyword.replace(/[%_\\]/g, '\\$&')}%`;
    const limit = Math.min(Math.max(Number(request.query.per_page ?? 20) || 20, 1), 100);
    const rows = await app.db
      .select()
      .from(wcProducts)
      .where(
        and(
          eq(wcProducts.shop, shop),
          eq(wcProducts.status, 'publish'),
          or(ilike(wcProducts.name, pattern), ilike(wcProducts.sku, pattern)),
        ),
      )
      .orderBy(asc(wcProducts.sku))
      .limit(limit);
    return rows.map((row) => ({ id: row.id, title: row.name, sku: row.sku, price: row.price }));
  });

  app.post<{ Body: Body | undefined }>('/update-tags', async (request) => {
    const body = request.body ?? {};
    if (body.secret !== updateTagsSecret) throw new WpError(403, 'rest_forbidden', 'Invalid secret.');
    const search = typeof body.search === 'string' ? body.search.trim() : '';
    const newTag = typeof body.new_tag === 'string' ? body.new_tag.trim() : '';
    if (!search) throw missingParam('search');
    if (!newTag) throw missingParam('new_tag');
    const products = await app.db
      .select()
      .from(wcProducts)
      .where(
        and(
          eq(wcProducts.shop, shop),
          or(eq(wcProducts.sku, search), sql`split_part(${wcProducts.sku}, '-', 1) = ${search}`),
        ),
      );
    const now = new Date();
    for (const product of products) {
      const tags = [...product.tags.filter((tag) => !isTypeTag(tag)), newTag];
      await app.db.update(wcProducts).set({ tags, date_modified_gmt: now }).where(eq(wcProducts.id, product.id));
    }
    return { success: true, updated: products.length };
  });

  app.post<{ Body: Body | undefined }>('/calculate-tax', async (request) => {
    const body = request.body ?? {};
    const amount = toCents(body.amount);
    if (amount === null || amount < 0) throw missingParam('amount');
    const rate = taxBasisPoints(String(body.country ?? 'US'), String(body.state ?? ''));
    return { tax_total: formatCents(percentOf(amount, rate)) };
  });
}

import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidId, list, parseQuery, readPaging, setPagingHeaders, single, WpError } from './http';
import { formatCents, toCents } from './money';
import { serializeCategory, serializeProduct } from './serialize';
import { SHIPPING_ZONES, US_STATES, ZONE_METHODS } from './store-settings';
import { wcCategories, wcProducts } from './tables';

/** WooCommerce's batch endpoints take at most 100 items a request. */
const BATCH_LIMIT = 100;

type PriceUpdate =
  | { row: typeof wcProducts.$inferSelect }
  | { id: unknown; error: { code: string; message: string; data: { status: number } } };

const itemError = (id: unknown, code: string, message: string): PriceUpdate => ({
  id,
  error: { code, message, data: { status: 400 } },
});

/** A money string as WooCommerce stores it ("" clears it); null when it is not one. */
function moneyField(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === '' || value === null) return null;
  const cents = toCents(value);
  return cents === null || cents < 0 ? undefined : formatCents(cents);
}

/**
 * One item of `products/batch`: `regular_price` and `sale_price` (an empty sale price ends the sale), answered
 * as the product or, like WooCommerce, as `{id, error}` without failing the other items.
 */
async function updateProductPrices(
  app: FastifyInstance,
  shop: string,
  item: Record<string, unknown>,
): Promise<PriceUpdate> {
  const id = Number(item.id);
  if (!Number.isSafeInteger(id) || id <= 0)
    return itemError(item.id ?? 0, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
  const changes: { price?: string; sale_price?: string | null } = {};
  if ('regular_price' in item) {
    const regular = moneyField(item.regular_price);
    if (!regular) return itemError(id, 'rest_invalid_param', 'Invalid parameter(s): regular_price');
    changes.price = regular;
  }
  if ('sale_price' in item) {
    const sale = moneyField(item.sale_price);
    if (sale === undefined) return itemError(id, 'rest_invalid_param', 'Invalid parameter(s): sale_price');
    changes.sale_price = sale;
  }
  const where = and(eq(wcProducts.shop, shop), eq(wcProducts.id, id));
  const [row] =
    Object.keys(changes).length > 0
      ? await app.db
          .update(wcProducts)
          .set({ ...changes, date_modified_gmt: new Date() })
          .where(where)
          .returning()
      : await app.db.select().from(wcProducts).where(where);
  return row ? { row } : itemError(id, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
}

const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** Products, product categories, US states and shipping zones (integrations.md §1.3). */
export function registerCatalogRoutes(
  app: FastifyInstance,
  shop: string,
  storeUrl: (request: FastifyRequest) => string,
): void {
  const categoriesById = async () =>
    new Map((await app.db.select().from(wcCategories).where(eq(wcCategories.shop, shop))).map((row) => [row.id, row]));

  app.get('/products', async (request, reply) => {
    const query = parseQuery(request);
    const paging = readPaging(query);
    const search = single(query, 'search')?.trim();
    const skus = list(query, 'sku');
    const category = Number(single(query, 'category') ?? 0);
    const status = single(query, 'status') ?? 'any';
    const where = and(
      eq(wcProducts.shop, shop),
      search ? or(ilike(wcProducts.name, likePattern(search)), ilike(wcProducts.sku, likePattern(search))) : undefined,
      skus.length > 0 ? inArray(wcProducts.sku, skus) : undefined,
      category ? sql`${wcProducts.category_ids} @> ${JSON.stringify([category])}::jsonb` : undefined,
      status === 'any' ? undefined : eq(wcProducts.status, status),
    );
    const direction = single(query, 'order') === 'asc' ? asc : desc;
    const ordering =
      single(query, 'orderby') === 'id'
        ? [direction(wcProducts.id)]
        : [direction(wcProducts.date_modified_gmt), direction(wcProducts.id)];
    const rows = await app.db
      .select()
      .from(wcProducts)
      .where(where)
      .orderBy(...ordering)
      .limit(paging.perPage)
      .offset(paging.offset);
    const [total] = await app.db.select({ n: count() }).from(wcProducts).where(where);
    setPagingHeaders(request, reply, paging, total?.n ?? 0);
    const categories = await categoriesById();
    return rows.map((row) => serializeProduct(row, categories, storeUrl(request)));
  });

  app.get<{ Params: { id: string } }>('/products/:id', async (request) => {
    const id = Number(request.params.id);
    const [row] = Number.isSafeInteger(id)
      ? await app.db
          .select()
          .from(wcProducts)
          .where(and(eq(wcProducts.shop, shop), eq(wcProducts.id, id)))
      : [];
    if (!row) throw invalidId('product');
    return serializeProduct(row, await categoriesById(), storeUrl(request));
  });

  app.post('/products/batch', async (request) => {
    const body = (request.body ?? {}) as { create?: unknown; update?: unknown; delete?: unknown };
    const updates = Array.isArray(body.update) ? (body.update as Record<string, unknown>[]) : [];
    const count = updates.length + (Array.isArray(body.create) ? body.create.length : 0);
    if (count + (Array.isArray(body.delete) ? body.delete.length : 0) > BATCH_LIMIT) {
      throw new WpError(
        400,
        'woocommerce_rest_request_entity_too_large',
        `Unable to accept more than ${BATCH_LIMIT} items for this request.`,
      );
    }
    const categories = await categoriesById();
    const answers: unknown[] = [];
    for (const item of updates) {
      const answer = await updateProductPrices(app, shop, item);
      answers.push('error' in answer ? answer : serializeProduct(answer.row, categories, storeUrl(request)));
    }
    return { update: answers };
  });

  app.get('/products/categories', async (request, reply) => {
    const query = parseQuery(request);
    const paging = readPaging(query);
    const parent = single(query, 'parent');
    const search = single(query, 'search')?.trim();
    const slug = single(query, 'slug');
    const where = and(
      eq(wcCategories.shop, shop),
      parent !== undefined && parent !== '' ? eq(wcCategories.parent, Number(parent) || 0) : undefined,
      search ? ilike(wcCategories.name, likePattern(search)) : undefined,
      slug ? eq(wcCategories.slug, slug) : undefined,
    );
    const orderColumn = single(query, 'orderby') === 'id' ? wcCategories.id : wcCategories.name;
    const direction = single(query, 'order') === 'desc' ? desc : asc;
    const rows = await app.db
      .select()
      .from(wcCategories)
      .where(where)
      .orderBy(direction(orderColumn), asc(wcCategories.id))
      .limit(paging.perPage)
      .offset(paging.offset);
    const [total] = await app.db.select({ n: count() }).from(wcCategories).where(where);
    setPagingHeaders(request, reply, paging, total?.n ?? 0);
    const counts = await app.db
      .select({ id: sql<number>`(jsonb_array_elements_text(${wcProducts.category_ids}))::int`, n: count() })
      .from(wcProducts)
      .where(eq(wcProducts.shop, shop))
      .groupBy(sql`1`);
    const countOf = new Map(counts.map((row) => [Number(row.id), row.n]));
    return rows.map((row) => serializeCategory(row, countOf.get(row.id) ?? 0, storeUrl(request)));
  });

  app.get('/data/countries/US', async (request) => ({
    code: 'US',
    name: 'United States (US)',
    states: US_STATES.map(([code, name]) => ({ code, name })),
    _links: {
      self: [{ href: `${storeUrl(request)}/wp-json/wc/v3/data/countries/us` }],
      collection: [{ href: `${storeUrl(request)}/wp-json/wc/v3/data/countries` }],
    },
  }));

  app.get('/shipping/zones', async (request) =>
    SHIPPING_ZONES.map((zone) => ({
      ...zone,
      _links: { self: [{ href: `${storeUrl(request)}/wp-json/wc/v3/shipping/zones/${zone.id}` }] },
    })),
  );

  app.get<{ Params: { id: string } }>('/shipping/zones/:id/methods', async (request) => {
    const methods = ZONE_METHODS[Number(request.params.id)];
    if (!methods) throw new WpError(404, 'woocommerce_rest_shipping_zone_invalid', 'Invalid resource ID.');
    return methods;
  });
}

import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidId, list, parseQuery, readPaging, setPagingHeaders, single, WpError } from './http';
import { serializeCategory, serializeProduct } from './serialize';
import { SHIPPING_ZONES, US_STATES, ZONE_METHODS } from './store-settings';
import { wcCategories, wcProducts } from './tables';

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
    const rows = await app.db
      .select()
      .from(wcProducts)
      .where(where)
      .orderBy(desc(wcProducts.date_modified_gmt), desc(wcProducts.id))
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

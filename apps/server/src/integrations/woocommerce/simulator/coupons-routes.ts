import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { booleanParam, invalidId, parseQuery, readPaging, setPagingHeaders, single, WpError } from './http';
import { formatCents, toCents } from './money';
import { serializeCoupon, type CouponRow } from './serialize';
import { wcCoupons } from './tables';

type Body = Record<string, unknown>;

const DISCOUNT_TYPES = ['percent', 'fixed_cart', 'fixed_product'];
const MONEY_FIELDS = ['amount', 'minimum_amount', 'maximum_amount'];
const BOOLEAN_FIELDS = ['individual_use', 'exclude_sale_items', 'free_shipping'];
const LIST_FIELDS = [
  'email_restrictions',
  'product_ids',
  'excluded_product_ids',
  'product_categories',
  'excluded_product_categories',
];
const NULLABLE_FIELDS = [
  'usage_limit',
  'usage_limit_per_user',
  'limit_usage_to_x_items',
  'date_expires',
  'date_expires_gmt',
];

const NEW_COUPON = {
  amount: '0.00',
  discount_type: 'fixed_cart',
  description: '',
  date_expires: null,
  date_expires_gmt: null,
  usage_count: 0,
  individual_use: false,
  product_ids: [],
  excluded_product_ids: [],
  usage_limit: null,
  usage_limit_per_user: null,
  limit_usage_to_x_items: null,
  free_shipping: false,
  product_categories: [],
  excluded_product_categories: [],
  exclude_sale_items: false,
  minimum_amount: '0.00',
  maximum_amount: '0.00',
  email_restrictions: [],
  used_by: [],
  meta_data: [],
};

/** The writable coupon fields of integrations.md §1.7, normalized as WooCommerce stores them. */
function applyCouponFields(current: Body, input: Body): Body {
  const next: Body = { ...current };
  for (const field of MONEY_FIELDS) {
    if (field in input) next[field] = formatCents(toCents(input[field]) ?? 0);
  }
  for (const field of BOOLEAN_FIELDS) if (field in input) next[field] = input[field] === true;
  for (const field of LIST_FIELDS) if (Array.isArray(input[field])) next[field] = input[field];
  for (const field of NULLABLE_FIELDS) if (field in input) next[field] = input[field] ?? null;
  if (typeof input.description === 'string') next.description = input.description;
  if ('discount_type' in input) {
    if (!DISCOUNT_TYPES.includes(String(input.discount_type))) {
      throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): discount_type', {
        params: { discount_type: `discount_type is not one of ${DISCOUNT_TYPES.join(', ')}.` },
      });
    }
    next.discount_type = input.discount_type;
  }
  if (Array.isArray(input.meta_data)) {
    const meta = [...(current.meta_data as { id: number; key: string; value: unknown }[])];
    for (const entry of input.meta_data as { key: string; value: unknown }[]) {
      const existing = meta.findIndex((candidate) => candidate.key === entry.key);
      if (existing >= 0) meta[existing] = { ...meta[existing]!, value: entry.value };
      else
        meta.push({
          id: meta.reduce((max, candidate) => Math.max(max, candidate.id), 0) + 1,
          key: entry.key,
          value: entry.value,
        });
    }
    next.meta_data = meta;
  }
  return next;
}

/** /coupons and /coupons/{id} (integrations.md §1.7): duplicate codes refused, delete trashes unless force=true. */
export function registerCouponRoutes(
  app: FastifyInstance,
  shop: string,
  storeUrl: (request: FastifyRequest) => string,
): void {
  const duplicate = () =>
    new WpError(400, 'woocommerce_rest_coupon_code_already_exists', 'The coupon code already exists');
  const codeExists = async (code: string, exceptId = 0) => {
    const [row] = await app.db
      .select({ id: wcCoupons.id })
      .from(wcCoupons)
      .where(and(eq(wcCoupons.shop, shop), sql`lower(${wcCoupons.code}) = ${code}`, ne(wcCoupons.id, exceptId)));
    return row !== undefined;
  };
  const find = async (id: string): Promise<CouponRow | undefined> => {
    const numeric = Number(id);
    if (!Number.isSafeInteger(numeric)) return undefined;
    const [row] = await app.db
      .select()
      .from(wcCoupons)
      .where(and(eq(wcCoupons.shop, shop), eq(wcCoupons.id, numeric)));
    return row;
  };

  app.get('/coupons', async (request, reply) => {
    const query = parseQuery(request);
    const paging = readPaging(query);
    const code = single(query, 'code')?.toLowerCase();
    const search = single(query, 'search')?.toLowerCase();
    const where = and(
      eq(wcCoupons.shop, shop),
      ne(wcCoupons.status, 'trash'),
      code ? sql`lower(${wcCoupons.code}) = ${code}` : undefined,
      search ? sql`lower(${wcCoupons.code}) like ${`%${search.replace(/[%_\\]/g, '\\$&')}%`}` : undefined,
    );
    const rows = await app.db
      .select()
      .from(wcCoupons)
      .where(where)
      .orderBy(sql`${wcCoupons.date_created_gmt} desc`, asc(wcCoupons.id))
      .limit(paging.perPage)
      .offset(paging.offset);
    const [total] = await app.db.select({ n: count() }).from(wcCoupons).where(where);
    setPagingHeaders(request, reply, paging, total?.n ?? 0);
    return rows.map((row) => serializeCoupon(row, storeUrl(request)));
  });

  app.post<{ Body: Body | undefined }>('/coupons', async (request, reply) => {
    const body = request.body ?? {};
    const code = typeof body.code === 'string' ? body.code.trim().toLowerCase() : '';
    if (!code) {
      throw new WpError(400, 'rest_missing_callback_param', 'Missing parameter(s): code', { params: ['code'] });
    }
    if (await codeExists(code)) throw duplicate();
    const now = new Date();
    const [row] = await app.db
      .insert(wcCoupons)
      .values({
        shop,
        code,
        status: 'publish',
        data: applyCouponFields(NEW_COUPON, body),
        date_created_gmt: now,
        date_modified_gmt: now,
      })
      .returning();
    const location = `${storeUrl(request)}/wp-json/wc/v3/coupons/${row!.id}`;
    return reply
      .code(201)
      .header('Location', location)
      .send(serializeCoupon(row!, storeUrl(request)));
  });

  app.get<{ Params: { id: string } }>('/coupons/:id', async (request) => {
    const row = await find(request.params.id);
    if (!row) throw invalidId('shop_coupon');
    return serializeCoupon(row, storeUrl(request));
  });

  const update = async (request: FastifyRequest<{ Params: { id: string }; Body: Body | undefined }>) => {
    const row = await find(request.params.id);
    if (!row) throw invalidId('shop_coupon', 400);
    const body = request.body ?? {};
    const code = typeof body.code === 'string' && body.code.trim() ? body.code.trim().toLowerCase() : row.code;
    if (code !== row.code && (await codeExists(code, row.id))) throw duplicate();
    const status = typeof body.status === 'string' ? body.status : row.status;
    const [updated] = await app.db
      .update(wcCoupons)
      .set({ code, status, data: applyCouponFields(row.data as Body, body), date_modified_gmt: new Date() })
      .where(eq(wcCoupons.id, row.id))
      .returning();
    return serializeCoupon(updated!, storeUrl(request));
  };
  app.put('/coupons/:id', update);
  app.post('/coupons/:id', update);

  app.delete<{ Params: { id: string } }>('/coupons/:id', async (request) => {
    const row = await find(request.params.id);
    if (!row) throw invalidId('shop_coupon');
    if (booleanParam(parseQuery(request), 'force')) {
      await app.db.delete(wcCoupons).where(eq(wcCoupons.id, row.id));
      return serializeCoupon(row, storeUrl(request));
    }
    if (row.status === 'trash') {
      throw new WpError(410, 'woocommerce_rest_already_trashed', 'The shop_coupon has already been deleted.');
    }
    const [trashed] = await app.db
      .update(wcCoupons)
      .set({ status: 'trash', date_modified_gmt: new Date() })
      .where(eq(wcCoupons.id, row.id))
      .returning();
    return serializeCoupon(trashed!, storeUrl(request));
  });
}

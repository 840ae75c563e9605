import { and, asc, count, desc, eq, gt, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseFilterDate } from './dates';
import {
  booleanParam,
  invalidId,
  invalidParam,
  list,
  parseQuery,
  readPaging,
  setPagingHeaders,
  single,
  type Query,
} from './http';
import { createOrder, findOrder, ORDER_STATUSES, updateOrder } from './order-service';
import { refundOrder } from './refunds';
import { serializeOrder, serializeRefund } from './serialize';
import { wcOrders } from './tables';
import { queueOrderEvent } from './webhooks';

type Body = Record<string, unknown>;

const ORDERBY = {
  date: wcOrders.date_created_gmt,
  modified: wcOrders.date_modified_gmt,
  id: wcOrders.id,
  include: wcOrders.id,
  title: wcOrders.id,
  slug: wcOrders.id,
} as const;

function dateFilter(query: Query, name: string, asGmt: boolean): Date | undefined {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return undefined;
  const date = parseFilterDate(raw, asGmt);
  if (!date) throw invalidParam(name, 'Invalid date.', 'rest_invalid_date');
  return date;
}

const idList = (query: Query, name: string) => list(query, name).map(Number).filter(Number.isSafeInteger);

/** The WHERE of GET /orders: status (comma list or status[]), dates, search, customer, product, include/exclude. */
function orderFilters(shop: string, query: Query): SQL[] {
  const filters: SQL[] = [eq(wcOrders.shop, shop)];
  const statuses = list(query, 'status');
  for (const [index, status] of statuses.entries()) {
    if (status !== 'any' && !ORDER_STATUSES.includes(status)) {
      const message = `status[${index}] is not one of any, ${ORDER_STATUSES.join(', ')}.`;
      throw invalidParam('status', message, 'rest_not_in_enum');
    }
  }
  if (statuses.length === 0 || statuses.includes('any')) {
    filters.push(notInArray(wcOrders.status, ['trash', 'checkout-draft']));
  } else {
    filters.push(inArray(wcOrders.status, statuses));
  }
  // after/before compare with the local creation date unless dates_are_gmt=true (parseFilterDate converts).
  const asGmt = booleanParam(query, 'dates_are_gmt');
  const after = dateFilter(query, 'after', asGmt);
  const before = dateFilter(query, 'before', asGmt);
  const modifiedAfter = dateFilter(query, 'modified_after', asGmt);
  const modifiedBefore = dateFilter(query, 'modified_before', asGmt);
  if (after) filters.push(gt(wcOrders.date_created_gmt, after));
  if (before) filters.push(lt(wcOrders.date_created_gmt, before));
  if (modifiedAfter) filters.push(gt(wcOrders.date_modified_gmt, modifiedAfter));
  if (modifiedBefore) filters.push(lt(wcOrders.date_modified_gmt, modifiedBefore));
  const search = single(query, 'search')?.trim();
  if (search) {
    const pattern = `%${search.replace(/[%_\\]/g, '\\$&')}%`;
    filters.push(
      sql`(${wcOrders.number} = ${search} or ${wcOrders.billing}::text ilike ${pattern} or ${wcOrders.shipping}::text ilike ${pattern} or ${wcOrders.line_items}::text ilike ${pattern})`,
    );
  }
  const customer = single(query, 'customer');
  if (customer !== undefined && customer !== '') filters.push(eq(wcOrders.customer_id, Number(customer) || 0));
  const product = Number(single(query, 'product') ?? 0);
  if (product) filters.push(sql`${wcOrders.line_items} @> ${JSON.stringify([{ product_id: product }])}::jsonb`);
  const include = idList(query, 'include');
  if (include.length > 0) filters.push(inArray(wcOrders.id, include));
  const exclude = idList(query, 'exclude');
  if (exclude.length > 0) filters.push(notInArray(wcOrders.id, exclude));
  return filters;
}

function ordering(query: Query) {
  const orderby = single(query, 'orderby') ?? 'date';
  if (!(orderby in ORDERBY)) {
    throw invalidParam('orderby', `orderby is not one of ${Object.keys(ORDERBY).join(', ')}.`, 'rest_not_in_enum');
  }
  const direction = (single(query, 'order') ?? 'desc').toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') {
    throw invalidParam('order', 'order is not one of asc, desc.', 'rest_not_in_enum');
  }
  const by = direction === 'asc' ? asc : desc;
  return [by(ORDERBY[orderby as keyof typeof ORDERBY]), by(wcOrders.id)];
}

const idOf = (request: FastifyRequest<{ Params: { id: string } }>) => Number(request.params.id);

/** /orders, /orders/{id} and /orders/{id}/refunds of integrations.md §1.3–1.6. */
export function registerOrderRoutes(
  app: FastifyInstance,
  shop: string,
  storeUrl: (request: FastifyRequest) => string,
): void {
  app.get('/orders', async (request, reply) => {
    const query = parseQuery(request);
    const paging = readPaging(query);
    const where = and(...orderFilters(shop, query));
    const rows = await app.db
      .select()
      .from(wcOrders)
      .where(where)
      .orderBy(...ordering(query))
      .limit(paging.perPage)
      .offset(paging.offset);
    const [total] = await app.db.select({ n: count() }).from(wcOrders).where(where);
    setPagingHeaders(request, reply, paging, total?.n ?? 0);
    return rows.map((row) => serializeOrder(row, storeUrl(request)));
  });

  app.get<{ Params: { id: string } }>('/orders/:id', async (request) => {
    const row = await findOrder(app.db, shop, idOf(request));
    if (!row) throw invalidId('shop_order');
    return serializeOrder(row, storeUrl(request));
  });

  app.post<{ Body: Body | undefined }>('/orders', async (request, reply) => {
    const row = await createOrder(app.db, shop, request.body ?? {}, 'rest-api');
    const order = serializeOrder(row, storeUrl(request));
    queueOrderEvent(app.db, shop, storeUrl(request), 'created', order);
    return reply
      .code(201)
      .header('Location', `${storeUrl(request)}/wp-json/wc/v3/orders/${row.id}`)
      .send(order);
  });

  const update = async (request: FastifyRequest<{ Params: { id: string }; Body: Body | undefined }>) => {
    const row = await findOrder(app.db, shop, idOf(request));
    // WooCommerce answers an update of an unknown id with 400, not 404.
    if (!row) throw invalidId('shop_order', 400);
    const order = serializeOrder(await updateOrder(app.db, shop, row, request.body ?? {}), storeUrl(request));
    queueOrderEvent(app.db, shop, storeUrl(request), 'updated', order);
    return order;
  };
  app.put('/orders/:id', update);
  app.post('/orders/:id', update);

  app.post<{ Params: { id: string }; Body: Body | undefined }>('/orders/:id/refunds', async (request, reply) => {
    const row = await findOrder(app.db, shop, idOf(request));
    if (!row) throw invalidId('shop_order');
    const { order, refund } = await refundOrder(app.db, row, request.body ?? {});
    queueOrderEvent(app.db, shop, storeUrl(request), 'updated', serializeOrder(order, storeUrl(request)));
    const location = `${storeUrl(request)}/wp-json/wc/v3/orders/${row.id}/refunds/${refund.id}`;
    return reply
      .code(201)
      .header('Location', location)
      .send(serializeRefund(row.id, refund, storeUrl(request)));
  });
}

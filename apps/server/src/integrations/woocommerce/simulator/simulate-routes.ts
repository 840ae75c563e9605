import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sandboxInspectionAccess } from '../../../platform/sandbox/access';
import { demoCustomer } from './demo-customers';
import { WpError } from './http';
import { createOrder, ORDER_STATUSES } from './order-service';
import { serializeOrder } from './serialize';
import { wcOrders, wcProducts } from './tables';
import { queueOrderEvent } from './webhooks';

interface SimulatedCheckout {
  line_items?: { sku?: string; quantity?: number }[];
  status?: string;
  date_created_gmt?: string;
}

/**
 * `POST /{shop}/_simulate/orders` (sandbox only): places an order the way a customer checkout would,
 * at catalogue prices and with a customer from a fixed list, and fires the order.created webhook.
 * Not part of WooCommerce: an administrator's session or a request from this machine only.
 */
export function registerSimulateRoutes(
  app: FastifyInstance,
  shop: string,
  storeUrl: (request: FastifyRequest) => string,
): void {
  app.post<{ Body: SimulatedCheckout | undefined }>(
    '/_simulate/orders',
    { onRequest: sandboxInspectionAccess },
    async (request, reply) => {
      const body = request.body ?? {};
      const lines = (body.line_items ?? []).filter((line) => typeof line.sku === 'string');
      if (lines.length === 0) throw new WpError(400, 'rest_missing_callback_param', 'Missing parameter(s): line_items');
      const skus = lines.map((line) => line.sku!);
      const known = await app.db
        .select({ sku: wcProducts.sku })
        .from(wcProducts)
        .where(and(eq(wcProducts.shop, shop), inArray(wcProducts.sku, skus)));
      const unknown = skus.filter((sku) => !known.some((product) => product.sku === sku));
      if (unknown.length > 0) throw new WpError(400, 'unknown_sku', `No product with SKU ${unknown.join(', ')}`);
      const status = body.status ?? 'processing';
      if (!ORDER_STATUSES.includes(status))
        throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): status');
      const placedAt = body.date_created_gmt
        ? new Date(
            /[zZ]|[+-]\d\d:?\d\d$/.test(body.date_created_gmt) ? body.date_created_gmt : `${body.date_created_gmt}Z`,
          )
        : new Date();
      if (Number.isNaN(placedAt.getTime()))
        throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): date_created_gmt');
      // The customer follows from how many orders the shop has, so repeated runs give a known sequence.
      const [existing] = await app.db.select({ n: count() }).from(wcOrders).where(eq(wcOrders.shop, shop));
      let state = (existing?.n ?? 0) + 1;
      const customer = demoCustomer((length) => {
        state = (Math.imul(state, 48271) + 11) % 2_147_483_647;
        return Math.abs(state) % length;
      });
      const paid = ['processing', 'completed'].includes(status);
      const row = await createOrder(
        app.db,
        shop,
        {
          status,
          set_paid: paid,
          payment_method: 'braintree_credit_card',
          payment_method_title: 'Credit Card',
          transaction_id: paid ? `sim${Date.now().toString(36)}` : '',
          billing: customer.billing,
          shipping: customer.shipping,
          line_items: lines.map((line) => ({ sku: line.sku, quantity: line.quantity ?? 1 })),
          shipping_lines: [{ method_id: 'flat_rate', method_title: 'FedEx Ground', instance_id: '1', total: '15.00' }],
        },
        'checkout',
        placedAt,
      );
      const order = serializeOrder(row, storeUrl(request));
      queueOrderEvent(app.db, shop, storeUrl(request), 'created', order);
      return reply.code(201).send(order);
    },
  );
}

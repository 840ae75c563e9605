import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  GRIM_MESSAGES,
  grimCsvRow,
  grimTransition,
  grimTransitionMessage,
  isGrimSku,
  GRIM_CSV_COLUMNS,
  type GrimStatus,
  type ListRtgrimOrdersQuery,
  type RtgrimOrder,
  type UpdateRtgrimOrderBody,
} from '@makro/domain/grim';
import { pageInfo } from '@makro/domain/shared';
import type { Shop } from '@makro/domain/shops';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { conflict, notFound, unprocessable, upstreamFailed } from '../../platform/http/errors';
import { csvStream, type CsvRow } from '../../platform/http/csv';
import type { Integrations } from '../../integrations';
import type { WooMeta, WooOrder } from '../../integrations/woocommerce/port';
import { rtgrimOrders } from './tables';
import { notify } from '../notifications/service';

type Row = typeof rtgrimOrders.$inferSelect;
type NewRow = typeof rtgrimOrders.$inferInsert;

const ENTITY = 'rtgrim_order';
/** A Mark as Shipped claim older than this is taken to be from a call that died. */
const SHIP_CLAIM_SECONDS = 120;

// ---------------------------------------------------------------------------------------------------------------
// From the order mirror.

const gmt = (value: string) => new Date(value.endsWith('Z') ? value : `${value}Z`);
const cents = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100) || 0;
const money = (value: number) => (value / 100).toFixed(2);
const orNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

function metaText(meta: WooMeta[], ...keys: string[]): string | null {
  const wanted = keys.map((key) => key.toLowerCase().replace(/[^a-z]/g, ''));
  const entry = meta.find((item) => wanted.includes(item.key.toLowerCase().replace(/[^a-z]/g, '')));
  return entry && entry.value !== null && entry.value !== undefined ? orNull(String(entry.value)) : null;
}

function countryName(code: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * The GRIM orders in a shop order: one per line whose SKU ends `-REPAIR` (rules.ts `isGrimSku`), every field of
 * spec part 2 §3 read from the order as the shop sent it. Mileage and warranty fix come from the line's meta
 * (`Mileage`, `Warranty Fix`), as the shop's product form records them.
 */
export function grimRowsOf(shop: Shop, order: WooOrder): NewRow[] {
  const shipping = order.shipping ?? order.billing;
  const billing = order.billing;
  return order.line_items
    .filter((line) => isGrimSku(line.sku))
    .map((line) => {
      const quantity = Math.max(1, line.quantity || 1);
      const subtotal = cents(line.subtotal);
      const total = cents(line.total);
      const taxes = cents(line.total_tax);
      const warranty = metaText(line.meta_data ?? [], 'Warranty Fix', 'warranty_fix') ?? '';
      const country = (shipping?.country || billing?.country || '').toUpperCase();
      const first = shipping?.first_name || billing?.first_name || '';
      const last = shipping?.last_name || billing?.last_name || '';
      return {
        shop,
        order_id: order.id,
        line_item_id: line.id,
        order_number: String(order.number),
        line_item_name: line.name,
        line_item_title: line.name.split(' - ')[0]!.trim() || line.name,
        line_item_price: money(Math.round(subtotal / quantity)),
        quantity,
        part_number: line.sku!.trim().toUpperCase(),
        mileage: metaText(line.meta_data ?? [], 'Mileage'),
        subtotal: money(subtotal),
        discount_amount: money(Math.max(0, subtotal - total)),
        warranty_fix: /^(yes|true|1)$/i.test(warranty),
        taxes: money(taxes),
        total: money(total + taxes),
        customer_first_name: billing?.first_name ?? '',
        customer_last_name: billing?.last_name ?? '',
        customer_phone: orNull(billing?.phone),
        customer_email: orNull(billing?.email),
        customer_note: orNull(order.customer_note),
        shipping_first_name: first,
        shipping_last_name: last,
        shipping_name: `${first} ${last}`.trim(),
        shipping_phone: orNull(shipping?.phone) ?? orNull(billing?.phone),
        shipping_company: orNull(shipping?.company),
        shipping_address_line_1: shipping?.address_1 ?? '',
        shipping_address_line_2: orNull(shipping?.address_2),
        shipping_city: shipping?.city ?? '',
        shipping_country: countryName(country),
        shipping_country_code: country,
        // WooCommerce sends the state's code only; the name column holds it too.
        shipping_state: shipping?.state ?? '',
        shipping_state_code: shipping?.state ?? '',
        shipping_zip: shipping?.postcode ?? '',
        shipping_method: orNull(order.shipping_lines?.[0]?.method_title),
        created_at: gmt(order.date_created_gmt),
      } satisfies NewRow;
    });
}

/**
 * Called by the order mirror for every order it stores (webhook or sync), in its transaction: makes the GRIM
 * orders of lines not seen before. Once per line: a line already recorded keeps its row as the staff moved it.
 */
export async function recordGrimOrders(db: DbOrTx, shop: Shop, orders: WooOrder[]): Promise<void> {
  const rows = orders.filter((order) => order.status !== 'trash').flatMap((order) => grimRowsOf(shop, order));
  if (rows.length === 0) return;
  const created = await db
    .insert(rtgrimOrders)
    .values(rows)
    .onConflictDoNothing()
    .returning({ order_number: rtgrimOrders.order_number, created_at: rtgrimOrders.created_at });
  // A first sync of the shops' history finds years of orders: only the ones of the last days are news.
  const fresh = created.filter((row) => row.created_at.getTime() > Date.now() - NEWS_MS);
  if (fresh.length > 0)
    await tellGrimStaff(
      db,
      fresh.map((row) => row.order_number),
    );
}

const NEWS_MS = 2 * 86_400_000;

/** The instrument-cluster partner hears of orders that came in (once per order, whichever sync saw it first). */
function tellGrimStaff(db: DbOrTx, orderNumbers: string[]) {
  const unique = [...new Set(orderNumbers)];
  return notify(
    db,
    { holdersOf: 'can_view_grim' },
    {
      kind: 'grim_orders',
      title: unique.length === 1 ? `New R.T. GRIM order #${unique[0]}` : `${unique.length} new R.T. GRIM orders`,
      body: unique
        .slice(0, 5)
        .map((number) => `#${number}`)
        .join(', '),
      path: '/grim',
      eventKey: `grim-orders:${unique.sort().join(',')}`,
    },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Reading.

export function toRtgrimOrder(row: Row): RtgrimOrder {
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: row.order_number,
    line_item_name: row.line_item_name,
    line_item_title: row.line_item_title,
    line_item_price: row.line_item_price,
    quantity: row.quantity,
    part_number: row.part_number,
    mileage: row.mileage,
    subtotal: row.subtotal,
    discount_amount: row.discount_amount,
    warranty_fix: row.warranty_fix,
    taxes: row.taxes,
    total: row.total,
    customer_first_name: row.customer_first_name,
    customer_last_name: row.customer_last_name,
    customer_phone: row.customer_phone,
    customer_email: row.customer_email,
    customer_note: row.customer_note,
    shipping_first_name: row.shipping_first_name,
    shipping_last_name: row.shipping_last_name,
    shipping_name: row.shipping_name,
    shipping_phone: row.shipping_phone,
    shipping_company: row.shipping_company,
    shipping_address_line_1: row.shipping_address_line_1,
    shipping_address_line_2: row.shipping_address_line_2,
    shipping_city: row.shipping_city,
    shipping_country: row.shipping_country,
    shipping_country_code: row.shipping_country_code,
    shipping_state: row.shipping_state,
    shipping_state_code: row.shipping_state_code,
    shipping_zip: row.shipping_zip,
    shipping_method: row.shipping_method,
    status: row.status as GrimStatus,
    carrier_code: row.carrier_code,
    tracking_number: row.tracking_number,
    created_at: row.created_at.toISOString(),
    processed_at: row.processed_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
    shop: row.shop as Shop,
  };
}

export async function listRtgrimOrders(db: DbOrTx, query: ListRtgrimOrdersQuery) {
  const where = query.status ? eq(rtgrimOrders.status, query.status) : undefined;
  const [total] = await db.select({ n: count() }).from(rtgrimOrders).where(where);
  const rows = await db
    .select()
    .from(rtgrimOrders)
    .where(where)
    .orderBy(desc(rtgrimOrders.created_at), desc(rtgrimOrders.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const info = pageInfo(total?.n ?? 0, query);
  return { rtgrim_orders: rows.map(toRtgrimOrder), ...info };
}

async function rowById(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select().from(rtgrimOrders).where(eq(rtgrimOrders.id, id));
  if (!row) throw notFound(`GRIM order ${id} not found`);
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Receive New Orders and the CSV.

/** Every New order to Received Order in one statement (two at once take disjoint sets), one batch id for its CSV. */
export async function receiveNewOrders(ctx: ServiceContext) {
  const batch = randomUUID();
  const moved = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(rtgrimOrders)
      .set({ status: 'received_order', processed_at: sql`now()`, receive_batch: batch })
      .where(eq(rtgrimOrders.status, 'created'))
      .returning({ id: rtgrimOrders.id, order_number: rtgrimOrders.order_number });
    for (const row of rows)
      await writeAudit(tx, {
        actorUserId: ctx.actor.user.id,
        action: 'rtgrim_order.received_order',
        entity: ENTITY,
        entityId: row.id,
        before: { status: 'created' },
        after: { status: 'received_order', batch },
      });
    return rows;
  });
  if (moved.length === 0) return { received_count: 0, batch: null, message: GRIM_MESSAGES.noNewOrders };
  return { received_count: moved.length, batch, message: GRIM_MESSAGES.receivedNew(moved.length) };
}

async function* csvRows(db: DbOrTx, batch: string | undefined): AsyncIterable<CsvRow> {
  const size = 500;
  for (let offset = 0; ; offset += size) {
    const rows = await db
      .select()
      .from(rtgrimOrders)
      .where(batch ? eq(rtgrimOrders.receive_batch, batch) : undefined)
      .orderBy(asc(rtgrimOrders.created_at), asc(rtgrimOrders.id))
      .limit(size)
      .offset(offset);
    for (const row of rows) yield grimCsvRow(toRtgrimOrder(row));
    if (rows.length < size) return;
  }
}

/** The 37-column CSV, streamed a batch at a time; csvStream escapes cells against formulas. */
export const grimCsv = (db: DbOrTx, batch: string | undefined): Readable =>
  csvStream(GRIM_CSV_COLUMNS, csvRows(db, batch));

// ---------------------------------------------------------------------------------------------------------------
// Status control and Mark as Shipped.

/** The change itself, only if the order still has the status the side effect was done for. */
async function applyStatus(
  ctx: ServiceContext,
  row: Row,
  to: GrimStatus,
  extra: Partial<NewRow> = {},
  action = `rtgrim_order.${to}`,
): Promise<Row> {
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(rtgrimOrders)
      .set({ status: to, ...extra })
      .where(and(eq(rtgrimOrders.id, row.id), eq(rtgrimOrders.status, row.status)))
      .returning();
    if (!updated) throw conflict(GRIM_MESSAGES.changed(row.order_number), 'body.status');
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action,
      entity: ENTITY,
      entityId: row.id,
      before: { status: row.status, carrier_code: row.carrier_code, tracking_number: row.tracking_number },
      after: { status: to, carrier_code: updated.carrier_code, tracking_number: updated.tracking_number },
    });
    return updated;
  });
}

async function sendReceivedEmail(ctx: ServiceContext, integrations: Integrations, row: Row) {
  if (!row.customer_email) throw unprocessable(GRIM_MESSAGES.updateFailed(row.order_number), 'body.status');
  const name = `${row.customer_first_name} ${row.customer_last_name}`.trim() || row.customer_email;
  try {
    await integrations.mail.sendTemplate({
      to: { email: row.customer_email, name },
      subject: GRIM_MESSAGES.receivedSubject(row.order_number),
      templateId: ctx.config.mail.templates.grimReceived,
      personalization: {
        name,
        currentYear: new Date().getUTCFullYear(),
        companyAddress: ctx.config.company.address,
        companyPhoneNumber: ctx.config.company.phone,
        order_ticket_number: row.order_number,
      },
      replyTo: { email: ctx.config.mail.from.email, name: ctx.config.mail.from.name },
    });
  } catch {
    throw upstreamFailed(GRIM_MESSAGES.updateFailed(row.order_number));
  }
}

async function cancelInShop(integrations: Integrations, row: Row) {
  try {
    await integrations.shops.updateOrder(row.shop as Shop, row.order_id, { status: 'cancelled' });
  } catch {
    throw upstreamFailed(GRIM_MESSAGES.updateFailed(row.order_number));
  }
}

/** The order in ShipStation: an exact number among the active WooCommerce stores (the search is "starts with"). */
async function shipStationOrder(integrations: Integrations, orderNumber: string) {
  const stores = (await integrations.shipping.listStores()).filter(
    (store) => store.active && store.marketplaceId === 36,
  );
  const storeIds = new Set(stores.map((store) => store.storeId));
  const page = await integrations.shipping.listOrders({ orderNumber, pageSize: 100 });
  return page.orders.find(
    (order) => order.orderNumber === orderNumber && storeIds.has(order.advancedOptions?.storeId ?? -1),
  );
}

async function markAsShipped(ctx: ServiceContext, integrations: Integrations, row: Row, body: UpdateRtgrimOrderBody) {
  const carrier = body.carrier_code!.toLowerCase();
  const tracking = body.tracking_number!;
  // One caller at a time: the claim is a conditional update, so a double click finds it taken.
  const [claimed] = await ctx.db
    .update(rtgrimOrders)
    .set({ ship_claimed_at: sql`now()` })
    .where(
      and(
        eq(rtgrimOrders.id, row.id),
        eq(rtgrimOrders.status, 'received_product'),
        or(
          isNull(rtgrimOrders.ship_claimed_at),
          lt(rtgrimOrders.ship_claimed_at, sql`now() - make_interval(secs => ${SHIP_CLAIM_SECONDS})`),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const now = await rowById(ctx.db, row.id);
    if (now.status !== 'received_product') {
      const refused = grimTransition(now.status as GrimStatus, 'shipped_to_customer', 'mark_as_shipped');
      throw unprocessable(
        refused.allowed ? GRIM_MESSAGES.changed(row.order_number) : grimTransitionMessage(refused.reason),
        'body.status',
      );
    }
    throw conflict(GRIM_MESSAGES.busy(row.order_number), 'body.status');
  }
  const release = () => ctx.db.update(rtgrimOrders).set({ ship_claimed_at: null }).where(eq(rtgrimOrders.id, row.id));
  try {
    const order = await shipStationOrder(integrations, row.order_number).catch(() => {
      throw upstreamFailed(GRIM_MESSAGES.updateFailed(row.order_number));
    });
    if (!order) throw unprocessable(GRIM_MESSAGES.notInShipStation(row.order_number), 'body.status');
    if (order.orderStatus !== 'awaiting_shipment')
      throw unprocessable(GRIM_MESSAGES.shipStationStatus(row.order_number, order.orderStatus), 'body.status');
    await integrations.shipping
      .markAsShipped({
        orderId: order.orderId,
        carrierCode: carrier,
        trackingNumber: tracking,
        notifyCustomer: true,
        notifySalesChannel: true,
      })
      .catch(() => {
        throw upstreamFailed(GRIM_MESSAGES.updateFailed(row.order_number));
      });
    return await applyStatus(
      ctx,
      claimed,
      'shipped_to_customer',
      { carrier_code: carrier, tracking_number: tracking, shipped_at: new Date(), ship_claimed_at: null },
      'rtgrim_order.marked_as_shipped',
    );
  } catch (error) {
    await release();
    throw error;
  }
}

/** The preview panel's status control and Mark as Shipped (spec part 2 §4), side effects first. */
export async function updateRtgrimOrder(
  ctx: ServiceContext,
  integrations: Integrations,
  id: number,
  body: UpdateRtgrimOrderBody,
) {
  const row = await rowById(ctx.db, id);
  const from = row.status as GrimStatus;
  const via = body.status === 'shipped_to_customer' ? 'mark_as_shipped' : 'status';
  const transition = grimTransition(from, body.status, via);
  if (!transition.allowed) throw unprocessable(grimTransitionMessage(transition.reason), 'body.status');
  if (via === 'mark_as_shipped') {
    const shipped = await markAsShipped(ctx, integrations, row, body);
    return { rtgrim_order: toRtgrimOrder(shipped), message: GRIM_MESSAGES.shipped(row.order_number) };
  }
  if (body.status === 'cancelled') await cancelInShop(integrations, row);
  if (body.status === 'received_product') await sendReceivedEmail(ctx, integrations, row);
  const updated = await applyStatus(ctx, row, body.status);
  return { rtgrim_order: toRtgrimOrder(updated), message: GRIM_MESSAGES.statusUpdated };
}

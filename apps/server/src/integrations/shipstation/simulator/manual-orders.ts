import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { pacificDay } from '../dates';
import { SHIPSTATION_ORDER_STATUSES } from '../port';
import { serializeOrder, type StoredItem } from './orders';
import { SANDBOX_STORE_IDS } from './stores';
import { shipstationOrders, shipstationShipments } from './tables';

/** Orders entered in ShipStation itself (manual stores) or imported from eBay, and the test route's orders. */

export type NewOrder = typeof shipstationOrders.$inferInsert;
export type NewShipment = Omit<typeof shipstationShipments.$inferInsert, 'order_id'>;

const ORDER_COLUMNS: [keyof NewOrder, string][] = [
  ['order_number', 'text'],
  ['order_key', 'text'],
  ['store_id', 'int'],
  ['order_status', 'text'],
  ['order_date', 'timestamptz'],
  ['create_date', 'timestamptz'],
  ['modify_date', 'timestamptz'],
  ['payment_date', 'timestamptz'],
  ['customer_id', 'int'],
  ['customer_username', 'text'],
  ['customer_email', 'text'],
  ['bill_to', 'jsonb'],
  ['ship_to', 'jsonb'],
  ['items', 'jsonb'],
  ['order_total', 'numeric'],
  ['amount_paid', 'numeric'],
  ['tax_amount', 'numeric'],
  ['shipping_amount', 'numeric'],
  ['customer_notes', 'text'],
  ['internal_notes', 'text'],
  ['payment_method', 'text'],
  ['requested_shipping_service', 'text'],
  ['carrier_code', 'text'],
  ['service_code', 'text'],
  ['package_code', 'text'],
  ['ship_date', 'date'],
  ['weight_ounces', 'int'],
  ['source', 'text'],
];
const COLUMNS = ORDER_COLUMNS.map(([name]) => name).join(', ');
const COLUMN_TYPES = ORDER_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');

/**
 * Inserts orders and the shipments of those shipped, in one statement each whatever their number (one JSON
 * parameter: binding hundreds of separate parameters is what makes PGlite slow). Orders whose store already has
 * their orderKey are skipped, so a second run changes nothing.
 */
export async function insertOrders(db: Db, orders: { order: NewOrder; shipment: NewShipment | null }[]): Promise<void> {
  if (orders.length === 0) return;
  const rows = orders.map(({ order }) => ({ tax_amount: '0', shipping_amount: '0', items: [], ...order }));
  await db.execute(
    sql`insert into ${shipstationOrders} (${sql.raw(COLUMNS)}) select ${sql.raw(COLUMNS)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row_data(${sql.raw(COLUMN_TYPES)}) on conflict do nothing`,
  );
  const shipments = orders
    .filter((entry): entry is { order: NewOrder; shipment: NewShipment } => entry.shipment !== null)
    .map(({ order, shipment }) => ({ store_id: order.store_id, order_key: order.order_key, ...shipment }));
  if (shipments.length === 0) return;
  await db.execute(sql`
    insert into ${shipstationShipments}
      (order_id, carrier_code, service_code, tracking_number, ship_date, notify_customer, notify_sales_channel, create_date)
    select o.order_id, s.carrier_code, s.service_code, s.tracking_number, s.ship_date, coalesce(s.notify_customer, false),
      coalesce(s.notify_sales_channel, false), s.create_date
    from jsonb_to_recordset(${JSON.stringify(shipments)}::jsonb) as s(store_id int, order_key text, carrier_code text,
      service_code text, tracking_number text, ship_date date, notify_customer boolean, notify_sales_channel boolean,
      create_date timestamptz)
    join ${shipstationOrders} o on o.store_id = s.store_id and o.order_key = s.order_key
    on conflict do nothing`);
}

/** The address ShipStation keeps for a manual order: the name and the address as entered. */
export function manualAddress(fields: {
  name: string;
  company?: string | null;
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  phone?: string | null;
}) {
  return {
    name: fields.name,
    company: fields.company ?? null,
    street1: fields.street1 ?? null,
    street2: fields.street2 ?? null,
    street3: null,
    city: fields.city ?? null,
    state: fields.state ?? null,
    postalCode: fields.postalCode ?? null,
    country: 'US',
    phone: fields.phone ?? null,
    residential: null,
    addressVerified: null,
  };
}

const STORE_IDS = Object.values(SANDBOX_STORE_IDS) as number[];

export const TestOrderBody = z.object({
  order_number: z.string().trim().min(1).max(50),
  store_id: z
    .number()
    .int()
    .refine((id) => STORE_IDS.includes(id), `must be one of the sandbox stores: ${STORE_IDS.join(', ')}`)
    .default(SANDBOX_STORE_IDS.manual),
  order_status: z.enum(SHIPSTATION_ORDER_STATUSES).default('awaiting_shipment'),
  order_date: z.coerce.date().optional(),
  create_date: z.coerce.date().optional(),
  customer_email: z.string().email().optional(),
  requested_shipping_service: z.string().max(100).optional(),
  items: z
    .array(
      z.object({
        sku: z.string().min(1).max(100),
        name: z.string().min(1).max(200).optional(),
        quantity: z.number().int().min(1).max(1_000).default(1),
        unit_price: z.number().min(0).max(1_000_000).default(100),
      }),
    )
    .min(1)
    .max(50)
    .default([{ sku: 'TEST-SKU', quantity: 1, unit_price: 100 }]),
});
export type TestOrderInput = z.infer<typeof TestOrderBody>;

/** `POST /_orders`: one order as a person would key it into ShipStation (a shipped one ships today, by UPS). */
export async function createTestOrder(db: Db, input: TestOrderInput, now: Date) {
  const created = input.create_date ?? now;
  const items: StoredItem[] = input.items.map((item) => ({
    lineItemKey: null,
    sku: item.sku,
    name: item.name ?? item.sku,
    quantity: item.quantity,
    unitPrice: item.unit_price,
    taxAmount: null,
    options: [],
    adjustment: false,
    weightOunces: 48,
  }));
  const total = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0).toFixed(2);
  const shipped = input.order_status === 'shipped';
  const [row] = await db
    .insert(shipstationOrders)
    .values({
      order_number: input.order_number,
      order_key: randomUUID(),
      store_id: input.store_id,
      order_status: input.order_status,
      order_date: input.order_date ?? created,
      create_date: created,
      modify_date: created,
      payment_date: input.order_status === 'awaiting_payment' ? null : created,
      customer_username: input.customer_email ?? null,
      customer_email: input.customer_email ?? null,
      bill_to: manualAddress({ name: 'Test Customer' }),
      ship_to: manualAddress({
        name: 'Test Customer',
        street1: '1200 Industrial Way',
        city: 'Ontario',
        state: 'CA',
        postalCode: '91761',
      }),
      items,
      order_total: total,
      amount_paid: input.order_status === 'awaiting_payment' ? '0' : total,
      requested_shipping_service: input.requested_shipping_service ?? null,
      carrier_code: shipped ? 'ups' : null,
      service_code: shipped ? 'ups_ground' : null,
      ship_date: shipped ? pacificDay(created) : null,
      weight_ounces: items.reduce((sum, item) => sum + item.quantity * 48, 0),
      source: 'web',
    })
    .returning();
  if (shipped) {
    await db.insert(shipstationShipments).values({
      order_id: row!.order_id,
      carrier_code: 'ups',
      service_code: 'ups_ground',
      tracking_number: `1ZTEST${String(row!.order_id).padStart(12, '0')}`,
      ship_date: pacificDay(created),
      create_date: created,
    });
  }
  return serializeOrder(row!);
}

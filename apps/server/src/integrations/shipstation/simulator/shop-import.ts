import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { itemId, type StoredCouponLine, type StoredLineItem } from '../../woocommerce/simulator/order-shapes';
import { wcOrders } from '../../woocommerce/simulator/tables';
import { SHIPSTATION_TIME_ZONE } from '../dates';
import type { ShipStationAddress } from '../port';
import type { StoredItem } from './orders';
import { storeIdOfShop } from './stores';
import { shipstationOrders, shipstationShipments } from './tables';

/**
 * What ShipStation's WooCommerce integration does on a store refresh, for the two simulated shops: every shop
 * order it has not seen yet comes in once (its number as orderNumber, its id as orderKey), with the status
 * mapped as ShipStation's WooCommerce status mapping does (Pending → awaiting_payment, Processing →
 * awaiting_shipment, On-hold → on_hold, Completed → shipped, Cancelled and Refunded → cancelled; Failed and
 * drafts are not imported). A completed order comes in shipped, with the shipment it went out in: FedEx as the
 * customer chose it, Free Shipping by USPS or UPS, In Person Pickup as carrier "other" without tracking.
 * Orders still open in ShipStation follow their shop order when it is paid, held or cancelled; ShipStation
 * never un-ships one.
 *
 * Set-based SQL over the whole order table with nothing bound per row (PGlite is slow with many parameters),
 * and narrow rows: the addresses and items are not copied but read from the shop order when the order is
 * answered (shopOrderDetails), so the first refresh imports a year of demo orders in about a second, later ones
 * only what is new.
 */

/** ShipStation's status for a WooCommerce status, or null when the integration does not import it. */
const mappedStatus = (status: SQL) => sql`case ${status}
  when 'pending' then 'awaiting_payment'
  when 'processing' then 'awaiting_shipment'
  when 'on-hold' then 'on_hold'
  when 'completed' then 'shipped'
  when 'cancelled' then 'cancelled'
  when 'refunded' then 'cancelled'
end`;

/** 12 digits from a hex digest, starting at `from` (1-based). */
const digits12 = (hex: string, from: number) =>
  `lpad((('x' || substr(${hex}, ${from}, 12))::bit(48)::bigint % 1000000000000)::text, 12, '0')`;

/** A tracking number in the carrier's own format (UPS 1Z…, FedEx 12 digits, USPS 22 digits), from the order number. */
export const TRACKING_SQL = sql.raw(`case i.carrier_code
  when 'ups' then '1Z' || upper(substr(t.hex, 1, 6)) || '03' || substr(${digits12('t.hex', 7)}, 5, 8)
  when 'fedex' then ${digits12('t.hex', 1)}
  when 'usps' then '9400' || ${digits12('t.hex', 1)} || substr(${digits12('t.hex', 13)}, 7, 6)
end`);

/**
 * Imports the shop orders ShipStation has not seen (those numbered after the last one imported) and lets its
 * open orders follow their shop order's status. `now` is the refresh's time: an order comes in a few minutes
 * after it was placed, never later than now.
 */
export async function refreshShopStores(db: Db, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const status = mappedStatus(sql.raw('o.status'));
  const shippedAt = sql.raw('coalesce(o.date_completed_gmt, o.date_modified_gmt)');
  const method = sql.raw(`coalesce(o.shipping_lines -> 0 ->> 'method_title', '')`);
  const zone = sql.raw(`'${SHIPSTATION_TIME_ZONE}'`);
  await db.execute(sql`
    with imported as (
      insert into ${shipstationOrders} (
        order_number, order_key, store_id, order_status, order_date, create_date, modify_date, payment_date,
        customer_id, customer_username, customer_email, bill_to, ship_to, items, order_total, amount_paid,
        tax_amount, shipping_amount, customer_notes, payment_method, requested_shipping_service, carrier_code,
        service_code, package_code, ship_date, weight_ounces, source, wc_order_id)
      select o.number, o.id::text,
        case o.shop when 'tipm' then ${storeIdOfShop('tipm')}::int else ${storeIdOfShop('ecm')}::int end,
        s.status, o.date_created_gmt, c.created,
        case when s.status = 'shipped' then greatest(c.created, ${shippedAt}) else c.created end,
        o.date_paid_gmt,
        (('x' || substr(md5(lower(coalesce(o.billing ->> 'email', o.number))), 1, 7))::bit(28)::int),
        nullif(o.billing ->> 'email', ''), nullif(o.billing ->> 'email', ''),
        null, null, null,
        o.total, case when o.date_paid_gmt is null then 0 else o.total end, o.total_tax, o.shipping_total,
        nullif(o.customer_note, ''), nullif(o.payment_method_title, ''), nullif(${method}, ''),
        ship.carrier, ship.service, case when s.status = 'shipped' and ship.carrier <> 'other' then 'package' end,
        case when s.status = 'shipped' then (${shippedAt} at time zone ${zone})::date end,
        null,
        'woocommerce', o.id
      from ${wcOrders} o
      cross join lateral (select ${status} as status) as s
      cross join lateral (
        select least(${at}, o.date_created_gmt + (5 + o.id % 55) * interval '1 minute') as created
      ) as c
      cross join lateral (
        select carrier, case carrier
            when 'fedex' then case when ${method} ilike '%2day%' then 'fedex_2day'
              when ${method} ilike '%overnight%' then 'fedex_priority_overnight' else 'fedex_ground' end
            when 'usps' then 'usps_ground_advantage'
            when 'ups' then 'ups_ground'
          end as service
        from (select case when s.status <> 'shipped' then null
            when ${method} ilike 'fedex%' then 'fedex'
            when ${method} ilike '%pick%up%' then 'other'
            when get_byte(decode(md5('carrier:' || o.number), 'hex'), 0) < 150 then 'usps'
            else 'ups' end as carrier) as chosen
      ) as ship
      where s.status is not null
        and o.id > (select coalesce(max(wc_order_id), 0) from ${shipstationOrders})
      order by o.id
      on conflict do nothing
      returning order_id, order_number, order_status, carrier_code, service_code, ship_date, modify_date
    )
    insert into ${shipstationShipments}
      (order_id, carrier_code, service_code, tracking_number, ship_date, notify_customer, notify_sales_channel, create_date)
    select i.order_id, i.carrier_code, i.service_code, ${TRACKING_SQL}, i.ship_date, true, true, i.modify_date
    from imported i
    cross join lateral (select md5('tracking:' || i.order_number) as hex) as t
    where i.order_status = 'shipped'
    on conflict do nothing`);
  // Open orders follow their shop order (paid, held, cancelled); a shipment only ever comes from ShipStation.
  await db.execute(sql`
    update ${shipstationOrders} as ss
    set order_status = m.status, modify_date = ${at}
    from ${wcOrders} o
    cross join lateral (select ${status} as status) as m
    where ss.wc_order_id = o.id
      and ss.order_status in ('awaiting_payment', 'awaiting_shipment', 'on_hold')
      and m.status in ('awaiting_payment', 'awaiting_shipment', 'on_hold', 'cancelled')
      and m.status <> ss.order_status`);
}

/** A WooCommerce address as the simulated shops store it. */
interface ShopAddress {
  first_name?: string;
  last_name?: string;
  company?: string;
  address_1?: string;
  address_2?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
  phone?: string;
}

const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value : null);

/** ShipStation's Address from the shop order's billing or shipping address (ShipStation validates the ship-to). */
export function shopAddress(source: unknown, shipTo: boolean): ShipStationAddress {
  const address = (source ?? {}) as ShopAddress;
  return {
    name: blankToNull(`${address.first_name ?? ''} ${address.last_name ?? ''}`.trim() || undefined),
    company: blankToNull(address.company),
    street1: blankToNull(address.address_1),
    street2: blankToNull(address.address_2),
    street3: null,
    city: blankToNull(address.city),
    state: blankToNull(address.state),
    postalCode: blankToNull(address.postcode),
    country: blankToNull(address.country),
    phone: blankToNull(address.phone),
    residential: shipTo ? !blankToNull(address.company) : null,
    addressVerified: shipTo ? 'Address validated successfully' : null,
  };
}

/** Boxed modules weigh about 3 lb: 48 oz an item. */
export const SHOP_ITEM_OUNCES = 48;

/**
 * The shop order's lines as ShipStation items (lineItemKey = the WooCommerce line item's id), its coupons as
 * adjustments with a negative price; meta the shop keeps to itself (`_…`) is not passed on as options.
 */
export function shopItems(shopOrderId: number, lineItems: unknown, couponLines: unknown): StoredItem[] {
  const lines = (lineItems ?? []) as StoredLineItem[];
  const coupons = (couponLines ?? []) as StoredCouponLine[];
  return [
    ...lines.map((line, index) => {
      const quantity = Math.max(1, line.quantity);
      const tax = Number(line.total_tax ?? 0);
      return {
        lineItemKey: String(itemId(shopOrderId, index)),
        sku: blankToNull(line.sku ?? undefined),
        name: line.name,
        quantity: line.quantity,
        unitPrice: Math.round((Number(line.subtotal) / quantity) * 100) / 100,
        taxAmount: tax === 0 ? null : tax,
        options: (line.meta_data ?? [])
          .filter((entry) => !entry.key.startsWith('_'))
          .map((entry) => ({ name: entry.key, value: String(entry.value) })),
        adjustment: false,
        weightOunces: SHOP_ITEM_OUNCES,
      };
    }),
    ...coupons.map((coupon) => ({
      lineItemKey: null,
      sku: null,
      name: `Coupon: ${coupon.code}`,
      quantity: 1,
      unitPrice: -Number(coupon.discount),
      taxAmount: null,
      options: [],
      adjustment: true,
      weightOunces: null,
    })),
  ];
}

export interface ShopOrderDetails {
  billTo: ShipStationAddress;
  shipTo: ShipStationAddress;
  items: StoredItem[];
  weightOunces: number;
}

/** The addresses and items of the shop orders behind these ShipStation orders, by shop order id. */
export async function shopOrderDetails(db: Db, shopOrderIds: number[]): Promise<Map<number, ShopOrderDetails>> {
  if (shopOrderIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: wcOrders.id,
      billing: wcOrders.billing,
      shipping: wcOrders.shipping,
      line_items: wcOrders.line_items,
      coupon_lines: wcOrders.coupon_lines,
    })
    .from(wcOrders)
    .where(inArray(wcOrders.id, shopOrderIds));
  return new Map(
    rows.map((row) => {
      const items = shopItems(row.id, row.line_items, row.coupon_lines);
      const weightOunces = items.reduce((sum, item) => sum + (item.weightOunces ?? 0) * item.quantity, 0);
      return [
        row.id,
        { billTo: shopAddress(row.billing, false), shipTo: shopAddress(row.shipping, true), items, weightOunces },
      ];
    }),
  );
}

import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { formatShipStationTime, pacificDay, parseShipStationTime } from '../dates';
import {
  SHIPSTATION_MAX_PAGE_SIZE,
  SHIPSTATION_ORDER_STATUSES,
  type ShipStationAddress,
  type ShipStationOrder,
  type ShipStationOrderItem,
  type ShipStationOrderStatus,
} from '../port';
import { shopOrderDetails, type ShopOrderDetails } from './shop-import';
import { shipstationOrders, shipstationShipments } from './tables';

export type OrderRow = typeof shipstationOrders.$inferSelect;
export type ShipmentRow = typeof shipstationShipments.$inferSelect;

/** An item as stored: ShipStation's item without the ids and dates that follow from its order. */
export interface StoredItem {
  lineItemKey: string | null;
  sku: string | null;
  name: string;
  quantity: number;
  unitPrice: number;
  taxAmount: number | null;
  options: { name: string; value: string }[];
  adjustment: boolean;
  weightOunces: number | null;
}

/** The statuses markasshipped takes an order from (an order still open in ShipStation). */
export const SHIPPABLE_STATUSES: readonly ShipStationOrderStatus[] = [
  'awaiting_payment',
  'awaiting_shipment',
  'on_hold',
];

/** A refusal in ShipStation's terms: the HTTP status and ASP.NET Web API's `Message`. */
export class SimulatedRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly modelState?: Record<string, string[]>,
  ) {
    super(message);
  }
}

const NO_ADDRESS: ShipStationAddress = {
  name: null,
  company: null,
  street1: null,
  street2: null,
  street3: null,
  city: null,
  state: null,
  postalCode: null,
  country: null,
  phone: null,
  residential: null,
  addressVerified: null,
};

/** Serializes rows, reading the addresses and items of shop orders' imports from the shop orders in one query. */
export async function serializeOrders(db: Db, rows: OrderRow[]): Promise<ShipStationOrder[]> {
  const shopIds = rows.filter((row) => row.items === null && row.wc_order_id !== null).map((row) => row.wc_order_id!);
  const details = await shopOrderDetails(db, shopIds);
  return rows.map((row) => serializeOrder(row, row.wc_order_id === null ? undefined : details.get(row.wc_order_id)));
}

const money = (value: string | null) => (value === null ? 0 : Number(value));
const time = (value: Date | null) => (value ? formatShipStationTime(value) : null);

/** An order as GET /orders answers it; a shop order's import takes its addresses and items from `shop`. */
export function serializeOrder(row: OrderRow, shop?: ShopOrderDetails): ShipStationOrder {
  const created = formatShipStationTime(row.create_date);
  const modified = formatShipStationTime(row.modify_date);
  const stored = (row.items as StoredItem[] | null) ?? shop?.items ?? [];
  const weightOunces = row.weight_ounces ?? shop?.weightOunces ?? null;
  const items: ShipStationOrderItem[] = stored.map((item, index) => ({
    orderItemId: row.order_id * 100 + index + 1,
    lineItemKey: item.lineItemKey,
    sku: item.sku,
    name: item.name,
    imageUrl: null,
    weight: item.weightOunces === null ? null : { value: item.weightOunces, units: 'ounces' },
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    taxAmount: item.taxAmount,
    shippingAmount: null,
    warehouseLocation: null,
    options: item.options,
    productId: null,
    fulfillmentSku: null,
    adjustment: item.adjustment,
    upc: null,
    createDate: created,
    modifyDate: modified,
  }));
  return {
    orderId: row.order_id,
    orderNumber: row.order_number,
    orderKey: row.order_key,
    orderDate: formatShipStationTime(row.order_date),
    createDate: created,
    modifyDate: modified,
    paymentDate: time(row.payment_date),
    shipByDate: null,
    orderStatus: row.order_status as ShipStationOrderStatus,
    customerId: row.customer_id,
    customerUsername: row.customer_username,
    customerEmail: row.customer_email,
    billTo: (row.bill_to as ShipStationAddress | null) ?? shop?.billTo ?? NO_ADDRESS,
    shipTo: (row.ship_to as ShipStationAddress | null) ?? shop?.shipTo ?? NO_ADDRESS,
    items,
    orderTotal: money(row.order_total),
    amountPaid: money(row.amount_paid),
    taxAmount: money(row.tax_amount),
    shippingAmount: money(row.shipping_amount),
    customerNotes: row.customer_notes,
    internalNotes: row.internal_notes,
    gift: false,
    giftMessage: null,
    paymentMethod: row.payment_method,
    requestedShippingService: row.requested_shipping_service,
    carrierCode: row.carrier_code,
    serviceCode: row.service_code,
    packageCode: row.package_code,
    confirmation: row.carrier_code ? 'none' : null,
    shipDate: row.ship_date,
    holdUntilDate: null,
    weight: weightOunces === null ? null : { value: weightOunces, units: 'ounces' },
    dimensions: null,
    insuranceOptions: { provider: null, insureShipment: false, insuredValue: 0 },
    internationalOptions: { contents: null, customsItems: null, nonDelivery: null },
    advancedOptions: {
      warehouseId: 48_301,
      nonMachinable: false,
      saturdayDelivery: false,
      containsAlcohol: false,
      mergedOrSplit: false,
      mergedIds: [],
      parentId: null,
      storeId: row.store_id,
      customField1: null,
      customField2: null,
      customField3: null,
      source: row.source,
      billToParty: null,
      billToAccount: null,
      billToPostalCode: null,
      billToCountryCode: null,
      billToMyOtherAccount: null,
    },
    tagIds: null,
    userId: null,
    externallyFulfilled: false,
    externallyFulfilledBy: null,
    externallyFulfilledById: null,
    externallyFulfilledByName: null,
    labelMessages: null,
  };
}

export function serializeShipment(row: ShipmentRow) {
  return {
    shipmentId: row.shipment_id,
    orderId: row.order_id,
    carrierCode: row.carrier_code,
    serviceCode: row.service_code,
    trackingNumber: row.tracking_number,
    shipDate: row.ship_date,
    notifyCustomer: row.notify_customer,
    notifySalesChannel: row.notify_sales_channel,
    createDate: formatShipStationTime(row.create_date),
  };
}

const DATE_FILTERS = {
  createdatestart: ['create_date', 'start'],
  createdateend: ['create_date', 'end'],
  modifydatestart: ['modify_date', 'start'],
  modifydateend: ['modify_date', 'end'],
  orderdatestart: ['order_date', 'start'],
  orderdateend: ['order_date', 'end'],
  paymentdatestart: ['payment_date', 'start'],
  paymentdateend: ['payment_date', 'end'],
} as const;
const SORT_COLUMNS = { orderdate: 'order_date', modifydate: 'modify_date', createdate: 'create_date' } as const;
/** Filters real ShipStation has that the sandbox does not: refused rather than silently ignored. */
const UNSUPPORTED = ['customername', 'itemkeyword', 'tagid'];
/** ShipStation's default page size is not documented; this one is the simulator's choice. */
export const DEFAULT_PAGE_SIZE = 100;

const invalid = (field: string, message: string) =>
  new SimulatedRefusal(400, 'The request is invalid.', { [field]: [message] });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function wholeNumber(value: string, field: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < min || number > max) {
    throw invalid(field, `The value '${value}' is not valid for ${field}.`);
  }
  return number;
}

/**
 * GET /orders: ShipStation's filters read case-insensitively by name (ASP.NET binding), `orderNumber` as a
 * case-insensitive "starts with", dates as Pacific wall time (inclusive), pages 1-based of at most 500; sorted by
 * orderId unless `sortBy` names a date (then ascending unless `sortDir=DESC`).
 */
export async function listOrders(db: Db, query: Record<string, unknown>) {
  const params = new Map<string, string>();
  for (const [key, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text !== '') params.set(key.toLowerCase(), text);
  }
  const unsupported = UNSUPPORTED.find((name) => params.has(name));
  if (unsupported) throw invalid(unsupported, `The sandbox ShipStation does not filter by ${unsupported}.`);
  const where: SQL[] = [];
  const orderNumber = params.get('ordernumber');
  if (orderNumber !== undefined) {
    where.push(sql`lower(${shipstationOrders.order_number}) like ${`${escapeLike(orderNumber.toLowerCase())}%`}`);
  }
  const storeId = params.get('storeid');
  if (storeId !== undefined)
    where.push(eq(shipstationOrders.store_id, wholeNumber(storeId, 'storeId', 0, 2 ** 31 - 1)));
  const status = params.get('orderstatus');
  if (status !== undefined) {
    if (!(SHIPSTATION_ORDER_STATUSES as readonly string[]).includes(status)) {
      throw invalid('orderStatus', `The value '${status}' is not valid for orderStatus.`);
    }
    where.push(eq(shipstationOrders.order_status, status));
  }
  for (const [name, [column, bound]] of Object.entries(DATE_FILTERS)) {
    const value = params.get(name);
    if (value === undefined) continue;
    const instant = parseShipStationTime(value);
    if (!instant) throw invalid(name, `The value '${value}' is not a valid date.`);
    where.push(bound === 'start' ? gte(shipstationOrders[column], instant) : lte(shipstationOrders[column], instant));
  }
  const page = params.has('page') ? wholeNumber(params.get('page')!, 'page', 1) : 1;
  const pageSize = params.has('pagesize')
    ? wholeNumber(params.get('pagesize')!, 'pageSize', 1, SHIPSTATION_MAX_PAGE_SIZE)
    : DEFAULT_PAGE_SIZE;
  const sortBy = params.get('sortby')?.toLowerCase();
  if (sortBy !== undefined && !(sortBy in SORT_COLUMNS)) {
    throw invalid('sortBy', `The value '${params.get('sortby')}' is not valid for sortBy.`);
  }
  const descending = params.get('sortdir')?.toUpperCase() === 'DESC';
  const direction = descending ? desc : asc;
  const ordering = sortBy
    ? [
        direction(shipstationOrders[SORT_COLUMNS[sortBy as keyof typeof SORT_COLUMNS]]),
        direction(shipstationOrders.order_id),
      ]
    : [direction(shipstationOrders.order_id)];

  const condition = where.length > 0 ? and(...where) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(shipstationOrders).where(condition);
  const rows = await db
    .select()
    .from(shipstationOrders)
    .where(condition)
    .orderBy(...ordering)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { orders: await serializeOrders(db, rows), total, page, pages: Math.ceil(total / pageSize) };
}

export interface MarkShippedBody {
  orderId?: unknown;
  carrierCode?: unknown;
  shipDate?: unknown;
  trackingNumber?: unknown;
  notifyCustomer?: unknown;
  notifySalesChannel?: unknown;
}

const optionalFlag = (value: unknown, field: string) => {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  throw invalid(`request.${field}`, `Error converting value to type 'System.Boolean'.`);
};

/**
 * POST /orders/markasshipped: takes an open order (awaiting payment or shipment, on hold) to shipped, with one
 * shipment carrying the carrier and tracking number, in one transaction whose update claims the order, so of
 * two calls at once only one ships. An order already shipped or cancelled is refused with a 400 and keeps its
 * one shipment.
 */
export async function markShipped(db: Db, body: MarkShippedBody, now: Date) {
  const orderId = body.orderId;
  if (typeof orderId !== 'number' || !Number.isSafeInteger(orderId) || orderId < 1) {
    throw invalid('request.orderId', 'The orderId field is required.');
  }
  if (typeof body.carrierCode !== 'string' || !body.carrierCode.trim()) {
    throw invalid('request.carrierCode', 'The carrierCode field is required.');
  }
  const carrierCode = body.carrierCode.trim().toLowerCase();
  const trackingNumber =
    body.trackingNumber === undefined || body.trackingNumber === null ? null : String(body.trackingNumber).trim();
  let shipDate = pacificDay(now);
  if (body.shipDate !== undefined && body.shipDate !== null) {
    const parsed = typeof body.shipDate === 'string' ? parseShipStationTime(body.shipDate) : null;
    if (!parsed) throw invalid('request.shipDate', `The value '${String(body.shipDate)}' is not a valid date.`);
    shipDate = (body.shipDate as string).trim().slice(0, 10);
  }
  const notifyCustomer = optionalFlag(body.notifyCustomer, 'notifyCustomer');
  const notifySalesChannel = optionalFlag(body.notifySalesChannel, 'notifySalesChannel');

  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(shipstationOrders)
      .set({ order_status: 'shipped', ship_date: shipDate, carrier_code: carrierCode, modify_date: now })
      .where(
        and(eq(shipstationOrders.order_id, orderId), inArray(shipstationOrders.order_status, [...SHIPPABLE_STATUSES])),
      )
      .returning();
    if (!claimed) {
      const [existing] = await tx
        .select({ status: shipstationOrders.order_status })
        .from(shipstationOrders)
        .where(eq(shipstationOrders.order_id, orderId));
      if (!existing) throw new SimulatedRefusal(404, `Order ${orderId} was not found.`);
      throw new SimulatedRefusal(
        400,
        existing.status === 'shipped'
          ? `Order ${orderId} has already been marked as shipped.`
          : `Order ${orderId} cannot be marked as shipped: its status is ${existing.status}.`,
      );
    }
    await tx.insert(shipstationShipments).values({
      order_id: claimed.order_id,
      carrier_code: carrierCode,
      service_code: claimed.service_code,
      tracking_number: trackingNumber || null,
      ship_date: shipDate,
      notify_customer: notifyCustomer,
      notify_sales_channel: notifySalesChannel,
      create_date: now,
    });
    return { orderId: claimed.order_id, orderNumber: claimed.order_number };
  });
}

/** The test route's view: orders with this number (exact, case-insensitive), each with its shipments. */
export async function ordersWithShipments(db: Db, orderNumber: string, storeId?: number) {
  const rows = await db
    .select()
    .from(shipstationOrders)
    .where(
      and(
        sql`lower(${shipstationOrders.order_number}) = ${orderNumber.toLowerCase()}`,
        storeId === undefined ? undefined : eq(shipstationOrders.store_id, storeId),
      ),
    )
    .orderBy(shipstationOrders.order_id);
  if (rows.length === 0) return [];
  const shipments = await db
    .select()
    .from(shipstationShipments)
    .where(
      inArray(
        shipstationShipments.order_id,
        rows.map((row) => row.order_id),
      ),
    )
    .orderBy(shipstationShipments.shipment_id);
  const orders = await serializeOrders(db, rows);
  return orders.map((order) => ({
    ...order,
    shipments: shipments.filter((shipment) => shipment.order_id === order.orderId).map(serializeShipment),
  }));
}

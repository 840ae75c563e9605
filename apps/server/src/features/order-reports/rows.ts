import {
  ORDER_EXPORT_COLUMNS,
  ORDER_REPORT_SHOP_NAMES,
  PARTNER_RVC_DISCOUNT,
  SHOP_MARKETPLACE,
  exportItemId,
  isPartnerOrder,
  shippingDisplayName,
  type OrderExportRow,
} from '@makro/domain/order-reports';
import { classifyLineItem, type ClassificationLookups } from '@makro/domain/dashboard';
import { BUSINESS_TIME_ZONE, fromCents, toCents } from '@makro/domain/shared';
import type { Shop } from '@makro/domain/shops';
import type { WooAddress, WooLineItem, WooMeta, WooOrder } from '../../integrations/woocommerce/port';
import type { ShipStationItemOption, ShipStationOrder } from '../../integrations/shipstation/port';

/**
 * One order's CSV rows: one per item, in ORDER_EXPORT_COLUMNS order. The order's fields repeat on every line;
 * the shipping cost is on the first line only (spec part 2 §9). Money is computed in integer cents.
 */
export type CsvCells = string[];

const ZERO = '0.00';
const cents = (value: string | number | null | undefined): bigint => {
  if (value === null || value === undefined || value === '') return 0n;
  try {
    return toCents(value);
  } catch {
    return 0n;
  }
};
const money = (value: string | number | null | undefined) => fromCents(cents(value));
/** Half up to the cent: `total ÷ quantity`. */
const divideCents = (total: bigint, quantity: number): bigint => {
  if (quantity <= 0) return total;
  const q = BigInt(quantity);
  const sign = total < 0n ? -1n : 1n;
  const absolute = total < 0n ? -total : total;
  return (sign * (absolute * 2n + q)) / (2n * q);
};

const localTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the business's wall time, `2026-11-20 08:46:27` (the shops' *_gmt times are UTC). */
export function businessDateTime(gmt: string): string {
  const date = new Date(gmt.endsWith('Z') ? gmt : `${gmt}Z`);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(localTime.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

const cells = (row: OrderExportRow): CsvCells => ORDER_EXPORT_COLUMNS.map((column) => row[column]);

// --- Item options and the extended warranty -------------------------------------------------------------

interface NamedValue {
  name: string;
  value: string;
}

const WARRANTY = /extended[\s_-]*warranty/i;
const WARRANTY_COST = /(warranty).*(cost|price|fee)/i;
const DOLLARS = /\$\s*(\d[\d,]*(?:\.\d{1,2})?)/;

/**
 * An item's options as the customer chose them ("Condition: Rebuilt; Programming: Yes"), and the extended
 * warranty among them: its choice, and its cost from a cost option or the "(+$99.00)" of the choice.
 */
function optionsAndWarranty(options: NamedValue[]) {
  const cost = options.find((option) => WARRANTY_COST.test(option.name));
  const warranty = options.find((option) => WARRANTY.test(option.name) && option !== cost);
  const priced = cost?.value ?? DOLLARS.exec(warranty?.value ?? '')?.[1]?.replace(/,/g, '');
  const listed = options.filter((option) => option !== cost && option !== warranty && option.value !== '');
  return {
    options: listed.map((option) => `${option.name}: ${option.value}`).join('; '),
    warranty: warranty?.value ?? '',
    warrantyCost: priced ? money(priced.replace(/[^\d.-]/g, '')) : '',
  };
}

/** A line's meta a customer sees: WooCommerce hides keys that start with `_`. */
const visibleMeta = (meta: WooMeta[] | undefined): NamedValue[] =>
  (meta ?? [])
    .filter((entry) => typeof entry.key === 'string' && !entry.key.startsWith('_'))
    .map((entry) => ({ name: entry.key, value: text(entry.value) }));

const shipStationOptions = (options: ShipStationItemOption[] | null | undefined): NamedValue[] =>
  (options ?? []).map((option) => ({ name: text(option.name), value: text(option.value) }));

// --- Shop orders (the order mirror) ---------------------------------------------------------------------

export interface ShopRowContext {
  shop: Shop;
  /** Lower-cased coupon codes of approved partners. */
  partnerCodes: ReadonlySet<string>;
  /** What tells a TIPM item (the dashboard's classification: TIPM in the name, tagged TIPM by the shop). */
  lookups: ClassificationLookups;
}

const hasAddress = (address: WooAddress | undefined) =>
  !!address && [address.first_name, address.last_name, address.address_1].some((value) => text(value) !== '');

/** Paid when the shop recorded a payment and the order was not cancelled or failed afterwards. */
const UNPAID_STATUSES = ['pending', 'failed', 'cancelled', 'checkout-draft'];

export function couponCodesOf(order: WooOrder): string[] {
  return ((order.coupon_lines ?? []) as { code?: unknown }[])
    .map((line) => text(line.code))
    .filter((code) => code !== '');
}

/** The rows of one shop order, and whether it is a partner order. */
export function shopOrderRows(order: WooOrder, context: ShopRowContext): { partner: boolean; rows: CsvCells[] } {
  const coupons = couponCodesOf(order);
  const partner = isPartnerOrder(coupons, context.partnerCodes);
  const recipient = hasAddress(order.shipping) ? order.shipping : order.billing;
  const paid = !!order.date_paid_gmt && !UNPAID_STATUSES.includes(order.status);
  const shippingTitle = order.shipping_lines?.[0]?.method_title ?? '';
  const orderFields = {
    'Recipient First Name': text(recipient?.first_name),
    'Recipient Last Name': text(recipient?.last_name),
    'Customer Phone': text(order.shipping?.phone) || text(order.billing?.phone),
    'Customer Email': text(order.billing?.email),
    Company: text(recipient?.company),
    'Street 1': text(recipient?.address_1),
    'Street 2': text(recipient?.address_2),
    City: text(recipient?.city),
    State: text(recipient?.state),
    'Postal Code': text(recipient?.postcode),
    'Country Code': text(recipient?.country),
    'Order Date': businessDateTime(order.date_created_gmt),
    'Amount Paid': paid ? money(order.total) : ZERO,
    'Order Total': money(order.total),
    'Record Number': text(order.number),
    'Store Name': ORDER_REPORT_SHOP_NAMES[context.shop],
    'Marketplace Name': SHOP_MARKETPLACE,
    'Coupon Name': coupons.join(', '),
    'Shipping Service': shippingDisplayName(shippingTitle),
    'Package Type': '',
    'Order Status': text(order.status),
    'Order Customer': `${text(order.billing?.first_name)} ${text(order.billing?.last_name)}`.trim(),
  };
  const shippingCost = money(order.shipping_total);
  const items: (WooLineItem | null)[] = order.line_items?.length ? order.line_items : [null];
  const rows = items.map((item, index) => {
    const quantity = item?.quantity ?? 0;
    const subtotal = cents(item?.subtotal);
    const discount = subtotal - cents(item?.total);
    const tipmItem = !!item && context.shop === 'tipm' && classifyLineItem(item, context.lookups).bucket === 'TIPM';
    const extras = optionsAndWarranty(visibleMeta(item?.meta_data));
    return cells({
      ...orderFields,
      'Item ID': exportItemId(item?.sku),
      Title: text(item?.name),
      'Unit Price': item ? fromCents(divideCents(subtotal, quantity)) : '',
      Discount: item ? fromCents(discount > 0n ? discount : 0n) : '',
      'RVC Discount': partner && tipmItem ? fromCents(toCents(PARTNER_RVC_DISCOUNT) * BigInt(quantity)) : ZERO,
      'Extended Warranty': extras.warranty,
      'Extended Warranty Cost': extras.warrantyCost,
      Qty: item ? String(quantity) : '',
      'Ext Price': item ? fromCents(subtotal) : '',
      'Item Tax': item ? money(item.total_tax) : '',
      'Shipping Cost': index === 0 ? shippingCost : ZERO,
      'Item Options': extras.options,
    });
  });
  return { partner, rows };
}

// --- ShipStation orders (manual, auto-parts and eBay stores) ---------------------------------------------

export interface ShipStationStoreNames {
  storeName: string;
  marketplaceName: string;
}

/** ShipStation keeps one name: the first word is the first name, the rest the last name. */
function splitName(name: string | null | undefined): [string, string] {
  const full = text(name);
  const space = full.indexOf(' ');
  return space < 0 ? [full, ''] : [full.slice(0, space), full.slice(space + 1).trim()];
}

/** ShipStation's Pacific wall time `2026-11-20T08:46:27.0000000` as `2026-11-20 08:46:27`. */
const shipStationDateTime = (value: string | null | undefined) => text(value).slice(0, 19).replace('T', ' ');

/**
 * A coupon comes into ShipStation as an adjustment line (negative price): its SKU or name is the coupon's
 * code, and the order's discount is what those lines take off.
 */
export function shipStationCouponCodes(order: ShipStationOrder): string[] {
  return (order.items ?? [])
    .filter((item) => item.adjustment)
    .map((item) => text(item.sku) || text(item.name))
    .filter((code) => code !== '');
}

/** The rows of one ShipStation order, and whether it is a partner order. */
export function shipStationOrderRows(
  order: ShipStationOrder,
  store: ShipStationStoreNames,
  partnerCodes: ReadonlySet<string>,
): { partner: boolean; rows: CsvCells[] } {
  const coupons = shipStationCouponCodes(order);
  const partner = isPartnerOrder(coupons, partnerCodes);
  const adjustments = (order.items ?? []).filter((item) => item.adjustment);
  const products = (order.items ?? []).filter((item) => !item.adjustment);
  const orderDiscount = adjustments.reduce((sum, item) => sum - cents(item.unitPrice) * BigInt(item.quantity), 0n);
  const itemsCarryTax = products.some((item) => item.taxAmount !== null && item.taxAmount !== undefined);
  const [first, last] = splitName(order.shipTo?.name);
  const service = order.requestedShippingService || order.serviceCode || order.carrierCode;
  const orderFields = {
    'Recipient First Name': first,
    'Recipient Last Name': last,
    'Customer Phone': text(order.shipTo?.phone) || text(order.billTo?.phone),
    'Customer Email': text(order.customerEmail),
    Company: text(order.shipTo?.company),
    'Street 1': text(order.shipTo?.street1),
    'Street 2': text(order.shipTo?.street2),
    City: text(order.shipTo?.city),
    State: text(order.shipTo?.state),
    'Postal Code': text(order.shipTo?.postalCode),
    'Country Code': text(order.shipTo?.country),
    'Order Date': shipStationDateTime(order.orderDate),
    'Amount Paid': money(order.amountPaid),
    'Order Total': money(order.orderTotal),
    'Record Number': text(order.orderNumber),
    'Store Name': store.storeName,
    'Marketplace Name': store.marketplaceName,
    'Coupon Name': coupons.join(', '),
    'RVC Discount': ZERO,
    'Shipping Service': shippingDisplayName(service),
    'Package Type': text(order.packageCode),
    'Order Status': text(order.orderStatus),
    'Order Customer': text(order.billTo?.name) || text(order.customerUsername),
  };
  const lines = products.length > 0 ? products : [null];
  const rows = lines.map((item, index) => {
    const unit = cents(item?.unitPrice);
    const quantity = item?.quantity ?? 0;
    const extras = optionsAndWarranty(shipStationOptions(item?.options));
    const tax = itemsCarryTax ? cents(item?.taxAmount) : index === 0 ? cents(order.taxAmount) : 0n;
    return cells({
      ...orderFields,
      'Item ID': exportItemId(item?.sku),
      Title: text(item?.name),
      'Unit Price': item ? fromCents(unit) : '',
      Discount: index === 0 ? fromCents(orderDiscount > 0n ? orderDiscount : 0n) : ZERO,
      'Extended Warranty': extras.warranty,
      'Extended Warranty Cost': extras.warrantyCost,
      Qty: item ? String(quantity) : '',
      'Ext Price': item ? fromCents(unit * BigInt(quantity)) : '',
      'Item Tax': fromCents(tax),
      'Shipping Cost': index === 0 ? money(order.shippingAmount) : ZERO,
      'Item Options': extras.options,
    });
  });
  return { partner, rows };
}

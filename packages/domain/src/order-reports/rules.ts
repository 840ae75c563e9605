/**
 * Order reports export (spec part 2 §2 "Order Reports Export", §3 "Order export row", §4 "Export timeline
 * steps", §5 "Order reports export", §9 "Export"): the CSV's columns, the steps the page's timeline shows, the
 * constants of the export and the rules a row follows (partner orders, the RVC discount, shipping names).
 */
import { grimPartNumber } from '../grim/rules';

/**
 * The CSV's header, cell for cell with part 2 §3 "Order export row" in its order. "Recipient first and last
 * name", "customer phone and e-mail" and "street 1 and 2" are two columns each, so "extended warranty and cost"
 * is too: the warranty chosen and what it cost.
 */
export const ORDER_EXPORT_COLUMNS = [
  'Recipient First Name',
  'Recipient Last Name',
  'Customer Phone',
  'Customer Email',
  'Company',
  'Street 1',
  'Street 2',
  'City',
  'State',
  'Postal Code',
  'Country Code',
  'Order Date',
  'Amount Paid',
  'Order Total',
  'Record Number',
  'Store Name',
  'Marketplace Name',
  'Item ID',
  'Title',
  'Unit Price',
  'Coupon Name',
  'Discount',
  'RVC Discount',
  'Extended Warranty',
  'Extended Warranty Cost',
  'Qty',
  'Ext Price',
  'Item Tax',
  'Shipping Service',
  'Shipping Cost',
  'Item Options',
  'Package Type',
  'Order Status',
  'Order Customer',
] as const;
export type OrderExportColumn = (typeof ORDER_EXPORT_COLUMNS)[number];
export type OrderExportRow = Record<OrderExportColumn, string>;

/** The timeline's steps in the order they run (spec: "ongoing then completed" per step). */
export const ORDER_REPORT_STEPS = [
  { key: 'shop_orders_tipm', label: 'Shop orders TIPM' },
  { key: 'shop_orders_ecm', label: 'Shop orders ECM' },
  { key: 'shipstation_stores', label: 'ShipStation stores' },
  { key: 'building_file', label: 'Building the file' },
] as const;
export type OrderReportStepKey = (typeof ORDER_REPORT_STEPS)[number]['key'];
export const ORDER_REPORT_STEP_STATUSES = ['waiting', 'ongoing', 'completed', 'failed'] as const;
export type OrderReportStepStatus = (typeof ORDER_REPORT_STEP_STATUSES)[number];

export const ORDER_REPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type OrderReportStatus = (typeof ORDER_REPORT_STATUSES)[number];

/** Shop orders are read 100 at a time (the spec's page of 100; from the order mirror, in keyset batches). */
export const ORDER_REPORT_BATCH_SIZE = 100;
/** Pages asked at once: the spec's 5 shop pages in parallel, used for ShipStation's pages. */
export const ORDER_REPORT_PARALLEL_PAGES = 5;
/** ShipStation's largest page (spec: pages of 500). */
export const ORDER_REPORT_SHIPSTATION_PAGE_SIZE = 500;
/** The partner RVC discount on each TIPM item of a partner order (spec: "assumed 75"). */
export const PARTNER_RVC_DISCOUNT = '75.00';
/** How often the page asks for the export's progress while it runs. */
export const ORDER_REPORT_POLL_MS = 1_000;

/**
 * The ShipStation stores whose orders the export reads besides the two shops (spec: "store ids for manual,
 * auto-parts and eBay stores are fixed"): the account's ids, as the sandbox's ShipStation has them. The store's
 * name and marketplace are read from GET /stores when the export runs; these names stand in if it lacks one.
 */
export const ORDER_REPORT_SHIPSTATION_STORES = [
  { key: 'manual', storeId: 310_001, name: 'ShipStation Manual Store', marketplace: 'ShipStation' },
  { key: 'auto_parts', storeId: 310_004, name: 'Auto Parts', marketplace: 'ShipStation' },
  { key: 'ebay', storeId: 310_005, name: 'eBay', marketplace: 'eBay' },
] as const;

/** The shops' names in the Store Name column; their marketplace is WooCommerce. */
export const ORDER_REPORT_SHOP_NAMES = { tipm: 'TIPM', ecm: 'ECM' } as const;
export const SHOP_MARKETPLACE = 'WooCommerce';

export const ORDER_REPORT_MESSAGES = {
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  invalidRange: 'Start date must not be after the end date',
  notFound: 'Export not found',
  notReady: 'The export has no file yet',
  started: 'Export started',
  /** "ShipStation stores failed: ShipStation answered 503" */
  stepFailed: (step: string, reason: string) => `${step} failed: ${reason}`,
} as const;

/** `{start}-{end}.csv`, or `{start}-{end}-partners.csv` for partner orders only (spec part 2 §9). */
export function orderReportFileName(start: string, end: string, partnersOnly: boolean): string {
  return `${start}-${end}${partnersOnly ? '-partners' : ''}.csv`;
}

/** The six shipping services the report names (the shops' and ShipStation's names and codes map onto them). */
export const SHIPPING_DISPLAY_NAMES = [
  'FedEx 2Day',
  'FedEx Ground',
  'FedEx Priority Overnight',
  'USPS Ground Advantage',
  'In Person Pickup',
  'DHL International',
] as const;
export type ShippingDisplayName = (typeof SHIPPING_DISPLAY_NAMES)[number];

const SHIPPING_PATTERNS: [RegExp, ShippingDisplayName][] = [
  [/pick\s*-?\s*up|in[\s_-]*person|local/i, 'In Person Pickup'],
  [/dhl|international|worldwide/i, 'DHL International'],
  [/overnight|next[\s_-]*day|priority[\s_-]*overnight/i, 'FedEx Priority Overnight'],
  [/2[\s_-]*day|two[\s_-]*day/i, 'FedEx 2Day'],
  [/usps|ground[\s_-]*advantage|first[\s_-]*class|priority[\s_-]*mail|postal/i, 'USPS Ground Advantage'],
  [/fedex|home[\s_-]*delivery|free[\s_-]*shipping|flat[\s_-]*rate|^ground$|standard/i, 'FedEx Ground'],
];

/**
 * A shipping method's title or a carrier's service code as one of the six names: "fedex_2day" and "FedEx 2Day"
 * are FedEx 2Day, "local_pickup" is In Person Pickup, the shops' Free Shipping goes FedEx Ground. A service
 * none of them names (UPS Ground) is kept as it came; none at all is empty.
 */
export function shippingDisplayName(service: string | null | undefined): string {
  const text = (service ?? '').trim();
  if (!text) return '';
  return SHIPPING_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? text;
}

/** A partner order used the coupon of an approved partner (codes compared without regard to case). */
export function isPartnerOrder(couponCodes: readonly string[], partnerCodes: ReadonlySet<string>): boolean {
  return couponCodes.some((code) => partnerCodes.has(code.trim().toLowerCase()));
}

/** The Item ID: the SKU with a known suffix removed (part 2 §5: "for display and CSV export"). */
export const exportItemId = (sku: string | null | undefined): string => grimPartNumber(sku);

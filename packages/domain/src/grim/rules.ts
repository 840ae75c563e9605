/**
 * R.T. GRIM: instrument-cluster repair orders from the shops (spec part 1 §3 "GRIM order status", "GRIM SKU
 * suffix"; part 2 §3 "Grim order", §4 "Grim order status", §5 / §8 "R.T. GRIM", §9).
 */

export const GRIM_STATUSES = [
  'created',
  'received_order',
  'received_product',
  'shipped_to_customer',
  'cancelled',
] as const;
export type GrimStatus = (typeof GRIM_STATUSES)[number];

/** How each status shows (spec part 2 §4): label and Mantine colour; anything else secondary (gray). */
export const GRIM_STATUS_LOOK: Record<GrimStatus, { label: string; color: string }> = {
  created: { label: 'New', color: 'dark' },
  received_order: { label: 'Received Order', color: 'cyan' },
  received_product: { label: 'Received Product', color: 'yellow' },
  shipped_to_customer: { label: 'Shipped to Customer', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'red' },
};
/** The spec also colours `completed` (primary), a status the old data may hold; anything else is secondary. */
export const grimStatusLook = (status: string) =>
  GRIM_STATUS_LOOK[status as GrimStatus] ??
  (status === 'completed' ? { label: 'Completed', color: 'blue' } : { label: status, color: 'gray' });

/** A shop line is a GRIM order when its SKU ends with this suffix (part 1 §3), in any case. */
export const GRIM_SKU_SUFFIX = '-REPAIR';
export const isGrimSku = (sku: string | null | undefined): boolean =>
  !!sku && sku.trim().toUpperCase().endsWith(GRIM_SKU_SUFFIX) && sku.trim().length > GRIM_SKU_SUFFIX.length;

/** The SKU suffixes the shops put after a part number (the GRIM one and the conditions, part 2 §9). */
export const KNOWN_SKU_SUFFIXES = ['-REPAIR', '-REBUILT', '-LIKENEW', '-PREOWNED', '-NEW'] as const;

/** A part number as shown and exported: a known suffix removed (part 2 §5 "R.T. GRIM"). */
export function grimPartNumber(sku: string | null | undefined): string {
  const value = (sku ?? '').trim();
  const upper = value.toUpperCase();
  const suffix = KNOWN_SKU_SUFFIXES.find((known) => upper.endsWith(known) && upper.length > known.length);
  return suffix ? value.slice(0, value.length - suffix.length) : value;
}

export type GrimTransition =
  | { allowed: true }
  | { allowed: false; reason: 'final' | 'same' | 'ship_through_mark_as_shipped' | 'not_received_product' };

/**
 * The status control (part 2 §4): from an order not shipped nor cancelled, any status but the current one and
 * shipped to customer; shipped to customer only through Mark as Shipped, from received product.
 */
export function grimTransition(from: GrimStatus, to: GrimStatus, via: 'status' | 'mark_as_shipped'): GrimTransition {
  if (from === 'shipped_to_customer' || from === 'cancelled') return { allowed: false, reason: 'final' };
  if (via === 'mark_as_shipped')
    return from === 'received_product' ? { allowed: true } : { allowed: false, reason: 'not_received_product' };
  if (to === from) return { allowed: false, reason: 'same' };
  if (to === 'shipped_to_customer') return { allowed: false, reason: 'ship_through_mark_as_shipped' };
  return { allowed: true };
}

/** The statuses the preview panel offers for an order in this status (none when it is final). */
export const grimStatusChoices = (from: GrimStatus): GrimStatus[] =>
  GRIM_STATUSES.filter((to) => grimTransition(from, to, 'status').allowed);

/** Whether the preview panel offers Mark as Shipped. */
export const canMarkGrimShipped = (from: GrimStatus) => grimTransition(from, from, 'mark_as_shipped').allowed;

export const GRIM_PAGE_SIZE = 20;
export const GRIM_DEFAULT_CARRIER = 'ups';
export const GRIM_CARRIERS = [
  { value: 'ups', label: 'UPS' },
  { value: 'fedex', label: 'FedEx' },
  { value: 'usps', label: 'USPS' },
  { value: 'stamps_com', label: 'USPS (Stamps.com)' },
  { value: 'dhl_express', label: 'DHL Express' },
] as const;

/** The spec's words (part 2 §4, §8). */
export const GRIM_MESSAGES = {
  fetchFailed: (error: string) => `Error fetching orders: ${error}`,
  updateFailed: (order: string) => `Error updating order ${order}`,
  statusUpdated: 'Order status updated!',
  noNewOrders: 'No new orders available.',
  fillRequired: 'Fill required fields.',
  notInShipStation: (order: string) => `Order ${order} not found in Shipstation. Try again later.`,
  shipStationStatus: (order: string, status: string) =>
    `Failed to process order ${order}. Shipstation status: ${status}.`,
  shipped: (order: string) => `Order ${order} successfully marked as shipped.`,
  receivedNew: (count: number) => `${count} new order${count === 1 ? '' : 's'} moved to Received Order.`,
  receivedSubject: (order: string) => `Your Instrument Cluster Has Been Received - Order #${order}`,
  shipConfirm: 'Mark this order as shipped? This cannot be undone.',
  final: 'A shipped or cancelled order cannot change status.',
  same: 'The order already has this status.',
  shipThroughMarkAsShipped: 'Shipped to Customer is set by Mark as Shipped.',
  notReceivedProduct: 'Only an order in Received Product can be marked as shipped.',
  busy: (order: string) => `Order ${order} is already being marked as shipped.`,
  changed: (order: string) => `Order ${order} changed meanwhile; reload and try again.`,
} as const;

export const grimTransitionMessage = (reason: Exclude<GrimTransition, { allowed: true }>['reason']) =>
  ({
    final: GRIM_MESSAGES.final,
    same: GRIM_MESSAGES.same,
    ship_through_mark_as_shipped: GRIM_MESSAGES.shipThroughMarkAsShipped,
    not_received_product: GRIM_MESSAGES.notReceivedProduct,
  })[reason];

/** File names of the two exports (part 2 §9), `date` the business day. */
export const grimCsvFileName = (kind: 'new' | 'all', date: string) =>
  `${kind === 'new' ? 'new_orders' : 'all_grim_orders'}(${date}).csv`;

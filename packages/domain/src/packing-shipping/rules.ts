/**
 * Packing and shipping (spec part 2 §2 "Packing / Shipping", §4 and §8's ShipStation warnings, §9's default
 * carrier): modules go out in boxes, each checked against the ticket's lines, then the shop order is marked
 * shipped in ShipStation.
 */
export const PACKING_HISTORY_PAGE_SIZE = 20;
export const SHIPPING_HISTORY_PAGE_SIZE = 20;

/** Carriers a shipment can go with (ShipStation's carrier codes); ups is the default (spec part 2 §9). */
export const CARRIER_CODES = ['ups', 'fedex', 'usps', 'dhl_express', 'other'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];
export const DEFAULT_CARRIER: CarrierCode = 'ups';
export const CARRIER_LABELS: Readonly<Record<CarrierCode, string>> = {
  ups: 'UPS',
  fedex: 'FedEx',
  usps: 'USPS',
  dhl_express: 'DHL Express',
  other: 'Other',
};

/** The spec's words, and ours where it has none. */
export const PACKING_MESSAGES = {
  notFoundInShipStation: (order: string) => `Order ${order} not found in Shipstation. Try again later.`,
  notAwaitingShipment: (order: string, status: string) =>
    `Failed to process order ${order}. Shipstation status: ${status}.`,
  shipped: (order: string) => `Order ${order} successfully marked as shipped.`,
  packedItem: (serial: string, ticket: string) => `${serial} packed for ${ticket}.`,
  packedTicket: (ticket: string) => `${ticket} is packed: every line has its module.`,
  wrongModule: (serial: string, part: string, ticket: string, needed: readonly string[]) =>
    `Wrong module! ${serial} is ${part}; ${ticket} needs ${needed.length > 0 ? needed.join(', ') : 'nothing more'}.`,
  notPacked: (ticket: string) => `${ticket} is not packed yet: scan its modules first.`,
  beingShipped: (ticket: string) => `${ticket} is being shipped right now; wait a moment.`,
};

/**
 * A scanned ticket QR or label as a ticket number: a QR may hold a link to the ticket's page, whose last path
 * segment is the number; spaces and the scanner's `shift` noise are dropped.
 */
export function parseScannedTicket(raw: string): string {
  const text = raw.replace(/shift/gi, '').trim();
  const path = text.includes('/') ? (text.split(/[?#]/)[0] ?? '') : text;
  const segments = path.split('/').filter(Boolean);
  const candidate = text.includes('/') ? (segments[segments.length - 1] ?? '') : text;
  return candidate.replace(/\s+/g, '');
}

/** A module's tag (its serial) as scanned: upper case, no spaces or scanner noise. */
export const parseScannedTag = (raw: string) => raw.replace(/shift/gi, '').replace(/\s+/g, '').toUpperCase();

/** Whether a module of this part number fills a line that needs that one (same part, any case). */
export const partFits = (itemPart: string, linePart: string) =>
  itemPart.trim().toUpperCase() === linePart.trim().toUpperCase();

import type { TicketType } from '../tickets/rules';

/**
 * Receiving: parcels arriving at the dock with a tracking label (spec part 2 §2 "Receiving", §4, §5, §9).
 * The receiving types are part 1 §3's list (part 2 §9 names six of its seven; exchange is the seventh).
 */
export const RECEIVING_TYPES = ['rma', 'rental', 'repair', 'core', 'exchange', 'cloning', 'programming'] as const;
export type ReceivingType = (typeof RECEIVING_TYPES)[number];

export const RECEIVING_TYPE_LABELS: Readonly<Record<ReceivingType, string>> = {
  rma: 'RMA',
  rental: 'Rental',
  repair: 'Repair',
  core: 'Core Return',
  exchange: 'Exchange',
  cloning: 'Cloning',
  programming: 'Programming',
};

/** The receive modal's type as a ticket's type suggests it (spec part 2 §4 "Receiving"). */
const DEFAULT_RECEIVING_TYPE: Readonly<Record<TicketType, ReceivingType>> = {
  rental: 'rental',
  order: 'core',
  rma: 'rma',
  repair: 'repair',
};

export const defaultReceivingType = (ticketType: TicketType): ReceivingType => DEFAULT_RECEIVING_TYPE[ticketType];

export interface ReceivingFlags {
  is_core_received: boolean;
  is_inbound_received: boolean;
}

/** A core coming back is a core receipt; every other parcel is the ticket's inbound one (spec part 2 §4). */
export const receivingFlags = (type: ReceivingType): ReceivingFlags =>
  type === 'core'
    ? { is_core_received: true, is_inbound_received: false }
    : { is_core_received: false, is_inbound_received: true };

/** The ticket's tracking number a receipt of this type fills: the core return's, else the inbound one. */
export const trackingFieldFor = (type: ReceivingType) =>
  type === 'core' ? ('core_return_tracking_number' as const) : ('inbound_tracking_number' as const);

/** Which tracking number of a ticket `update_tracking` sets: an order's parcel back is its core. */
export const trackingFieldForTicket = (ticketType: TicketType) => trackingFieldFor(defaultReceivingType(ticketType));

// ---------------------------------------------------------------------------------------------------------------
// Tracking numbers as label scanners type them.

/**
 * A USPS label (Intelligent Mail package barcode) read by a GS1-aware scanner comes out as
 * `(420)90210(94)` + 20 digits: the ZIP routing code, then the tracking number with its 2-digit channel
 * identifier put in brackets as if it were an application identifier. 92, 93 and 95 are the other USPS
 * channel identifiers and read the same way.
 */
const USPS_BRACKETED = /\((9[2-5])\)(\d{20})/;
/** The same barcode from a plain reader: `420`, a 5- or 9-digit ZIP, then the 22-digit tracking number. */
const USPS_WITH_ROUTING = /^420(?:\d{5}|\d{9})(9[2-5]\d{20})$/;
/** Some readers set to another keyboard layout type the word "shift" for shifted characters. */
const SHIFT_NOISE = /shift/gi;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/g;

/**
 * The tracking number in what a scanner (or a person) typed, spec part 2 §5: the word "shift" dropped, a USPS
 * `(94)` + 20 digits read as the 22-digit number `94…`, a USPS routing prefix (`420` + ZIP) dropped, spaces and
 * control characters stripped, upper case. Other carriers' numbers (UPS `1Z…`, FedEx 12 or 15 digits) pass
 * through as they are. Whether the result is a tracking number at all is `isTrackingNumber`'s question.
 */
export function parseTrackingNumber(raw: string): string {
  const cleaned = raw.replace(CONTROL, '').replace(SHIFT_NOISE, '').replace(/\s+/g, '');
  const bracketed = USPS_BRACKETED.exec(cleaned);
  if (bracketed) return `${bracketed[1]}${bracketed[2]}`;
  const upper = cleaned.toUpperCase();
  const routed = USPS_WITH_ROUTING.exec(upper);
  return routed ? routed[1]! : upper;
}

export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9]{8,40}$/;
export const TRACKING_NUMBER_MESSAGE = 'must be a tracking number (8 to 40 letters and digits)';

/** Carriers' numbers are letters and digits, 8 to 40 of them; anything else is not a label. */
export const isTrackingNumber = (value: string) => TRACKING_NUMBER_PATTERN.test(value);

export type Carrier = 'usps' | 'ups' | 'fedex';
export const CARRIER_LABELS: Readonly<Record<Carrier, string>> = { usps: 'USPS', ups: 'UPS', fedex: 'FedEx' };

/** The carrier a parsed number looks like it belongs to, or null (shown as a hint, never relied on). */
export function carrierOf(trackingNumber: string): Carrier | null {
  if (/^1Z[A-Z0-9]{16}$/.test(trackingNumber)) return 'ups';
  if (/^9[2-5]\d{20}$/.test(trackingNumber) || /^[A-Z]{2}\d{9}US$/.test(trackingNumber)) return 'usps';
  if (/^(\d{12}|\d{15})$/.test(trackingNumber)) return 'fedex';
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Constants and words (spec part 2 §8 "Receiving and GRIM", §9).

export const RECEIVED_HISTORY_PAGE_SIZE = 20;
export const RECEIVED_HISTORY_DEBOUNCE_MS = 900;
/** How many tickets a receiving search answers with at most. */
export const RECEIVING_SEARCH_LIMIT = 20;

export const RECEIVING_MESSAGES = {
  banner: 'Please Scan the Tracking Number or Search the ticket ...',
  received: (ticket: string) => `${ticket} Recived!`,
  deleteTitle: (order: string) => `Delete ${order} from received history?`,
  deleteText: "You won't be able to revert this!",
  deleteConfirm: 'Yes, delete it!',
  deleted: 'Deleted!',
  deletedText: 'Item deleted from Received History.',
  historyFailed: (error: string) => `Error retreiving received history!: ${error}`,
  updateFailed: (error: string) => `There was an error updating request!: ${error}`,
  ticketUpdateFailed: (error: string) => `Error in updating ticket: ${error}`,
  needSearch: 'Enter a ticket number or a tracking number',
  unmatchedRecorded: (tracking: string) => `Parcel ${tracking} recorded as unmatched.`,
  matched: (tracking: string, ticket: string) => `Parcel ${tracking} matched to ${ticket}.`,
  alreadyReceived: (tracking: string, ticket: string) => `Parcel ${tracking} was already received for ${ticket}.`,
  alreadyRecorded: (tracking: string) => `Parcel ${tracking} is already recorded as unmatched.`,
  alreadyMatched: (tracking: string, ticket: string) => `Parcel ${tracking} is already matched to ${ticket}.`,
  notATag: (serial: string) => `${serial} is not a Makro tag (not in inventory nor among the printed tags)`,
} as const;

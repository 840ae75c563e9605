import { z } from 'zod';
import { PageQuery, defineEndpoint, requires } from '../shared';
import { TicketPerson } from '../tickets/contracts';
import { TICKET_SOURCES, TICKET_TYPES } from '../tickets/rules';
import {
  CARRIER_CODES,
  DEFAULT_CARRIER,
  PACKING_HISTORY_PAGE_SIZE,
  SHIPPING_HISTORY_PAGE_SIZE,
  parseScannedTag,
  parseScannedTicket,
} from './rules';

const TICKET_NUMBER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** A ticket's or order's number as typed or scanned (its QR may hold a link to the ticket). */
const ScannedTicketNumber = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .max(300)
    .transform(parseScannedTicket)
    .pipe(
      z
        .string()
        .min(1, `${field} is required`)
        .regex(TICKET_NUMBER, 'must be a ticket or order number (letters, digits, - and _; at most 64)'),
    );

const ScannedTag = z
  .string({ error: 'serial_number is required' })
  .max(200)
  .transform(parseScannedTag)
  .pipe(
    z
      .string()
      .min(1, 'serial_number is required')
      .regex(/^[A-Z0-9][A-Z0-9_-]{0,63}$/, 'must be a module tag (letters, digits, - and _)'),
  );

export const ShippingTrackingNumber = z
  .string({ error: 'tracking_number is required' })
  .max(200)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'tracking_number is required')
      .regex(/^[A-Z0-9]{6,40}$/, 'must be a tracking number (6 to 40 letters and digits)'),
  );

/** One line of a ticket to pack: the part it needs and the module packed for it, if any. */
export const PackingLine = z
  .object({
    id: z.number().int(),
    part_number: z.string(),
    serial_number: z.string().nullable(),
    inventory_id: z.number().int().nullable(),
    packed_at: z.string().nullable(),
    packed_by_name: z.string().nullable(),
  })
  .meta({ id: 'PackingLine' });
export type PackingLine = z.infer<typeof PackingLine>;

/** What went out for a ticket (the shipment confirmation panel and the shipping history). */
export const ShippingHistory = z
  .object({
    id: z.number().int(),
    ticket_number: z.string(),
    order_number: z.string(),
    customer: z.string(),
    carrier_code: z.enum(CARRIER_CODES),
    tracking_number: z.string(),
    shipstation_order_id: z.number().int().nullable(),
    serial_numbers: z.array(z.string()),
    part_numbers: z.array(z.string()),
    shipped_at: z.string(),
    shipped_by_name: z.string().nullable(),
    shipped_by: TicketPerson.nullable(),
  })
  .meta({ id: 'ShippingHistory' });
export type ShippingHistory = z.infer<typeof ShippingHistory>;

/** A ticket at the packing bench. */
export const PackingTicket = z
  .object({
    id: z.number().int(),
    ticket_number: z.string(),
    ticket_type: z.enum(TICKET_TYPES),
    source: z.enum(TICKET_SOURCES),
    status: z.string(),
    customer: z.string(),
    /** The shop order ShipStation knows it by (the ticket's origin's number, else the ticket's). */
    order_number: z.string(),
    /** Every line has its module. */
    packed: z.boolean(),
    lines: z.array(PackingLine),
    /** Its shipment, once shipped. */
    shipment: ShippingHistory.nullable(),
  })
  .meta({ id: 'PackingTicket' });
export type PackingTicket = z.infer<typeof PackingTicket>;

export const PackingHistory = z
  .object({
    id: z.number().int(),
    ticket_number: z.string(),
    ticket_type: z.enum(TICKET_TYPES),
    customer: z.string(),
    part_number: z.string(),
    serial_number: z.string(),
    inventory_id: z.number().int().nullable(),
    packed_at: z.string(),
    packed_by_name: z.string().nullable(),
    packed_by: TicketPerson.nullable(),
  })
  .meta({ id: 'PackingHistory' });
export type PackingHistory = z.infer<typeof PackingHistory>;

const packing = requires('can_view_packing_shipping');
const history = requires('can_view_packing_shipping', 'can_view_history');

export const PackingTicketQuery = z.object({ number: ScannedTicketNumber('number') });

export const findPackingTicket = defineEndpoint({
  method: 'GET',
  path: '/v1/packing/ticket',
  summary:
    'The ticket to pack by its number, its order’s number or its QR as scanned: the lines with the part each needs and the module packed for it, and its shipment once shipped',
  tag: 'Packing and shipping',
  access: packing,
  query: PackingTicketQuery,
  response: z.object({ ticket: PackingTicket }),
});

export const PackModuleBody = z.object({
  ticket_number: ScannedTicketNumber('ticket_number'),
  serial_number: ScannedTag,
});
export type PackModuleBody = z.infer<typeof PackModuleBody>;

export const packModule = defineEndpoint({
  method: 'POST',
  path: '/v1/packing/scan',
  summary:
    'A module’s tag scanned into the ticket’s box: its part number must fill an unfilled line (a wrong module is 422 and nothing changes); the item is linked to the line and shipped (packed, waiting for the carrier), and the ticket Packed when every line is covered. The same tag again answers the ticket as it is',
  tag: 'Packing and shipping',
  access: packing,
  body: PackModuleBody,
  response: z.object({ ticket: PackingTicket, message: z.string(), line_id: z.number().int() }),
});

export const ShipTicketBody = z.object({
  ticket_number: ScannedTicketNumber('ticket_number'),
  tracking_number: ShippingTrackingNumber,
  carrier_code: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(CARRIER_CODES, { error: `must be one of ${CARRIER_CODES.join(', ')}` }))
    .default(DEFAULT_CARRIER),
});
export type ShipTicketBody = z.infer<typeof ShipTicketBody>;

export const shipTicket = defineEndpoint({
  method: 'POST',
  path: '/v1/shipping/ship',
  summary:
    'Ship a packed ticket: its shop order is looked up in ShipStation (not found or not awaiting shipment: 422 with the spec’s warning, nothing changes) and marked shipped there (notifyCustomer), then the ticket Shipped with its outbound tracking number, the items shipped, a shipping history entry and the ticket’s history, in one transaction. A ticket shipped already answers its shipment; two calls at once ship once',
  tag: 'Packing and shipping',
  access: packing,
  body: ShipTicketBody,
  response: z.object({ shipment: ShippingHistory, message: z.string() }),
});

const HistoryQuery = (size: number) =>
  PageQuery.extend({
    per_page: z.coerce.number().int().min(1).max(100).default(size),
    keyword: z.string().trim().max(100).optional(),
  });

export const ListPackingHistoriesQuery = HistoryQuery(PACKING_HISTORY_PAGE_SIZE);
export type ListPackingHistoriesQuery = z.infer<typeof ListPackingHistoriesQuery>;
export const ListShippingHistoriesQuery = HistoryQuery(SHIPPING_HISTORY_PAGE_SIZE);
export type ListShippingHistoriesQuery = z.infer<typeof ListShippingHistoriesQuery>;

const pageKeys = {
  current_page: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
};

export const listPackingHistories = defineEndpoint({
  method: 'GET',
  path: '/v1/packing_histories',
  summary: 'Modules packed, newest first: keyword (ticket #, customer, part or serial number, who packed); 20 a page',
  tag: 'Packing and shipping',
  access: history,
  query: ListPackingHistoriesQuery,
  response: z.object({ packing_histories: z.array(PackingHistory), ...pageKeys }),
});

export const listShippingHistories = defineEndpoint({
  method: 'GET',
  path: '/v1/shipping_histories',
  summary:
    'Shipments, newest first: keyword (ticket or order #, customer, tracking number, carrier, who shipped); 20 a page',
  tag: 'Packing and shipping',
  access: history,
  query: ListShippingHistoriesQuery,
  response: z.object({ shipping_histories: z.array(ShippingHistory), ...pageKeys }),
});

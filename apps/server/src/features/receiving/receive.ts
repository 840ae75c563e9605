import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  RECEIVING_MESSAGES,
  RECEIVING_SEARCH_LIMIT,
  RECEIVING_TYPE_LABELS,
  receivingFlags,
  trackingFieldFor,
  trackingFieldForTicket,
  type MarkAsReceivedBody,
  type ReceivedHistory,
  type ReceivingSearchQuery,
  type ReceivingTicket,
  type ReceivingType,
  type UnmatchedReceiptBody,
  type UpdateTrackingBody,
} from '@makro/domain/receiving';
import { businessToday } from '@makro/domain/shared';
import type { TicketType } from '@makro/domain/tickets';
import type { z } from 'zod';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { conflict, unprocessable } from '../../platform/http/errors';
import { partTypeOf, receiveItem, type ReceivedItem } from '../inventory/service';
import {
  linkTicketSerial,
  lockTicketForReceiving,
  recordReceivingEvent,
  setParcelTracking,
  ticketsForReceiving,
  type LockedTicket,
} from '../tickets/service';
import { RECEIVED_HISTORY_ENTITY, receivedHistoryById, receivedHistoryNotFound } from './history';
import { receivedHistories } from './tables';

type HistoryRow = typeof receivedHistories.$inferSelect;

/** Every receipt answers with the entry as the history lists it, and the spec's sentence. */
async function answer(db: DbOrTx, id: number, message: string) {
  const entry = await receivedHistoryById(db, id);
  if (!entry) throw receivedHistoryNotFound(id);
  return { received_history: entry, message };
}

// ---------------------------------------------------------------------------------------------------------------
// Searching.

/** The latest receipt of each of these tickets. */
async function lastReceipts(db: DbOrTx, ticketIds: number[]) {
  if (ticketIds.length === 0) return new Map<number, HistoryRow>();
  const rows = await db
    .selectDistinctOn([receivedHistories.ticket_id])
    .from(receivedHistories)
    .where(inArray(receivedHistories.ticket_id, ticketIds))
    .orderBy(receivedHistories.ticket_id, desc(receivedHistories.date_received), desc(receivedHistories.id));
  return new Map(rows.map((row) => [row.ticket_id!, row]));
}

async function unmatchedRow(db: DbOrTx, trackingNumber: string, lock = false) {
  const query = db
    .select()
    .from(receivedHistories)
    .where(and(isNull(receivedHistories.ticket_id), eq(receivedHistories.tracking_number, trackingNumber)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Mark as Receive: the tickets this parcel may be for, and its unmatched receipt if one was recorded. */
export async function searchReceivingTickets(db: DbOrTx, query: ReceivingSearchQuery) {
  const found = await ticketsForReceiving(
    db,
    { trackingNumber: query.tracking_number, ticketNumber: query.ticket_number },
    RECEIVING_SEARCH_LIMIT,
  );
  const last = await lastReceipts(
    db,
    found.map((ticket) => ticket.id),
  );
  const tickets: ReceivingTicket[] = found.map((ticket) => {
    const receipt = last.get(ticket.id);
    return {
      ...ticket,
      created_at: ticket.created_at.toISOString(),
      last_received: receipt
        ? {
            date_received: receipt.date_received.toISOString(),
            receiving_type: receipt.receiving_type as ReceivingType,
            tracking_number: receipt.tracking_number,
          }
        : null,
    };
  });
  const unmatched = query.tracking_number ? await unmatchedRow(db, query.tracking_number) : undefined;
  const unmatchedReceipt: ReceivedHistory | null = unmatched ? await receivedHistoryById(db, unmatched.id) : null;
  return { tickets, unmatched_receipt: unmatchedReceipt };
}

// ---------------------------------------------------------------------------------------------------------------
// Receiving on a ticket (directly, or matching a parcel recorded unmatched).

const notATag = (serial: string, field: 'body.serial_number') =>
  unprocessable(RECEIVING_MESSAGES.notATag(serial), [{ field, message: 'is not in inventory nor a printed tag' }]);

async function refuseSecondReceipt(
  tx: Tx,
  ticket: LockedTicket,
  trackingNumber: string,
  field: 'body.tracking_number' | 'body.ticket_number',
) {
  const [same] = await tx
    .select({ id: receivedHistories.id })
    .from(receivedHistories)
    .where(and(eq(receivedHistories.ticket_id, ticket.id), eq(receivedHistories.tracking_number, trackingNumber)));
  if (same)
    throw conflict(RECEIVING_MESSAGES.alreadyReceived(trackingNumber, ticket.ticket_number), [
      { field, message: `was already received for ${ticket.ticket_number}` },
    ]);
}

interface Receipt {
  type: ReceivingType;
  trackingNumber: string;
  serial: string | null;
  /** The unmatched entry this receipt matches (kept: when and by whom the parcel came in). */
  unmatched?: HistoryRow;
}

function receiptSentence(receipt: Receipt, item: ReceivedItem | null) {
  const parts = [`Parcel ${receipt.trackingNumber} received (${RECEIVING_TYPE_LABELS[receipt.type]})`];
  if (item) parts.push(`module ${item.serial_number} (${item.part_number})`);
  const sentence = parts.join(', ');
  const unmatched = receipt.unmatched;
  return unmatched
    ? `${sentence}; it came in on ${businessToday(unmatched.date_received)} and was recorded unmatched`
    : sentence;
}

async function receiveOnTicket(ctx: ServiceContext, tx: Tx, ticket: LockedTicket, receipt: Receipt): Promise<number> {
  const actor = ctx.actor.user.id;
  let item: ReceivedItem | null = null;
  if (receipt.serial) {
    item = await receiveItem(tx, {
      serial: receipt.serial,
      ticketNumber: ticket.ticket_number,
      trackingNumber: receipt.trackingNumber,
      actorUserId: actor,
    });
    if (!item) throw notATag(receipt.serial, 'body.serial_number');
    await linkTicketSerial(tx, ticket.id, { part_number: item.part_number, serial: item.serial_number });
  }
  await setParcelTracking(tx, ticket, trackingFieldFor(receipt.type), receipt.trackingNumber, actor);
  const partNumber = item?.part_number ?? ticket.part_number;
  const partType = item?.module_type ?? (partNumber ? await partTypeOf(tx, partNumber) : null);
  const customer = `${ticket.customer_first_name} ${ticket.customer_last_name}`.trim();
  const labelSender = receipt.unmatched?.sender_name;
  const values = {
    ticket_id: ticket.id,
    order_number: ticket.ticket_number,
    ticket_type: ticket.ticket_type,
    receiving_type: receipt.type,
    ...receivingFlags(receipt.type),
    tracking_number: receipt.trackingNumber,
    sender_name: customer,
    part_number: partNumber,
    part_type: partType,
    serial_number: item?.serial_number ?? null,
    inventory_id: item?.id ?? null,
  };
  let id: number;
  if (receipt.unmatched) {
    const before = receipt.unmatched;
    const notes =
      labelSender && labelSender.toLowerCase() !== customer.toLowerCase()
        ? [`Label sender: ${labelSender}`, before.notes].filter(Boolean).join('\n')
        : before.notes;
    const [row] = await tx
      .update(receivedHistories)
      .set({ ...values, notes, matched_at: new Date(), matched_by_user_id: actor })
      .where(eq(receivedHistories.id, before.id))
      .returning();
    id = row!.id;
    await writeAudit(tx, {
      actorUserId: actor,
      action: 'match',
      entity: RECEIVED_HISTORY_ENTITY,
      entityId: id,
      before,
      after: row,
    });
  } else {
    const [row] = await tx
      .insert(receivedHistories)
      .values({ ...values, received_by_user_id: actor })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw conflict(
        RECEIVING_MESSAGES.alreadyReceived(receipt.trackingNumber, ticket.ticket_number),
        'body.tracking_number',
      );
    id = row.id;
    await writeAudit(tx, {
      actorUserId: actor,
      action: 'create',
      entity: RECEIVED_HISTORY_ENTITY,
      entityId: id,
      after: row,
    });
  }
  await recordReceivingEvent(tx, ticket.id, actor, receiptSentence(receipt, item), {
    received_history_id: id,
    // The ticket's tracking number this parcel is, so the shipment tracker shows it on that tab.
    field: trackingFieldFor(receipt.type),
    receiving_type: receipt.type,
    tracking_number: receipt.trackingNumber,
    serial_number: item?.serial_number ?? null,
    ...receivingFlags(receipt.type),
  });
  return id;
}

/**
 * PATCH /tickets/mark_as_received: one transaction for the entry, the flags, the ticket's tracking number and
 * history and the scanned module. A parcel recorded unmatched with this tracking number is matched instead of
 * recorded twice; the same parcel for the same ticket again is 409.
 */
export async function markAsReceived(ctx: ServiceContext, body: MarkAsReceivedBody) {
  const { id, ticketNumber } = await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicketForReceiving(tx, body.ticket_number);
    await refuseSecondReceipt(tx, ticket, body.tracking_number, 'body.tracking_number');
    const unmatched = await unmatchedRow(tx, body.tracking_number, true);
    const receiptId = await receiveOnTicket(ctx, tx, ticket, {
      type: body.receiving_type,
      trackingNumber: body.tracking_number,
      serial: body.serial_number ?? unmatched?.serial_number ?? null,
      unmatched,
    });
    return { id: receiptId, ticketNumber: ticket.ticket_number };
  });
  return answer(ctx.db, id, RECEIVING_MESSAGES.received(ticketNumber));
}

/** PATCH /received_histories/:id/match: an unmatched parcel's entry becomes the ticket's receipt. */
export async function matchReceivedHistory(
  ctx: ServiceContext,
  id: number,
  body: { ticket_number: string; receiving_type: ReceivingType },
) {
  const { ticketNumber, tracking } = await ctx.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(receivedHistories).where(eq(receivedHistories.id, id)).for('update');
    if (!entry) throw receivedHistoryNotFound(id);
    if (entry.ticket_id !== null)
      throw conflict(
        RECEIVING_MESSAGES.alreadyMatched(entry.tracking_number, entry.order_number ?? ''),
        'body.ticket_number',
      );
    const ticket = await lockTicketForReceiving(tx, body.ticket_number);
    await refuseSecondReceipt(tx, ticket, entry.tracking_number, 'body.ticket_number');
    await receiveOnTicket(ctx, tx, ticket, {
      type: body.receiving_type,
      trackingNumber: entry.tracking_number,
      serial: entry.serial_number,
      unmatched: entry,
    });
    return { ticketNumber: ticket.ticket_number, tracking: entry.tracking_number };
  });
  return answer(ctx.db, id, RECEIVING_MESSAGES.matched(tracking, ticketNumber));
}

/**
 * POST /received_histories: a parcel whose tracking number matches no ticket, recorded so it is not lost. A
 * number some ticket has is received on that ticket instead (409 naming it); the same parcel twice is 409.
 */
export async function recordUnmatchedReceipt(ctx: ServiceContext, body: z.infer<typeof UnmatchedReceiptBody>) {
  const id = await ctx.db.transaction(async (tx) => {
    const [ticket] = await ticketsForReceiving(tx, { trackingNumber: body.tracking_number }, 1);
    if (ticket)
      throw conflict(`Parcel ${body.tracking_number} is for ${ticket.ticket_number}: receive it on that ticket.`, [
        { field: 'body.tracking_number', message: `is the tracking number of ${ticket.ticket_number}` },
      ]);
    const [received] = await tx
      .select({ order_number: receivedHistories.order_number })
      .from(receivedHistories)
      .where(eq(receivedHistories.tracking_number, body.tracking_number))
      .limit(1);
    if (received)
      throw conflict(
        received.order_number
          ? RECEIVING_MESSAGES.alreadyReceived(body.tracking_number, received.order_number)
          : RECEIVING_MESSAGES.alreadyRecorded(body.tracking_number),
        'body.tracking_number',
      );
    const actor = ctx.actor.user.id;
    let item: ReceivedItem | null = null;
    if (body.serial_number) {
      item = await receiveItem(tx, {
        serial: body.serial_number,
        ticketNumber: null,
        trackingNumber: body.tracking_number,
        actorUserId: actor,
      });
      if (!item) throw notATag(body.serial_number, 'body.serial_number');
    }
    const [row] = await tx
      .insert(receivedHistories)
      .values({
        tracking_number: body.tracking_number,
        sender_name: body.sender_name,
        notes: body.notes,
        part_number: item?.part_number ?? null,
        part_type: item?.module_type ?? null,
        serial_number: item?.serial_number ?? null,
        inventory_id: item?.id ?? null,
        received_by_user_id: actor,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(RECEIVING_MESSAGES.alreadyRecorded(body.tracking_number), 'body.tracking_number');
    await writeAudit(tx, {
      actorUserId: actor,
      action: 'create',
      entity: RECEIVED_HISTORY_ENTITY,
      entityId: row.id,
      after: row,
    });
    return row.id;
  });
  return answer(ctx.db, id, RECEIVING_MESSAGES.unmatchedRecorded(body.tracking_number));
}

/** PATCH /tickets/update_tracking: the number the ticket's parcel comes back with (an order's core return). */
export async function updateTracking(ctx: ServiceContext, body: z.infer<typeof UpdateTrackingBody>) {
  return ctx.db.transaction(async (tx) => {
    const ticket = await lockTicketForReceiving(tx, body.ticket_number);
    const type = ticket.ticket_type as TicketType;
    if (type !== body.ticket_type)
      throw unprocessable(`${ticket.ticket_number} is a ${type} ticket, not ${body.ticket_type}.`, [
        { field: 'body.ticket_type', message: `is ${type} for ${ticket.ticket_number}` },
      ]);
    const field = trackingFieldForTicket(type);
    await setParcelTracking(tx, ticket, field, body.tracking_number, ctx.actor.user.id);
    const numbers = { ...ticket, [field]: body.tracking_number };
    return {
      ticket: {
        ticket_number: ticket.ticket_number,
        ticket_type: type,
        inbound_tracking_number: numbers.inbound_tracking_number,
        core_return_tracking_number: numbers.core_return_tracking_number,
      },
    };
  });
}

import { PACKING_MESSAGES, partFits, type PackModuleBody, type PackingTicket } from '@makro/domain/packing-shipping';
import { isFinished, isTicketStatus, type TicketSource, type TicketType } from '@makro/domain/tickets';
import { STATUS_NAMES, type InventoryStatus } from '@makro/domain/inventory';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { conflict, unprocessable } from '../../platform/http/errors';
import { lockItemForPacking, packItem } from '../inventory/service';
import {
  fillTicketLine,
  recordPackingEvent,
  setTicketStatusFor,
  ticketForPacking,
  ticketLines,
  type PackingTicketRecord,
} from '../tickets/service';
import { PACKING_HISTORY_ENTITY, packedLines, shipmentOf } from './history';
import { packingHistories } from './tables';

const customerOf = (ticket: PackingTicketRecord) => `${ticket.customer_first_name} ${ticket.customer_last_name}`.trim();

/** The shop order ShipStation knows the ticket by: its origin's number, else the ticket's own. */
export const orderNumberOf = (ticket: PackingTicketRecord) => ticket.origin_number ?? ticket.ticket_number;

/** The ticket at the packing bench: its lines, who packed what, and its shipment once shipped. */
export async function packingTicket(db: DbOrTx, ticket: PackingTicketRecord): Promise<PackingTicket> {
  const lines = await ticketLines(db, ticket.id);
  const packed = await packedLines(db, ticket.id);
  return {
    id: ticket.id,
    ticket_number: ticket.ticket_number,
    ticket_type: ticket.ticket_type as TicketType,
    source: ticket.source as TicketSource,
    status: ticket.status,
    customer: customerOf(ticket),
    order_number: orderNumberOf(ticket),
    packed: lines.length > 0 && lines.every((line) => packed.has(line.id)),
    lines: lines.map((line) => {
      const entry = packed.get(line.id);
      return {
        id: line.id,
        part_number: line.part_number,
        serial_number: entry?.entry.serial_number ?? null,
        inventory_id: entry?.entry.inventory_id ?? null,
        packed_at: entry?.entry.packed_at.toISOString() ?? null,
        packed_by_name: entry?.by ?? null,
      };
    }),
    shipment: await shipmentOf(db, ticket.id),
  };
}

/** GET /packing/ticket: the ticket by its number, its order's number or its QR. */
export async function findPackingTicket(db: DbOrTx, number: string) {
  return { ticket: await packingTicket(db, await ticketForPacking(db, number)) };
}

const serialField = 'body.serial_number' as const;

/**
 * POST /packing/scan: one module into the ticket's box, in one transaction (ticket and item locked): the item's
 * part must fill a line not filled yet, else 422 and nothing changes. The line gets the serial, the item is
 * Shipped and assigned to the ticket, a packing history entry and the ticket's history line are written, and the
 * ticket becomes Packed when its last line is filled. The same tag again answers the ticket as it stands.
 */
export async function packModule(ctx: ServiceContext, body: PackModuleBody) {
  const actor = ctx.actor.user.id;
  const result = await ctx.db.transaction(async (tx) => {
    const ticket = await ticketForPacking(tx, body.ticket_number, true);
    const lines = await ticketLines(tx, ticket.id);
    const packed = await packedLines(tx, ticket.id);
    const again = [...packed.values()].find((entry) => entry.entry.serial_number === body.serial_number);
    if (again)
      return {
        ticket,
        lineId: again.entry.ticket_part_id,
        message: PACKING_MESSAGES.packedItem(body.serial_number, ticket.ticket_number),
      };
    if (await shipmentOf(tx, ticket.id))
      throw conflict(`${ticket.ticket_number} has been shipped already.`, 'body.ticket_number');
    if (isTicketStatus(ticket.status) && isFinished(ticket.status))
      throw unprocessable(
        `${ticket.ticket_number} is ${ticket.status}: there is nothing to pack.`,
        'body.ticket_number',
      );
    if (lines.length === 0) throw unprocessable(`${ticket.ticket_number} has no parts to pack.`, 'body.ticket_number');
    const open = lines.filter((line) => !packed.has(line.id));
    const item = await lockItemForPacking(tx, body.serial_number);
    if (!item)
      throw unprocessable(`${body.serial_number} is not in inventory.`, [
        { field: serialField, message: 'is not in inventory' },
      ]);
    const line = open.find((candidate) => partFits(item.part_number, candidate.part_number));
    if (!line)
      throw unprocessable(
        PACKING_MESSAGES.wrongModule(
          item.serial_number,
          item.part_number,
          ticket.ticket_number,
          open.map((candidate) => candidate.part_number),
        ),
        [
          {
            field: serialField,
            message: `is ${item.part_number}, which no open line of ${ticket.ticket_number} needs`,
          },
        ],
      );
    if (
      item.status === 'shipped' &&
      item.assigned_to &&
      item.assigned_to.toLowerCase() !== ticket.ticket_number.toLowerCase()
    )
      throw conflict(
        `${item.serial_number} is ${STATUS_NAMES[item.status as InventoryStatus]} on ${item.assigned_to}: it cannot go in this box.`,
        serialField,
      );
    const [entry] = await tx
      .insert(packingHistories)
      .values({
        ticket_id: ticket.id,
        ticket_number: ticket.ticket_number,
        ticket_type: ticket.ticket_type,
        customer: customerOf(ticket),
        ticket_part_id: line.id,
        part_number: line.part_number,
        serial_number: item.serial_number,
        inventory_id: item.id,
        packed_by_user_id: actor,
      })
      .onConflictDoNothing()
      .returning();
    if (!entry) throw conflict(`${item.serial_number} or its line was packed a moment ago.`, serialField);
    await writeAudit(tx, {
      actorUserId: actor,
      action: 'create',
      entity: PACKING_HISTORY_ENTITY,
      entityId: entry.id,
      after: entry,
    });
    await fillTicketLine(tx, line.id, item.serial_number);
    await packItem(tx, item, ticket.ticket_number, actor);
    await recordPackingEvent(
      tx,
      ticket.id,
      actor,
      'packed',
      `Module ${item.serial_number} (${line.part_number}) packed`,
      {
        serial_number: item.serial_number,
        part_number: line.part_number,
        packing_history_id: entry.id,
      },
    );
    const complete = open.length === 1;
    if (complete) await setTicketStatusFor(tx, ticket, 'Packed', actor);
    return {
      ticket,
      lineId: line.id,
      message: complete
        ? PACKING_MESSAGES.packedTicket(ticket.ticket_number)
        : PACKING_MESSAGES.packedItem(item.serial_number, ticket.ticket_number),
    };
  });
  const fresh = await ticketForPacking(ctx.db, result.ticket.ticket_number);
  return { ticket: await packingTicket(ctx.db, fresh), message: result.message, line_id: result.lineId };
}

/**
 * The packing bench: open shop-order tickets whose orders ShipStation holds awaiting shipment, each with Bin Ready
 * modules of its parts in inventory, named on the ticket's history ("Ready to pack: modules …"), so a packer
 * scans the order and each tag. The first order's note also names a module pulled by mistake (another part):
 * scanned into the box, it is refused. Nothing is packed or shipped yet, so both histories start with what staff
 * do. Items are not assigned to the orders: an item's order is the one it shipped on.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { OPEN_TICKET_STATUSES } from '@makro/domain/tickets';
import type { Db } from '../platform/db/client';
import { auditLog } from '../platform/audit/tables';
import { users } from '../platform/auth/tables';
import { ticketParts, tickets } from '../features/tickets/tables';
import { inventories } from '../features/inventory/tables';
import { shipstationOrders } from '../integrations/shipstation/simulator/tables';
import { HOUR_MS, MINUTE_MS } from './random';

/** How many orders wait at the packing bench. */
export const DEMO_ORDERS_TO_PACK = 3;
/** The note that says an order is ready to pack (the end-to-end test reads the tags from it). */
export const READY = 'Ready to pack: modules';

export async function loadDemoPacking(db: Db, now: Date): Promise<string[]> {
  const [done] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'ticket.note'), sql`${auditLog.after}->>'note' like ${`${READY}%`}`))
    .limit(1);
  if (done) return [];
  const [puller] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'inventory_manager'));
  const candidates = await db
    .select({ ticket: tickets })
    .from(tickets)
    // ShipStation holds the order awaiting shipment (its TIPM and ECM stores import the shops' processing orders).
    .innerJoin(shipstationOrders, eq(shipstationOrders.order_number, tickets.origin_number))
    .where(
      and(
        eq(tickets.ticket_type, 'order'),
        eq(tickets.origin_kind, 'shop_order'),
        eq(shipstationOrders.order_status, 'awaiting_shipment'),
        inArray(
          tickets.status,
          [...OPEN_TICKET_STATUSES].filter((status) => status !== 'Packed'),
        ),
      ),
    )
    .orderBy(desc(tickets.created_at), desc(tickets.id))
    .limit(40);
  const shelf = await db
    .select()
    .from(inventories)
    .where(and(eq(inventories.status, 'bin_ready'), isNull(inventories.assigned_to)))
    .orderBy(asc(inventories.id));
  const taken = new Set<number>();
  const pick = (part: string) => shelf.find((item) => !taken.has(item.id) && item.part_number === part);
  const chosen: { ticket: typeof tickets.$inferSelect; items: typeof shelf }[] = [];
  for (const { ticket } of candidates) {
    if (chosen.length >= DEMO_ORDERS_TO_PACK) break;
    const lines = await db.select().from(ticketParts).where(eq(ticketParts.ticket_id, ticket.id));
    if (lines.length === 0 || lines.some((line) => line.serial_number !== null)) continue;
    const items: typeof shelf = [];
    for (const line of lines) {
      const item = pick(line.part_number);
      if (!item) break;
      taken.add(item.id);
      items.push(item);
    }
    if (items.length === lines.length) chosen.push({ ticket, items });
    else for (const item of items) taken.delete(item.id);
  }
  const first = chosen[0];
  const wrong =
    first &&
    shelf.find((item) => !taken.has(item.id) && !first.items.some((own) => own.part_number === item.part_number));
  if (chosen.length === 0) return [];
  await db.insert(auditLog).values(
    chosen.map(({ ticket, items }, index) => {
      // An hour or so ago, not in the future, and always after the ticket was opened (a ticket opened at load time
      // is younger than a minute: its note then follows it by a second).
      const opened = ticket.created_at.getTime();
      const at = new Date(
        Math.max(
          opened + 1000,
          Math.min(now.getTime() - MINUTE_MS, Math.max(opened + MINUTE_MS, now.getTime() - (index + 1) * HOUR_MS)),
        ),
      );
      const mistake =
        index === 0 && wrong ? ` ${wrong.serial_number} (${wrong.part_number}) was pulled by mistake.` : '';
      return {
        actor_user_id: puller?.id ?? null,
        action: 'ticket.note',
        entity: 'ticket',
        entity_id: String(ticket.id),
        after: {
          note: `${READY} ${items.map((item) => item.serial_number).join(', ')} on the shelf for packing.${mistake}`,
        },
        created_at: at,
        updated_at: at,
      };
    }),
  );
  return chosen.map(({ ticket }) => ticket.ticket_number);
}

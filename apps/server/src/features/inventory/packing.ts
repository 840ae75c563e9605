import { eq, inArray } from 'drizzle-orm';
import { STATUS_NAMES } from '@makro/domain/inventory';
import type { DbOrTx } from '../../platform/db/client';
import { inventories } from './tables';
import { recordEvent } from './events';

/**
 * What packing and shipping (spec part 2 §2 "Packing / Shipping") read and change on items. The inventory
 * statuses (part 1 §3) have no "packed": a module packed into a ticket's box is Shipped and assigned to the
 * ticket at once (it has left the shelf, waiting for the carrier); shipping then adds the carrier and tracking
 * number to its timeline.
 */
export type PackableItem = typeof inventories.$inferSelect;

/** The item of this tag, locked for the packing transaction; undefined when Makro has no such item. */
export async function lockItemForPacking(tx: DbOrTx, serial: string): Promise<PackableItem | undefined> {
  const [item] = await tx
    .select()
    .from(inventories)
    .where(eq(inventories.serial_number, serial.toUpperCase()))
    .for('update');
  return item;
}

/** The item goes into the ticket's box: Shipped, assigned to the ticket, with a line on its timeline. */
export async function packItem(tx: DbOrTx, item: PackableItem, ticketNumber: string, actorUserId: number) {
  await tx.update(inventories).set({ status: 'shipped', assigned_to: ticketNumber }).where(eq(inventories.id, item.id));
  await recordEvent(tx, {
    item,
    event: 'packed',
    description: `Packed for ${ticketNumber} (${STATUS_NAMES.shipped}, waiting for the carrier)`,
    details: {
      from: item.status,
      to: 'shipped',
      ticket: ticketNumber,
      assigned_to: { from: item.assigned_to, to: ticketNumber },
    },
    userId: actorUserId,
  });
}

/** The packed items left with the carrier: a line on each one's timeline. */
export async function recordItemsShipped(
  tx: DbOrTx,
  serials: readonly string[],
  shipment: { ticketNumber: string; carrier: string; trackingNumber: string; actorUserId: number },
) {
  if (serials.length === 0) return;
  const items = await tx
    .select()
    .from(inventories)
    .where(inArray(inventories.serial_number, [...serials]));
  for (const item of items) {
    if (item.status !== 'shipped')
      await tx.update(inventories).set({ status: 'shipped' }).where(eq(inventories.id, item.id));
    await recordEvent(tx, {
      item,
      event: 'shipped',
      description: `Shipped on ${shipment.ticketNumber} with ${shipment.carrier}, tracking ${shipment.trackingNumber}`,
      details: { ticket: shipment.ticketNumber, carrier: shipment.carrier, tracking_number: shipment.trackingNumber },
      userId: shipment.actorUserId,
    });
  }
}

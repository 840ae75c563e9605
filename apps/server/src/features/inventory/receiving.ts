import { eq } from 'drizzle-orm';
import { STATUS_NAMES, categoryForModuleType } from '@makro/domain/inventory';
import type { DbOrTx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { inventories } from './tables';
import { recordEvent } from './events';
import { catalogTag, moduleTypeOf } from './catalog';

/** The module a parcel held, as receiving records it. */
export interface ReceivedItem {
  id: number;
  serial_number: string;
  part_number: string;
  module_type: string | null;
}

export interface ItemReceipt {
  serial: string;
  /** The ticket the parcel was received for; null for a parcel not matched to a ticket yet. */
  ticketNumber: string | null;
  trackingNumber: string;
  actorUserId: number;
}

const receivedWhere = (receipt: ItemReceipt) =>
  receipt.ticketNumber
    ? `Received for ${receipt.ticketNumber} (tracking ${receipt.trackingNumber})`
    : `Received in parcel ${receipt.trackingNumber}, not matched to a ticket yet`;

/**
 * A module scanned when its parcel is received, in the receiving transaction: an item in inventory becomes
 * Received and is assigned to the ticket; a printed tag not yet in inventory (a module new to Makro, tagged at
 * the dock) becomes an item, Received. Anything else is no Makro tag: null, and the caller refuses it.
 */
export async function receiveItem(tx: DbOrTx, receipt: ItemReceipt): Promise<ReceivedItem | null> {
  const serial = receipt.serial.toUpperCase();
  const [item] = await tx.select().from(inventories).where(eq(inventories.serial_number, serial)).for('update');
  if (item) {
    const assignedTo = receipt.ticketNumber ?? item.assigned_to;
    await tx
      .update(inventories)
      .set({ status: 'received', assigned_to: assignedTo })
      .where(eq(inventories.id, item.id));
    await recordEvent(tx, {
      item,
      event: 'received',
      description: receivedWhere(receipt),
      details: {
        from: item.status,
        to: 'received',
        ticket: receipt.ticketNumber,
        tracking_number: receipt.trackingNumber,
        assigned_to: { from: item.assigned_to, to: assignedTo },
      },
      userId: receipt.actorUserId,
    });
    return {
      id: item.id,
      serial_number: item.serial_number,
      part_number: item.part_number,
      module_type: item.module_type,
    };
  }
  const tag = await catalogTag(tx, serial);
  if (!tag) return null;
  const moduleType = tag.module_type?.toUpperCase() ?? null;
  const [row] = await tx
    .insert(inventories)
    .values({
      serial_number: tag.serial_number,
      part_number: tag.part_number,
      module_type: moduleType,
      item_category: categoryForModuleType(moduleType) ?? null,
      inventory_type: 'Core',
      status: 'received',
      hardware_info: tag.hardware_info,
      assigned_to: receipt.ticketNumber,
    })
    .returning();
  await recordEvent(tx, {
    item: row!,
    event: 'received',
    description: `${receivedWhere(receipt)}: added to inventory as ${row!.part_number} (${STATUS_NAMES.received})`,
    details: { part_number: row!.part_number, module_type: moduleType, tracking_number: receipt.trackingNumber },
    userId: receipt.actorUserId,
  });
  await writeAudit(tx, {
    actorUserId: receipt.actorUserId,
    action: 'create',
    entity: 'inventory',
    entityId: row!.id,
    after: row,
  });
  return { id: row!.id, serial_number: row!.serial_number, part_number: row!.part_number, module_type: moduleType };
}

/** The module type a part is filed under (what the received history shows as the part's type). */
export const partTypeOf = (db: DbOrTx, partNumber: string) => moduleTypeOf(db, partNumber);

import { eq } from 'drizzle-orm';
import { STATUS_NAMES, categoryForModuleType, statusFrom, type InventoryItem } from '@makro/domain/inventory';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { badRequest, conflict, type FieldPath } from '../../platform/http/errors';
import { inventories } from './tables';
import { findItemBySerial, itemOr404 } from './items';
import { recordEvent } from './events';
import { catalogTagOr404, moduleTypeOf } from './catalog';

export interface NewItem {
  serial_number: string;
  part_number: string;
  module_type?: string;
  status?: string;
  inventory_type: string;
  date?: string;
  hardware_info?: string;
  notes?: string;
}

export const alreadyInInventory = (serial: string) =>
  conflict(`${serial} is already in inventory.`, [
    { field: 'body.inventory.serial_number', message: 'is already in inventory' },
  ]);

/** The status a person or client named, or a 400 naming the field. */
function knownStatus(value: string | undefined, field: FieldPath) {
  if (value === undefined) return 'added_to_inventory' as const;
  const status = statusFrom(value);
  if (!status)
    throw badRequest(`${field}: "${value}" is not an inventory status`, [
      { field, message: 'is not an inventory status' },
    ]);
  return status;
}

/**
 * Creates an item. The category always follows from the module type (spec part 1 §4) whatever the client
 * sent; a serial already in inventory is a 409, never a second row.
 */
export async function createItem(ctx: ServiceContext, input: NewItem, event = 'added'): Promise<InventoryItem> {
  const serial = input.serial_number.toUpperCase();
  if (await findItemBySerial(ctx.db, serial)) throw alreadyInInventory(serial);
  const status = knownStatus(input.status, 'body.inventory.status');
  const moduleType = (input.module_type ?? (await moduleTypeOf(ctx.db, input.part_number)))?.toUpperCase() ?? null;
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inventories)
      .values({
        serial_number: serial,
        part_number: input.part_number.toUpperCase(),
        module_type: moduleType,
        item_category: categoryForModuleType(moduleType) ?? null,
        inventory_type: input.inventory_type,
        status,
        hardware_info: input.hardware_info ?? null,
        notes: input.notes ?? null,
        date: input.date ? new Date(input.date) : new Date(),
      })
      .onConflictDoNothing({ target: inventories.serial_number })
      .returning();
    if (!row) throw alreadyInInventory(serial);
    await recordEvent(tx, {
      item: row,
      event,
      description: `Added to inventory as ${row.part_number} (${STATUS_NAMES[status]})`,
      details: { part_number: row.part_number, module_type: moduleType, inventory_type: row.inventory_type },
      userId: ctx.actor.user.id,
    });
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'create',
      entity: 'inventory',
      entityId: row.id,
      after: row,
    });
    return row.id;
  });
  return itemOr404(ctx.db, id);
}

export interface ItemChanges {
  serial_number?: string;
  part_number?: string;
  status?: string;
  inventory_type?: string;
  hardware_info?: string | null;
  notes?: string | null;
}

/**
 * A new serial number converts the item (spec part 2 §4): it takes the new tag's serial and part number,
 * keeps the first originals it ever had, and becomes Converted. The new tag must be in the catalogue and
 * not already in inventory.
 */
async function convert(tx: DbOrTx, ctx: ServiceContext, item: InventoryItem, serial: string) {
  const target = await catalogTagOr404(tx, serial);
  if (await findItemBySerial(tx, serial)) throw alreadyInInventory(serial);
  // The item is now the new part: its module type and category are that part's. Only a tag of the same
  // part whose type nobody knows keeps what the item had.
  const samePart = target.part_number === item.part_number;
  const moduleType = target.module_type ?? (samePart ? item.module_type : null);
  await tx
    .update(inventories)
    .set({
      serial_number: serial,
      part_number: target.part_number,
      original_serial_number: item.original_serial_number ?? item.serial_number,
      original_part_number: item.original_part_number ?? item.part_number,
      module_type: moduleType,
      item_category: categoryForModuleType(moduleType) ?? null,
      status: 'converted',
    })
    .where(eq(inventories.id, item.id));
  await recordEvent(tx, {
    item: { id: item.id, serial_number: serial },
    event: 'converted',
    description: `Converted from ${item.serial_number} (${item.part_number}) to ${serial} (${target.part_number})`,
    details: {
      from: { serial_number: item.serial_number, part_number: item.part_number, module_type: item.module_type },
      to: { serial_number: serial, part_number: target.part_number, module_type: moduleType },
    },
    userId: ctx.actor.user.id,
  });
}

const EDITABLE = ['inventory_type', 'hardware_info', 'notes'] as const;

export async function updateItem(ctx: ServiceContext, id: number, changes: ItemChanges): Promise<InventoryItem> {
  const before = await itemOr404(ctx.db, id);
  const newSerial = changes.serial_number?.toUpperCase();
  const status = changes.status === undefined ? undefined : knownStatus(changes.status, 'body.inventory.status');
  await ctx.db.transaction(async (tx) => {
    if (newSerial && newSerial !== before.serial_number) await convert(tx, ctx, before, newSerial);
    const plain = {
      ...(changes.inventory_type ? { inventory_type: changes.inventory_type } : {}),
      ...(changes.hardware_info !== undefined ? { hardware_info: changes.hardware_info } : {}),
      ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
      ...(status && !newSerial ? { status } : {}),
    };
    if (Object.keys(plain).length > 0) {
      await tx.update(inventories).set(plain).where(eq(inventories.id, id));
      const edited = EDITABLE.filter((field) => field in plain && plain[field] !== before[field]);
      if (edited.length > 0) {
        await recordEvent(tx, {
          item: before,
          event: 'edited',
          description: `Edited ${edited.map((field) => field.replace('_', ' ')).join(', ')}`,
          details: Object.fromEntries(edited.map((field) => [field, { from: before[field], to: plain[field] }])),
          userId: ctx.actor.user.id,
        });
      }
      if (plain.status && plain.status !== before.status) {
        await recordEvent(tx, {
          item: before,
          event: 'status',
          description: `Status changed from ${STATUS_NAMES[before.status]} to ${STATUS_NAMES[plain.status]}`,
          userId: ctx.actor.user.id,
        });
      }
    }
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'update',
      entity: 'inventory',
      entityId: id,
      before,
      after: changes,
    });
  });
  return itemOr404(ctx.db, id);
}

/** Deleting keeps the timeline: the events have no foreign key, and the deletion is the last of them. */
export async function deleteItem(ctx: ServiceContext, id: number): Promise<void> {
  const item = await itemOr404(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await recordEvent(tx, {
      item,
      event: 'deleted',
      description: 'Deleted from inventory',
      details: item,
      userId: ctx.actor.user.id,
    });
    await tx.delete(inventories).where(eq(inventories.id, id));
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'delete',
      entity: 'inventory',
      entityId: id,
      before: item,
    });
  });
}

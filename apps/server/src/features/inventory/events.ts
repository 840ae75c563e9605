import { desc, eq, sql } from 'drizzle-orm';
import type { InventoryEvent } from '@makro/domain/inventory';
import type { DbOrTx } from '../../platform/db/client';
import { preparedPerHandle } from '../../platform/db/prepared';
import { users } from '../../platform/auth/tables';
import { inventoryEvents } from './tables';

export interface NewEvent {
  item: { id: number; serial_number: string };
  event: string;
  description: string;
  details?: unknown;
  userId: number | null;
}

/** Written in the transaction of the change it describes. */
export async function recordEvent(tx: DbOrTx, entry: NewEvent): Promise<void> {
  await tx.insert(inventoryEvents).values({
    inventory_id: entry.item.id,
    serial_number: entry.item.serial_number,
    event: entry.event,
    description: entry.description,
    details: entry.details ?? null,
    user_id: entry.userId,
  });
}

const timelineQuery = preparedPerHandle((db) =>
  db
    .select({
      event: inventoryEvents,
      user: {
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        avatar_url: users.avatar_url,
        default_color: users.default_color,
      },
    })
    .from(inventoryEvents)
    .leftJoin(users, eq(users.id, inventoryEvents.user_id))
    .where(eq(inventoryEvents.inventory_id, sql.placeholder('inventoryId')))
    .orderBy(desc(inventoryEvents.created_at), desc(inventoryEvents.id))
    .limit(sql.placeholder('limit'))
    .prepare('inventory_timeline'),
);

/** An item's events, newest first, with who did each. */
export async function timeline(db: DbOrTx, inventoryId: number, limit = 200): Promise<InventoryEvent[]> {
  const rows = await timelineQuery(db).execute({ inventoryId, limit });
  return rows.map(({ event, user }) => ({
    id: event.id,
    event: event.event,
    description: event.description,
    details: event.details,
    user: user
      ? {
          id: user.id,
          name: `${user.first_name} ${user.last_name}`,
          avatar: user.avatar_url,
          default_color: user.default_color,
        }
      : null,
    created_at: event.created_at.toISOString(),
  }));
}

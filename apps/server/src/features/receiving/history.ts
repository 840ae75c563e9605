import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pageInfo } from '@makro/domain/shared';
import {
  trackingFieldFor,
  type ListReceivedHistoriesQuery,
  type ReceivedHistory,
  type ReceivingType,
} from '@makro/domain/receiving';
import type { TicketType } from '@makro/domain/tickets';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { writeAudit } from '../../platform/audit/audit';
import { escapeLike } from '../../platform/db/like';
import { notFound } from '../../platform/http/errors';
import { recordReceivingEvent } from '../tickets/service';
import { receivedHistories, receivedSearchText } from './tables';

const receiver = alias(users, 'receiver');
const matcher = alias(users, 'matcher');

export const RECEIVED_HISTORY_ENTITY = 'received_history';

function selectHistories(db: DbOrTx) {
  return db
    .select({ entry: receivedHistories, receiver, matcher })
    .from(receivedHistories)
    .leftJoin(receiver, eq(receiver.id, receivedHistories.received_by_user_id))
    .leftJoin(matcher, eq(matcher.id, receivedHistories.matched_by_user_id));
}

type HistoryRecord = Awaited<ReturnType<ReturnType<typeof selectHistories>['execute']>>[number];

const fullName = (user: typeof users.$inferSelect | null) =>
  user ? `${user.first_name} ${user.last_name}`.trim() : null;

function toHistory({ entry, receiver: by, matcher: matchedBy }: HistoryRecord): ReceivedHistory {
  return {
    id: entry.id,
    order_number: entry.order_number,
    ticket_type: entry.ticket_type as TicketType | null,
    sender_name: entry.sender_name,
    sender_avatar: null,
    tracking_number: entry.tracking_number,
    part_number: entry.part_number,
    part_type: entry.part_type,
    serial_number: entry.serial_number,
    inventory_id: entry.inventory_id,
    receiving_type: entry.receiving_type as ReceivingType | null,
    is_core_received: entry.is_core_received,
    is_inbound_received: entry.is_inbound_received,
    notes: entry.notes,
    date_received: entry.date_received.toISOString(),
    received_by_name: fullName(by),
    received_by_avatar: by?.avatar_url ?? null,
    received_by: by
      ? {
          id: by.id,
          first_name: by.first_name,
          last_name: by.last_name,
          avatar: by.avatar_url,
          default_color: by.default_color,
        }
      : null,
    matched_at: entry.matched_at?.toISOString() ?? null,
    matched_by_name: fullName(matchedBy),
  };
}

export async function receivedHistoryById(db: DbOrTx, id: number): Promise<ReceivedHistory | null> {
  const [row] = await selectHistories(db).where(eq(receivedHistories.id, id));
  return row ? toHistory(row) : null;
}

export const receivedHistoryNotFound = (id: number) => notFound(`Received history entry ${id} does not exist.`);

/** The received history, newest parcel first; keyword anywhere in order #, sender, tracking, part or serial. */
export async function listReceivedHistories(db: DbOrTx, query: ListReceivedHistoriesQuery) {
  const filters: SQL[] = [];
  if (query.keyword)
    filters.push(sql`${receivedSearchText(receivedHistories)} like ${`%${escapeLike(query.keyword.toLowerCase())}%`}`);
  if (query.unmatched) filters.push(isNull(receivedHistories.ticket_id));
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(receivedHistories).where(where);
  const rows = await selectHistories(db)
    .where(where)
    .orderBy(desc(receivedHistories.date_received), desc(receivedHistories.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { received_histories: rows.map(toHistory), ...pageInfo(total?.n ?? 0, query) };
}

/**
 * Deletes an entry (administrators). What receiving changed stays (the ticket's tracking number, the item's
 * status): the parcel did come in. The ticket's history says the entry was deleted; the audit log keeps it.
 */
export async function deleteReceivedHistory(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(receivedHistories).where(eq(receivedHistories.id, id)).returning();
    if (!deleted) throw receivedHistoryNotFound(id);
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'delete',
      entity: RECEIVED_HISTORY_ENTITY,
      entityId: deleted.id,
      before: deleted,
    });
    if (deleted.ticket_id !== null)
      await recordReceivingEvent(
        tx,
        deleted.ticket_id,
        ctx.actor.user.id,
        `Receipt of parcel ${deleted.tracking_number} deleted from the received history`,
        {
          deleted_received_history_id: deleted.id,
          field: trackingFieldFor((deleted.receiving_type ?? 'repair') as ReceivingType),
        },
      );
  });
}

import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationPage } from '@makro/domain/notifications';
import { totalPages } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import { notifications } from './tables';

export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return row?.n ?? 0;
}

export async function listNotifications(
  db: DbOrTx,
  userId: number,
  paging: { page: number; per_page: number },
): Promise<NotificationPage> {
  const mine = eq(notifications.user_id, userId);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page),
    db.select({ n: count() }).from(notifications).where(mine),
    unreadCount(db, userId),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationPage['notifications'][number]['kind'],
      title: row.title,
      body: row.body,
      path: row.path,
      created_at: row.created_at.toISOString(),
      read: row.read_at !== null,
    })),
    unread_count: unread,
    total_count: totalCount,
    total_pages: totalPages(totalCount, paging.per_page),
    current_page: paging.page,
  };
}

/** Marks the person's own notifications read (another person's ids are ignored); answers what stays unread. */
export async function markRead(db: DbOrTx, userId: number, which: { ids?: number[]; all?: boolean }): Promise<number> {
  const chosen = which.all ? sql`true` : inArray(notifications.id, which.ids ?? []);
  await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at), chosen));
  return unreadCount(db, userId);
}

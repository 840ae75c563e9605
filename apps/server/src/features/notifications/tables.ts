import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/**
 * Something a person should know about (a ticket assigned to them, a request waiting for their approval),
 * with a link to it. One per person and event: the event's key makes a second write of it a no-op.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...baseColumns(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The page that shows the thing. */
    path: text('path').notNull(),
    event_key: text('event_key').notNull(),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_user_event_key').on(table.user_id, table.event_key),
    index('notifications_user_created_idx').on(table.user_id, table.created_at, table.id),
    index('notifications_user_unread_idx')
      .on(table.user_id)
      .where(sql`${table.read_at} is null`),
  ],
);

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/** Single-use links to set a new password; only a hash of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    ...baseColumns(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    requested_by_user_id: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('password_resets_user_idx').on(table.user_id)],
);

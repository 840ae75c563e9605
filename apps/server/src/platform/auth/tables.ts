import { sql, type AnyColumn } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../db/columns';

/** What the user list's keyword search looks in; a trigram index serves `ilike '%…%'` on it. */
export const userSearchText = (table: {
  first_name: AnyColumn;
  last_name: AnyColumn;
  username: AnyColumn;
  email: AnyColumn;
}) =>
  sql`(lower(${table.first_name} || ' ' || ${table.last_name} || ' ' || ${table.username} || ' ' || coalesce(${table.email}, '')))`;

export const users = pgTable(
  'users',
  {
    ...baseColumns(),
    username: text('username').notNull(),
    email: text('email'),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    password_hash: text('password_hash').notNull(),
    account_type_id: integer('account_type_id').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    default_color: text('default_color').notNull(),
    avatar_url: text('avatar_url'),
    /**
     * Set while the password is one that travelled by e-mail (an administrator created the account): until
     * then it signs in, and the session can do nothing but choose a new password; after it, it signs in no more.
     */
    password_temporary_until: timestamp('password_temporary_until', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(table)} gin_trgm_ops`),
    check('users_account_type_id_check', sql`${table.account_type_id} between 1 and 9`),
  ],
);

/** Per-user grants (granted = true) and revocations (false) on top of the account type's defaults. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
    granted: boolean('granted').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.permission] })],
);

export const sessions = pgTable(
  'sessions',
  {
    ...baseColumns(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_idx').on(table.user_id)],
);

/** Fixed-window counters shared by every server process (login attempts per IP and per username). */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

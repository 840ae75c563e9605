import { sql } from 'drizzle-orm';
import { serial, timestamp } from 'drizzle-orm/pg-core';

/** id, created_at, updated_at: every table has them (architecture "Data"). */
export const baseColumns = () => ({
  id: serial('id').primaryKey(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});

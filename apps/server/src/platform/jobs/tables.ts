import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { baseColumns } from '../db/columns';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Side effects (e-mails today; shop orders, coupons and refunds later) written in the same transaction
 * as the change that causes them and performed by the worker. The idempotency key makes a second
 * enqueue of the same effect a no-op.
 */
export const outbox = pgTable(
  'outbox',
  {
    ...baseColumns(),
    kind: text('kind').notNull(),
    idempotency_key: text('idempotency_key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    /** Shown to administrators, e.g. "Welcome e-mail to jane@example.com". */
    description: text('description').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    result: jsonb('result'),
    done_at: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index('outbox_status_idx').on(table.status, table.created_at),
  ],
);

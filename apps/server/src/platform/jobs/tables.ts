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
    /**
     * The claim that holds the entry (a fresh token per claim): the worker renews and completes the entry
     * only while this is still its token, so a worker whose lease was taken over cannot overwrite the result.
     */
    lease_owner: text('lease_owner'),
    last_error: text('last_error'),
    result: jsonb('result'),
    done_at: timestamp('done_at', { withTimezone: true }),
    /** The `X-Request-Id` of the request that queued it (null for background work): its log lines and the worker's share it. */
    request_id: text('request_id'),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index('outbox_status_idx').on(table.status, table.created_at),
  ],
);

/**
 * Periodic jobs (shop sync, avatar refresh): one row per job. A process runs a job only after taking the
 * row in one statement (`next_run_at <= now()` and no live lease), so with any number of processes each
 * job runs once per interval.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  next_run_at: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lease_owner: text('lease_owner'),
  lease_until: timestamp('lease_until', { withTimezone: true }),
  runs: integer('runs').notNull().default(0),
  last_started_at: timestamp('last_started_at', { withTimezone: true }),
  last_finished_at: timestamp('last_finished_at', { withTimezone: true }),
  last_error: text('last_error'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

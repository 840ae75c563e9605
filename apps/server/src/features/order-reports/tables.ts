import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/** One step of an export's timeline (spec part 2 §4 "Export timeline steps"). */
export interface ExportStepState {
  key: string;
  status: 'waiting' | 'ongoing' | 'completed' | 'failed';
}

/**
 * An order report export: built on the server by the outbox worker, its progress polled by the page, the
 * finished CSV kept in file storage under `file_key` until downloaded.
 */
export const orderReportExports = pgTable(
  'order_report_exports',
  {
    ...baseColumns(),
    requested_by_user_id: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    partners_only: boolean('partners_only').notNull().default(false),
    status: text('status').notNull().default('queued'),
    steps: jsonb('steps').$type<ExportStepState[]>().notNull(),
    /** 0–100, as the progress bar shows it. */
    progress: integer('progress').notNull().default(0),
    /** The step that failed and why, in words the page shows. */
    error: text('error'),
    row_count: integer('row_count'),
    file_key: text('file_key'),
    file_name: text('file_name').notNull(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('order_report_exports_requester_idx').on(table.requested_by_user_id, table.created_at),
    check('order_report_exports_status_check', sql`${table.status} in ('queued', 'running', 'completed', 'failed')`),
    check('order_report_exports_dates_check', sql`${table.start_date} <= ${table.end_date}`),
  ],
);

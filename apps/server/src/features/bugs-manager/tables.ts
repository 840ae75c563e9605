import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/** A problem with the app reported by staff from any page; administrators triage it. */
export const bugReports = pgTable(
  'bug_reports',
  {
    ...baseColumns(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The page's address when it was reported. */
    page_url: text('page_url').notNull(),
    user_agent: text('user_agent'),
    reporter_user_id: integer('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('new'),
    assignee_user_id: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Storage key of the screenshot, when one was attached; served to staff only. */
    screenshot_key: text('screenshot_key'),
    screenshot_content_type: text('screenshot_content_type'),
  },
  (table) => [
    index('bug_reports_status_idx').on(table.status, table.created_at, table.id),
    index('bug_reports_created_idx').on(table.created_at, table.id),
    check('bug_reports_status_check', sql`${table.status} in ('new', 'in_progress', 'fixed', 'wont_fix')`),
  ],
);

export const bugReportComments = pgTable(
  'bug_report_comments',
  {
    ...baseColumns(),
    bug_report_id: integer('bug_report_id')
      .notNull()
      .references(() => bugReports.id, { onDelete: 'cascade' }),
    author_user_id: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
  },
  (table) => [index('bug_report_comments_report_idx').on(table.bug_report_id, table.created_at)],
);

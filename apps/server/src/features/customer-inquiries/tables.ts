import { sql, type AnyColumn } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../platform/db/columns';
import { users } from '../../platform/auth/tables';

/** What the inbox's keyword search looks in; a trigram index serves `like '%…%'` on it. */
export const customerInquirySearchText = (table: {
  name: AnyColumn;
  email: AnyColumn;
  subject: AnyColumn;
  order_number: AnyColumn;
}) =>
  sql`(lower(${table.name} || ' ' || ${table.email} || ' ' || ${table.subject} || ' ' || coalesce(${table.order_number}, '')))`;

/** Questions customers send through the shops' contact forms. */
export const customerInquiries = pgTable(
  'customer_inquiries',
  {
    ...baseColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    order_number: text('order_number'),
    /** The shop whose form sent it: tipm or ecm. */
    source: text('source').notNull(),
    /** waiting → answered (the reply e-mail was accepted) → closed. */
    status: text('status').notNull().default('waiting'),
    /** The reply as sent: HTML that went through the server's allow-list sanitiser. */
    email_reply: text('email_reply'),
    replied_at: timestamp('replied_at', { withTimezone: true }),
    replied_by_user_id: integer('replied_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('customer_inquiries_status_idx').on(table.status, table.created_at, table.id),
    index('customer_inquiries_created_idx').on(table.created_at, table.id),
    index('customer_inquiries_email_idx').on(sql`lower(${table.email})`),
    index('customer_inquiries_search_trgm_idx').using('gin', sql`${customerInquirySearchText(table)} gin_trgm_ops`),
    check('customer_inquiries_status_check', sql`${table.status} in ('waiting', 'answered', 'closed')`),
    check('customer_inquiries_source_check', sql`${table.source} in ('tipm', 'ecm')`),
  ],
);

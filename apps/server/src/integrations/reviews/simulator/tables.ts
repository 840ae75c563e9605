import { index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sandbox } from '../../../platform/sandbox/tables';

export const sandboxReviews = sandbox.table(
  'reviews',
  {
    id: serial('id').primaryKey(),
    site_id: text('site_id').notNull(),
    display_name: text('display_name').notNull(),
    heading: text('heading').notNull(),
    comments: text('comments').notNull(),
    overall: integer('overall').notNull(),
    location: text('location').notNull(),
    review_date: timestamp('review_date', { withTimezone: true }).notNull(),
  },
  (table) => [index('reviews_site_date_idx').on(table.site_id, table.review_date)],
);

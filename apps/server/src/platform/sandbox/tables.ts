import { integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** Simulators keep their state here, apart from Makro's own tables. */
export const sandbox = pgSchema('sandbox');

/** The switch that tells a simulator to answer slowly or fail (tests and reliability checks). */
export const sandboxFaults = sandbox.table('faults', {
  service: text('service').primaryKey(),
  latency_ms: integer('latency_ms').notNull().default(0),
  fail_status: integer('fail_status'),
  /** How many more requests fail; null means every request until cleared. */
  fail_remaining: integer('fail_remaining'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

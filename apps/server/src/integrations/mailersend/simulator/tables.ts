import { jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sandbox } from '../../../platform/sandbox/tables';

/** Every message the simulated MailerSend accepted: the sandbox mailbox. */
export const sandboxMailMessages = sandbox.table('mail_messages', {
  id: serial('id').primaryKey(),
  message_id: text('message_id').notNull().unique(),
  from: jsonb('from').notNull(),
  to: jsonb('to').notNull(),
  subject: text('subject'),
  template_id: text('template_id'),
  personalization: jsonb('personalization'),
  html: text('html'),
  text: text('text'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

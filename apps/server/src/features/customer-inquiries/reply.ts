import { and, eq, sql } from 'drizzle-orm';
import { CUSTOMER_INQUIRY_MESSAGES, type CustomerInquiry } from '@makro/domain/customer-inquiries';
import type { Config } from '../../config';
import type { ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { conflict, notFound } from '../../platform/http/errors';
import { companyPersonalization, type QueuedEmail } from '../../platform/mail/email';
import { emailReplyHandler, replyRecipient, sendEmailReply, type EmailReplyFlow } from '../../platform/mail/reply';
import type { MailPort } from '../../integrations/mailersend/port';
import { customerInquiries } from './tables';
import { CUSTOMER_INQUIRY_REPLY_KIND, customerInquiryById, type CustomerInquiryRow } from './rows';

export { CUSTOMER_INQUIRY_REPLY_KIND };

const FIELD = 'body.customer_inquiries.email_reply';

function replyEmail(config: Config, row: CustomerInquiryRow, html: string): QueuedEmail {
  return {
    to: replyRecipient(row),
    subject: CUSTOMER_INQUIRY_MESSAGES.subject(row.subject),
    template: 'generic',
    personalization: { ...companyPersonalization(config), name: row.name, inquiry_subject: row.subject, message: html },
  };
}

/**
 * A customer inquiry's reply: it stays waiting (the reply stored on it) until MailerSend accepts the e-mail, then
 * it is answered; a failed send leaves it waiting with the reply kept. A closed inquiry takes no reply.
 */
export const customerInquiryReplyFlow: EmailReplyFlow<CustomerInquiryRow> = {
  kind: CUSTOMER_INQUIRY_REPLY_KIND,
  noun: 'customer inquiry',
  field: FIELD,
  audit: { entity: 'customer_inquiry' },
  messages: CUSTOMER_INQUIRY_MESSAGES,
  async find(db, id, forUpdate) {
    const query = db.select().from(customerInquiries).where(eq(customerInquiries.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },
  isAnswered: (row) => row.status === 'answered',
  awaitsReply: (row) => row.status === 'waiting',
  assertReplyable(row) {
    if (row.status === 'closed') throw conflict(CUSTOMER_INQUIRY_MESSAGES.closedNoReply(row.id), FIELD);
  },
  async begin(tx, row, html, userId) {
    await tx
      .update(customerInquiries)
      .set({ email_reply: html, replied_by_user_id: userId })
      .where(eq(customerInquiries.id, row.id));
  },
  async accepted(db, id, html) {
    await db
      .update(customerInquiries)
      .set({ status: 'answered', email_reply: html, replied_at: sql`now()` })
      .where(and(eq(customerInquiries.id, id), eq(customerInquiries.status, 'waiting')));
  },
  // The inquiry never left waiting: the reply stays on it for the next try.
  failed: async () => undefined,
  email: replyEmail,
};

/** Sends a queued reply, then answers its inquiry; the inquiry's current reply is the one that goes out, once. */
export function customerInquiryReplyHandler(deps: { db: Db; mail: MailPort; templates: Config['mail']['templates'] }) {
  return emailReplyHandler(customerInquiryReplyFlow, deps);
}

type Answer = { customer_inquiry: CustomerInquiry; message: string; sent: boolean };

async function current(ctx: ServiceContext, id: number): Promise<CustomerInquiry> {
  const inquiry = await customerInquiryById(ctx.db, id);
  // Deleted by an administrator meanwhile.
  if (!inquiry) throw notFound(CUSTOMER_INQUIRY_MESSAGES.notFound(id));
  return inquiry;
}

/** Replies by e-mail through the shared reply flow; answered once MailerSend accepts it. */
export async function replyToCustomerInquiry(ctx: ServiceContext, id: number, editorHtml: string): Promise<Answer> {
  const { row, outcome } = await sendEmailReply(ctx, customerInquiryReplyFlow, id, editorHtml);
  const inquiry = await current(ctx, id);
  return outcome === 'sent'
    ? { customer_inquiry: inquiry, message: CUSTOMER_INQUIRY_MESSAGES.sent(row.email), sent: true }
    : { customer_inquiry: inquiry, message: CUSTOMER_INQUIRY_MESSAGES.queued(row.email), sent: false };
}

/**
 * Closes an inquiry (a reply still queued for it is then not sent), or reopens a closed one: waiting again, or
 * answered when a reply had already been sent (a sent reply is never sent again).
 */
export async function setInquiryOpen(ctx: ServiceContext, id: number, open: boolean): Promise<Answer> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(customerInquiries).where(eq(customerInquiries.id, id)).for('update');
    if (!row) throw notFound(CUSTOMER_INQUIRY_MESSAGES.notFound(id));
    const next = open ? (row.status !== 'closed' ? row.status : row.replied_at ? 'answered' : 'waiting') : 'closed';
    if (next === row.status) return;
    await tx.update(customerInquiries).set({ status: next }).where(eq(customerInquiries.id, id));
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: open ? 'reopen' : 'close',
      entity: 'customer_inquiry',
      entityId: id,
      before: { status: row.status },
      after: { status: next },
    });
  });
  return {
    customer_inquiry: await current(ctx, id),
    message: open ? CUSTOMER_INQUIRY_MESSAGES.reopened : CUSTOMER_INQUIRY_MESSAGES.closed,
    sent: false,
  };
}

/** An administrator's delete, for good; a reply still queued for it is then not sent. */
export async function deleteCustomerInquiry(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(customerInquiries).where(eq(customerInquiries.id, id)).for('update');
    if (!row) throw notFound(CUSTOMER_INQUIRY_MESSAGES.notFound(id));
    await tx.delete(customerInquiries).where(eq(customerInquiries.id, id));
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'delete',
      entity: 'customer_inquiry',
      entityId: id,
      before: row,
    });
  });
}

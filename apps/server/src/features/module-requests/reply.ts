import { and, eq, ne, sql } from 'drizzle-orm';
import { MODULE_REQUEST_MESSAGES, type ModuleRequest } from '@makro/domain/module-requests';
import type { Config } from '../../config';
import type { ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { notFound } from '../../platform/http/errors';
import { companyPersonalization, type QueuedEmail } from '../../platform/mail/email';
import { emailReplyHandler, replyRecipient, sendEmailReply, type EmailReplyFlow } from '../../platform/mail/reply';
import type { MailPort } from '../../integrations/mailersend/port';
import { moduleRequests } from './tables';
import { MODULE_REQUEST_REPLY_KIND, moduleRequestById, type ModuleRequestRow } from './rows';

export { MODULE_REQUEST_REPLY_KIND };

/** What the customer asked for, in a few words: the subject's end and the e-mail's reminder. */
export function requestedModule(
  row: Pick<ModuleRequestRow, 'module_type' | 'year' | 'make' | 'model' | 'part_number'>,
) {
  const vehicle = [row.year, row.make, row.model].filter((part) => part !== null && part !== '').join(' ');
  const what = [vehicle, row.module_type].filter(Boolean).join(' ') || 'module';
  return row.part_number ? `${what} (${row.part_number})` : what;
}

function replyEmail(config: Config, row: ModuleRequestRow, html: string): QueuedEmail {
  const what = requestedModule(row);
  return {
    to: replyRecipient(row),
    subject: MODULE_REQUEST_MESSAGES.subject(what),
    template: 'generic',
    personalization: { ...companyPersonalization(config), name: row.name, module_request: what, message: html },
  };
}

/**
 * A module request's reply (spec part 2 §4): pending → sending (queued, still shown as waiting) → completed once
 * MailerSend accepts the e-mail; a failed send puts it back to pending with the reply kept.
 */
export const moduleRequestReplyFlow: EmailReplyFlow<ModuleRequestRow> = {
  kind: MODULE_REQUEST_REPLY_KIND,
  noun: 'module request',
  field: 'body.module_requests.email_reply',
  audit: { entity: 'module_request' },
  messages: MODULE_REQUEST_MESSAGES,
  async find(db, id, forUpdate) {
    const query = db.select().from(moduleRequests).where(eq(moduleRequests.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },
  isAnswered: (row) => row.status === 'completed',
  awaitsReply: (row) => row.status !== 'completed',
  async begin(tx, row, html, userId) {
    await tx
      .update(moduleRequests)
      .set({ status: 'sending', email_reply: html, replied_by_user_id: userId })
      .where(eq(moduleRequests.id, row.id));
  },
  async accepted(db, id, html) {
    await db
      .update(moduleRequests)
      .set({ status: 'completed', email_reply: html, replied_at: sql`now()` })
      .where(and(eq(moduleRequests.id, id), ne(moduleRequests.status, 'completed')));
  },
  async failed(db, id, html) {
    await db
      .update(moduleRequests)
      .set({ status: 'pending' })
      .where(
        and(eq(moduleRequests.id, id), eq(moduleRequests.status, 'sending'), eq(moduleRequests.email_reply, html)),
      );
  },
  email: replyEmail,
};

/** Sends a queued reply, then completes its request; the request's current reply is the one that goes out, once. */
export function moduleRequestReplyHandler(deps: { db: Db; mail: MailPort; templates: Config['mail']['templates'] }) {
  return emailReplyHandler(moduleRequestReplyFlow, deps);
}

/**
 * Replies to a module request (spec part 2 §4): the HTML sanitised, stored on the request (a failed send keeps it
 * for the next try) and sent through the outbox; the request is completed when MailerSend accepts the e-mail.
 */
export async function replyToModuleRequest(
  ctx: ServiceContext,
  id: number,
  editorHtml: string,
): Promise<{ module_request: ModuleRequest; message: string; sent: boolean }> {
  const { row, outcome } = await sendEmailReply(ctx, moduleRequestReplyFlow, id, editorHtml);
  // Deleted by an administrator while the reply was on its way.
  const request = await moduleRequestById(ctx.db, id);
  if (!request) throw notFound(MODULE_REQUEST_MESSAGES.notFound(id));
  return outcome === 'sent'
    ? { module_request: request, message: MODULE_REQUEST_MESSAGES.sent(row.email), sent: true }
    : { module_request: request, message: MODULE_REQUEST_MESSAGES.queued(row.email), sent: false };
}

/** An administrator's delete, for good (force_destroy); a reply still queued for it is then not sent. */
export async function deleteModuleRequest(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(moduleRequests).where(eq(moduleRequests.id, id)).for('update');
    if (!row) throw notFound(MODULE_REQUEST_MESSAGES.notFound(id));
    await tx.delete(moduleRequests).where(eq(moduleRequests.id, id));
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'delete',
      entity: 'module_request',
      entityId: id,
      before: row,
    });
  });
}

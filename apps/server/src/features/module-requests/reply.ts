import { and, eq, ne, sql } from 'drizzle-orm';
import { MODULE_REQUEST_MESSAGES, type ModuleRequest } from '@makro/domain/module-requests';
import type { Config } from '../../config';
import type { ServiceContext } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { sanitizeHtmlBody, visibleText } from '../../platform/html/sanitize';
import { badRequest, conflict, notFound, upstreamFailed } from '../../platform/http/errors';
import { enqueue, requeue } from '../../platform/jobs/outbox';
import { outbox } from '../../platform/jobs/tables';
import { PermanentFailure, type OutboxHandler } from '../../platform/jobs/worker';
import { companyPersonalization, emailHandler, type QueuedEmail } from '../../platform/mail/email';
import type { MailPort } from '../../integrations/mailersend/port';
import { moduleRequests } from './tables';
import { moduleRequestById, replyHash, replyKey, type ModuleRequestRow } from './rows';

/** The outbox kind of a reply: the e-mail, then the request completed, in one step of the worker. */
export const MODULE_REQUEST_REPLY_KIND = 'module-request-reply';

interface ReplyPayload {
  request_id: number;
  reply_hash: string;
  email: QueuedEmail;
}

const FIELD = 'body.module_requests.email_reply';

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
    // MailerSend refuses a recipient name holding ; or ,.
    to: { email: row.email, name: row.name.replace(/[;,]/g, ' ').replace(/\s+/g, ' ').trim() },
    subject: MODULE_REQUEST_MESSAGES.subject(what),
    template: 'generic',
    personalization: { ...companyPersonalization(config), name: row.name, module_request: what, message: html },
  };
}

/**
 * Sends a queued reply, then completes its request. A reply whose request is gone, already answered, or whose
 * text was replaced by a newer reply since it was queued is not sent: the request's current reply is the one
 * that goes out, once.
 */
export function moduleRequestReplyHandler(deps: { db: Db; mail: MailPort; templates: Config['mail']['templates'] }) {
  const send = emailHandler(deps.mail, deps.templates);
  const handler: OutboxHandler = async (payload) => {
    const { request_id, reply_hash, email } = payload as ReplyPayload;
    const [row] = await deps.db.select().from(moduleRequests).where(eq(moduleRequests.id, request_id));
    if (!row) return { result: { skipped: 'the module request was deleted' } };
    if (row.status === 'completed') return { result: { skipped: 'the module request was already answered' } };
    if (!row.email_reply || replyHash(row.email_reply) !== reply_hash)
      return { result: { skipped: 'a newer reply replaced this one' } };
    let outcome;
    try {
      outcome = (await send(email)) ?? {};
    } catch (error) {
      // MailerSend refused it for good: the request waits again, the reply kept for the next try.
      if (error instanceof PermanentFailure)
        await deps.db
          .update(moduleRequests)
          .set({ status: 'pending' })
          .where(and(eq(moduleRequests.id, request_id), eq(moduleRequests.status, 'sending')));
      throw error;
    }
    await deps.db
      .update(moduleRequests)
      .set({ status: 'completed', email_reply: String(email.personalization.message), replied_at: sql`now()` })
      .where(and(eq(moduleRequests.id, request_id), ne(moduleRequests.status, 'completed')));
    return outcome;
  };
  return handler;
}

async function entryOf(db: DbOrTx, key: string) {
  const [entry] = await db
    .select({ id: outbox.id, status: outbox.status, attempts: outbox.attempts, last_error: outbox.last_error })
    .from(outbox)
    .where(eq(outbox.idempotency_key, key));
  return entry;
}

/**
 * Queues the reply: a new one, a failed one again, or a waiting one now instead of at its next attempt. Answers
 * its attempts so far, so the wait below tells a new failure from an old one.
 */
async function queueReply(tx: DbOrTx, config: Config, row: ModuleRequestRow, html: string): Promise<number> {
  const key = replyKey(row.id, html);
  const existing = await entryOf(tx, key);
  if (existing?.status === 'failed') {
    await requeue(tx, existing.id);
    return 0;
  }
  if (existing?.status === 'pending')
    await tx
      .update(outbox)
      .set({ next_attempt_at: sql`now()` })
      .where(eq(outbox.id, existing.id));
  if (existing) return existing.attempts;
  const payload: ReplyPayload = {
    request_id: row.id,
    reply_hash: replyHash(html),
    email: replyEmail(config, row, html),
  };
  await enqueue(tx, {
    kind: MODULE_REQUEST_REPLY_KIND,
    idempotencyKey: key,
    description: `Module request reply to ${row.email}`,
    payload,
  });
  return 0;
}

const REPLY_WAIT_MS = 6_000;

type Outcome = 'sent' | 'failed' | 'queued';

/**
 * With the worker running, the person replying waits a few seconds for MailerSend's answer so the toast can say
 * it was sent. A failed attempt (a retry is scheduled, or none is left) answers failed at once.
 */
async function settledReply(ctx: ServiceContext, key: string, attemptsBefore: number): Promise<Outcome> {
  const deadline = Date.now() + (ctx.config.backgroundJobs ? REPLY_WAIT_MS : 0);
  for (;;) {
    const entry = await entryOf(ctx.db, key);
    if (entry?.status === 'sent') return 'sent';
    if (entry?.status === 'failed' || (entry?.status === 'pending' && entry.attempts > attemptsBefore)) return 'failed';
    if (Date.now() >= deadline) return 'queued';
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
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
  const html = sanitizeHtmlBody(editorHtml);
  if (visibleText(html) === '') throw badRequest(MODULE_REQUEST_MESSAGES.emailBodyMissing, FIELD);
  let attemptsBefore = 0;
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(moduleRequests).where(eq(moduleRequests.id, id)).for('update');
    if (!current) throw notFound(MODULE_REQUEST_MESSAGES.notFound(id));
    if (current.status === 'completed') {
      if (current.email_reply === html) return current;
      throw conflict(MODULE_REQUEST_MESSAGES.alreadyAnswered(id), FIELD);
    }
    await tx
      .update(moduleRequests)
      .set({ status: 'sending', email_reply: html, replied_by_user_id: ctx.actor.user.id })
      .where(eq(moduleRequests.id, id));
    attemptsBefore = await queueReply(tx, ctx.config, current, html);
    await writeAudit(tx, { actorUserId: ctx.actor.user.id, action: 'reply', entity: 'module_request', entityId: id });
    return current;
  });
  ctx.nudgeOutbox();
  const outcome = row.status === 'completed' ? 'sent' : await settledReply(ctx, replyKey(id, html), attemptsBefore);
  if (outcome === 'failed') {
    // Waiting for Reply again, the reply kept: the next click sends this same entry, once.
    await ctx.db
      .update(moduleRequests)
      .set({ status: 'pending' })
      .where(
        and(eq(moduleRequests.id, id), eq(moduleRequests.status, 'sending'), eq(moduleRequests.email_reply, html)),
      );
    throw upstreamFailed(MODULE_REQUEST_MESSAGES.sendFailed);
  }
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

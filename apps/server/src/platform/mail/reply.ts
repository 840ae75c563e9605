import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { MailPort } from '../../integrations/mailersend/port';
import { writeAudit } from '../audit/audit';
import type { ServiceContext } from '../context';
import type { Db, DbOrTx } from '../db/client';
import { sanitizeHtmlBody, visibleText } from '../html/sanitize';
import { badRequest, conflict, notFound, upstreamFailed, type FieldPath } from '../http/errors';
import { enqueue, requeue } from '../jobs/outbox';
import { outbox } from '../jobs/tables';
import { PermanentFailure, type OutboxHandler } from '../jobs/worker';
import { emailHandler, type QueuedEmail } from './email';

/**
 * A staff member's e-mail reply to something a customer sent (a module request, a customer inquiry): the HTML
 * sanitised, stored on the record and sent through the outbox; the record is answered only once MailerSend accepts
 * the e-mail, the same reply is never sent twice, and the person replying waits a few seconds for the outcome.
 * Each feature describes its table through the callbacks of an {@link EmailReplyFlow}.
 */

/** The least a record answered by e-mail has. */
export interface RepliedRecord {
  id: number;
  email: string;
  email_reply: string | null;
}

export interface EmailReplyFlow<Row extends RepliedRecord> {
  /** The outbox kind (registered in app.ts) and the first part of each reply's idempotency key. */
  kind: string;
  /** The record in words, for the outbox's descriptions and skip notes: "module request". */
  noun: string;
  /** The body field the reply comes in, for errors: body.module_requests.email_reply. */
  field: FieldPath;
  audit: { entity: string };
  messages: {
    emailBodyMissing: string;
    sendFailed: string;
    notFound: (id: number) => string;
    alreadyAnswered: (id: number) => string;
  };
  /** The record, locked for update when `forUpdate` (inside the reply's transaction). */
  find(db: DbOrTx, id: number, forUpdate: boolean): Promise<Row | undefined>;
  /** The reply was accepted: nothing more to send. */
  isAnswered(row: Row): boolean;
  /** Whether a queued reply should still go out (not answered, not closed…). */
  awaitsReply(row: Row): boolean;
  /** Throws when the record may not be answered now (closed, …); optional. */
  assertReplyable?(row: Row): void;
  /** Stores the sanitised reply on the record before it is queued (and marks it as being sent, if the table can). */
  begin(tx: DbOrTx, row: Row, html: string, userId: number): Promise<void>;
  /** MailerSend accepted `html`: the record is answered. */
  accepted(db: DbOrTx, id: number, html: string): Promise<void>;
  /** The reply `html` was not sent: the record waits again, the reply kept for the next try. */
  failed(db: DbOrTx, id: number, html: string): Promise<void>;
  /** The e-mail; its personalization.message must be the reply's HTML. */
  email(config: Config, row: Row, html: string): QueuedEmail;
}

interface ReplyPayload {
  request_id: number;
  reply_hash: string;
  email: QueuedEmail;
}

/** The customer as MailerSend takes a recipient: it refuses a name holding ; or ,. */
export const replyRecipient = (row: { name: string; email: string }) => ({
  email: row.email,
  name: row.name.replace(/[;,]/g, ' ').replace(/\s+/g, ' ').trim(),
});

/** Who sent the reply, as the API names them. */
export const replierOf = (user: { id: number; first_name: string; last_name: string } | null) =>
  user ? { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() } : null;

/** The reply's fingerprint: one outbox entry per record and reply text, so the same reply is never sent twice. */
export const replyHash = (html: string) => createHash('sha256').update(html).digest('hex').slice(0, 24);
export const replyKey = (kind: string, id: number, html: string) => `${kind}:${id}:${replyHash(html)}`;

/** The worker's step: the e-mail, then the record answered. A reply replaced or no longer wanted is not sent. */
export function emailReplyHandler<Row extends RepliedRecord>(
  flow: EmailReplyFlow<Row>,
  deps: { db: Db; mail: MailPort; templates: Config['mail']['templates'] },
): OutboxHandler {
  const send = emailHandler(deps.mail, deps.templates);
  return async (payload) => {
    const { request_id, reply_hash, email } = payload as ReplyPayload;
    const row = await flow.find(deps.db, request_id, false);
    if (!row) return { result: { skipped: `the ${flow.noun} was deleted` } };
    if (flow.isAnswered(row)) return { result: { skipped: `the ${flow.noun} was already answered` } };
    if (!flow.awaitsReply(row)) return { result: { skipped: `the ${flow.noun} no longer waits for a reply` } };
    if (!row.email_reply || replyHash(row.email_reply) !== reply_hash)
      return { result: { skipped: 'a newer reply replaced this one' } };
    const html = String(email.personalization.message);
    let outcome;
    try {
      outcome = (await send(email)) ?? {};
    } catch (error) {
      // MailerSend refused it for good: the record waits again, the reply kept for the next try.
      if (error instanceof PermanentFailure) await flow.failed(deps.db, request_id, html);
      throw error;
    }
    await flow.accepted(deps.db, request_id, html);
    return outcome;
  };
}

async function entryOf(db: DbOrTx, key: string) {
  const [entry] = await db
    .select({ id: outbox.id, status: outbox.status, attempts: outbox.attempts, result: outbox.result })
    .from(outbox)
    .where(eq(outbox.idempotency_key, key));
  return entry;
}

/**
 * Queues the reply: a new one, a failed one again, or a waiting one now instead of at its next attempt. Answers
 * its attempts so far, so the wait below tells a new failure from an old one.
 */
async function queueReply<Row extends RepliedRecord>(
  tx: DbOrTx,
  flow: EmailReplyFlow<Row>,
  config: Config,
  row: Row,
  html: string,
): Promise<number> {
  const key = replyKey(flow.kind, row.id, html);
  const existing = await entryOf(tx, key);
  if (existing?.status === 'failed') {
    await requeue(tx, existing.id);
    return 0;
  }
  // Not sent but passed over (the record was closed, or another reply replaced this one, meanwhile): the record
  // waits for this reply again, so the same entry goes out now.
  if (existing?.status === 'sent' && (existing.result as { skipped?: string } | null)?.skipped) {
    await tx
      .update(outbox)
      .set({ status: 'pending', attempts: 0, next_attempt_at: sql`now()`, result: null, done_at: null })
      .where(eq(outbox.id, existing.id));
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
    email: flow.email(config, row, html),
  };
  const noun = flow.noun.charAt(0).toUpperCase() + flow.noun.slice(1);
  await enqueue(tx, { kind: flow.kind, idempotencyKey: key, description: `${noun} reply to ${row.email}`, payload });
  return 0;
}

const REPLY_WAIT_MS = 6_000;

export type ReplyOutcome = 'sent' | 'queued';

/**
 * With the worker running, the person replying waits a few seconds for MailerSend's answer so the toast can say
 * it was sent. A failed attempt (a retry is scheduled, or none is left) answers failed at once.
 */
async function settledReply(ctx: ServiceContext, key: string, attemptsBefore: number) {
  const deadline = Date.now() + (ctx.config.backgroundJobs ? REPLY_WAIT_MS : 0);
  for (;;) {
    const entry = await entryOf(ctx.db, key);
    if (entry?.status === 'sent') return 'sent' as const;
    if (entry?.status === 'failed' || (entry?.status === 'pending' && entry.attempts > attemptsBefore))
      return 'failed' as const;
    if (Date.now() >= deadline) return 'queued' as const;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * Replies by e-mail: sanitises the editor's HTML (an empty body is refused), stores it on the record (a failed send
 * keeps it for the next try), queues it and waits for the outcome. The same reply to an answered record answers
 * sent again; another reply to it is a conflict. A failed send is a 502 with the flow's sendFailed words.
 */
export async function sendEmailReply<Row extends RepliedRecord>(
  ctx: ServiceContext,
  flow: EmailReplyFlow<Row>,
  id: number,
  editorHtml: string,
): Promise<{ row: Row; outcome: ReplyOutcome }> {
  const html = sanitizeHtmlBody(editorHtml);
  if (visibleText(html) === '') throw badRequest(flow.messages.emailBodyMissing, flow.field);
  let attemptsBefore = 0;
  const row = await ctx.db.transaction(async (tx) => {
    const current = await flow.find(tx, id, true);
    if (!current) throw notFound(flow.messages.notFound(id));
    if (flow.isAnswered(current)) {
      if (current.email_reply === html) return current;
      throw conflict(flow.messages.alreadyAnswered(id), flow.field);
    }
    flow.assertReplyable?.(current);
    await flow.begin(tx, current, html, ctx.actor.user.id);
    attemptsBefore = await queueReply(tx, flow, ctx.config, current, html);
    await writeAudit(tx, { actorUserId: ctx.actor.user.id, action: 'reply', entity: flow.audit.entity, entityId: id });
    return current;
  });
  ctx.nudgeOutbox();
  const outcome = flow.isAnswered(row)
    ? 'sent'
    : await settledReply(ctx, replyKey(flow.kind, id, html), attemptsBefore);
  if (outcome === 'failed') {
    // Waiting for a reply again, the reply kept: the next click sends this same entry, once.
    await flow.failed(ctx.db, id, html);
    throw upstreamFailed(flow.messages.sendFailed);
  }
  return { row, outcome };
}

/** Why each waiting reply has not gone out yet (MailerSend's words), by record id. */
export async function replyErrors(
  db: DbOrTx,
  kind: string,
  waiting: { id: number; email_reply: string }[],
): Promise<Map<number, string>> {
  const errors = new Map<number, string>();
  if (waiting.length === 0) return errors;
  const byKey = new Map(waiting.map((record) => [replyKey(kind, record.id, record.email_reply), record.id]));
  const entries = await db
    .select({ key: outbox.idempotency_key, last_error: outbox.last_error })
    .from(outbox)
    .where(inArray(outbox.idempotency_key, [...byKey.keys()]));
  for (const entry of entries) if (entry.last_error) errors.set(byKey.get(entry.key)!, entry.last_error);
  return errors;
}

import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  isComplete,
  type ModuleRequest,
  type ModuleRequestSource,
  type ModuleRequestStatus,
} from '@makro/domain/module-requests';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { outbox } from '../../platform/jobs/tables';
import { moduleRequests } from './tables';

export type ModuleRequestRow = typeof moduleRequests.$inferSelect;

/** The reply's fingerprint: one outbox entry per request and reply text, so the same reply is never sent twice. */
export const replyHash = (html: string) => createHash('sha256').update(html).digest('hex').slice(0, 24);
export const replyKey = (id: number, html: string) => `module-request-reply:${id}:${replyHash(html)}`;

export function selectModuleRequests(db: DbOrTx) {
  return db
    .select({ request: moduleRequests, replier: users })
    .from(moduleRequests)
    .leftJoin(users, eq(users.id, moduleRequests.replied_by_user_id));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectModuleRequests>['execute']>>[number];

/** The requests as the API answers them; a waiting reply's last error is read from its outbox entry. */
export async function toModuleRequests(db: DbOrTx, rows: Selected[]): Promise<ModuleRequest[]> {
  const waitingKeys = rows
    .filter(({ request }) => request.status !== 'completed' && request.email_reply)
    .map(({ request }) => replyKey(request.id, request.email_reply!));
  const errors = new Map<string, string>();
  if (waitingKeys.length > 0) {
    const entries = await db
      .select({ key: outbox.idempotency_key, last_error: outbox.last_error })
      .from(outbox)
      .where(and(inArray(outbox.idempotency_key, waitingKeys)));
    for (const entry of entries) if (entry.last_error) errors.set(entry.key, entry.last_error);
  }
  return rows.map(({ request, replier }) => {
    const status = request.status as ModuleRequestStatus;
    return {
      id: request.id,
      name: request.name,
      email: request.email,
      phone_number: request.phone_number,
      module_type: request.module_type,
      condition: request.condition,
      part_number: request.part_number,
      vin: request.vin,
      year: request.year,
      make: request.make,
      model: request.model,
      source: request.source as ModuleRequestSource,
      status,
      is_complete: isComplete(status),
      created_at: request.created_at.toISOString(),
      email_reply: request.email_reply,
      replied_at: request.replied_at?.toISOString() ?? null,
      replied_by: replier ? { id: replier.id, name: `${replier.first_name} ${replier.last_name}`.trim() } : null,
      reply_error:
        status === 'completed' || !request.email_reply
          ? null
          : (errors.get(replyKey(request.id, request.email_reply)) ?? null),
    };
  });
}

export async function moduleRequestById(db: DbOrTx, id: number): Promise<ModuleRequest | undefined> {
  const rows = await selectModuleRequests(db).where(eq(moduleRequests.id, id));
  return (await toModuleRequests(db, rows))[0];
}

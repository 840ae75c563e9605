import { eq } from 'drizzle-orm';
import {
  isComplete,
  type ModuleRequest,
  type ModuleRequestSource,
  type ModuleRequestStatus,
} from '@makro/domain/module-requests';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { replierOf, replyErrors } from '../../platform/mail/reply';
import { moduleRequests } from './tables';

/** The outbox kind of a reply: the e-mail, then the request completed, in one step of the worker. */
export const MODULE_REQUEST_REPLY_KIND = 'module-request-reply';

export type ModuleRequestRow = typeof moduleRequests.$inferSelect;

export function selectModuleRequests(db: DbOrTx) {
  return db
    .select({ request: moduleRequests, replier: users })
    .from(moduleRequests)
    .leftJoin(users, eq(users.id, moduleRequests.replied_by_user_id));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectModuleRequests>['execute']>>[number];

/** The requests as the API answers them; a waiting reply's last error is read from its outbox entry. */
export async function toModuleRequests(db: DbOrTx, rows: Selected[]): Promise<ModuleRequest[]> {
  const errors = await replyErrors(
    db,
    MODULE_REQUEST_REPLY_KIND,
    rows.flatMap(({ request }) =>
      request.status !== 'completed' && request.email_reply
        ? [{ id: request.id, email_reply: request.email_reply }]
        : [],
    ),
  );
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
      replied_by: replierOf(replier),
      reply_error: status === 'completed' ? null : (errors.get(request.id) ?? null),
    };
  });
}

export async function moduleRequestById(db: DbOrTx, id: number): Promise<ModuleRequest | undefined> {
  const rows = await selectModuleRequests(db).where(eq(moduleRequests.id, id));
  return (await toModuleRequests(db, rows))[0];
}

import type { DbOrTx } from '../db/client';
import { auditLog } from './tables';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Written in the same transaction as the change it records; returns the row's id. */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

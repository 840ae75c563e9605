import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { totalPages } from '@makro/domain/shared';
import type { SideEffectRow } from '@makro/domain/system';
import type { ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { outbox, type OutboxStatus } from '../../platform/jobs/tables';
import { requeue } from '../../platform/jobs/outbox';
import { writeAudit } from '../../platform/audit/audit';
import { notFound, unprocessable } from '../../platform/http/errors';

const toRow = (entry: typeof outbox.$inferSelect): SideEffectRow => ({
  id: entry.id,
  kind: entry.kind,
  description: entry.description,
  status: entry.status,
  attempts: entry.attempts,
  last_error: entry.last_error,
  next_attempt_at: entry.next_attempt_at.toISOString(),
  created_at: entry.created_at.toISOString(),
  done_at: entry.done_at?.toISOString() ?? null,
});

export async function listSideEffects(db: Db, query: { page: number; per_page: number; status?: OutboxStatus }) {
  const filters: SQL[] = query.status ? [eq(outbox.status, query.status)] : [];
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(outbox).where(where);
  const [failed] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'failed'));
  const entries = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.created_at), desc(outbox.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const totalCount = total?.n ?? 0;
  return {
    entries: entries.map(toRow),
    total_count: totalCount,
    total_pages: totalPages(totalCount, query.per_page),
    current_page: query.page,
    failed_count: failed?.n ?? 0,
  };
}

export async function retrySideEffect(ctx: ServiceContext, id: number): Promise<SideEffectRow> {
  const requeued = await ctx.db.transaction(async (tx) => {
    const done = await requeue(tx, id);
    if (done) await writeAudit(tx, { actorUserId: ctx.actor.user.id, action: 'retry', entity: 'outbox', entityId: id });
    return done;
  });
  const [entry] = await ctx.db.select().from(outbox).where(eq(outbox.id, id));
  if (!entry) throw notFound(`Side effect ${id} does not exist.`);
  if (!requeued) throw unprocessable('Only a failed side effect can be retried.');
  ctx.nudgeOutbox();
  return toRow(entry);
}

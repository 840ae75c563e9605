import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { sandboxInspectionAccess } from './access';
import { sandboxFaults } from './tables';

export const FaultSettings = z.object({
  latency_ms: z.number().int().min(0).max(120_000).default(0),
  fail_status: z.number().int().min(400).max(599).nullable().default(null),
  /** Fail only the next N requests; omitted or null fails every request until cleared. */
  fail_times: z.number().int().min(1).nullable().default(null),
});
export type FaultSettings = z.infer<typeof FaultSettings>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies the stored fault switch to one simulator request. Answers with `failBody` and returns true
 * when this request is to fail. Counting down runs in one statement so parallel requests fail N times exactly.
 */
export async function applyFault(
  db: Db,
  service: string,
  reply: FastifyReply,
  failBody: (status: number, reply: FastifyReply) => unknown,
): Promise<boolean> {
  const [fault] = await db.select().from(sandboxFaults).where(eq(sandboxFaults.service, service));
  if (!fault) return false;
  if (fault.latency_ms > 0) await sleep(fault.latency_ms);
  if (fault.fail_status === null) return false;
  if (fault.fail_remaining !== null) {
    const taken = await db
      .update(sandboxFaults)
      .set({ fail_remaining: sql`${sandboxFaults.fail_remaining} - 1` })
      .where(sql`${sandboxFaults.service} = ${service} and ${sandboxFaults.fail_remaining} > 0`)
      .returning();
    if (taken.length === 0) return false;
  }
  await reply.code(fault.fail_status).send(failBody(fault.fail_status, reply));
  return true;
}

/**
 * `PUT/DELETE /sandbox/<service>/_faults`: the switch that tests and reliability checks use; an
 * administrator's session or a request from this machine only (sandboxInspectionAccess).
 */
export function registerFaultControl(app: FastifyInstance, service: string): void {
  app.put('/_faults', { onRequest: sandboxInspectionAccess }, async (request) => {
    const settings = FaultSettings.parse(request.body ?? {});
    const values = {
      latency_ms: settings.latency_ms,
      fail_status: settings.fail_status,
      fail_remaining: settings.fail_status === null ? null : settings.fail_times,
      updated_at: new Date(),
    };
    await app.db
      .insert(sandboxFaults)
      .values({ service, ...values })
      .onConflictDoUpdate({ target: sandboxFaults.service, set: values });
    return { service, ...settings };
  });
  app.delete('/_faults', { onRequest: sandboxInspectionAccess }, async () => {
    await app.db.delete(sandboxFaults).where(eq(sandboxFaults.service, service));
    return { service, cleared: true };
  });
}

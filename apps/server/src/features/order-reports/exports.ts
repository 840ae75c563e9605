import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ORDER_REPORT_MESSAGES,
  ORDER_REPORT_STEPS,
  orderReportFileName,
  type NewOrderReportExport,
  type OrderReportExport,
  type OrderReportStatus,
} from '@makro/domain/order-reports';
import type { ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/http/errors';
import { enqueue } from '../../platform/jobs/outbox';
import type { FileStorage } from '../../platform/storage';
import { users } from '../../platform/auth/tables';
import { ORDER_REPORT_KIND, waitingSteps, type OrderReportPayload } from './build';
import { orderReportExports } from './tables';

type ExportRow = typeof orderReportExports.$inferSelect;
type Requester = { id: number; first_name: string; last_name: string } | null;

function view(row: ExportRow, requester: Requester): OrderReportExport {
  return {
    id: row.id,
    status: row.status as OrderReportStatus,
    start_date: row.start_date,
    end_date: row.end_date,
    partners_only: row.partners_only,
    progress: row.progress,
    steps: ORDER_REPORT_STEPS.map((step) => ({
      key: step.key,
      label: step.label,
      status: row.steps.find((stored) => stored.key === step.key)?.status ?? 'waiting',
    })),
    error: row.error,
    row_count: row.row_count,
    file_name: row.file_name,
    file_ready: row.status === 'completed' && row.file_key !== null,
    requested_by: requester
      ? { id: requester.id, name: `${requester.first_name} ${requester.last_name}`.trim() }
      : null,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

async function findExport(db: Db, id: number) {
  const [found] = await db
    .select({
      row: orderReportExports,
      requester: { id: users.id, first_name: users.first_name, last_name: users.last_name },
    })
    .from(orderReportExports)
    .leftJoin(users, eq(users.id, orderReportExports.requested_by_user_id))
    .where(eq(orderReportExports.id, id));
  if (!found) throw notFound(ORDER_REPORT_MESSAGES.notFound);
  return found;
}

export async function getOrderReportExport(db: Db, id: number): Promise<{ export: OrderReportExport }> {
  const found = await findExport(db, id);
  return { export: view(found.row, found.requester) };
}

/** Export: the row and its build job, committed together; the worker is woken at once. */
export async function createOrderReportExport(
  ctx: ServiceContext,
  input: z.output<typeof NewOrderReportExport>,
): Promise<{ export: OrderReportExport }> {
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orderReportExports)
      .values({
        requested_by_user_id: ctx.actor.user.id,
        start_date: input.start_date,
        end_date: input.end_date,
        partners_only: input.partners_only,
        status: 'queued',
        steps: waitingSteps(),
        progress: 0,
        file_name: orderReportFileName(input.start_date, input.end_date, input.partners_only),
      })
      .returning({ id: orderReportExports.id });
    const payload: OrderReportPayload = { exportId: row!.id };
    await enqueue(tx, {
      kind: ORDER_REPORT_KIND,
      idempotencyKey: `order-report:${row!.id}`,
      description: `Order report ${input.start_date} – ${input.end_date}${input.partners_only ? ' (partner orders)' : ''}`,
      payload,
    });
    return row!.id;
  });
  ctx.nudgeOutbox();
  return getOrderReportExport(ctx.db, id);
}

/** The finished CSV and its name; 409 while the export is not finished (or failed). */
export async function openOrderReportFile(
  db: Db,
  storage: FileStorage,
  id: number,
): Promise<{ fileName: string; body: Readable; size: number | undefined }> {
  const { row } = await findExport(db, id);
  const stored = row.status === 'completed' && row.file_key ? await storage.get(row.file_key) : undefined;
  if (!stored) throw conflict(ORDER_REPORT_MESSAGES.notReady, 'params.id', 'conflict');
  return { fileName: row.file_name, body: stored.body, size: stored.size };
}

import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  WITHIN_DAYS_LIMIT,
  reviewStatusLabel,
  type ListRmaQuery,
  type RmaApprovalStatus,
  type RmaRow,
} from '@makro/domain/rma';
import { BUSINESS_TIME_ZONE, pageInfo } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { ticketsByOrigin } from '../tickets/service';
import { rmaSearchText, rmaSubmissions } from './tables';

export type RmaRecord = typeof rmaSubmissions.$inferSelect;

export const siteOf = (row: RmaRecord): 'tipm' | 'ecm' => ((row.site ?? row.data_source) === 'ecm' ? 'ecm' : 'tipm');

/** The rows of a page, each with its RMA ticket (status, QC, technician) once approved. */
export async function toRows(db: DbOrTx, rows: RmaRecord[]): Promise<RmaRow[]> {
  const tickets = await ticketsByOrigin(
    db,
    'rma_submission',
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const ticket = tickets.get(row.id);
    return {
      id: row.id,
      rma_number: row.rma_number,
      rma_type: row.rma_type,
      customer_firstname: row.customer_firstname,
      customer_lastname: row.customer_lastname,
      customer_email: row.customer_email,
      customer_phone_number: row.customer_phone_number,
      data_source: row.data_source,
      site: siteOf(row),
      original_order_number: row.original_order_number,
      approval_status: row.approval_status as RmaApprovalStatus,
      approval_status_text: reviewStatusLabel(row.approval_status, row.is_paid),
      is_paid: row.is_paid,
      order_days_elapsed: row.order_days_elapsed,
      created_at: row.created_at.toISOString(),
      ticket: ticket
        ? {
            ticket_number: ticket.ticket_number,
            status: ticket.status,
            quality_control: ticket.quality_control,
            assigned_to: ticket.assigned_to,
          }
        : null,
    };
  });
}

const siteIs = (site: 'tipm' | 'ecm') => sql`coalesce(${rmaSubmissions.site}, ${rmaSubmissions.data_source}) = ${site}`;

function listFilters(query: ListRmaQuery, ticketIdsOf: number[] | null): SQL[] {
  const filters: SQL[] = [];
  if (query.is_paid !== undefined) filters.push(eq(rmaSubmissions.is_paid, query.is_paid));
  if (query.approval_status) filters.push(eq(rmaSubmissions.approval_status, query.approval_status));
  if (query.source) filters.push(siteIs(query.source));
  if (query.within30days)
    filters.push(
      and(isNotNull(rmaSubmissions.order_days_elapsed), lt(rmaSubmissions.order_days_elapsed, WITHIN_DAYS_LIMIT))!,
    );
  if (query.keyword)
    filters.push(sql`${rmaSearchText(rmaSubmissions)} like ${`%${escapeLike(query.keyword.toLowerCase())}%`}`);
  if (ticketIdsOf) filters.push(ticketIdsOf.length ? inArray(rmaSubmissions.id, ticketIdsOf) : sql`false`);
  return filters;
}

/** The RMA requests of the Approved and Under Review tabs, newest first, with the pending count for the badge. */
export async function listRmaRequests(db: DbOrTx, query: ListRmaQuery, assignedRmaIds: number[] | null) {
  const where = and(...listFilters(query, assignedRmaIds));
  const [total] = await db.select({ n: count() }).from(rmaSubmissions).where(where);
  const [pending] = await db
    .select({ n: count() })
    .from(rmaSubmissions)
    .where(eq(rmaSubmissions.approval_status, 'pending'));
  const rows = await db
    .select()
    .from(rmaSubmissions)
    .where(where)
    .orderBy(desc(rmaSubmissions.created_at), desc(rmaSubmissions.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows: await toRows(db, rows), ...pageInfo(total?.n ?? 0, query), pending_count: pending?.n ?? 0 };
}

export interface RmaReportFilters {
  date_start: string;
  date_end: string;
  source?: 'tipm' | 'ecm';
  rma_type?: string;
  approval_status?: string;
}

export function reportWhere(filters: RmaReportFilters) {
  return and(
    sql`${rmaSubmissions.created_at} >= (${filters.date_start}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`,
    sql`${rmaSubmissions.created_at} < ((${filters.date_end}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})`,
    filters.source ? siteIs(filters.source) : undefined,
    filters.rma_type ? eq(rmaSubmissions.rma_type, filters.rma_type) : undefined,
    filters.approval_status ? eq(rmaSubmissions.approval_status, filters.approval_status) : undefined,
  );
}

/** Every RMA made in the range (Los Angeles days), oldest first. */
export async function rmaReport(db: DbOrTx, query: RmaReportFilters & { page: number; per_page: number }) {
  const where = reportWhere(query);
  const [total] = await db.select({ n: count() }).from(rmaSubmissions).where(where);
  const rows = await db
    .select()
    .from(rmaSubmissions)
    .where(where)
    .orderBy(asc(rmaSubmissions.created_at), asc(rmaSubmissions.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows: await toRows(db, rows), ...pageInfo(total?.n ?? 0, query) };
}

/** RMA requests under review: the menu's RMAs count. */
export async function pendingRmaCount(db: DbOrTx): Promise<number> {
  const [pending] = await db
    .select({ n: count() })
    .from(rmaSubmissions)
    .where(eq(rmaSubmissions.approval_status, 'pending'));
  return pending?.n ?? 0;
}

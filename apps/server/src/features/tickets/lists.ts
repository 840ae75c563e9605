import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { TECHNICIAN_ACCOUNT_TYPE_ID, pageInfo } from '@makro/domain/shared';
import { OPEN_TICKET_STATUSES, TICKET_STATUSES, type ListTicketsQuery, type TicketStatus } from '@makro/domain/tickets';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { users } from '../../platform/auth/tables';
import { ticketSearchText, tickets } from './tables';
import { selectTickets, statusOf, toSummary } from './ticket-rows';
import { asPerson } from './timeline';

function ticketFilters(query: ListTicketsQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.type) filters.push(eq(tickets.ticket_type, query.type));
  if (query.status) filters.push(eq(tickets.status, query.status));
  if (query.source) filters.push(eq(tickets.source, query.source));
  if (query.assigned_to === 'none') filters.push(isNull(tickets.assigned_to_user_id));
  else if (query.assigned_to !== undefined) filters.push(eq(tickets.assigned_to_user_id, query.assigned_to));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword.toLowerCase())}%`;
    filters.push(sql`${ticketSearchText(tickets)} like ${pattern}`);
  }
  return filters;
}

async function page(db: DbOrTx, where: SQL | undefined, order: SQL[], query: { page: number; per_page: number }) {
  const [total] = await db.select({ n: count() }).from(tickets).where(where);
  const rows = await selectTickets(db)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    tickets: rows.map(toSummary),
    ...pageInfo(total?.n ?? 0, query),
  };
}

/** Tickets of every list screen, newest first. */
export function listTickets(db: DbOrTx, query: ListTicketsQuery) {
  return page(db, and(...ticketFilters(query)), [desc(tickets.created_at), desc(tickets.id)], query);
}

async function statusCounts(db: DbOrTx, where: SQL | undefined) {
  const rows = await db
    .select({ status: tickets.status, count: count() })
    .from(tickets)
    .where(where)
    .groupBy(tickets.status);
  return rows
    .map((row) => ({ status: statusOf(row.status), count: row.count }))
    .sort((a, b) => TICKET_STATUSES.indexOf(a.status) - TICKET_STATUSES.indexOf(b.status));
}

const open = () => inArray(tickets.status, [...OPEN_TICKET_STATUSES]);

/** My Jobs: the open tickets assigned to the signed-in user, oldest first, and how many are in each status. */
export async function listMyJobs(
  ctx: ServiceContext,
  query: { page: number; per_page: number; status?: TicketStatus },
) {
  const mine = and(eq(tickets.assigned_to_user_id, ctx.actor.user.id), open());
  const where = and(mine, query.status ? eq(tickets.status, query.status) : undefined);
  const result = await page(ctx.db, where, [asc(tickets.created_at), asc(tickets.id)], query);
  return { ...result, counts: await statusCounts(ctx.db, mine) };
}

/** Every active technician's open tickets by status, side by side, and the open tickets no one has. */
export async function technicianWorkload(db: DbOrTx) {
  const technicians = await db
    .select()
    .from(users)
    .where(and(eq(users.account_type_id, TECHNICIAN_ACCOUNT_TYPE_ID), eq(users.is_active, true)))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
  const rows = await db
    .select({ user_id: tickets.assigned_to_user_id, status: tickets.status, count: count() })
    .from(tickets)
    .where(open())
    .groupBy(tickets.assigned_to_user_id, tickets.status);
  const countsOf = (userId: number | null) =>
    rows
      .filter((row) => row.user_id === userId)
      .map((row) => ({ status: statusOf(row.status), count: row.count }))
      .sort((a, b) => TICKET_STATUSES.indexOf(a.status) - TICKET_STATUSES.indexOf(b.status));
  const total = (userId: number | null) => countsOf(userId).reduce((sum, entry) => sum + entry.count, 0);
  return {
    technicians: technicians.map((technician) => ({
      technician: asPerson(technician)!,
      counts: countsOf(technician.id),
      open_count: total(technician.id),
    })),
    unassigned_count: total(null),
  };
}

/** The tickets opened from these records (e.g. RMA requests), by the record's id: one query for a page. */
export async function ticketsByOrigin(db: DbOrTx, kind: string, originIds: readonly number[]) {
  const byOrigin = new Map<number, ReturnType<typeof toSummary> & { outbound_tracking_number: string | null }>();
  if (originIds.length === 0) return byOrigin;
  const rows = await selectTickets(db).where(
    and(eq(tickets.origin_kind, kind), inArray(tickets.origin_id, [...originIds])),
  );
  for (const row of rows)
    byOrigin.set(row.ticket.origin_id!, {
      ...toSummary(row),
      outbound_tracking_number: row.ticket.outbound_tracking_number,
    });
  return byOrigin;
}

/** The records (by id) whose tickets a technician has: an origin list filtered by assignee. */
export async function originIdsAssignedTo(db: DbOrTx, kind: string, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: tickets.origin_id })
    .from(tickets)
    .where(and(eq(tickets.origin_kind, kind), eq(tickets.assigned_to_user_id, userId)));
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

/**
 * The bell's chapter: what the people of the story were told about the work the other chapters left waiting, as
 * the live code would have told them (same kinds, words and links), so a new user's bell is not empty. Told in
 * the last days; what is older than a day is read.
 */
import { and, count, desc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import { ticketPath, type TicketType } from '@makro/domain/tickets';
import type { NotificationKind } from '@makro/domain/notifications';
import type { Db } from '../platform/db/client';
import { audienceUserIds, type Audience } from '../features/notifications/audience';
import { notifications } from '../features/notifications/tables';
import { refundHistories } from '../features/refunds/tables';
import { tickets } from '../features/tickets/tables';
import { moduleRequests } from '../features/module-requests/tables';
import { resellers } from '../features/partner-applications/tables';
import { rmaSubmissions } from '../features/rma/tables';
import { DAY_MS } from './random';

interface Told {
  audience: Audience;
  kind: NotificationKind;
  title: string;
  body: string;
  path: string;
  eventKey: string;
  at: Date;
}

const RECENT_DAYS = 4;

async function refundRequests(db: Db, since: Date): Promise<Told[]> {
  const rows = await db
    .select()
    .from(refundHistories)
    .where(and(eq(refundHistories.status, 'pending'), gt(refundHistories.created_at, since)))
    .orderBy(desc(refundHistories.created_at))
    .limit(6);
  return rows.map((row) => ({
    audience: { holdersOf: 'can_approve_refund_requests', except: row.requested_by_user_id },
    kind: 'refund_request',
    title: `Refund request for #${row.ticket_number} waits for approval`,
    body: `$${row.refund_amount} · ${row.reason}`,
    path: `/refunds?keyword=${encodeURIComponent(row.ticket_number)}`,
    eventKey: `refund-request:${row.id}`,
    at: row.created_at,
  }));
}

async function assignments(db: Db, since: Date): Promise<Told[]> {
  const rows = await db
    .select()
    .from(tickets)
    .where(and(isNotNull(tickets.assigned_to_user_id), gt(tickets.updated_at, since), ne(tickets.status, 'Closed')))
    .orderBy(desc(tickets.updated_at))
    .limit(12);
  return rows.map((row) => ({
    audience: { userIds: [row.assigned_to_user_id!] },
    kind: 'ticket_assigned',
    title: `${row.ticket_number} was assigned to you`,
    body: `${row.customer_first_name} ${row.customer_last_name}`.trim(),
    path: ticketPath(row.ticket_type as TicketType, row.ticket_number),
    eventKey: `ticket-assigned:${row.id}:demo`,
    at: row.updated_at,
  }));
}

async function waitingRequests(db: Db): Promise<Told[]> {
  const modules = await db
    .select()
    .from(moduleRequests)
    .where(ne(moduleRequests.status, 'completed'))
    .orderBy(desc(moduleRequests.created_at))
    .limit(4);
  const partners = await db
    .select()
    .from(resellers)
    .where(eq(resellers.status, 'pending'))
    .orderBy(desc(resellers.created_at))
    .limit(3);
  const rmas = await db
    .select()
    .from(rmaSubmissions)
    .where(eq(rmaSubmissions.approval_status, 'pending'))
    .orderBy(desc(rmaSubmissions.created_at))
    .limit(3);
  return [
    ...modules.map((row): Told => ({
      audience: { holdersOf: 'can_view_module_request' },
      kind: 'module_request',
      title: `${row.name} asks for ${row.module_type ?? ([row.year, row.make, row.model].filter(Boolean).join(' ') || 'a module')}`,
      body: `${row.source.toUpperCase()} shop · ${row.email}`,
      path: '/module-request',
      eventKey: `module-request:${row.id}`,
      at: row.created_at,
    })),
    ...partners.map((row): Told => ({
      audience: { holdersOf: 'can_view_partner_application' },
      kind: 'partner_application',
      title: `${row.business_name} applied to the partner program`,
      body: `${row.firstname} ${row.lastname} · ${row.business_email}`,
      path: '/partner-application?status=pending',
      eventKey: `partner-application:${row.id}`,
      at: row.created_at,
    })),
    ...rmas.map((row): Told => ({
      audience: { holdersOf: 'can_view_refunds' },
      kind: 'rma_review',
      title: `New RMA request ${row.rma_number}`,
      body: `${row.customer_firstname} ${row.customer_lastname} · order #${row.original_order_number}`,
      path: `/rma-tickets?keyword=${encodeURIComponent(row.rma_number)}`,
      eventKey: `rma-review:${row.id}`,
      at: row.created_at,
    })),
  ];
}

export async function loadDemoNotifications(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(notifications);
  if ((existing?.n ?? 0) > 0) return;
  const since = new Date(now.getTime() - RECENT_DAYS * DAY_MS);
  const told = [
    ...(await refundRequests(db, since)),
    ...(await assignments(db, since)),
    ...(await waitingRequests(db)),
  ];
  const readBefore = now.getTime() - DAY_MS;
  const rows = [];
  for (const event of told) {
    for (const userId of await audienceUserIds(db, event.audience)) {
      rows.push({
        user_id: userId,
        kind: event.kind,
        title: event.title,
        body: event.body,
        path: event.path,
        event_key: event.eventKey,
        created_at: event.at,
        read_at: event.at.getTime() < readBefore ? event.at : null,
      });
    }
  }
  if (rows.length > 0) await db.insert(notifications).values(rows).onConflictDoNothing();
}

import { eq } from 'drizzle-orm';
import {
  TICKET_TAGS,
  ticketPath,
  canMoveTicket,
  transitionRefusal,
  type TicketChanges,
  type TicketEvent,
  type TicketTag,
  type TicketType,
} from '@makro/domain/tickets';
import { TECHNICIAN_ACCOUNT_TYPE_ID } from '@makro/domain/shared';
import type { ServiceContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { writeAudit } from '../../platform/audit/audit';
import { forbidden, unprocessable } from '../../platform/http/errors';
import { tickets } from './tables';
import { byNumber, ticketNotFound } from './detail';
import { isAdministrator } from '../../platform/auth/access';
import { recordTicketEvent, ticketTimeline, type NewTicketEvent } from './timeline';
import { customerName, statusOf } from './ticket-rows';
import { notify } from '../notifications/service';

type TicketRow = typeof tickets.$inferSelect;

const TRACKING_FIELDS = ['inbound_tracking_number', 'outbound_tracking_number', 'core_return_tracking_number'] as const;

/** People holding My Jobs but not Ticket Management work only on their own tickets, and only move them on. */
function checkMyJobsOnly(ctx: ServiceContext, ticket: TicketRow, changedFields: readonly string[]) {
  if (ctx.actor.permissions.includes('can_view_ticket_management')) return;
  if (ticket.assigned_to_user_id !== ctx.actor.user.id)
    throw forbidden('You can only work on tickets assigned to you (My Jobs).');
  const others = changedFields.filter((field) => field !== 'status');
  if (others.length > 0)
    throw forbidden(`You need the can_view_ticket_management permission to change ${others.join(', ')}.`);
}

async function lockTicket(tx: Tx, ticketNumber: string): Promise<TicketRow> {
  const [ticket] = await tx.select().from(tickets).where(byNumber(ticketNumber)).for('update');
  if (!ticket) throw ticketNotFound(ticketNumber);
  return ticket;
}

async function technicianOr422(tx: Tx, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user || user.account_type_id !== TECHNICIAN_ACCOUNT_TYPE_ID || !user.is_active)
    throw unprocessable(`User ${userId} is not an active technician; tickets are assigned to technicians.`, [
      { field: 'body.ticket.assigned_to_user_id', message: 'must be an active technician' },
    ]);
  return user;
}

const personRef = (user: typeof users.$inferSelect | undefined) =>
  user ? { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() } : null;

const inTagOrder = (tags: readonly string[]) => TICKET_TAGS.filter((tag) => tags.includes(tag));
const sameTags = (a: readonly string[], b: readonly string[]) => inTagOrder(a).join('|') === inTagOrder(b).join('|');

interface Planned {
  values: Partial<TicketRow>;
  events: Omit<NewTicketEvent, 'ticketId' | 'actorUserId'>[];
}

function planStatus(ctx: ServiceContext, ticket: TicketRow, changes: TicketChanges, plan: Planned) {
  if (changes.status === undefined || changes.status === ticket.status) return;
  const from = statusOf(ticket.status);
  if (!canMoveTicket(from, changes.status, { administrator: isAdministrator(ctx.actor) }))
    throw unprocessable(transitionRefusal(from, changes.status), [
      { field: 'body.ticket.status', message: `cannot move from "${from}" to "${changes.status}"` },
    ]);
  plan.values.status = changes.status;
  plan.events.push({ kind: 'status', from, to: changes.status });
}

async function planAssignee(tx: Tx, ticket: TicketRow, changes: TicketChanges, plan: Planned) {
  const next = changes.assigned_to_user_id;
  if (next === undefined || next === ticket.assigned_to_user_id) return;
  const technician = next === null ? undefined : await technicianOr422(tx, next);
  const [previous] =
    ticket.assigned_to_user_id === null
      ? []
      : await tx.select().from(users).where(eq(users.id, ticket.assigned_to_user_id));
  plan.values.assigned_to_user_id = next;
  plan.events.push({ kind: 'assignment', from: personRef(previous), to: personRef(technician) });
}

function planDetails(ticket: TicketRow, changes: TicketChanges, plan: Planned) {
  if (changes.tags !== undefined && !sameTags(changes.tags, ticket.tags)) {
    const tags = inTagOrder(changes.tags) as TicketTag[];
    plan.values.tags = tags;
    plan.events.push({ kind: 'tags', from: ticket.tags, to: tags });
  }
  if (changes.quality_control !== undefined && changes.quality_control !== ticket.quality_control) {
    plan.values.quality_control = changes.quality_control;
    plan.events.push({ kind: 'quality_control', from: ticket.quality_control, to: changes.quality_control });
  }
  for (const field of TRACKING_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    const number = value === null || value === '' ? null : value.toUpperCase();
    if (number === ticket[field]) continue;
    plan.values[field] = number;
    plan.events.push({ kind: 'tracking', from: ticket[field], to: { field, number } });
  }
}

/**
 * Applies what changed, all or nothing: the row locked, the status move checked against the workflow, the
 * assignee checked to be an active technician, and one timeline event per thing that really changed.
 */
export async function updateTicket(ctx: ServiceContext, ticketNumber: string, changes: TicketChanges) {
  return ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketNumber);
    checkMyJobsOnly(ctx, ticket, Object.keys(changes));
    const plan: Planned = { values: {}, events: [] };
    planStatus(ctx, ticket, changes, plan);
    await planAssignee(tx, ticket, changes, plan);
    planDetails(ticket, changes, plan);
    if (plan.events.length === 0) return;
    await tx
      .update(tickets)
      .set({ ...plan.values, updated_at: new Date() })
      .where(eq(tickets.id, ticket.id));
    for (const event of plan.events)
      await recordTicketEvent(tx, { ...event, ticketId: ticket.id, actorUserId: ctx.actor.user.id });
    await tellAssignee(tx, ctx, ticket, plan.values.assigned_to_user_id);
  });
}

/** The technician a ticket was just given hears of it, unless they took it themselves. */
async function tellAssignee(tx: Tx, ctx: ServiceContext, ticket: TicketRow, assignee: number | null | undefined) {
  if (assignee === undefined || assignee === null || assignee === ctx.actor.user.id) return;
  const by = `${ctx.actor.user.first_name} ${ctx.actor.user.last_name}`.trim();
  await notify(
    tx,
    { userIds: [assignee] },
    {
      kind: 'ticket_assigned',
      title: `${ticket.ticket_number} was assigned to you`,
      body: `by ${by} · ${ticket.customer_first_name} ${ticket.customer_last_name}`.trim(),
      path: ticketPath(ticket.ticket_type as TicketType, ticket.ticket_number),
      eventKey: `ticket-assigned:${ticket.id}:${Date.now()}`,
    },
  );
}

export async function addTicketNote(ctx: ServiceContext, ticketNumber: string, body: string): Promise<TicketEvent> {
  const { ticketId, eventId } = await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketNumber);
    checkMyJobsOnly(ctx, ticket, []);
    await tx.update(tickets).set({ updated_at: new Date() }).where(eq(tickets.id, ticket.id));
    const id = await recordTicketEvent(tx, {
      ticketId: ticket.id,
      actorUserId: ctx.actor.user.id,
      kind: 'note',
      note: body,
    });
    return { ticketId: ticket.id, eventId: id };
  });
  const [event] = await ticketTimeline(ctx.db, ticketId, 1, eventId);
  return event!;
}

/** Deletes the ticket (administrators); its history stays in the audit log with the deletion itself. */
export async function deleteTicket(ctx: ServiceContext, ticketNumber: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(tickets).where(byNumber(ticketNumber)).returning();
    if (!deleted) throw ticketNotFound(ticketNumber);
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'delete',
      entity: 'ticket',
      entityId: deleted.id,
      before: { ...deleted, customer_name: customerName(deleted) },
    });
  });
}

import { and, desc, eq, like } from 'drizzle-orm';
import type { TicketEvent, TicketEventKind, TicketPerson } from '@makro/domain/tickets';
import type { DbOrTx } from '../../platform/db/client';
import { auditLog } from '../../platform/audit/tables';
import { writeAudit } from '../../platform/audit/audit';
import { users } from '../../platform/auth/tables';

/** A ticket's history lives in the audit log, one row per event, under this entity and `ticket.<kind>`. */
export const TICKET_ENTITY = 'ticket';

export interface NewTicketEvent {
  ticketId: number;
  actorUserId: number | null;
  kind: TicketEventKind;
  from?: unknown;
  to?: unknown;
  note?: string;
  /** The sentence staff read, for events whose wording the writer knows best (receipts, e-mails, orders). */
  text?: string;
}

interface StoredAfter {
  value?: unknown;
  note?: string;
  text?: string;
}

/** Written in the transaction of the change it records; returns the audit row's id. */
export async function recordTicketEvent(tx: DbOrTx, event: NewTicketEvent): Promise<number> {
  const after: StoredAfter = { value: event.to, note: event.note, text: event.text };
  return writeAudit(tx, {
    actorUserId: event.actorUserId,
    action: `${TICKET_ENTITY}.${event.kind}`,
    entity: TICKET_ENTITY,
    entityId: event.ticketId,
    before: event.from === undefined ? undefined : { value: event.from },
    after,
  });
}

const quoted = (value: unknown) => (value === null || value === undefined || value === '' ? 'none' : String(value));
const personName = (value: unknown) =>
  value && typeof value === 'object' && 'name' in value ? String((value as { name: unknown }).name) : null;
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

function tagChange(from: unknown, to: unknown): string {
  const before = list(from);
  const after = list(to);
  const added = after.filter((tag) => !before.includes(tag));
  const removed = before.filter((tag) => !after.includes(tag));
  const parts = [
    added.length > 0 ? `added ${added.join(', ')}` : null,
    removed.length > 0 ? `removed ${removed.join(', ')}` : null,
  ].filter(Boolean);
  return `Tags ${parts.join('; ') || 'unchanged'}`;
}

const TRACKING_LABELS: Record<string, string> = {
  inbound_tracking_number: 'Inbound',
  outbound_tracking_number: 'Outbound',
  core_return_tracking_number: 'Core return',
};

/** The sentence of one event, from what was stored. */
function describe(kind: TicketEventKind, from: unknown, after: StoredAfter): string {
  if (after.text) return after.text;
  const to = after.value;
  switch (kind) {
    case 'created':
      return 'Ticket created';
    case 'status':
      return `Status changed from ${quoted(from)} to ${quoted(to)}`;
    case 'assignment': {
      const assignee = personName(to);
      return assignee ? `Assigned to ${assignee}` : `Unassigned (was ${personName(from) ?? 'no one'})`;
    }
    case 'note':
      return 'Note added';
    case 'tags':
      return tagChange(from, to);
    case 'quality_control':
      return `Quality control changed from ${quoted(from)} to ${quoted(to)}`;
    case 'tracking': {
      const field = to && typeof to === 'object' ? (to as { field?: string; number?: string | null }) : {};
      const label = TRACKING_LABELS[field.field ?? ''] ?? 'A';
      return field.number ? `${label} tracking number set to ${field.number}` : `${label} tracking number removed`;
    }
    default:
      return kind;
  }
}

const asPerson = (user: typeof users.$inferSelect | null): TicketPerson | null =>
  user
    ? {
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        avatar: user.avatar_url,
        default_color: user.default_color,
      }
    : null;

/** A ticket's events, newest first, each with who did it. */
export async function ticketTimeline(
  db: DbOrTx,
  ticketId: number,
  limit = 500,
  eventId?: number,
): Promise<TicketEvent[]> {
  const rows = await db
    .select({ entry: auditLog, actor: users })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .where(
      and(
        eq(auditLog.entity, TICKET_ENTITY),
        eq(auditLog.entity_id, String(ticketId)),
        like(auditLog.action, `${TICKET_ENTITY}.%`),
        eventId === undefined ? undefined : eq(auditLog.id, eventId),
      ),
    )
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ entry, actor }) => toEvent(entry, actor));
}

export function toEvent(entry: typeof auditLog.$inferSelect, actor: typeof users.$inferSelect | null): TicketEvent {
  const kind = entry.action.slice(TICKET_ENTITY.length + 1) as TicketEventKind;
  const from = (entry.before as { value?: unknown } | null)?.value;
  const after = (entry.after ?? {}) as StoredAfter;
  return {
    id: entry.id,
    kind,
    description: describe(kind, from, after),
    note: after.note ?? null,
    ...(from === undefined ? {} : { from }),
    ...(after.value === undefined ? {} : { to: after.value }),
    actor: asPerson(actor),
    created_at: entry.created_at.toISOString(),
  };
}

export { asPerson };

import type { DbOrTx } from '../../platform/db/client';
import { notify } from '../notifications/service';

interface RefundRequestRow {
  id: number;
  ticket_number: string;
  refund_amount: string;
  reason: string;
  requested_by_user_id: number | null;
}

/** A new request reaches everyone who may approve it (but the person who asked). */
export function tellApprovers(tx: DbOrTx, row: RefundRequestRow) {
  return notify(
    tx,
    { holdersOf: 'can_approve_refund_requests', except: row.requested_by_user_id },
    {
      kind: 'refund_request',
      title: `Refund request for #${row.ticket_number} waits for approval`,
      body: `$${row.refund_amount} · ${row.reason}`,
      path: `/refunds?keyword=${encodeURIComponent(row.ticket_number)}`,
      eventKey: `refund-request:${row.id}`,
    },
  );
}

/** The person who asked hears of the decision, unless they made it themselves. */
export function tellRequester(tx: DbOrTx, row: RefundRequestRow, decision: 'approved' | 'rejected', deciderId: number) {
  if (row.requested_by_user_id === null || row.requested_by_user_id === deciderId) return Promise.resolve(0);
  return notify(
    tx,
    { userIds: [row.requested_by_user_id] },
    {
      kind: 'refund_decided',
      title: `Refund request for #${row.ticket_number} was ${decision}`,
      body: `$${row.refund_amount} · ${row.reason}`,
      path: `/refunds?keyword=${encodeURIComponent(row.ticket_number)}`,
      eventKey: `refund-decided:${row.id}`,
    },
  );
}

import { RmaStatusPage } from '@makro/domain/rma';
import { rmaTypeOf } from '@makro/domain/rma';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { ticketsByOrigin } from '../tickets/service';
import { rmaStatus } from './submission';

const STATE_TEXT = {
  received: 'We received your request and are reviewing it.',
  approved: 'Your request is approved; we are preparing your order.',
  waiting_for_payment: 'Your exchange is approved and waiting for your payment.',
  rejected: 'Your request was not approved.',
  shipped: 'Your replacement is on its way.',
} as const;

/** The customer's status page: where the request stands, by the token of their e-mail, nothing else. */
export async function statusPage(db: Db, token: string): Promise<z.infer<typeof RmaStatusPage>> {
  const row = await rmaStatus(db, token);
  if (!row) throw notFound('This status link is not valid.');
  const ticket = (await ticketsByOrigin(db, 'rma_submission', [row.id])).get(row.id);
  const shipped = ticket ? /Shipped|Picked|Completed|Closed|Waiting for Core/.test(ticket.status) : false;
  const state =
    row.approval_status === 'rejected'
      ? 'rejected'
      : row.approval_status !== 'approved'
        ? 'received'
        : shipped
          ? 'shipped'
          : row.is_paid
            ? 'approved'
            : 'waiting_for_payment';
  return {
    rma_number: row.rma_number,
    rma_type: rmaTypeOf(row.rma_type)?.label ?? row.rma_type,
    state,
    state_text: STATE_TEXT[state],
    requested_at: row.created_at.toISOString(),
    approved_at: row.approved_at?.toISOString() ?? null,
    replacement_order_number: row.replacement_order_number,
    tracking_number: shipped ? (ticket?.outbound_tracking_number ?? null) : null,
    rejection_reason: row.rejection_reason,
  };
}

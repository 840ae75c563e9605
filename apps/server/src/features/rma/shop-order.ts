import { and, eq } from 'drizzle-orm';
import { RMA_PAYMENT_TERMS_DAYS, rmaOrderIsPaid, rmaTypeOf, type RmaTypeSlug } from '@makro/domain/rma';
import { fromCents, toCents } from '@makro/domain/shared';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import { companyPersonalization, queueEmail } from '../../platform/mail/email';
import { PermanentFailure, type OutboxHandler } from '../../platform/jobs/worker';
import type { NewOrder, StorefrontPort, WooOrder } from '../../integrations/woocommerce/port';
import { createTicket, ticketIdByNumber } from '../tickets/service';
import { requestRefundInTransaction } from '../refunds/service';
import { rmaSubmissions } from './tables';
import { siteOf, type RmaRecord } from './requests-list';

export const RMA_ORDER_KIND = 'rma.shop_order';
export const rmaOrderKey = (id: number) => `rma-order:${id}`;
/** The order meta that names the RMA an order was made for: how a retry finds the order it already made. */
export const RMA_META_KEY = 'makro_rma_number';

export interface RmaOrderDeps {
  db: Db;
  shops: StorefrontPort;
  config: Config;
}

const DAY_MS = 86_400_000;

/** The shop order an approved RMA gets (spec part 2 §4, §7): paid, or on account with terms and a due date. */
export function rmaShopOrder(row: RmaRecord, original: WooOrder, config: Config, now = new Date()): NewOrder {
  const type = row.rma_type as RmaTypeSlug;
  const paid = rmaOrderIsPaid(type, row.total);
  const fee = row.add_shipping_fee && row.shipping_fee ? toCents(row.shipping_fee) : 0n;
  const charged = toCents(row.total);
  const shipping = fee < charged ? fee : charged;
  const dueDate = new Date(now.getTime() + RMA_PAYMENT_TERMS_DAYS * DAY_MS).toISOString().slice(0, 10);
  const lines: NewOrder['line_items'] = [
    {
      sku: rmaTypeOf(type)?.sku ?? 'RMA-STANDARD-MISC',
      name: `${rmaTypeOf(type)?.label ?? 'RMA'} ${row.rma_number}`,
      quantity: 1,
      total: '0.00',
      meta_data: [{ key: 'RMA', value: row.rma_number }],
    },
  ];
  if (type === 'rma_exchange' && row.correct_order_partnumber_sku)
    lines.push({ sku: row.correct_order_partnumber_sku, quantity: 1, total: fromCents(charged - shipping) });
  return {
    status: paid ? 'processing' : 'on-hold',
    set_paid: paid,
    payment_method: paid ? 'rma' : 'account_terms',
    payment_method_title: paid ? 'RMA replacement' : 'Pay on Account',
    billing: original.billing,
    shipping: original.shipping,
    line_items: lines,
    shipping_lines: [{ method_id: 'flat_rate', method_title: 'Shipping', total: fromCents(shipping) }],
    meta_data: [
      { key: RMA_META_KEY, value: row.rma_number },
      { key: '_created_by', value: config.company.name },
      ...(paid
        ? []
        : [
            { key: '_payment_terms', value: String(RMA_PAYMENT_TERMS_DAYS) },
            { key: '_due_date', value: dueDate },
          ]),
    ],
  };
}

/** The order made for this RMA before (a retry after a lost answer), found by the RMA number it carries. */
async function orderAlreadyMade(shops: StorefrontPort, row: RmaRecord): Promise<WooOrder | null> {
  const site = siteOf(row);
  const { items } = await shops.listOrders(site, { search: row.rma_number, perPage: 20 });
  return (
    items.find((order) => order.meta_data.some((meta) => meta.key === RMA_META_KEY && meta.value === row.rma_number)) ??
    null
  );
}

/**
 * Completes an approval exactly once: the shop order (looked for before it is made), then in one transaction the
 * RMA approved with the order recorded, its ticket, the refund request an exchange that costs less is owed, and
 * the customer's e-mail.
 */
export function rmaOrderHandler(deps: RmaOrderDeps): OutboxHandler {
  return async (payload) => {
    const { rma_id: id, approver } = payload as { rma_id: number; approver: number | null };
    const [row] = await deps.db.select().from(rmaSubmissions).where(eq(rmaSubmissions.id, id));
    if (!row) throw new PermanentFailure(`RMA ${id} no longer exists.`);
    if (row.approval_status === 'approved') return { result: { order_number: row.replacement_order_number } };
    if (row.approval_status !== 'pending') throw new PermanentFailure(`RMA ${id} is ${row.approval_status}.`);
    const site = siteOf(row);
    const original = await deps.shops.getOrder(site, row.order_id!);
    const order =
      (await orderAlreadyMade(deps.shops, row)) ??
      (await deps.shops.createOrder(site, rmaShopOrder(row, original, deps.config)));
    await complete(deps, row, order, approver);
    return { result: { order_number: order.number } };
  };
}

async function complete(deps: RmaOrderDeps, row: RmaRecord, order: WooOrder, approver: number | null) {
  const site = siteOf(row);
  const paid = rmaOrderIsPaid(row.rma_type as RmaTypeSlug, row.total);
  await deps.db.transaction(async (tx) => {
    const [approved] = await tx
      .update(rmaSubmissions)
      .set({
        approval_status: 'approved',
        is_paid: paid,
        replacement_order_id: order.id,
        replacement_order_number: order.number,
        approved_at: new Date(),
        approved_by_user_id: approver,
        due_date: paid ? null : new Date(Date.now() + RMA_PAYMENT_TERMS_DAYS * DAY_MS),
      })
      .where(and(eq(rmaSubmissions.id, row.id), eq(rmaSubmissions.approval_status, 'pending')))
      .returning();
    if (!approved) return;
    await createTicket(
      tx,
      {
        ticket_number: row.rma_number,
        ticket_type: 'rma',
        source: site,
        customer: {
          first_name: row.customer_firstname,
          last_name: row.customer_lastname,
          email: row.customer_email,
          phone: row.customer_phone_number,
        },
        description:
          [...row.new_issues, row.new_issues_desc].filter(Boolean).join(', ') || rmaTypeOf(row.rma_type)?.label,
        tags:
          row.rma_type === 'rma_standard_replacement'
            ? ['RMA-S', site === 'tipm' ? 'TIPM' : 'ECM / PCM']
            : [site === 'tipm' ? 'TIPM' : 'ECM / PCM'],
        origin: { kind: 'rma_submission', id: row.id, number: row.rma_number },
        parent_ticket_id: await ticketIdByNumber(tx, row.original_order_number),
        parts: row.incorrect_order_partnumber_sku
          ? [{ part_number: row.incorrect_order_partnumber_sku.split('-')[0]! }]
          : [],
      },
      approver,
    );
    if (toCents(row.refund_amount) > 0n)
      await requestRefundInTransaction(tx, {
        orderNumber: row.original_order_number,
        department: site,
        amount: row.refund_amount,
        customerName: `${row.customer_firstname} ${row.customer_lastname}`.trim(),
        customerEmail: row.customer_email,
        partNumber: row.incorrect_order_partnumber_sku,
        notes: `Exchange ${row.rma_number}: the replacement costs less than the original.`,
        requestedBy: approver,
      });
    await queueEmail(tx, `rma-approved:${row.id}`, `RMA approval to ${row.customer_email}`, {
      to: { email: row.customer_email, name: `${row.customer_firstname} ${row.customer_lastname}`.trim() },
      subject: `Your request ${row.rma_number} is approved`,
      template: 'generic',
      personalization: {
        ...companyPersonalization(deps.config),
        name: row.customer_firstname,
        rma_number: row.rma_number,
        order_ticket_number: order.number,
        message: paid
          ? `Your ${rmaTypeOf(row.rma_type)?.label ?? 'RMA'} request is approved; we are preparing order ${order.number}.`
          : `Your exchange is approved. Order ${order.number} is on account: please pay ${row.total} within ${RMA_PAYMENT_TERMS_DAYS} days.`,
      },
    });
  });
}

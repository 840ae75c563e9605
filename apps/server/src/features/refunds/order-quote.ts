import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DEPARTMENT_LABELS,
  REFUND_MESSAGES,
  refundableAmount,
  rentalOrderNumber,
  type RefundDepartment,
  type RefundQuote,
} from '@makro/domain/refunds';
import { rentalFee, rentalRefundAmount } from '@makro/domain/tickets';
import { sumMoney } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import { unprocessable, type FieldPath } from '../../platform/http/errors';
import type { StorefrontPort, WooOrder } from '../../integrations/woocommerce/port';
import { findShopOrder } from '../shops/service';
import { listRentalSubmissions } from '../tickets/service';
import { refundHistories } from './tables';

export interface QuoteInput {
  ticket_number: string;
  department: RefundDepartment;
  reason?: string;
  total_days_rented?: number | null;
}

/** Where the input came from, so refusals name the field the person typed into. */
export type QuoteFields = { ticket: FieldPath; days: FieldPath };

/** The shop order a refund goes back on, fresh from the shop (the mirror only says where to find it). */
export async function shopOrderOr422(
  db: DbOrTx,
  shops: StorefrontPort,
  department: RefundDepartment,
  orderNumber: string,
  field: FieldPath,
): Promise<WooOrder> {
  const order = await findShopOrder(db, shops, department, orderNumber);
  if (!order) {
    const message = REFUND_MESSAGES.orderMissing(orderNumber, DEPARTMENT_LABELS[department]);
    throw unprocessable(message, [{ field, message: `does not exist on ${DEPARTMENT_LABELS[department]}` }]);
  }
  return order;
}

/** Approved refunds Makro has not paid back yet: the shop does not show them, but they are spoken for. */
async function approvedUnpaid(db: DbOrTx, department: RefundDepartment, orderNumber: string): Promise<string[]> {
  const rows = await db
    .select({ amount: refundHistories.refund_amount })
    .from(refundHistories)
    .where(
      and(
        eq(refundHistories.department, department),
        sql`lower(${refundHistories.order_number}) = ${orderNumber.toLowerCase()}`,
        eq(refundHistories.status, 'approved'),
        isNull(refundHistories.processor_transaction_id),
      ),
    );
  return rows.map((row) => row.amount);
}

async function checkRentalExists(db: DbOrTx, ticketNumber: string, fields: QuoteFields) {
  const [rental] = (await listRentalSubmissions(db, { page: 1, per_page: 1, rental_number: ticketNumber }))
    .rental_submissions;
  if (!rental)
    throw unprocessable(REFUND_MESSAGES.rentalMissing, [
      { field: fields.ticket, message: REFUND_MESSAGES.rentalMissing },
    ]);
}

function rentalQuote(input: QuoteInput, order: WooOrder, fields: QuoteFields) {
  if (input.total_days_rented === undefined || input.total_days_rented === null)
    throw unprocessable('Days rented is required for a rental refund', [
      { field: fields.days, message: 'is required for a rental refund' },
    ]);
  const lines = order.line_items.map((line) => ({ sku: line.sku, quantity: line.quantity, subtotal: line.subtotal }));
  const fee = rentalFee(lines, input.total_days_rented);
  if (!fee)
    throw unprocessable(REFUND_MESSAGES.notRental, [{ field: fields.ticket, message: REFUND_MESSAGES.notRental }]);
  return { days: input.total_days_rented, fee: fee.fee, refund_amount: rentalRefundAmount(order.total, fee.fee) };
}

/**
 * What an order can be refunded, by the rules the form shows and the server holds: the order must exist on the
 * chosen shop; a rental names its REN- ticket, which must exist, and its refund is the total less the fee.
 */
export async function quoteRefund(
  db: DbOrTx,
  shops: StorefrontPort,
  input: QuoteInput,
  fields: QuoteFields,
): Promise<{ quote: RefundQuote; order: WooOrder }> {
  const rental = input.reason === 'rental';
  const rentalOrder = rentalOrderNumber(input.ticket_number);
  if (rental && !rentalOrder)
    throw unprocessable(REFUND_MESSAGES.rentalPrefix, [
      { field: fields.ticket, message: REFUND_MESSAGES.rentalPrefix },
    ]);
  if (rental) await checkRentalExists(db, input.ticket_number, fields);
  const orderNumber = (rental ? rentalOrder : null) ?? input.ticket_number.toUpperCase();
  const order = await shopOrderOr422(db, shops, input.department, orderNumber, fields.ticket);
  const shopRefunds = order.refunds.map((refund) => refund.total);
  const spoken = await approvedUnpaid(db, input.department, order.number);
  return {
    order,
    quote: {
      order_number: order.number,
      department: input.department,
      customer_name: `${order.billing.first_name} ${order.billing.last_name}`.trim(),
      customer_email: order.billing.email ?? null,
      part_numbers: order.line_items.flatMap((line) => (line.sku ? [line.sku] : [])),
      order_total: order.total,
      refunded: sumMoney([...shopRefunds.map((amount) => amount.replace('-', '')), ...spoken]),
      refundable: refundableAmount(order.total, [...shopRefunds, ...spoken]),
      rental: rental ? rentalQuote(input, order, fields) : null,
    },
  };
}

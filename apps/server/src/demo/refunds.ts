/**
 * The refunds desk: the shops' refunded orders as approved refunds (paid back through Braintree, whose
 * simulator holds the matching credits), and a handful of pending requests from the CSR waiting for the CSR
 * manager: late shipments, a shipping overcharge, a repair that tested fine, a partner discount and a rental
 * coming back, each within what its order can still give back.
 */
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  REPAIR_TESTED_FINE_AMOUNT,
  requestTransactionId,
  type RefundDepartment,
  type RefundReason,
} from '@makro/domain/refunds';
import { rentalFee, rentalRefundAmount } from '@makro/domain/tickets';
import { fromCents, toCents } from '@makro/domain/shared';
import type { Db } from '../platform/db/client';
import { users } from '../platform/auth/tables';
import { wcOrders } from '../integrations/woocommerce/simulator/tables';
import { braintreeTransactions } from '../integrations/braintree/simulator/tables';
import { refundHistories } from '../features/refunds/tables';
import { rentalSubmissions } from '../features/tickets/tables';
import { DAY_MS, DEMO_SEED, Dice, HOUR_MS } from './random';

interface DemoOrder {
  shop: string;
  number: string;
  total: string;
  date_created_gmt: Date;
  date_modified_gmt: Date;
  billing: { first_name: string; last_name: string; email: string };
  line_items: { sku: string | null; quantity: number; subtotal: string }[];
  refunds: { id: number; reason: string; total: string }[];
}

const SHOP_REASONS: Record<string, RefundReason> = {
  'Customer cancelled': 'cancelled',
  'Late shipment': 'late shipment',
  'Wrong part ordered': 'customer conflict',
};

const ORDER_COLUMNS = {
  shop: wcOrders.shop,
  number: wcOrders.number,
  total: wcOrders.total,
  date_created_gmt: wcOrders.date_created_gmt,
  date_modified_gmt: wcOrders.date_modified_gmt,
  billing: wcOrders.billing,
  line_items: wcOrders.line_items,
  refunds: wcOrders.refunds,
};

const baseRow = (order: DemoOrder) => ({
  ticket_number: order.number,
  order_number: order.number,
  department: order.shop,
  part_number: order.line_items.flatMap((line) => (line.sku ? [line.sku] : [])).join(', ') || null,
  customer_name: `${order.billing.first_name} ${order.billing.last_name}`,
  customer_email: order.billing.email,
});

async function approvedHistory(db: Db, people: { csr: number; manager: number }) {
  const refunded = (await db
    .select(ORDER_COLUMNS)
    .from(wcOrders)
    .where(eq(wcOrders.status, 'refunded'))
    .orderBy(desc(wcOrders.date_modified_gmt))
    .limit(24)) as DemoOrder[];
  const credits = refunded.length
    ? await db
        .select({ order: braintreeTransactions.order_id, id: braintreeTransactions.legacy_id })
        .from(braintreeTransactions)
        .where(
          and(
            eq(braintreeTransactions.kind, 'refund'),
            inArray(
              braintreeTransactions.order_id,
              refunded.map((order) => order.number),
            ),
          ),
        )
    : [];
  return refunded.map((order) => {
    const shopRefund = order.refunds[0];
    const credit = credits.find((entry) => entry.order === order.number);
    return {
      ...baseRow(order),
      transaction_id: requestTransactionId(order.shop as RefundDepartment),
      refund_amount: fromCents(toCents(shopRefund?.total.replace('-', '') ?? order.total)),
      reason: SHOP_REASONS[shopRefund?.reason ?? ''] ?? 'other',
      notes: shopRefund?.reason ?? 'Refunded at the customer’s request',
      status: 'approved',
      date_requested: new Date(order.date_modified_gmt.getTime() - 6 * HOUR_MS),
      date_refunded: order.date_modified_gmt,
      requested_by_user_id: people.csr,
      approved_by_user_id: people.manager,
      processor_transaction_id: credit?.id ?? `shop-refund-${shopRefund?.id ?? order.number}`,
      created_at: new Date(order.date_modified_gmt.getTime() - 6 * HOUR_MS),
    };
  });
}

const REQUESTS: readonly { reason: RefundReason; notes: string; amount: (total: string) => string }[] = [
  { reason: 'late shipment', notes: 'Arrived four days after the promised date', amount: () => '25.00' },
  { reason: 'shipping', notes: 'Charged overnight, shipped ground', amount: () => '18.50' },
  {
    reason: 'repair tested fine',
    notes: 'Bench test found no fault; refund the repair fee',
    amount: () => REPAIR_TESTED_FINE_AMOUNT,
  },
  {
    reason: 'partner discount',
    notes: 'Partner code was not applied at checkout',
    amount: (total) => fromCents((toCents(total) * 15n) / 100n),
  },
  { reason: 'test fee', notes: 'Module tested good before install', amount: () => '35.00' },
];

async function pendingRequests(db: Db, now: Date, csr: number, dice: Dice) {
  const card = (await db
    .select(ORDER_COLUMNS)
    .from(wcOrders)
    .where(
      and(
        eq(wcOrders.status, 'completed'),
        eq(wcOrders.payment_method, 'braintree_credit_card'),
        lte(wcOrders.date_created_gmt, new Date(now.getTime() - 3 * DAY_MS)),
        sql`${wcOrders.total} >= 150`,
      ),
    )
    .orderBy(desc(wcOrders.date_created_gmt))
    .limit(40)) as DemoOrder[];
  if (card.length === 0) return [];
  return REQUESTS.map((request, index) => {
    const order = card[index * 7 + dice.int(6)] ?? card[index]!;
    const requested = new Date(now.getTime() - dice.between(2, 50) * HOUR_MS);
    return {
      ...baseRow(order),
      transaction_id: requestTransactionId(order.shop as RefundDepartment, dice.next),
      refund_amount: request.amount(order.total),
      reason: request.reason,
      notes: request.notes,
      status: 'pending',
      date_requested: requested,
      requested_by_user_id: csr,
      created_at: requested,
    };
  });
}

/** A rental coming back, asked to be refunded for 15 days: the order total less the rental fee. */
async function rentalRequest(db: Db, now: Date, csr: number) {
  const rentals = await db.select().from(rentalSubmissions).orderBy(desc(rentalSubmissions.submission_date)).limit(10);
  for (const rental of rentals) {
    const [order] = (await db
      .select(ORDER_COLUMNS)
      .from(wcOrders)
      .where(and(eq(wcOrders.shop, rental.source), eq(wcOrders.number, rental.order_number)))) as DemoOrder[];
    const fee = order ? rentalFee(order.line_items, 15) : null;
    if (!order || !fee || order.refunds.length > 0) continue;
    // A rental whose fee takes the whole order leaves nothing to refund (a refund is at least 1).
    if (Number(rentalRefundAmount(order.total, fee.fee)) < 1) continue;
    return {
      ...baseRow(order),
      ticket_number: rental.rental_number,
      transaction_id: requestTransactionId(order.shop as RefundDepartment),
      refund_amount: rentalRefundAmount(order.total, fee.fee),
      reason: 'rental' as const,
      total_days_rented: 15,
      notes: 'Loaner module returned in good condition',
      status: 'pending',
      date_requested: new Date(now.getTime() - 5 * HOUR_MS),
      requested_by_user_id: csr,
      created_at: new Date(now.getTime() - 5 * HOUR_MS),
    };
  }
  return null;
}

export async function loadDemoRefunds(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(refundHistories);
  if ((existing?.n ?? 0) > 0) return;
  const staff = await db
    .select()
    .from(users)
    .where(inArray(users.username, ['csr', 'csr_manager']));
  const csr = staff.find((user) => user.username === 'csr')!.id;
  const manager = staff.find((user) => user.username === 'csr_manager')!.id;
  const dice = new Dice(DEMO_SEED + 12);
  const rental = await rentalRequest(db, now, csr);
  const rows = [
    ...(await approvedHistory(db, { csr, manager })),
    ...(await pendingRequests(db, now, csr, dice)),
    ...(rental ? [rental] : []),
  ];
  // Refunds are at least 1 (the table's check): a shop refund of less is not one the desk would have made.
  const refundable = rows.filter((row) => Number(row.refund_amount) >= 1);
  if (refundable.length === 0) return;
  await db.insert(refundHistories).values(refundable).onConflictDoNothing();
  // Paid back: {DEPT}-{refund id}, as refundedTransactionId writes it.
  await db.execute(
    sql`update ${refundHistories} set transaction_id = upper(department) || '-' || id where status = 'approved'`,
  );
}

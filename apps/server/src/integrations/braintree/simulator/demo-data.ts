import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { wcOrders } from '../../woocommerce/simulator/tables';
import { braintreeTransactions } from './tables';

/**
 * The simulated shops' card payments as Braintree holds them: every order paid by credit card has its sale
 * (legacy id = the order's `transaction_id`, orderId = the order number, amount = the order total, made when
 * the order was paid), and every refund the shop already paid back has its credit. Card brand and last four
 * follow from the transaction id, so every start tells the same story. Sales older than a day are SETTLED,
 * the others SUBMITTED_FOR_SETTLEMENT (they settle a day after they were made).
 *
 * Two statements over the whole order table, nothing bound per row (PGlite is slow with many parameters);
 * transactions that exist already are left alone, so running it again changes nothing.
 */
export async function seedBraintreeDemoData(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const settled = (at: SQL) =>
    sql`case when ${at} <= ${dayAgo}::timestamptz then 'SETTLED' else 'SUBMITTED_FOR_SETTLEMENT' end`;
  const paidAt = sql`coalesce(o.date_paid_gmt, o.date_created_gmt)`;
  await db.execute(sql`
    insert into ${braintreeTransactions}
      (legacy_id, kind, order_id, amount, currency, status, card_brand, card_last4, created_at)
    select o.transaction_id, 'sale', o.number, o.total, o.currency, ${settled(paidAt)},
      case when h.b0 < 140 then 'VISA' when h.b0 < 205 then 'MASTERCARD'
           when h.b0 < 235 then 'AMERICAN_EXPRESS' else 'DISCOVER' end,
      lpad(((h.b1 * 256 + h.b2) % 10000)::text, 4, '0'),
      ${paidAt}
    from ${wcOrders} o
    cross join lateral (
      select get_byte(d, 0) as b0, get_byte(d, 1) as b1, get_byte(d, 2) as b2
      from (select decode(md5(o.transaction_id), 'hex') as d) as digest
    ) as h
    where o.payment_method = 'braintree_credit_card' and o.date_paid_gmt is not null and o.transaction_id <> ''
    on conflict (legacy_id) do nothing`);
  const refundedAt = sql`((r.value ->> 'date_created_gmt') || 'Z')::timestamptz`;
  await db.execute(sql`
    insert into ${braintreeTransactions}
      (legacy_id, kind, order_id, amount, currency, status, card_brand, card_last4, refunded_legacy_id, created_at)
    select substr(md5('refund:' || s.legacy_id || ':' || (r.value ->> 'id')), 1, 8), 'refund', s.order_id,
      abs((r.value ->> 'total')::numeric), s.currency, ${settled(refundedAt)}, s.card_brand, s.card_last4,
      s.legacy_id, ${refundedAt}
    from ${wcOrders} o
    join ${braintreeTransactions} s on s.legacy_id = o.transaction_id and s.kind = 'sale'
    cross join lateral jsonb_array_elements(o.refunds) as r
    where o.payment_method = 'braintree_credit_card' and coalesce((r.value ->> 'refunded_payment')::boolean, true)
    on conflict (legacy_id) do nothing`);
}

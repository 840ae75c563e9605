import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { resellers } from '../features/partner-applications/tables';
import { priceOrder, type CouponTerms } from '../integrations/woocommerce/simulator/order-pricing';
import type {
  StoredFeeLine,
  StoredLineItem,
  StoredShippingLine,
} from '../integrations/woocommerce/simulator/order-shapes';
import { wcCoupons, wcOrders } from '../integrations/woocommerce/simulator/tables';
import { DEMO_PARTNER_CODES } from './partners';
import { DAY_MS, DEMO_SEED, Dice } from './random';

/** How far back partner orders go, and the share of the shops' eligible orders the partners placed. */
const PARTNER_ORDER_DAYS = 120;
const PARTNER_SHARE = 0.07;

interface Address {
  first_name?: string;
  last_name?: string;
  company?: string;
  email?: string | null;
  phone?: string;
  state?: string;
  country?: string;
}

/**
 * Order numbers (and ticket numbers) any other table names: an order another chapter refers to (a ticket, a
 * refund, an RMA, a packed shipment) keeps its customer and totals, so the partners' orders are the others.
 */
async function referencedNumbers(db: Db): Promise<Set<string>> {
  const columns = await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type = 'text'
      and (column_name like '%order_number%' or column_name = 'ticket_number' or column_name = 'number')
      and table_name not in ('shop_orders', 'wc_orders')`);
  const numbers = new Set<string>();
  for (const { table_name, column_name } of (
    columns as unknown as { rows: { table_name: string; column_name: string }[] }
  ).rows) {
    const values = await db.execute(
      sql`select distinct ${sql.identifier(column_name)} as value from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} is not null`,
    );
    for (const { value } of (values as unknown as { rows: { value: string }[] }).rows) {
      numbers.add(value);
      // Ticket numbers carry the order's number after a prefix (ORD-104015).
      const digits = /(\d{5,})/.exec(value)?.[1];
      if (digits) numbers.add(digits);
    }
  }
  return numbers;
}

/**
 * The partners' orders (sandbox only, after the partners chapter): some of the simulated shops' completed orders
 * of the last four months, placed after a demo partner's approval, are the partner's: billed to the partner's
 * business (shipped to its customer, as partners resell) with its 15 % coupon, the lines and taxes priced again
 * as WooCommerce would with the coupon. It runs before the order mirror's first sync, which picks them up, so a
 * new user exporting last month with "Only export partner orders" gets rows. Nothing is done when an order
 * already carries a partner coupon (a second start).
 */
export async function loadDemoPartnerOrders(db: Db, now: Date): Promise<void> {
  const codes = DEMO_PARTNER_CODES.map((code) => code.toLowerCase());
  const [already] = await db
    .select({ id: wcOrders.id })
    .from(wcOrders)
    .where(
      sql`exists (select 1 from jsonb_array_elements(${wcOrders.coupon_lines}) line where lower(line->>'code') in (${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )}))`,
    )
    .limit(1);
  if (already) return;

  const partners = await db
    .select()
    .from(resellers)
    .where(and(inArray(resellers.reseller_code, [...DEMO_PARTNER_CODES]), eq(resellers.status, 'approved')));
  const coupons = await db
    .select()
    .from(wcCoupons)
    .where(inArray(sql`lower(${wcCoupons.code})`, codes));
  if (partners.length === 0 || coupons.length === 0) return;

  const referenced = await referencedNumbers(db);
  const since = new Date(now.getTime() - PARTNER_ORDER_DAYS * DAY_MS);
  const candidates = await db
    .select()
    .from(wcOrders)
    .where(
      and(
        eq(wcOrders.status, 'completed'),
        eq(wcOrders.created_via, 'checkout'),
        gte(wcOrders.date_created_gmt, since),
        lt(wcOrders.date_created_gmt, now),
        sql`jsonb_array_length(${wcOrders.coupon_lines}) = 0`,
        sql`jsonb_array_length(${wcOrders.refunds}) = 0`,
        sql`jsonb_array_length(${wcOrders.fee_lines}) = 0`,
      ),
    )
    .orderBy(wcOrders.id);

  const dice = new Dice(DEMO_SEED + 1_616);
  const uses = new Map<number, string[]>();
  for (const order of candidates) {
    if (referenced.has(order.number) || !dice.chance(PARTNER_SHARE)) continue;
    const partner = dice.pick(partners);
    // A partner orders only once approved.
    if (!partner.decided_at || order.date_created_gmt.getTime() < partner.decided_at.getTime() + DAY_MS) continue;
    const coupon = coupons.find(
      (candidate) =>
        candidate.shop === order.shop && candidate.code.toLowerCase() === partner.reseller_code.toLowerCase(),
    );
    if (!coupon) continue;
    const data = coupon.data as { discount_type?: string; amount?: string; free_shipping?: boolean };
    const terms: CouponTerms = {
      code: coupon.code,
      discount_type: data.discount_type ?? 'percent',
      amount: data.amount ?? '15',
      free_shipping: data.free_shipping === true,
    };
    const shipping = order.shipping as Address;
    const billing = order.billing as Address;
    // The lines at their full price, then priced with the coupon as the shop's checkout would.
    const lines = (order.line_items as StoredLineItem[]).map((line) => ({ ...line, total: line.subtotal }));
    const priced = priceOrder({
      lineItems: lines,
      shippingLines: order.shipping_lines as StoredShippingLine[],
      feeLines: order.fee_lines as StoredFeeLine[],
      coupons: [terms],
      country: shipping.country || billing.country || 'US',
      state: shipping.state || billing.state || '',
    });
    await db
      .update(wcOrders)
      .set({
        billing: {
          ...billing,
          first_name: partner.firstname,
          last_name: partner.lastname,
          company: partner.business_name,
          email: partner.business_email,
          phone: partner.business_phone ?? billing.phone ?? '',
        },
        line_items: priced.line_items,
        coupon_lines: priced.coupon_lines,
        tax_lines: priced.tax_lines,
        total: priced.total,
        total_tax: priced.total_tax,
        shipping_total: priced.shipping_total,
        discount_total: priced.discount_total,
      })
      .where(eq(wcOrders.id, order.id));
    uses.set(coupon.id, [...(uses.get(coupon.id) ?? []), partner.business_email]);
  }

  // The coupons count their uses, as WooCommerce does.
  for (const coupon of coupons) {
    const usedBy = uses.get(coupon.id);
    if (!usedBy) continue;
    const data = coupon.data as Record<string, unknown>;
    const before = Array.isArray(data.used_by) ? (data.used_by as string[]) : [];
    await db
      .update(wcCoupons)
      .set({
        data: { ...data, usage_count: Number(data.usage_count ?? 0) + usedBy.length, used_by: [...before, ...usedBy] },
      })
      .where(eq(wcCoupons.id, coupon.id));
  }
}

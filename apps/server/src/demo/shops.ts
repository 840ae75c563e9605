import { count, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../platform/db/client';
import { seedShopDemoData } from '../integrations/woocommerce/simulator/demo-data';
import { seedBraintreeDemoData } from '../integrations/braintree/simulator/demo-data';
import { seedShipStationDemoData } from '../integrations/shipstation/simulator/demo-data';
import { wcOrders } from '../integrations/woocommerce/simulator/tables';
import { rmaSubmissions } from '../features/rma/tables';
import { orders } from '../features/order-tickets/tables';
import { DAY_MS, DEMO_SEED, seeded } from './random';
import { loadDemoRepairs, planDemoRepairs } from './repairs';
import { SHOP_CATALOGS } from '../integrations/woocommerce/simulator/catalog-data';
import { exchangePrice, rmaNumber, rmaOrderIsPaid, type RmaTypeSlug } from '@makro/domain/rma';

interface DemoOrder {
  id: number;
  shop: string;
  number: string;
  date_created_gmt: Date;
  billing: { first_name: string; last_name: string; email: string; phone: string };
  line_items: { sku: string | null; quantity: number; subtotal: string }[];
}

const RMA_TYPES: readonly RmaTypeSlug[] = ['rma_standard_replacement', 'rma_repair', 'rma_immediate_replacement'];
const ISSUES = ['Starting', 'Lighting', 'HVAC', 'Transmission', 'Cluster', 'Other'] as const;
/** The newest requests always wait for review: the desk has work on any day the demo is started. */
const NEWEST_WAITING = 3;
const REJECTIONS = [
  'The module was damaged by water, which the warranty does not cover.',
  'The unit came back with its seals broken and parts missing.',
  'The return window for this order has closed.',
];

/** What one unit of a line cost the customer. */
const unitPrice = (line: DemoOrder['line_items'][number] | undefined) =>
  line ? Number(line.subtotal) / Math.max(1, line.quantity) : 0;

/**
 * A product the shop sells in place of the returned one, dearer or cheaper as asked: the same part in another
 * condition when the shop has one at such a price, else any part.
 */
function replacementFor(
  shop: 'tipm' | 'ecm',
  purchased: DemoOrder['line_items'][number] | undefined,
  cheaper: boolean,
  random: () => number,
) {
  const paid = unitPrice(purchased);
  const priced = SHOP_CATALOGS[shop]().filter(
    (product) =>
      !product.sku.endsWith('-MISC') && (cheaper ? Number(product.price) < paid : Number(product.price) > paid),
  );
  const base = purchased?.sku?.split('-')[0];
  const sameLine = priced.filter((product) => product.sku.startsWith(`${base}-`));
  const choices = sameLine.length > 0 ? sameLine : priced.length > 0 ? priced : SHOP_CATALOGS[shop]();
  return choices[Math.floor(random() * choices.length)]!;
}

/**
 * RMA requests against about 2% of the simulated shops' completed orders, 1–75 days after the order (and never
 * after now), numbered as the portal numbers them (site-RMAREQ-order, site-EXCREQ-order). Older ones were decided:
 * most approved (an exchange that leaves something to pay waits for payment), one in twelve rejected with a reason;
 * recent ones wait, and the newest few always do (nobody has looked at them yet), so the desk has requests to review
 * whatever the day. A tenth are exchanges for the same part in another condition, dearer or cheaper.
 */
function demoRmas(demoOrders: DemoOrder[], now: Date) {
  const random = seeded(DEMO_SEED);
  // Every other exchange costs the customer less.
  let exchanges = 0;
  let decidedSoFar = 0;
  const requested = demoOrders
    .filter(() => random() < 0.02)
    .map((order) => {
      const ageDays = (now.getTime() - order.date_created_gmt.getTime()) / DAY_MS;
      // Asked while the order was old enough: drawn within its age, so a recent order is not dropped for a date to come.
      const daysLater = 1 + Math.floor(random() * Math.max(0, Math.min(75, Math.floor(ageDays - 1))));
      const created = new Date(
        order.date_created_gmt.getTime() + daysLater * DAY_MS + Math.floor(random() * 8) * 3_600_000,
      );
      return { order, daysLater, created };
    })
    .filter(({ created }) => created <= now);
  const newest = requested.map(({ created }) => created.getTime()).sort((a, b) => b - a)[NEWEST_WAITING - 1] ?? 0;
  return requested.map(({ order, daysLater, created }, index) => {
    const site = order.shop === 'ecm' ? 'ecm' : 'tipm';
    const exchange = index % 8 === 3;
    const type: RmaTypeSlug = exchange ? 'rma_exchange' : RMA_TYPES[Math.floor(random() * RMA_TYPES.length)]!;
    const purchased = order.line_items[0];
    const originalPrice = unitPrice(purchased).toFixed(2);
    const replacement = exchange ? replacementFor(site, purchased, (exchanges += 1) % 2 === 1, random) : null;
    const decided = created.getTime() < newest && (created.getTime() < now.getTime() - 10 * DAY_MS || random() < 0.3);
    // Counted among the decided ones, so there are rejections whichever requests happen to be recent.
    if (decided) decidedSoFar += 1;
    const rejected = decided && decidedSoFar % 12 === 6;
    const price = replacement
      ? exchangePrice({ replacementPrice: replacement.price, originalPrice })
      : { total: '0.00', refund: '0.00' };
    const approved = decided && !rejected;
    const issue = ISSUES[index % ISSUES.length]!;
    return {
      rma_number: rmaNumber(site, type, order.number),
      rma_type: type,
      data_source: 'FORM',
      site,
      original_order_number: order.number,
      order_id: order.id,
      customer_firstname: order.billing.first_name,
      customer_lastname: order.billing.last_name,
      customer_email: order.billing.email,
      customer_phone_number: order.billing.phone,
      incorrect_order_partnumber_sku: purchased?.sku ?? null,
      correct_order_partnumber_sku: replacement?.sku ?? null,
      replacement_title: replacement?.name ?? null,
      replacement_price: replacement?.price ?? null,
      original_price: originalPrice,
      original_issues: exchange ? [] : [issue],
      new_issues: exchange ? [] : [issue],
      new_issues_desc: exchange ? null : 'No crank No start',
      order_days_elapsed: daysLater,
      approval_status: approved ? 'approved' : rejected ? 'rejected' : 'pending',
      rejection_reason: rejected ? REJECTIONS[index % REJECTIONS.length]! : null,
      is_paid: approved && rmaOrderIsPaid(type, price.total),
      total: approved ? price.total : '0.00',
      refund_amount: approved ? price.refund : '0.00',
      approved_at: approved ? new Date(Math.min(created.getTime() + DAY_MS, now.getTime())) : null,
      status_token: `demo${order.number}${Math.floor(random() * 1e12).toString(36)}`.padEnd(24, 'x'),
      created_at: created,
      updated_at: created,
    };
  });
}

/**
 * The simulated shops (catalogue and months of orders) and their card payments at the simulated Braintree,
 * the repair desk's orders made in them (./repairs), plus Makro's own records that refer to them.
 * Sandbox only: in live mode the shops are real and Makro only mirrors them.
 */
export async function loadDemoShops(db: Db, config: Config, now: Date): Promise<void> {
  // The repair desk's orders are made by the wizard's code below, at numbers kept for them among the shops' orders.
  const repairs = planDemoRepairs(now);
  const repairNumbers = await seedShopDemoData(db, {
    endDate: now,
    days: config.demoShops.days,
    ordersPerDay: config.demoShops.ordersPerDay,
    seed: DEMO_SEED,
    reserveAt: repairs.map((repair) => repair.submitted),
  });
  // The card payments of those orders at the simulated Braintree, so a new user can refund one.
  await seedBraintreeDemoData(db, now);
  // …and at the simulated ShipStation, as its WooCommerce stores import them, beside its manual, auto-parts and eBay stores.
  await seedShipStationDemoData(db, { now, seed: DEMO_SEED });
  await loadDemoRepairs(db, config, repairs, repairNumbers);
  const [existing] = await db.select({ n: count() }).from(rmaSubmissions);
  if ((existing?.n ?? 0) > 0) return;
  const completed = (await db
    .select({
      id: wcOrders.id,
      shop: wcOrders.shop,
      number: wcOrders.number,
      date_created_gmt: wcOrders.date_created_gmt,
      billing: wcOrders.billing,
      line_items: wcOrders.line_items,
    })
    .from(wcOrders)
    .where(sql`${wcOrders.status} = 'completed'`)
    .orderBy(wcOrders.id)) as DemoOrder[];
  const rmas = demoRmas(completed, now);
  for (let start = 0; start < rmas.length; start += 500) {
    await db
      .insert(rmaSubmissions)
      .values(rmas.slice(start, start + 500))
      .onConflictDoNothing();
  }
  await db
    .insert(orders)
    .values([
      {
        order_number: 'MK-10001',
        source: 'tipm',
        customer_name: 'Phone Order Customer',
        customer_email: 'phone.order@example.com',
        total: '349.00',
      },
      {
        order_number: 'MK-10002',
        source: 'ecm',
        customer_name: 'Fleet Services LLC',
        customer_email: 'fleet@example.com',
        total: '1290.00',
      },
    ])
    .onConflictDoNothing();
}

/** One line of a completed shop order: what the demo inventory ships against. */
export interface DemoSale {
  order_number: string;
  sku: string;
  at: Date;
}

/** The completed orders' line items since a time, oldest first (one query; empty when the shops are not simulated). */
export async function demoShopSales(db: Db, since: Date): Promise<DemoSale[]> {
  const result = await db.execute(sql`
    select ${wcOrders.number} as order_number, line ->> 'sku' as sku, ${wcOrders.date_created_gmt} as at
    from ${wcOrders} cross join lateral jsonb_array_elements(${wcOrders.line_items}) as line
    where ${wcOrders.status} = 'completed' and ${wcOrders.date_created_gmt} >= ${since.toISOString()}
    order by ${wcOrders.date_created_gmt}, ${wcOrders.id}`);
  const rows = (result as unknown as { rows: { order_number: string; sku: string | null; at: Date | string }[] }).rows;
  return rows.flatMap((row) =>
    row.sku ? [{ order_number: row.order_number, sku: row.sku, at: new Date(row.at) }] : [],
  );
}

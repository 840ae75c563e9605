/**
 * The repair desk: about thirty repair orders of the last two months, of all three repair types, taken by the CSR
 * on the phone (the staff wizard) and by walk-in customers on the counter tablet (the public form). Each is what
 * the wizard makes: a real order in the shop of its type (TIPM on the TIPM shop, ECM and VK2 on the ECM shop),
 * built by repairShopOrder, then recorded by recordRepairOrder with its REP ticket. The moments are planned before
 * the shops are seeded (planDemoRepairs), so each order carries the number the shops' shared sequence gives an
 * order made then. The bench chapter (tickets/) tells the tickets on; a repair is paid when its module is picked
 * up, later within (or past) its terms, or not yet (settleDemoRepairs).
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import {
  REPAIR_ORDER,
  repairDueDate,
  repairServiceTypeOf,
  repairTotal,
  taxPercentOf,
  type PaymentTermsDays,
  type RepairServiceType,
} from '@makro/domain/repairs';
import { businessToday } from '@makro/domain/shared';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { localDay, localToInstant } from '../../integrations/woocommerce/simulator/dates';
import { formatCents, percentOf, taxBasisPoints, toCents } from '../../integrations/woocommerce/simulator/money';
import { createOrder } from '../../integrations/woocommerce/simulator/order-service';
import { serializeOrder } from '../../integrations/woocommerce/simulator/serialize';
import { wcOrders, wcProducts } from '../../integrations/woocommerce/simulator/tables';
import type { WooOrder } from '../../integrations/woocommerce/port';
import { recordRepairOrder, type RepairDecisions } from '../../features/repairs/record';
import { repairShopOrder } from '../../features/repairs/shop-order';
import { repairOrderSubmissions } from '../../features/repairs/tables';
import { DAY_MS, DEMO_SEED, Dice, HOUR_MS, MINUTE_MS } from '../random';
import { shopCustomers, vehiclesOf, wizardInput } from './wizard-input';

/** The mix: TIPM work is half the desk, VK2 (Ford diesel PCMs) the smallest part. */
const TYPE_MIX: readonly (readonly [RepairServiceType, number])[] = [
  ['tipm', 14],
  ['ecm', 10],
  ['vk2', 6],
];
const STORY_DAYS = 62;
const PRICES: Record<RepairServiceType, readonly string[]> = {
  tipm: ['169.00', '179.00', '189.00', '199.00'],
  ecm: ['229.00', '249.00', '279.00', '299.00'],
  vk2: ['249.00', '279.00'],
};
const TERMS: readonly (readonly [PaymentTermsDays, number])[] = [
  [15, 2],
  [30, 4],
  [60, 2],
  [90, 3],
];

/** One repair order as the desk took it: everything the dice decide before the shops exist. */
export interface PlannedRepair {
  type: RepairServiceType;
  submitted: Date;
  terms: PaymentTermsDays;
  /** Made on the counter tablet by the customer (no sign-in), not by the CSR. */
  walkIn: boolean;
  /** A walk-in who left the first name empty: the form's 'Walk-in'. */
  anonymous: boolean;
  /** A garage on account: business name, and a PO number for some. */
  business: boolean;
  poNumber: string | null;
  subtotal: string;
  issueDraws: [number, number, number];
  sinceDraw: number;
  /** Choices among the shops' customers, makes, models, years and firmware, made once the shops exist. */
  draws: number[];
  withVin: boolean;
  vinDraws: number[];
  requestKey: string;
}

const hex = (dice: Dice, length: number) => Array.from({ length }, () => '0123456789abcdef'[dice.int(16)]).join('');

/** A request key as the wizard makes one (a v4 UUID), from the dice. */
const requestKey = (dice: Dice) =>
  `${hex(dice, 8)}-${hex(dice, 4)}-4${hex(dice, 3)}-${'89ab'[dice.int(4)]}${hex(dice, 3)}-${hex(dice, 12)}`;

/** Opening hours, 8 am to 6 pm Pacific, Monday to Saturday, and never after now. */
function deskMoment(dice: Dice, now: Date, ageDays: number): Date {
  let day = localDay(new Date(now.getTime() - ageDays * DAY_MS));
  const time = `${String(8 + dice.int(10)).padStart(2, '0')}:${String(dice.int(60)).padStart(2, '0')}:${String(dice.int(60)).padStart(2, '0')}`;
  const previous = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) day = previous(day);
  let moment = localToInstant(`${day}T${time}`);
  while (moment.getTime() > now.getTime() - 30 * MINUTE_MS) {
    day = previous(day);
    moment = localToInstant(`${day}T${time}`);
  }
  return moment;
}

/** The desk's orders, oldest first: the same every time for the same moment, whatever the shops hold. */
export function planDemoRepairs(now: Date): PlannedRepair[] {
  const dice = new Dice(DEMO_SEED + 17);
  const types = TYPE_MIX.flatMap(([type, n]) => Array.from({ length: n }, () => type));
  for (let index = types.length - 1; index > 0; index -= 1) {
    const other = dice.int(index + 1);
    [types[index], types[other]] = [types[other]!, types[index]!];
  }
  return types
    .map((type, index): PlannedRepair => {
      // The newest few are today's and yesterday's, so the bench has fresh work whatever the day.
      const ageDays = index < 3 ? dice.between(0.05, 1.5) : dice.between(0.5, STORY_DAYS);
      const walkIn = type !== 'vk2' && dice.chance(0.25);
      const business = !walkIn && dice.chance(0.2);
      return {
        type,
        submitted: deskMoment(dice, now, ageDays),
        terms: dice.weighted(TERMS),
        walkIn,
        anonymous: walkIn && dice.chance(0.35),
        business,
        poNumber: business && dice.chance(0.6) ? `PO-${4100 + dice.int(800)}` : null,
        subtotal: dice.pick(PRICES[type]),
        issueDraws: [dice.next(), dice.next(), dice.next()],
        sinceDraw: dice.next(),
        draws: Array.from({ length: 7 }, () => dice.next()),
        withVin: type !== 'vk2' && dice.chance(0.6),
        vinDraws: Array.from({ length: 12 }, () => dice.next()),
        requestKey: requestKey(dice),
      };
    })
    .sort((a, b) => a.submitted.getTime() - b.submitted.getTime());
}

/** The store address the shop's payment links start with, as the server will serve the simulated shops. */
function storeUrl(config: Config, shop: string) {
  const host = ['0.0.0.0', '::', '::1'].includes(config.host) ? '127.0.0.1' : config.host;
  const origin = config.publicUrl?.replace(/\/+$/, '') ?? `http://${host}:${config.port}`;
  return `${origin}/sandbox/woocommerce/${shop}`;
}

/**
 * Makes the planned orders in the simulated shops (with the numbers kept for them, when given) and records each
 * with its ticket, dated when it was taken; nothing when repair orders exist.
 */
export async function loadDemoRepairs(
  db: Db,
  config: Config,
  plans: PlannedRepair[],
  numbers: readonly number[],
): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(repairOrderSubmissions);
  if ((existing?.n ?? 0) > 0 || plans.length === 0) return;
  const customers = await shopCustomers(db);
  if (customers.all.length === 0) return;
  const [csr] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'csr'));
  const products = await db
    .select({ id: wcProducts.id, shop: wcProducts.shop })
    .from(wcProducts)
    .where(eq(wcProducts.sku, REPAIR_ORDER.sku));
  const makes = { tipm: await vehiclesOf(db, 'tipm'), ecm: await vehiclesOf(db, 'ecm') };
  // One transaction: the shop orders and their records are made together or not at all (and sooner on PGlite).
  const recorded = await db.transaction(async (tx) => {
    const rows: { id: number; at: string }[] = [];
    for (const [index, plan] of plans.entries()) {
      const shop = repairServiceTypeOf(plan.type).shop;
      const productId = products.find((product) => product.shop === shop)?.id;
      if (productId === undefined || (plan.type !== 'vk2' && makes[shop].length === 0)) continue;
      const input = wizardInput(plan, customers, makes[shop]);
      // The shop's tax (its calculate-tax: California only) and the due date of the terms, as the server decides.
      const tax = formatCents(percentOf(toCents(input.order.subtotal)!, taxBasisPoints('US', input.customer.state)));
      const decisions: RepairDecisions = {
        taxAmount: tax,
        taxPercent: taxPercentOf(tax, input.order.subtotal),
        total: repairTotal(input.order.subtotal, tax),
        dueDate: repairDueDate(businessToday(plan.submitted), plan.terms),
        handledBy: config.company.name,
        actorUserId: plan.walkIn ? null : (csr?.id ?? null),
      };
      const body = repairShopOrder(input, { ...decisions, productId, createdBy: decisions.handledBy });
      const row = await createOrder(tx, shop, { ...body }, 'rest-api', plan.submitted, numbers[index]);
      const order = serializeOrder(row, storeUrl(config, shop)) as unknown as WooOrder;
      const submission = await recordRepairOrder(tx, input, decisions, order);
      rows.push({ id: submission.id, at: plan.submitted.toISOString() });
    }
    return rows;
  });
  await backdate(db, recorded);
}

/** The submission, its ticket and their first history rows carry the moment the order was taken. */
async function backdate(db: Db, recorded: { id: number; at: string }[]) {
  if (recorded.length === 0) return;
  await db.execute(sql`
    update ${repairOrderSubmissions} as s set submission_date = v.at, created_at = v.at, updated_at = v.at
    from jsonb_to_recordset(${JSON.stringify(recorded)}::jsonb) as v(id int, at timestamptz) where s.id = v.id`);
  await db.execute(sql`
    update tickets as t set created_at = s.submission_date, updated_at = s.submission_date
    from ${repairOrderSubmissions} as s where t.origin_kind = 'repair_order_submission' and t.origin_id = s.id`);
  await db.execute(sql`
    update audit_log as a set created_at = s.submission_date, updated_at = s.submission_date
    from ${repairOrderSubmissions} as s
    left join tickets as t on t.origin_kind = 'repair_order_submission' and t.origin_id = s.id
    where (a.entity = 'repair_order' and a.entity_id = s.id::text) or (a.entity = 'ticket' and a.entity_id = t.id::text)`);
}

/** How a repair's ticket ended up on the bench, as the bench chapter told it. */
export interface RepairOnTheBench {
  submissionId: number;
  /** When the module went back to the customer ('Shipped / Picked-up'), if it has. */
  returnedAt: Date | null;
  cancelledAt: Date | null;
}

/**
 * Who has paid: walk-ins at the counter when they pick up; account customers often then, else some days later
 * (the late ones past their due date), a few not yet; a few paid the payment link before the work was done.
 * Paid orders are completed in the shop (processing while the work goes on), cancelled work is cancelled.
 */
export async function settleDemoRepairs(db: Db, bench: RepairOnTheBench[], now: Date, dice: Dice): Promise<void> {
  if (bench.length === 0) return;
  const submissions = await db
    .select()
    .from(repairOrderSubmissions)
    .where(
      inArray(
        repairOrderSubmissions.id,
        bench.map((entry) => entry.submissionId),
      ),
    );
  const changes = bench.flatMap((entry) => {
    const row = submissions.find((candidate) => candidate.id === entry.submissionId);
    if (!row?.shop_order_id) return [];
    const terms = row.payment_terms ?? 90;
    const roll = dice.next();
    const later = dice.between(3, terms + 25) * DAY_MS;
    let paidAt: Date | null = null;
    if (entry.returnedAt) {
      if (row.customer_first_name === REPAIR_ORDER.walkInFirstName || row.created_by_user_id === null || roll < 0.5)
        paidAt = entry.returnedAt;
      else if (roll < 0.8) paidAt = new Date(entry.returnedAt.getTime() + later);
    } else if (!entry.cancelledAt && roll < 0.12) {
      paidAt = new Date(row.submission_date.getTime() + dice.between(2, 40) * HOUR_MS);
    }
    if (paidAt && paidAt > now) paidAt = null;
    const status = entry.cancelledAt ? 'cancelled' : paidAt ? (entry.returnedAt ? 'completed' : 'processing') : null;
    if (!status) return [];
    const modified = (paidAt ?? entry.cancelledAt)!.toISOString();
    return [
      {
        id: row.shop_order_id,
        submission: row.id,
        status,
        paid: paidAt?.toISOString() ?? null,
        completed: status === 'completed' ? modified : null,
        modified,
      },
    ];
  });
  if (changes.length === 0) return;
  const values = JSON.stringify(changes);
  await db.execute(sql`
    update ${wcOrders} as o set status = v.status, date_paid_gmt = v.paid, date_completed_gmt = v.completed,
      date_modified_gmt = v.modified, set_paid = v.paid is not null
    from jsonb_to_recordset(${values}::jsonb) as v(id int, status text, paid timestamptz, completed timestamptz, modified timestamptz)
    where o.id = v.id`);
  await db.execute(sql`
    update ${repairOrderSubmissions} as s set is_paid = true, updated_at = v.paid
    from jsonb_to_recordset(${values}::jsonb) as v(submission int, paid timestamptz)
    where s.id = v.submission and v.paid is not null`);
}

/**
 * R.T. GRIM's queue: instrument-cluster repair orders placed in the TIPM shop over the last two weeks (the four
 * `-REPAIR` products of the simulated catalogue), made there as a customer's checkout makes them and turned into
 * GRIM orders as the order mirror does (features/grim `grimRowsOf`), then moved along as the rtgrim user did:
 * the newest still New (for Receive New Orders), older ones Received Order (taken in with their batch), clusters
 * that arrived Received Product (awaiting shipment in ShipStation, so Mark as Shipped works), the oldest Shipped to
 * Customer with carrier and tracking, and one Cancelled in the shop. The mirror's first sync finds these lines
 * already recorded and leaves them as they are.
 */
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { GrimStatus } from '@makro/domain/grim';
import type { Db } from '../platform/db/client';
import type { WooOrder } from '../integrations/woocommerce/port';
import { CLUSTER_REPAIRS } from '../integrations/woocommerce/simulator/catalog-data';
import { createOrder } from '../integrations/woocommerce/simulator/order-service';
import { serializeOrder } from '../integrations/woocommerce/simulator/serialize';
import { grimRowsOf } from '../features/grim/service';
import { rtgrimOrders } from '../features/grim/tables';
import { DAY_MS, HOUR_MS } from './random';
import { demoTrackingNumber } from './receiving';
import { Dice, DEMO_SEED } from './random';

const CUSTOMERS: [first: string, last: string, city: string, state: string, zip: string, street: string][] = [
  ['Derek', 'Holloway', 'Tulsa', 'OK', '74104', '2210 E 15th St'],
  ['Maria', 'Estrada', 'El Paso', 'TX', '79902', '518 Mesa St'],
  ['Kevin', 'Pratt', 'Dayton', 'OH', '45402', '77 Wayne Ave'],
  ['Alicia', 'Bowen', 'Macon', 'GA', '31201', '1404 Vineville Ave'],
  ['Tom', 'Lindqvist', 'Duluth', 'MN', '55802', '31 W Superior St'],
  ['Rosa', 'Delgado', 'Fresno', 'CA', '93721', '2300 Tulare St'],
  ['Brian', 'McAllister', 'Billings', 'MT', '59101', '812 N 27th St'],
  ['Janet', 'Okoro', 'Richmond', 'VA', '23220', '19 W Broad St'],
  ['Luis', 'Ferreira', 'Albuquerque', 'NM', '87102', '400 Gold Ave SW'],
  ['Hannah', 'Price', 'Spokane', 'WA', '99201', '1021 W Riverside Ave'],
  ['Gary', 'Whitfield', 'Mobile', 'AL', '36602', '250 Dauphin St'],
  ['Sofia', 'Marsh', 'Boise', 'ID', '83702', '600 W Idaho St'],
  ['Curtis', 'Lamb', 'Wichita', 'KS', '67202', '125 N Market St'],
  ['Irene', 'Novak', 'Erie', 'PA', '16501', '901 State St'],
];

/** Oldest first: how long ago each was ordered and where it stands now. */
const PLAN: [daysAgo: number, status: GrimStatus][] = [
  [14, 'shipped_to_customer'],
  [13, 'shipped_to_customer'],
  [12, 'cancelled'],
  [11, 'shipped_to_customer'],
  [9, 'received_product'],
  [8, 'received_product'],
  [7, 'received_product'],
  [6, 'received_order'],
  [5, 'received_order'],
  [4, 'received_order'],
  [2, 'created'],
  [1.5, 'created'],
  [0.6, 'created'],
  [0.2, 'created'],
];

export async function loadDemoGrim(db: Db, now: Date): Promise<void> {
  const [held] = await db.select({ n: count() }).from(rtgrimOrders);
  if ((held?.n ?? 0) > 0) return;
  const dice = new Dice(DEMO_SEED + 15);
  const batches = { old: randomUUID(), recent: randomUUID() };
  for (const [index, [daysAgo, status]] of PLAN.entries()) {
    const [first, last, city, state, zip, street] = CUSTOMERS[index]!;
    const [sku] = CLUSTER_REPAIRS[index % CLUSTER_REPAIRS.length]!;
    const placed = new Date(now.getTime() - daysAgo * DAY_MS);
    const address = {
      first_name: first,
      last_name: last,
      address_1: street,
      city,
      state,
      postcode: zip,
      country: 'US',
    };
    const email = `${first}.${last}@example.com`.toLowerCase();
    const phone = `555-01${String(10 + index).padStart(2, '0')}`;
    const row = await createOrder(
      db,
      'tipm',
      {
        status: status === 'cancelled' ? 'cancelled' : status === 'shipped_to_customer' ? 'completed' : 'processing',
        set_paid: true,
        payment_method: 'braintree_credit_card',
        payment_method_title: 'Credit Card',
        customer_note: index % 4 === 1 ? 'Speedometer needle sticks at 40 mph.' : '',
        billing: { ...address, email, phone },
        shipping: { ...address, phone },
        line_items: [
          {
            sku,
            quantity: 1,
            meta_data: [
              { key: 'Mileage', value: String(60_000 + dice.int(120) * 1000) },
              { key: 'Warranty Fix', value: index === 7 ? 'Yes' : 'No' },
            ],
          },
        ],
        shipping_lines: [{ method_id: 'flat_rate', method_title: 'UPS Ground', total: '15.00' }],
      },
      'checkout',
      placed,
    );
    const order = serializeOrder(row, '') as unknown as WooOrder;
    const received = new Date(placed.getTime() + 6 * HOUR_MS);
    const progressed = status !== 'created';
    const shipped = status === 'shipped_to_customer';
    await db
      .insert(rtgrimOrders)
      .values(
        grimRowsOf('tipm', order).map((values) => ({
          ...values,
          status,
          processed_at: progressed && status !== 'cancelled' ? received : null,
          receive_batch: progressed && status !== 'cancelled' ? (daysAgo > 6 ? batches.old : batches.recent) : null,
          carrier_code: shipped ? 'ups' : null,
          tracking_number: shipped ? demoTrackingNumber(dice, 'ups') : null,
          shipped_at: shipped ? new Date(placed.getTime() + 4 * DAY_MS) : null,
          updated_at: shipped ? new Date(placed.getTime() + 4 * DAY_MS) : progressed ? received : placed,
        })),
      )
      .onConflictDoNothing();
  }
}

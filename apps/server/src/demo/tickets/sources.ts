import type { repairOrderSubmissions } from '../../features/repairs/tables';
import type { rentalSubmissions } from '../../features/tickets/tables';
import { DAY_MS, Dice } from '../random';

/** A simulated shop order as the bench chapter reads it. */
export interface ShopOrder {
  id: number;
  shop: string;
  number: string;
  status: string;
  total: string;
  date_created_gmt: Date;
  billing: { first_name: string; last_name: string; email: string; phone: string };
  line_items: { name: string; sku: string | null; quantity: number; subtotal: string }[];
}

const REPAIR_JOBS = [
  { source: 'TIPM', issue: 'Fuel pump not priming', category: 'Fuel Pump', price: '189.00' },
  { source: 'TIPM', issue: 'Horn sounds on its own', category: 'Other', price: '169.00' },
  { source: 'TIPM', issue: 'Headlights stay on with the key off', category: 'Lighting', price: '179.00' },
  { source: 'TIPM', issue: 'No crank, no start', category: 'Starting', price: '189.00' },
  { source: 'ECM', issue: 'Misfires under load, P0300', category: 'Misfires', price: '249.00' },
  { source: 'ECM', issue: 'Immobilizer light on, no start', category: 'Immobilizer', price: '299.00' },
  { source: 'ECM', issue: 'No communication with the scan tool', category: 'Other', price: '229.00' },
  { source: 'ECM', issue: 'Transmission stuck in limp mode', category: 'Transmission', price: '279.00' },
] as const;

const VEHICLES = ['Dodge-Ram 1500', 'Jeep-Grand Cherokee', 'Chrysler-Town & Country', 'Ford-F-150', 'Dodge-Journey'];

const vin = (dice: Dice) =>
  Array.from({ length: 17 }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'[dice.int(32)]).join('');

/** Repair orders taken at the counter and on the phone over the last two months (REP 70003 on). */
export function demoRepairOrders(
  dice: Dice,
  now: Date,
  customers: readonly ShopOrder[],
): (typeof repairOrderSubmissions.$inferInsert)[] {
  return Array.from({ length: customers.length > 0 ? 28 : 0 }, (_, index) => {
    const job = dice.pick(REPAIR_JOBS);
    const customer = dice.pick(customers).billing;
    const submitted = new Date(now.getTime() - dice.between(0.1, 62) * DAY_MS);
    const walkIn = dice.chance(0.4);
    return {
      rep_number: String(70003 + index),
      source: job.source,
      customer_first_name: walkIn && dice.chance(0.3) ? 'Walk-in' : customer.first_name,
      customer_last_name: customer.last_name,
      customer_email: customer.email,
      customer_phone: customer.phone,
      vehicle_year: 2008 + dice.int(12),
      vehicle_make_model: dice.pick(VEHICLES),
      vin: vin(dice),
      issue_brief_description: job.issue,
      issue_category: job.category,
      actual_message: `${job.issue}. Customer reports it started ${1 + dice.int(6)} weeks ago.`,
      repair_price: job.price,
      subtotal: job.price,
      total_price: job.price,
      handled_by: 'Makro ERP',
      is_walk_in: walkIn,
      submission_date: submitted,
      created_at: submitted,
      updated_at: submitted,
    };
  });
}

const RETURN_REASONS = [
  'Vehicle repaired, returning the loaner module',
  'Original module came back from rebuild',
  'Dealer fixed the car; no longer needed',
  'Bought a replacement, returning the rental',
];

/** Rented units coming back, 8–40 days after their order: REN- and the order's number. */
export function demoRentals(
  dice: Dice,
  now: Date,
  rentable: readonly ShopOrder[],
): (typeof rentalSubmissions.$inferInsert)[] {
  const ageInDays = (order: ShopOrder) => (now.getTime() - order.date_created_gmt.getTime()) / DAY_MS;
  return rentable
    .filter((order) => ageInDays(order) > 9 && dice.chance(0.08))
    .slice(0, 16)
    .map((order) => {
      const keptDays = dice.between(8, Math.min(40, ageInDays(order) - 0.5));
      const submitted = new Date(order.date_created_gmt.getTime() + keptDays * DAY_MS);
      return {
        rental_number: `REN-${order.number}`,
        source: order.shop,
        order_number: order.number,
        customer_first_name: order.billing.first_name,
        customer_last_name: order.billing.last_name,
        customer_email: order.billing.email,
        submission_date: submitted,
        reason_for_return: dice.pick(RETURN_REASONS),
        order_notes: dice.chance(0.5) ? `Prepaid return label e-mailed on order ${order.number}` : null,
        created_at: submitted,
        updated_at: submitted,
      };
    });
}

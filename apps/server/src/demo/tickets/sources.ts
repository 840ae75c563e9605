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

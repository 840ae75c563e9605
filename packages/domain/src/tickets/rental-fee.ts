import { fromCents, toCents } from '../shared/money';

/**
 * The rental fee (spec part 1 §9, part 2 §9): what the business keeps of a rental order when the unit comes
 * back; the rest of the order total is refunded. Amounts are decimal strings, computed in cents.
 */
export const RENTAL_FEE = {
  minimumDays: 10,
  maximumDays: 30,
  rebuiltBaseFee: '120.00',
  newUnitPercentage: 25,
  perDay: { rebuilt: '12.00', new: '18.00' },
} as const;

export const RENTAL_CONDITIONS = ['preowned', 'rebuilt', 'new'] as const;
export type RentalCondition = (typeof RENTAL_CONDITIONS)[number];

/** Spec part 2 §8: no line of the order can be rented. */
export const NOT_A_RENTAL_ITEM = 'Is not a valid Rental Item';

/**
 * The condition a shop SKU is sold in, from its suffix (part numbers are "8 digits, optional two letters,
 * then -NEW, -REBUILT, -LIKENEW or -PREOWNED"). A like-new unit is a used one: it rents as pre-owned.
 * Anything else (accessories, repairs, custom lines) is not a rental unit.
 */
export function rentalCondition(sku: string | null | undefined): RentalCondition | null {
  const suffix = /-([A-Z]+)$/i.exec(sku?.trim() ?? '')?.[1]?.toUpperCase();
  if (suffix === 'PREOWNED' || suffix === 'LIKENEW') return 'preowned';
  if (suffix === 'REBUILT') return 'rebuilt';
  if (suffix === 'NEW') return 'new';
  return null;
}

/** Days charged beyond the included minimum: 0 up to 10 days rented, one a day after that, at most 20 (30 days). */
export function extraRentalDays(daysRented: number): number {
  const charged = Math.min(Math.max(Math.floor(daysRented), RENTAL_FEE.minimumDays), RENTAL_FEE.maximumDays);
  return charged - RENTAL_FEE.minimumDays;
}

export interface RentalLine {
  sku: string | null;
  quantity: number;
  /** The line's subtotal as the shop charged it, e.g. "450.00". */
  subtotal: string;
}

export interface RentalLineFee extends RentalLine {
  condition: RentalCondition;
  fee: string;
}

/** A percentage of an amount in cents, rounded half up to the cent. */
const percentOf = (cents: bigint, percent: number) => (cents * BigInt(percent) + 50n) / 100n;

function lineFee(line: RentalLine, condition: RentalCondition, extraDays: number): bigint {
  const units = BigInt(Math.max(1, line.quantity));
  const days = BigInt(extraDays);
  if (condition === 'preowned') return toCents(line.subtotal);
  if (condition === 'rebuilt')
    return (toCents(RENTAL_FEE.rebuiltBaseFee) + toCents(RENTAL_FEE.perDay.rebuilt) * days) * units;
  return (
    percentOf(toCents(line.subtotal), RENTAL_FEE.newUnitPercentage) + toCents(RENTAL_FEE.perDay.new) * days * units
  );
}

export interface RentalFee {
  /** The whole fee of the order's rental lines. */
  fee: string;
  extraDays: number;
  lines: RentalLineFee[];
}

/**
 * The fee of a rental order kept for `daysRented` days: pre-owned lines cost their subtotal, rebuilt lines
 * the rebuilt fee, new lines a quarter of their subtotal; rebuilt and new lines add a fee a day past the
 * tenth, for at most twenty days. Null when no line is a rental unit (NOT_A_RENTAL_ITEM).
 */
export function rentalFee(lines: readonly RentalLine[], daysRented: number): RentalFee | null {
  const extraDays = extraRentalDays(daysRented);
  const charged = lines.flatMap((line) => {
    const condition = rentalCondition(line.sku);
    return condition ? [{ ...line, condition, cents: lineFee(line, condition, extraDays) }] : [];
  });
  if (charged.length === 0) return null;
  return {
    fee: fromCents(charged.reduce((total, line) => total + line.cents, 0n)),
    extraDays,
    lines: charged.map(({ cents, ...line }) => ({ ...line, fee: fromCents(cents) })),
  };
}

/** Spec part 2 §9: a rental refund is the order total minus the rental fee (never below nothing). */
export function rentalRefundAmount(orderTotal: string, fee: string): string {
  const refund = toCents(orderTotal) - toCents(fee);
  return fromCents(refund > 0n ? refund : 0n);
}

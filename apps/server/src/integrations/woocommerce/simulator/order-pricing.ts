import { formatCents, percentOf, taxBasisPoints, toCents } from './money';
import type {
  StoredCouponLine,
  StoredFeeLine,
  StoredLineItem,
  StoredShippingLine,
  StoredTaxLine,
} from './order-shapes';

export interface CouponTerms {
  code: string;
  discount_type: string;
  amount: string;
  free_shipping: boolean;
}

export interface OrderTotals {
  line_items: StoredLineItem[];
  coupon_lines: StoredCouponLine[];
  tax_lines: StoredTaxLine[];
  total: string;
  total_tax: string;
  shipping_total: string;
  discount_total: string;
}

const cents = (value: string) => toCents(value) ?? 0;

/** Spreads `discount` over the lines in proportion to their totals; the remainder lands on the largest line. */
function spreadDiscount(totals: number[], discount: number): number[] {
  const sum = totals.reduce((a, b) => a + b, 0);
  if (sum <= 0 || discount <= 0) return totals.map(() => 0);
  const shares = totals.map((total) => Math.floor((total * discount) / sum));
  const largest = totals.indexOf(Math.max(...totals));
  shares[largest] = (shares[largest] ?? 0) + discount - shares.reduce((a, b) => a + b, 0);
  return shares;
}

function couponDiscount(coupon: CouponTerms, lines: StoredLineItem[], lineTotals: number[]): number[] {
  const amount = cents(coupon.amount);
  if (coupon.discount_type === 'fixed_product') {
    return lines.map((line, index) => Math.min(amount * line.quantity, lineTotals[index] ?? 0));
  }
  const base = lineTotals.reduce((a, b) => a + b, 0);
  const discount =
    coupon.discount_type === 'percent' ? percentOf(base, Number(coupon.amount) * 100) : Math.min(amount, base);
  return spreadDiscount(lineTotals, discount);
}

/**
 * WooCommerce's calculate_totals for the simulated stores, in integer cents: coupons lower the line
 * totals, tax follows the shipping state (see taxBasisPoints), and the order total adds shipping and fees.
 */
export function priceOrder(input: {
  lineItems: StoredLineItem[];
  shippingLines: StoredShippingLine[];
  feeLines: StoredFeeLine[];
  coupons: CouponTerms[];
  country: string;
  state: string;
}): OrderTotals {
  const lineTotals = input.lineItems.map((line) => cents(line.total));
  const couponLines: StoredCouponLine[] = [];
  for (const coupon of input.coupons) {
    const discounts = couponDiscount(coupon, input.lineItems, lineTotals);
    discounts.forEach((discount, index) => (lineTotals[index] = (lineTotals[index] ?? 0) - discount));
    couponLines.push({
      code: coupon.code,
      discount: formatCents(discounts.reduce((a, b) => a + b, 0)),
      discount_type: coupon.discount_type,
      nominal_amount: Number(coupon.amount),
      free_shipping: coupon.free_shipping,
    });
  }
  const rate = taxBasisPoints(input.country, input.state);
  const lineItems = input.lineItems.map((line, index) => {
    const total = lineTotals[index] ?? 0;
    return { ...line, total: formatCents(total), total_tax: formatCents(percentOf(total, rate)) };
  });
  return { ...summarize(lineItems, input.shippingLines, input.feeLines, rate, input.state), coupon_lines: couponLines };
}

/** Order-level sums of already priced lines; also what an update recalculates after adding lines. */
export function summarize(
  lineItems: StoredLineItem[],
  shippingLines: StoredShippingLine[],
  feeLines: StoredFeeLine[],
  rateBasisPoints: number,
  state: string,
): Omit<OrderTotals, 'coupon_lines'> {
  const sum = (values: string[]) => values.reduce((total, value) => total + cents(value), 0);
  const tax = sum(lineItems.map((line) => line.total_tax));
  const shipping = sum(shippingLines.map((line) => line.total));
  const discount = sum(lineItems.map((line) => line.subtotal)) - sum(lineItems.map((line) => line.total));
  const total = sum(lineItems.map((line) => line.total)) + tax + shipping + sum(feeLines.map((line) => line.total));
  const taxLines: StoredTaxLine[] =
    tax > 0
      ? [
          {
            rate_code: `US-${state.toUpperCase()}-TAX-1`,
            rate_id: 1,
            label: 'Tax',
            rate_percent: rateBasisPoints / 100,
            tax_total: formatCents(tax),
          },
        ]
      : [];
  return {
    line_items: lineItems,
    tax_lines: taxLines,
    total: formatCents(total),
    total_tax: formatCents(tax),
    shipping_total: formatCents(shipping),
    discount_total: formatCents(Math.max(discount, 0)),
  };
}

/**
 * Tax lines a caller sends with a new order (the repair wizard sends its own, spec part 2 §7): the order's tax is
 * theirs instead of the rate's, carried on the first line, and the total follows.
 */
export function withSuppliedTax(totals: OrderTotals, supplied: StoredTaxLine[]): OrderTotals {
  if (supplied.length === 0) return totals;
  const tax = supplied.reduce((sum, line) => sum + cents(line.tax_total), 0);
  const lineItems = totals.line_items.map((line, index) => ({
    ...line,
    total_tax: formatCents(index === 0 ? tax : 0),
  }));
  const total = cents(totals.total) - cents(totals.total_tax) + tax;
  return {
    ...totals,
    line_items: lineItems,
    tax_lines: supplied,
    total_tax: formatCents(tax),
    total: formatCents(total),
  };
}

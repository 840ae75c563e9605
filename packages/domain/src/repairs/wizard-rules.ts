import { fromCents, toCents } from '../shared/money';

/**
 * The repair order constants and money rules of the intake wizard (spec part 2 §9 "Repair", "Repair order"):
 * what the wizard shows and what the server recomputes, so the two cannot disagree.
 */
export const PAYMENT_TERMS_DAYS = [15, 30, 60, 90] as const;
export type PaymentTermsDays = (typeof PAYMENT_TERMS_DAYS)[number];
export const DEFAULT_PAYMENT_TERMS: PaymentTermsDays = 90;

export const REPAIR_ORDER = {
  sku: 'UNLISTED-REPAIR-SERVICE-MISC',
  taxRateCode: 'US-CA-TAX-1',
  taxRateId: 1,
  taxLabel: 'Tax',
  paymentMethod: 'account_terms',
  paymentMethodTitle: 'Pay on Account',
  shippingMethod: 'local_pickup',
  shippingTitle: 'Local Pickup',
  shippingTotal: '0.00',
  quantity: 1,
  country: 'US',
  defaultState: 'CA',
  walkInFirstName: 'Walk-in',
} as const;

/** The three repair services and the shop each is sold on: VK2 uses the ECM shop (spec part 2 §3). */
export const REPAIR_SERVICE_TYPES = [
  { id: 'tipm', label: 'TIPM', shop: 'tipm' },
  { id: 'ecm', label: 'ECM', shop: 'ecm' },
  { id: 'vk2', label: 'VK2-C3812', shop: 'ecm' },
] as const;
export type RepairServiceType = (typeof REPAIR_SERVICE_TYPES)[number]['id'];

const VK2_SERIES = [
  ['7C3', ['DRA', 'DRB']],
  ['8C3', ['AUA', 'AUB', 'AUC', 'AUD', 'AUE']],
  ['8C3', ['AZA', 'AZB', 'AZC', 'AZD', 'AZE']],
  ['8C3', ['BCA', 'BCB', 'BCC', 'BCD', 'BCE']],
  ['8C3', ['BEA', 'BEB', 'BEC', 'BED', 'BEE']],
  ['8C3', ['BFA', 'BFB', 'BFC', 'BFD', 'BFE']],
  ['8C3', ['BHA', 'BHB', 'BHC', 'BHD', 'BHE']],
] as const;

/** The 32 VK2 firmware options, each an A-series code paired with its Z-series service code (spec part 2 §9). */
export const VK2_FIRMWARE: readonly { code: string; pair: string }[] = VK2_SERIES.flatMap(([prefix, suffixes]) =>
  suffixes.map((suffix) => ({ code: `${prefix}A-12A650-${suffix}`, pair: `${prefix}Z-12A650-${suffix}` })),
);

/** Tax on a subtotal at a percentage (e.g. "7.25"), rounded half up to the cent. */
export function taxAmount(subtotal: string, percent: string): string {
  const [whole = '0', fraction = ''] = percent.trim().split('.');
  // The percentage in thousandths of a percent keeps three decimals exact: 7.25 % is 7250.
  const milliPercent = BigInt(whole) * 1000n + BigInt((fraction + '000').slice(0, 3));
  const scaled = toCents(subtotal) * milliPercent;
  return fromCents((scaled + 50_000n) / 100_000n);
}

/** Subtotal plus tax. */
export const repairTotal = (subtotal: string, tax: string) => fromCents(toCents(subtotal) + toCents(tax));

/**
 * The tax percent shown: tax / subtotal × 100, rounded half up to two decimals; 0 when there is no tax or no
 * subtotal (spec part 2 §5). Computed in cents, so 13.70 on 189.00 is 7.25, never 7.249999.
 */
export function taxPercentOf(tax: string, subtotal: string): string {
  const base = toCents(subtotal);
  const taxCents = toCents(tax);
  if (base <= 0n || taxCents <= 0n) return '0.00';
  // Percent in hundredths: tax × 100 × 100 / subtotal, rounded half up.
  return fromCents((taxCents * 10_000n * 2n + base) / (base * 2n));
}

export const repairServiceTypeOf = (type: RepairServiceType) =>
  REPAIR_SERVICE_TYPES.find((candidate) => candidate.id === type)!;

/** How the summary and the shop order name a repair: the vehicle, engine and repair type, or the VK2 module. */
export function repairItemName(input: {
  type: RepairServiceType;
  year?: number | null;
  make?: string | null;
  model?: string | null;
  engine?: string | null;
}): string {
  if (input.type === 'vk2') return VK2_ITEM_NAME;
  const vehicle = [input.year, input.make, input.model].filter(Boolean).join(' ');
  const engine = input.engine ? `${input.engine}L` : '';
  return [vehicle, engine, `${repairServiceTypeOf(input.type).label} Repair`].filter(Boolean).join(' ');
}

/** The VK2 item as the summary shows it (spec part 2 §2). */
export const VK2_ITEM_NAME = 'VK-C3812 Ford';

/** The due date of an order on account: the day it is made plus the payment terms, as YYYY-MM-DD. */
export function repairDueDate(today: string, terms: PaymentTermsDays = DEFAULT_PAYMENT_TERMS): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + terms * 86_400_000).toISOString().slice(0, 10);
}

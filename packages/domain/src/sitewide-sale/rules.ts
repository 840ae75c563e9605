import { fromCents, toCents } from '../shared/money';

export const SITEWIDE_SALE_STATUSES = [
  'scheduled',
  'applying',
  'active',
  'ending',
  'ended',
  'failed',
  'cancelled',
] as const;
export type SitewideSaleStatus = (typeof SITEWIDE_SALE_STATUSES)[number];

export const SITEWIDE_SALE_STATUS_LABELS: Record<SitewideSaleStatus, string> = {
  scheduled: 'Scheduled',
  applying: 'Applying',
  active: 'On sale',
  ending: 'Restoring prices',
  ended: 'Ended',
  failed: 'Restore failed',
  cancelled: 'Cancelled',
};

/** While the server job changes prices in the shop: the page warns before it is left. */
export const RUNNING_SALE_STATUSES: readonly SitewideSaleStatus[] = ['applying', 'ending'];
/** A sale that may be ended now: its prices are (partly) in the shop, or a restore is to be tried again. */
export const ENDABLE_SALE_STATUSES: readonly SitewideSaleStatus[] = ['applying', 'active', 'failed'];

/** WooCommerce's batch endpoints take at most 100 items a request. */
export const SALE_BATCH_SIZE = 100;
export const SALE_PREVIEW_PAGE_SIZE = 20;
export const SITEWIDE_SALES_PAGE_SIZE = 20;

export const SITEWIDE_SALE_MESSAGES = {
  leaveWarning: 'A sale is being applied. Leave anyway? The shop keeps being updated on the server.',
  notFound: 'Sale not found',
  shopRequired: 'Shop is required',
  percentageRequired: 'Percentage is required',
  percentageRange: 'Percentage must be more than 0 and less than 100',
  percentageDecimals: 'Percentage takes at most two decimals',
  startRequired: 'Start is required',
  endRequired: 'End is required',
  startBeforeEnd: 'The start must be before the end',
  endInFuture: 'The end must be in the future',
  noProducts: 'No products with a price to put on sale here',
  overlap: (saleId: number) =>
    `These products are already in sale #${saleId} at that time: end or cancel that sale first`,
  scheduled: 'Sale scheduled',
  started: 'Sale started: the shop is being updated',
  ending: 'Ending the sale: regular prices are being restored',
  cancelled: 'Sale cancelled',
  cannotEnd: 'Only a sale that is on, being applied or whose restore failed can be ended',
  cannotCancel: 'Only a scheduled sale can be cancelled',
  shopUnavailable: 'The shop could not be reached; try again in a moment',
} as const;

/**
 * The sale price of a regular price at a percentage off, in integer cents, rounded half up to the cent:
 * 289.00 at 10 % is 260.10; 19.99 at 15 % is 16.99 (16.9915).
 */
export function salePriceOf(regularPrice: string, percentage: string): string {
  const cents = toCents(regularPrice);
  // The percentage in hundredths of a percent: "12.5" is 1250.
  const hundredths = toCents(percentage);
  const scaled = cents * (10_000n - hundredths);
  return fromCents((scaled + 5_000n) / 10_000n);
}

/** "x of y products on sale", or "x of y products restored" once the sale is ending. */
export function saleProgressLabel(sale: {
  status: SitewideSaleStatus;
  products_total: number;
  products_on_sale: number;
  products_restored: number;
  products_failed: number;
}): string {
  if (sale.status === 'ending' || sale.status === 'ended' || sale.status === 'failed') {
    return `${sale.products_restored} of ${sale.products_total - sale.products_failed} products restored`;
  }
  return `${sale.products_on_sale} of ${sale.products_total} products on sale`;
}

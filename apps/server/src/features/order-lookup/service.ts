import type { FastifyBaseLogger } from 'fastify';
import {
  INVALID_DATE_RANGE,
  MIN_ORDER_NUMBER_LENGTH,
  countSlices,
  type OrderLookupResult,
} from '@makro/domain/order-lookup';
import { BUSINESS_TIME_ZONE } from '@makro/domain/shared';
import { SHOPS, type Shop } from '@makro/domain/shops';
import type { Db } from '../../platform/db/client';
import { unprocessable, upstreamFailed } from '../../platform/http/errors';
import { IntegrationError } from '../../integrations/http-client';
import { boundedMap } from '../../platform/bounded-map';
import type { ShopOrderSummary, StorefrontPort } from '../../integrations/woocommerce/port';
import { findMirroredOrder } from '../shops/service';
import { findRepairSubmission } from '../repairs/service';
import { findInternalOrder } from '../order-tickets/service';

export interface LookupDeps {
  db: Db;
  shops: StorefrontPort;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const NOT_FOUND: OrderLookupResult = { found: false, site: null, order: null, sources: [] };

/** The shop's own answer; when the shop cannot be asked, Makro's mirror of it. */
async function shopOrder(deps: LookupDeps, shop: Shop, number: string): Promise<ShopOrderSummary | null> {
  try {
    return await deps.shops.orderByNumber(shop, number);
  } catch (error) {
    deps.log.warn({ err: error, shop }, 'order look-up in the shop failed; using the mirror');
    const mirrored = await findMirroredOrder(deps.db, shop, number);
    if (!mirrored) return null;
    const raw = mirrored.raw as { date_created?: string; billing?: ShopOrderSummary['billing'] };
    return {
      number: mirrored.number,
      date_created: raw.date_created ?? mirrored.date_created_gmt.toISOString(),
      timezone: BUSINESS_TIME_ZONE,
      billing: raw.billing ?? {
        first_name: mirrored.customer_name,
        last_name: '',
        email: mirrored.customer_email,
        phone: '',
      },
    };
  }
}

const siteLabel = (source: string | undefined) => (source?.toLowerCase() === 'ecm' ? 'ECM' : source ? 'TIPM' : null);

/** One order number, four places (spec part 1 §3 "Order details"): both shops, repair submissions, internal orders. */
export async function lookupOrder(deps: LookupDeps, orderNumber: string): Promise<OrderLookupResult> {
  const number = orderNumber.trim();
  if (number.length < MIN_ORDER_NUMBER_LENGTH) return NOT_FOUND;
  const [tipm, ecm] = await Promise.all(SHOPS.map((shop) => shopOrder(deps, shop, number)));
  const repair = await findRepairSubmission(deps.db, number);
  const internal = await findInternalOrder(deps.db, number);
  const sources: OrderLookupResult['sources'] = [];
  if (tipm) sources.push('tipm');
  if (ecm) sources.push('ecm');
  if (repair) sources.push('repair_order_submissions');
  if (internal) sources.push('orders');
  if (sources.length === 0) return NOT_FOUND;

  const shopMatch = tipm ?? ecm;
  const own = repair ?? internal;
  const site = tipm ? 'TIPM' : ecm ? 'ECM' : siteLabel(repair?.source ?? internal?.source);
  return {
    found: true,
    site,
    order: {
      number: shopMatch?.number ?? repair?.rep_number ?? internal!.order_number,
      date_created: shopMatch?.date_created ?? own?.created_at.toISOString() ?? null,
      timezone: shopMatch?.timezone ?? null,
      billing: shopMatch?.billing ?? null,
      postgre_meta: own ? (JSON.parse(JSON.stringify(own)) as Record<string, unknown>) : null,
    },
    sources,
  };
}

/** How many month slices of a long range are asked of the shop at the same time. */
export const COUNT_SLICES_AT_ONCE = 4;

/**
 * Counts from the shop's plugin route; 4 months or more are asked one month at a time (a few months at once)
 * and summed.
 */
export async function orderCounts(shops: StorefrontPort, shop: Shop, start: string, end: string) {
  if (start > end) throw unprocessable(INVALID_DATE_RANGE);
  const slices = await boundedMap(countSlices(start, end), COUNT_SLICES_AT_ONCE, async (slice) => {
    try {
      return await shops.orderCounts(shop, { startDate: slice.start, endDate: slice.end });
    } catch (error) {
      const status = error instanceof IntegrationError ? error.status : undefined;
      throw upstreamFailed(`API error: ${status ?? 'unreachable'}`);
    }
  });
  const totals = { processing_count: 0, completed_count: 0, total_orders: 0 };
  for (const counts of slices) {
    totals.processing_count += Number(counts.processing_count);
    totals.completed_count += Number(counts.completed_count);
    totals.total_orders += Number(counts.total_orders);
  }
  return totals;
}

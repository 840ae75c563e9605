import { eq } from 'drizzle-orm';
import { exchangePrice, type RmaDetail } from '@makro/domain/rma';
import type { RmaContext } from './context';
import { outbox } from '../../platform/jobs/tables';
import { notFound } from '../../platform/http/errors';
import { rmaSubmissions } from './tables';
import { siteOf, toRows, type RmaRecord } from './requests-list';
import { rmaOrderKey } from './shop-order';

async function originalOrder(ctx: RmaContext, row: RmaRecord) {
  if (!row.order_id) return null;
  try {
    const order = await ctx.shops.getOrder(siteOf(row), row.order_id);
    return {
      number: order.number,
      date_created: `${order.date_created_gmt}Z`,
      total: order.total,
      line_items: order.line_items.map((line) => ({
        id: line.id,
        name: line.name,
        sku: line.sku,
        price: Number(line.price).toFixed(2),
      })),
    };
  } catch {
    // The shop being down does not hide the request: the modal shows everything Makro holds.
    return null;
  }
}

async function approvalState(ctx: RmaContext, row: RmaRecord): Promise<RmaDetail['approval']> {
  if (row.approval_status === 'approved') return { status: 'done', error: null };
  const [entry] = await ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.idempotency_key, rmaOrderKey(row.id)));
  if (!entry) return { status: 'none', error: null };
  if (entry.status === 'failed') return { status: 'failed', error: entry.last_error };
  return { status: 'pending', error: entry.last_error };
}

/** One RMA with everything the details modal shows; the original order is read from its shop when asked. */
export async function rmaDetail(ctx: RmaContext, id: number, options: { withShopOrder: boolean }): Promise<RmaDetail> {
  const [row] = await ctx.db.select().from(rmaSubmissions).where(eq(rmaSubmissions.id, id));
  if (!row) throw notFound(`RMA ${id} does not exist.`);
  const [summary] = await toRows(ctx.db, [row]);
  const exchange =
    row.rma_type === 'rma_exchange' && row.replacement_price !== null && row.original_price !== null
      ? exchangePrice({ replacementPrice: row.replacement_price, originalPrice: row.original_price })
      : null;
  return {
    ...summary!,
    vin: row.vin,
    original_issues: row.original_issues,
    original_issues_desc: row.original_issues_desc,
    new_issues: row.new_issues,
    new_issues_desc: row.new_issues_desc,
    purchased_sku: row.incorrect_order_partnumber_sku,
    replacement:
      row.correct_order_partnumber_sku && row.replacement_price !== null
        ? {
            title: row.replacement_title ?? row.correct_order_partnumber_sku,
            sku: row.correct_order_partnumber_sku,
            price: row.replacement_price,
          }
        : null,
    original_order: options.withShopOrder ? await originalOrder(ctx, row) : null,
    exchange,
    replacement_order_number: row.replacement_order_number,
    total: row.total,
    refund_amount: row.refund_amount,
    shipping_fee: row.shipping_fee,
    rejection_reason: row.rejection_reason,
    approval: await approvalState(ctx, row),
  };
}

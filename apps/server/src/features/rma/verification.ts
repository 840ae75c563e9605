import { sql } from 'drizzle-orm';
import { RMA_MESSAGES, forcesRepair, isRefusedOrderNumber, type RmaTypeSlug } from '@makro/domain/rma';
import type { ReplacementProduct } from '@makro/domain/rma';
import { SHOPS, type Shop } from '@makro/domain/shops';
import type { DbOrTx } from '../../platform/db/client';
import { notFound, unprocessable, type FieldPath } from '../../platform/http/errors';
import type { StorefrontPort, WooOrder } from '../../integrations/woocommerce/port';
import { findShopOrder } from '../shops/service';
import { rmaSubmissions } from './tables';

export interface VerifiedOrder {
  site: Shop;
  order: WooOrder;
  /** The shop order's number (a REP- repair number without its prefix). */
  orderNumber: string;
  forcedType: RmaTypeSlug | null;
}

const refuse = (message: string, field: FieldPath) => unprocessable(message, [{ field, message }]);

/**
 * The portal's order check (spec part 2 §5), run on every verify and again on submit: never trust the
 * browser's "verified". The sentences are the spec's; a wrong e-mail learns nothing about the order.
 */
export async function verifyOrder(
  db: DbOrTx,
  shops: StorefrontPort,
  input: { original_order_number: string; customer_email: string },
  prefix: 'body' | 'body.rma_submission',
): Promise<VerifiedOrder> {
  const typed = input.original_order_number.toUpperCase();
  const orderField = `${prefix}.original_order_number` as FieldPath;
  if (isRefusedOrderNumber(typed)) throw refuse(RMA_MESSAGES.badPrefix, orderField);
  const orderNumber = typed.replace(/^REP-/, '');
  let found: { site: Shop; order: WooOrder } | null = null;
  for (const site of SHOPS) {
    const order = await findShopOrder(db, shops, site, orderNumber);
    if (order) {
      found = { site, order };
      break;
    }
  }
  if (!found) throw refuse(RMA_MESSAGES.orderMissing(typed), orderField);
  if ((found.order.billing.email ?? '').trim().toLowerCase() !== input.customer_email.trim().toLowerCase())
    throw refuse(RMA_MESSAGES.emailMismatch, `${prefix}.customer_email` as FieldPath);
  const [existing] = await db
    .select({ id: rmaSubmissions.id })
    .from(rmaSubmissions)
    .where(sql`lower(${rmaSubmissions.original_order_number}) = ${orderNumber.toLowerCase()}`)
    .limit(1);
  if (existing) throw refuse(RMA_MESSAGES.alreadyExists(typed), orderField);
  return { ...found, orderNumber, forcedType: forcesRepair(typed) ? 'rma_repair' : null };
}

/** The shop's product for a replacement part number: that exact SKU, else the part in some condition. */
export async function replacementProduct(shops: StorefrontPort, site: Shop, sku: string): Promise<ReplacementProduct> {
  const wanted = sku.trim().toUpperCase();
  const { items } = await shops.searchProducts(site, { sku: wanted, perPage: 20 });
  const found = items.length ? items : (await shops.searchProducts(site, { search: wanted, perPage: 20 })).items;
  const product =
    found.find((candidate) => candidate.sku.toUpperCase() === wanted) ??
    found.find((candidate) => candidate.sku.toUpperCase().startsWith(`${wanted}-`));
  if (!product) throw notFound(`No product with part number ${wanted} on the ${site.toUpperCase()} shop.`);
  return {
    title: product.name,
    sku: product.sku,
    price: Number(product.price || product.regular_price || 0).toFixed(2),
  };
}

import { toCents } from '@makro/domain/shared';
import type { Shop } from '@makro/domain/shops';
import { SITEWIDE_SALE_MESSAGES, salePriceOf, type SaleCategory } from '@makro/domain/sitewide-sale';
import { upstreamFailed } from '../../platform/http/errors';
import type { StorefrontPort, WooCategory, WooProduct } from '../../integrations/woocommerce/port';

/** A product a sale changes: its regular price as the shop holds it and the price at the sale's percentage. */
export interface SaleProduct {
  product_id: number;
  name: string;
  sku: string | null;
  regular_price: string;
  sale_price: string;
}

/** Only simple products with a price: variable products are priced on their variations, which a sale leaves alone. */
const priced = (product: WooProduct) =>
  product.type === 'simple' && /^\d+(\.\d+)?$/.test(product.regular_price) && toCents(product.regular_price) > 0n;

/** Shop failures become a 502 whose message says so (the form shows it in a toast). */
async function fromShop<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw upstreamFailed(
      `${SITEWIDE_SALE_MESSAGES.shopUnavailable} (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** Every product of the shop or of one category, 100 a request, oldest first. */
export async function productsOf(shops: StorefrontPort, shop: Shop, categoryId: number | null): Promise<WooProduct[]> {
  const products: WooProduct[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await shops.listProducts(shop, { category: categoryId ?? undefined, page, perPage: 100 });
    products.push(...answer.items);
    if (page >= answer.totalPages || answer.items.length === 0) return products;
  }
}

/** The products a sale at this percentage changes, with their new prices (what Preview shows and a sale records). */
export async function saleProducts(
  shops: StorefrontPort,
  shop: Shop,
  categoryId: number | null,
  percentage: string,
): Promise<SaleProduct[]> {
  const products = await fromShop(() => productsOf(shops, shop, categoryId));
  return products.filter(priced).map((product) => ({
    product_id: product.id,
    name: decode(product.name),
    sku: product.sku || null,
    regular_price: toMoney(product.regular_price),
    sale_price: salePriceOf(product.regular_price, percentage),
  }));
}

const toMoney = (amount: string) => salePriceOf(amount, '0');

async function allCategories(shops: StorefrontPort, shop: Shop): Promise<WooCategory[]> {
  const categories: WooCategory[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await shops.listCategories(shop, { page, perPage: 100 });
    categories.push(...answer.items);
    if (page >= answer.totalPages || answer.items.length === 0) return categories;
  }
}

/** The shop's categories with their parents' names, in the order of those labels. */
export async function saleCategories(shops: StorefrontPort, shop: Shop): Promise<SaleCategory[]> {
  const categories = await fromShop(() => allCategories(shops, shop));
  const byId = new Map(categories.map((category) => [category.id, category]));
  const labelOf = (category: WooCategory): string => {
    const names = [decode(category.name)];
    const seen = new Set([category.id]);
    for (let parent = byId.get(category.parent); parent && !seen.has(parent.id); parent = byId.get(parent.parent)) {
      seen.add(parent.id);
      names.unshift(decode(parent.name));
    }
    return names.join(' › ');
  };
  return categories
    .map((category) => ({
      id: category.id,
      name: decode(category.name),
      label: labelOf(category),
      count: (category as WooCategory & { count?: number }).count ?? 0,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** WordPress answers names HTML-escaped ("Town &amp; Country"). */
export const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#0?39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export async function categoryName(shops: StorefrontPort, shop: Shop, categoryId: number): Promise<string | null> {
  const categories = await saleCategories(shops, shop);
  return categories.find((category) => category.id === categoryId)?.label ?? null;
}

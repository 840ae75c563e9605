import { decodeHTML } from 'entities';
import { LRUCache } from 'lru-cache';
import {
  REPAIR_MESSAGES,
  REPAIR_ORDER,
  repairServiceTypeOf,
  repairTotal,
  taxPercentOf,
  type RepairServiceType,
  type RepairTax,
  type VehicleMake,
} from '@makro/domain/repairs';
import { roundMoney } from '@makro/domain/shared';
import type { Shop } from '@makro/domain/shops';
import type { StorefrontPort, WooCategory } from '../../integrations/woocommerce/port';
import { upstreamFailed } from '../../platform/http/errors';

/** Vehicle lists, states and the repair products change rarely: asked of the shop at most every 10 minutes. */
const CATALOG_TTL_MS = 10 * 60_000;
/** The shops answer 100 categories a page at most (spec part 2 §9). */
const CATEGORIES_PER_PAGE = 100;

export const shopOfRepair = (type: RepairServiceType): Shop => repairServiceTypeOf(type).shop;

/** Every category under a parent, page by page. */
async function allCategories(shops: StorefrontPort, shop: Shop, parent: number): Promise<WooCategory[]> {
  const first = await shops.listCategories(shop, { parent, page: 1, perPage: CATEGORIES_PER_PAGE });
  const rest = [];
  for (let page = 2; page <= first.totalPages; page += 1)
    rest.push(...(await shops.listCategories(shop, { parent, page, perPage: CATEGORIES_PER_PAGE })).items);
  return [...first.items, ...rest];
}

export interface VehicleMakes {
  makes: VehicleMake[];
  years: number[];
}

/**
 * The shop's look-ups the wizard needs, through this server (the browser never talks to a shop), each cached
 * for 10 minutes; concurrent misses share one request to the shop. Failures are not cached.
 */
export function createRepairCatalog(shops: StorefrontPort) {
  const cache = new LRUCache<string, object>({
    max: 500,
    ttl: CATALOG_TTL_MS,
    fetchMethod: async (key) => loaders[key.split(':')[0] as keyof typeof loaders](key.split(':').slice(1)),
  });
  const loaders = {
    makes: async ([shop]: string[]): Promise<VehicleMakes> => {
      // Makes are the top categories that list model years; anything else at the top is not a make.
      const makes = (await allCategories(shops, shop as Shop, 0))
        .filter((category) => (category.model_year_list?.length ?? 0) > 0)
        .map((category) => ({
          id: category.id,
          name: decodeHTML(category.name),
          years: [...new Set(category.model_year_list!)].sort((a, b) => a - b),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const years = [...new Set(makes.flatMap((make) => make.years))].sort((a, b) => a - b);
      return { makes, years };
    },
    models: async ([shop, makeId]: string[]) =>
      (await allCategories(shops, shop as Shop, Number(makeId)))
        .map((category) => ({ id: category.id, name: decodeHTML(category.name) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    states: async () => {
      // The power-module shop first; the engine-module shop when it fails or has none (spec part 2 §7).
      const fromTipm = await shops.usStates('tipm').catch(() => []);
      const states = fromTipm.length > 0 ? fromTipm : await shops.usStates('ecm');
      if (states.length === 0) throw new Error('No states');
      return states.map((state) => ({ code: state.code, name: decodeHTML(state.name) }));
    },
    product: async ([shop]: string[]) => {
      const { items } = await shops.searchProducts(shop as Shop, { sku: REPAIR_ORDER.sku, perPage: 1 });
      const product = items.find((item) => item.sku === REPAIR_ORDER.sku);
      if (!product) throw new Error(`${REPAIR_ORDER.sku} is not sold on ${shop}`);
      return { id: product.id };
    },
  };

  async function cached<T>(key: string, failure: string): Promise<T> {
    try {
      return (await cache.fetch(key)) as T;
    } catch {
      throw upstreamFailed(failure);
    }
  }

  return {
    makes: (type: RepairServiceType) =>
      cached<VehicleMakes>(`makes:${shopOfRepair(type)}`, REPAIR_MESSAGES.categoriesFailed),
    models: (type: RepairServiceType, make: { id: number; name: string | null }) =>
      cached<{ id: number; name: string }[]>(
        `models:${shopOfRepair(type)}:${make.id}`,
        REPAIR_MESSAGES.modelsFailed(make.name),
      ),
    states: () => cached<{ code: string; name: string }[]>('states', REPAIR_MESSAGES.statesFailed),
    /** The shop product a repair order's line is sold as (spec part 2 §3: each repair type has a product). */
    productId: async (type: RepairServiceType) =>
      (await cached<{ id: number }>(`product:${shopOfRepair(type)}`, REPAIR_MESSAGES.productFailed)).id,

    /** The shop's tax on a subtotal in a state (never cached: rates change), with the percent and total. */
    async tax(type: RepairServiceType, subtotal: string, state: string): Promise<RepairTax> {
      const answer = await shops
        .calculateTax(shopOfRepair(type), { amount: subtotal, country: REPAIR_ORDER.country, state })
        .catch(() => {
          throw upstreamFailed(REPAIR_MESSAGES.taxFailed);
        });
      const total = (answer as { tax_total?: unknown } | null)?.tax_total;
      if (total === undefined || total === null || !/^\d+(\.\d+)?$/.test(String(total)))
        throw upstreamFailed(REPAIR_MESSAGES.invalidTax);
      const taxAmount = roundMoney(String(total));
      return {
        tax_amount: taxAmount,
        tax_percent: taxPercentOf(taxAmount, subtotal),
        total: repairTotal(subtotal, taxAmount),
      };
    },
  };
}

export type RepairCatalog = ReturnType<typeof createRepairCatalog>;

import { decodeHTML } from 'entities';
import { LRUCache } from 'lru-cache';
import { SHOPS, type Shop } from '@makro/domain/shops';
import {
  CONDITION_ORDER,
  VEHICLE_INFO_MESSAGES,
  conditionOfSku,
  partNumberInput,
  type Fitment,
  type VehicleMakeInfo,
} from '@makro/domain/vehicle-model-info';
import type { Page, StorefrontPort, WooCategory, WooProduct } from '../../integrations/woocommerce/port';
import { upstreamFailed } from '../../platform/http/errors';

/** The shops' categories and products change rarely: asked of each shop at most every 10 minutes. */
const CATALOG_TTL_MS = 10 * 60_000;
/** The shops answer 100 a page at most (spec part 2 §9). */
const PER_PAGE = 100;
/** A runaway shop (or paging bug) never loads more than this many pages of one list. */
const MAX_PAGES = 200;

/** One shop's fitment: its makes (years, models) and every part number filed under a make. */
export interface ShopFitment {
  shop: Shop;
  makes: VehicleMakeInfo[];
  fitments: Fitment[];
}

/** What the shops answered: each one's fitment, and the shops that did not answer (and had no copy to fall back on). */
export interface FitmentCatalog {
  shops: ShopFitment[];
  unavailable: Shop[];
}

async function everyPage<T>(load: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const first = await load(1);
  const items = [...first.items];
  for (let page = 2; page <= Math.min(first.totalPages, MAX_PAGES); page += 1) items.push(...(await load(page)).items);
  return items;
}

const CONDITION_IN_NAME = /\s+-\s+(Rebuilt|New|Like New|Pre-Owned|Preowned)\s*$/i;

/** "2011 Jeep Grand Cherokee TIPM … 68099135AC - Rebuilt" → the name without its condition. */
const productName = (name: string) => decodeHTML(name).replace(CONDITION_IN_NAME, '').trim();

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * A shop's vehicle categories and products as fitment: makes are the top categories with model years
 * (model_year_list), models their child categories; a product filed under a make (and perhaps one of its models)
 * fits that vehicle, for the make's model years. Its SKUs (one per condition) become one part number.
 */
export function shopFitment(shop: Shop, categories: WooCategory[], products: WooProduct[]): ShopFitment {
  const makeRows = categories.filter(
    (category) => category.parent === 0 && (category.model_year_list?.length ?? 0) > 0,
  );
  const makeById = new Map(makeRows.map((make) => [make.id, make]));
  const modelById = new Map(categories.filter((category) => makeById.has(category.parent)).map((row) => [row.id, row]));
  const yearsOf = (make: WooCategory) => [...new Set(make.model_year_list ?? [])].sort((a, b) => a - b);

  const makes = makeRows
    .map((make) => ({
      name: decodeHTML(make.name),
      years: yearsOf(make),
      models: [...modelById.values()]
        .filter((model) => model.parent === make.id)
        .map((model) => decodeHTML(model.name))
        .sort((a, b) => a.localeCompare(b)),
    }))
    .sort(byName);

  const grouped = new Map<string, Fitment>();
  for (const product of products) {
    const partNumber = partNumberInput(product.sku ?? '');
    if (!partNumber) continue;
    const ids = product.categories.map((category) => category.id);
    for (const make of ids.flatMap((id) => makeById.get(id) ?? [])) {
      const models = ids.flatMap((id) => {
        const model = modelById.get(id);
        return model && model.parent === make.id ? [decodeHTML(model.name)] : [];
      });
      for (const model of models.length > 0 ? models : [null]) {
        const makeName = decodeHTML(make.name);
        const key = `${partNumber}\u0000${makeName}\u0000${model ?? ''}`;
        const entry = grouped.get(key) ?? {
          id: `${shop}:${partNumber}:${makeName}:${model ?? ''}`,
          part_number: partNumber,
          shop,
          product: productName(product.name),
          make: makeName,
          model,
          years: yearsOf(make),
          conditions: [],
          skus: [],
        };
        const condition = conditionOfSku(product.sku);
        if (condition && !entry.conditions.includes(condition)) entry.conditions.push(condition);
        if (!entry.skus.includes(product.sku)) entry.skus.push(product.sku);
        grouped.set(key, entry);
      }
    }
  }
  const fitments = [...grouped.values()].map((entry) => ({
    ...entry,
    conditions: entry.conditions.sort((a, b) => CONDITION_ORDER.indexOf(a) - CONDITION_ORDER.indexOf(b)),
    skus: entry.skus.sort(),
  }));
  return { shop, makes, fitments };
}

/**
 * The shops' fitment through this server, each shop cached for 10 minutes (concurrent misses share one load);
 * a shop that fails keeps answering from its last copy if it has one, else it is reported unavailable. Both
 * shops failing with nothing to fall back on is a 502 in the page's words.
 */
export function createFitmentCatalog(shops: StorefrontPort) {
  const cache = new LRUCache<Shop, ShopFitment>({
    max: SHOPS.length,
    ttl: CATALOG_TTL_MS,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (shop) => {
      const categories = await everyPage((page) => shops.listCategories(shop, { page, perPage: PER_PAGE }));
      const products = await everyPage((page) => shops.searchProducts(shop, { page, perPage: PER_PAGE }));
      return shopFitment(shop, categories, products);
    },
  });

  return {
    async load(): Promise<FitmentCatalog> {
      const answers = await Promise.all(
        SHOPS.map(async (shop) => ({ shop, fitment: await cache.fetch(shop).catch(() => undefined) })),
      );
      const loaded = answers.flatMap((answer) => (answer.fitment ? [answer.fitment] : []));
      if (loaded.length === 0) throw upstreamFailed(VEHICLE_INFO_MESSAGES.categoriesFailed);
      return { shops: loaded, unavailable: answers.filter((answer) => !answer.fitment).map((answer) => answer.shop) };
    },
  };
}

export type FitmentCatalogLoader = ReturnType<typeof createFitmentCatalog>;

/** Both shops' makes merged by name (any case): the union of their years and models. */
export function mergedMakes(catalog: FitmentCatalog): { years: number[]; makes: VehicleMakeInfo[] } {
  const merged = new Map<string, VehicleMakeInfo>();
  for (const make of catalog.shops.flatMap((shop) => shop.makes)) {
    const key = make.name.toLowerCase();
    const known = merged.get(key);
    merged.set(
      key,
      known
        ? {
            name: known.name,
            years: [...new Set([...known.years, ...make.years])].sort((a, b) => a - b),
            models: [...new Set([...known.models, ...make.models])].sort((a, b) => a.localeCompare(b)),
          }
        : make,
    );
  }
  const makes = [...merged.values()].sort(byName);
  return { makes, years: [...new Set(makes.flatMap((make) => make.years))].sort((a, b) => a - b) };
}

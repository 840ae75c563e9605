import { describe, expect, it } from 'vitest';
import type { Shop } from '@makro/domain/shops';
import type { StorefrontPort, WooCategory, WooProduct } from '../../integrations/woocommerce/port';
import { createFitmentCatalog, mergedMakes } from './catalog';

const category = (id: number, name: string, parent = 0, years?: number[]): WooCategory => ({
  id,
  name,
  slug: name.toLowerCase(),
  parent,
  ...(years ? { model_year_list: years } : {}),
});
const product = (sku: string, name: string, categories: number[]): WooProduct =>
  ({ id: 1, name, sku, categories: categories.map((id) => ({ id, name: '', slug: '' })) }) as unknown as WooProduct;

/** A port whose shops answer these lists, or fail. */
function port(answers: Partial<Record<Shop, { categories: WooCategory[]; products: WooProduct[] } | 'down'>>) {
  const of = (shop: Shop) => {
    const answer = answers[shop];
    if (!answer || answer === 'down') throw new Error(`${shop} is down`);
    return answer;
  };
  return {
    listCategories: async (shop: Shop) => ({ items: of(shop).categories, total: 1, totalPages: 1 }),
    searchProducts: async (shop: Shop) => ({ items: of(shop).products, total: 1, totalPages: 1 }),
  } as unknown as StorefrontPort;
}

describe('the fitment catalogue', () => {
  it('answers from the shop that answers and names the one that does not', async () => {
    const catalog = createFitmentCatalog(
      port({
        tipm: {
          categories: [category(1, 'Jeep', 0, [2012, 2011]), category(2, 'Wrangler', 1), category(3, 'Uncategorized')],
          products: [
            product('68071431AC-NEW', '2010 Jeep Wrangler TIPM - New', [1, 2]),
            product('68071431AC-REBUILT', '2010 Jeep Wrangler TIPM - Rebuilt', [1, 2]),
            product('68000000AA-REBUILT', 'Jeep part - Rebuilt', [1]),
            product('FPBYPASS-KIT', 'Kit', [3]),
          ],
        },
        ecm: 'down',
      }),
    );
    const loaded = await catalog.load();
    expect(loaded.unavailable).toEqual(['ecm']);
    expect(loaded.shops[0]?.fitments).toEqual([
      {
        id: 'tipm:68071431AC:Jeep:Wrangler',
        part_number: '68071431AC',
        shop: 'tipm',
        product: '2010 Jeep Wrangler TIPM',
        make: 'Jeep',
        model: 'Wrangler',
        years: [2011, 2012],
        conditions: ['Rebuilt', 'New'],
        skus: ['68071431AC-NEW', '68071431AC-REBUILT'],
      },
      // Filed under the make alone: every model.
      expect.objectContaining({ part_number: '68000000AA', model: null }),
    ]);
    expect(mergedMakes(loaded)).toEqual({
      years: [2011, 2012],
      makes: [{ name: 'Jeep', years: [2011, 2012], models: ['Wrangler'] }],
    });
  });

  it('fails in words when neither shop answers', async () => {
    await expect(createFitmentCatalog(port({ tipm: 'down', ecm: 'down' })).load()).rejects.toMatchObject({
      status: 502,
      message: 'Failed to load vehicle categories.',
    });
  });
});

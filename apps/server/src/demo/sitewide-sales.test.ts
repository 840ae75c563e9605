import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salePriceOf, type SitewideSale } from '@makro/domain/sitewide-sale';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { seedCatalog } from '../test/shops';
import { loadDemoSitewideSales } from './sitewide-sales';

let t: TestApp;
let token = '';
const now = new Date();

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  await loadDemoSitewideSales(t.db, now);
  // A second start changes nothing.
  await loadDemoSitewideSales(t.db, now);
  token = await t.loginAs('csr_manager');
});
afterAll(() => t.close());

describe('the sitewide sales in the demo story', () => {
  it('shows a sale ended last month, one on sale now with its prices in the shop, and one next week', async () => {
    const response = await t.call(token, { method: 'GET', url: '/api/v1/sitewide_sales' });
    const sales = response.json<{ sitewide_sales: SitewideSale[]; running: boolean }>();
    expect(sales.running).toBe(false);
    const byStatus = Object.fromEntries(sales.sitewide_sales.map((sale) => [sale.status, sale]));
    expect(sales.sitewide_sales.map((sale) => sale.status).sort()).toEqual(['active', 'ended', 'scheduled']);
    expect(byStatus.ended).toMatchObject({ category_name: 'Whole shop', products_on_sale: 0 });
    expect(byStatus.ended!.products_restored).toBe(byStatus.ended!.products_total);
    expect(byStatus.active).toMatchObject({ shop: 'tipm', category_name: 'Dodge › Journey', percentage: '10.00' });
    expect(byStatus.active!.products_on_sale).toBe(byStatus.active!.products_total);
    expect(byStatus.scheduled!.products_total).toBeGreaterThan(0);
    expect(new Date(byStatus.scheduled!.starts_at).getTime()).toBeGreaterThan(now.getTime());

    // The running sale's products answer with their sale price in the simulated shop.
    const shops = t.app.integrations.shops;
    const onSale = await shops.listProducts('tipm', { category: byStatus.active!.category_id!, perPage: 100 });
    expect(onSale.items.length).toBe(byStatus.active!.products_total);
    for (const product of onSale.items) {
      expect(product).toMatchObject({ on_sale: true, price: salePriceOf(product.regular_price, '10') });
    }
  });
});

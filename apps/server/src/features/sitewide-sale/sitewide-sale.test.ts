import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleCategory, SalePreviewProduct, SitewideSale } from '@makro/domain/sitewide-sale';
import { sumMoney } from '@makro/domain/shared';
import { SITEWIDE_SALE_MESSAGES, salePriceOf } from '@makro/domain/sitewide-sale';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeOrder, seedCatalog } from '../../test/shops';
import type { ProductPriceUpdate, StorefrontPort } from '../../integrations/woocommerce/port';
import { productsOf } from './catalog';
import { createSitewideSaleRunner } from './service';
import { sitewideSaleProducts, sitewideSales } from './tables';

/**
 * Sitewide sales through HTTP against the simulated shops (reached over real HTTP by the WooCommerce adapter):
 * the routes record a sale, the job (run here by hand, as the scheduler would) changes the shop's prices.
 */

let t: TestApp;
let manager = '';
let technician = '';
const BASE = '/api/v1/sitewide_sales';

const hour = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

const create = (payload: Record<string, unknown>, token = manager) =>
  t.call(token, { method: 'POST', url: BASE, payload });
const get = async (id: number) =>
  (await t.call(manager, { method: 'GET', url: `${BASE}/${id}` })).json<{ sitewide_sale: SitewideSale }>()
    .sitewide_sale;
const action = (id: number, verb: 'end' | 'cancel') =>
  t.call(manager, { method: 'POST', url: `${BASE}/${id}/${verb}` });
const faults = (payload?: Record<string, unknown>) =>
  t.app.inject({
    method: payload ? 'PUT' : 'DELETE',
    url: '/sandbox/woocommerce/_faults',
    ...(payload ? { payload } : {}),
  });

/** The sale job with a shop port that records each batch it sends. */
function runner(shops: StorefrontPort = t.app.integrations.shops, retryBaseMs = 0) {
  const batches: ProductPriceUpdate[][] = [];
  const counting: StorefrontPort = {
    ...shops,
    batchUpdateProducts: (shop, updates) => {
      batches.push(updates);
      return shops.batchUpdateProducts(shop, updates);
    },
  };
  const job = createSitewideSaleRunner({ db: t.db, shops: counting, log: t.app.log, retryBaseMs });
  return { run: () => job.run(), batches };
}

async function startNow(payload: Record<string, unknown>) {
  const response = await create({ starts_at: at(-1000), ends_at: at(48 * hour), ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ sitewide_sale: SitewideSale; message: string }>();
}

interface ShopProduct {
  id: number;
  price: string;
  sale_price: string | null;
  type: string;
}

/** The shop's products as its REST API answers them: `price` the regular price, `sale_price` null when not on sale. */
async function shopRows(shop: 'tipm' | 'ecm'): Promise<ShopProduct[]> {
  const products = await productsOf(t.app.integrations.shops, shop, null);
  return products.map((product) => ({
    id: product.id,
    price: product.regular_price,
    sale_price: product.sale_price ? product.sale_price : null,
    type: product.type,
  }));
}
const categoryOf = async (shop: string, label: string) => {
  const response = await t.call(manager, { method: 'GET', url: `${BASE}/shops/${shop}/categories` });
  expect(response.statusCode).toBe(200);
  const found = response.json<{ categories: SaleCategory[] }>().categories.find((c) => c.label === label);
  if (!found) throw new Error(`no category ${label}`);
  return found;
};

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  manager = await t.loginAs('csr_manager');
  technician = await t.loginAs('technician');
}, 60_000);

afterAll(async () => t?.close());

describe('access', () => {
  it('answers 401 without a session and 403 without can_view_sitewide_sale, on every route', async () => {
    const routes = [
      ['GET', BASE],
      ['GET', `${BASE}/preview?shop=tipm&percentage=10`],
      ['GET', `${BASE}/shops/tipm/categories`],
      ['POST', BASE],
      ['GET', `${BASE}/1`],
      ['POST', `${BASE}/1/end`],
      ['POST', `${BASE}/1/cancel`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await t.call(undefined, { method, url })).statusCode, url).toBe(401);
      expect((await t.call(technician, { method, url, payload: {} })).statusCode, url).toBe(403);
    }
  });
});

describe('the simulated shop', () => {
  it('takes at most 100 items a batch and answers a refused item by its id without failing the others', async () => {
    const shops = t.app.integrations.shops;
    const [first] = await shopRows('ecm');
    const tooMany = Array.from({ length: 101 }, () => ({ id: first!.id, sale_price: '1.00' }));
    await expect(shops.batchUpdateProducts('ecm', tooMany)).rejects.toMatchObject({ status: 400 });
    const answer = await shops.batchUpdateProducts('ecm', [
      { id: first!.id, sale_price: '1.00' },
      { id: 99_999_999, sale_price: '1.00' },
    ]);
    expect(answer[0]).toMatchObject({ id: first!.id, sale_price: '1.00', price: '1.00', on_sale: true });
    expect(answer[1]).toMatchObject({ id: 99_999_999, error: { code: 'woocommerce_rest_product_invalid_id' } });
    const back = await shops.batchUpdateProducts('ecm', [{ id: first!.id, sale_price: '' }]);
    expect(back[0]).toMatchObject({ price: first!.price, regular_price: first!.price, sale_price: '', on_sale: false });
  });
});

describe('preview and validation', () => {
  it('lists a category’s products with the sale price computed in cents, rounded half up', async () => {
    const category = await categoryOf('tipm', 'Jeep › Grand Cherokee');
    const response = await t.call(manager, {
      method: 'GET',
      url: `${BASE}/preview?shop=tipm&category_id=${category.id}&percentage=12.5&per_page=100`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ products: SalePreviewProduct[]; total_count: number }>();
    expect(body.total_count).toBeGreaterThan(0);
    expect(body.products.length).toBe(body.total_count);
    for (const product of body.products) {
      const cents = Math.round(Number(product.regular_price) * 100);
      // 12.5 % off in integer arithmetic: cents × 875 / 1000, half up.
      const expected = Math.floor((cents * 875 + 500) / 1000);
      expect(product.sale_price).toBe((expected / 100).toFixed(2));
    }
    expect(salePriceOf('289.00', '10')).toBe('260.10');
    expect(salePriceOf('19.99', '15')).toBe('16.99');
    expect(salePriceOf('0.05', '50')).toBe('0.03');
  });

  it('names the field of each refused value', async () => {
    const cases: [Record<string, unknown>, string, number][] = [
      [{ percentage: 0 }, 'body.percentage', 400],
      [{ percentage: 100 }, 'body.percentage', 400],
      [{ percentage: '12.345' }, 'body.percentage', 400],
      [{ percentage: '' }, 'body.percentage', 400],
      [{ shop: 'amazon' }, 'body.shop', 400],
      [{ starts_at: at(3 * hour), ends_at: at(2 * hour) }, 'body.ends_at', 400],
      [{ starts_at: 'tomorrow' }, 'body.starts_at', 400],
      [{ starts_at: at(-3 * hour), ends_at: at(-2 * hour) }, 'body.ends_at', 422],
      [{ category_id: 99_999 }, 'body.category_id', 422],
    ];
    for (const [change, field, status] of cases) {
      const response = await create({
        shop: 'tipm',
        percentage: 10,
        starts_at: at(hour),
        ends_at: at(2 * hour),
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      const fields = response.json<{ error: { details: { fields: { field: string; message: string }[] } } }>().error
        .details.fields;
      expect(
        fields.map((entry) => entry.field),
        JSON.stringify(change),
      ).toContain(field);
    }
  });
});

describe('a sale', () => {
  it('puts a whole shop on sale 100 products a request, refuses an overlapping sale, and restores every price', async () => {
    const everything = await shopRows('tipm');
    // Products without a price (made-to-order lines) are left alone.
    const before = everything.filter((row) => Number(row.price) > 0 && row.type === 'simple');
    expect(before.length).toBeGreaterThan(100);
    const { sitewide_sale: sale, message } = await startNow({ shop: 'tipm', percentage: 10 });
    expect(message).toBe(SITEWIDE_SALE_MESSAGES.started);
    expect(sale).toMatchObject({ status: 'applying', category_name: 'Whole shop', products_total: before.length });

    const category = await categoryOf('tipm', 'Dodge › Journey');
    const clash = await create({
      shop: 'tipm',
      category_id: category.id,
      percentage: 20,
      starts_at: at(hour),
      ends_at: at(2 * hour),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ error: { message: string } }>().error.message).toBe(SITEWIDE_SALE_MESSAGES.overlap(sale.id));
    // After the first sale's end the same products are free.
    const later = await create({
      shop: 'tipm',
      category_id: category.id,
      percentage: 20,
      starts_at: at(72 * hour),
      ends_at: at(96 * hour),
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json<{ sitewide_sale: SitewideSale }>().sitewide_sale.status).toBe('scheduled');
    expect((await action(later.json<{ sitewide_sale: SitewideSale }>().sitewide_sale.id, 'cancel')).statusCode).toBe(
      200,
    );

    const job = runner();
    await job.run();
    expect(job.batches.map((batch) => batch.length)).toEqual(
      [...Array(Math.ceil(before.length / 100)).keys()].map((i) => Math.min(100, before.length - i * 100)),
    );
    const applied = await get(sale.id);
    expect(applied).toMatchObject({
      status: 'active',
      products_on_sale: before.length,
      progress: 100,
      last_error: null,
    });
    expect(applied.progress_label).toBe(`${before.length} of ${before.length} products on sale`);

    const [product] = before;
    const seen = await t.app.integrations.shops.getProduct('tipm', product!.id);
    expect(seen).toMatchObject({
      regular_price: product!.price,
      sale_price: salePriceOf(product!.price, '10'),
      price: salePriceOf(product!.price, '10'),
      on_sale: true,
    });

    // A checkout during the sale is charged the sale price.
    const sku = (await t.app.integrations.shops.getProduct('tipm', product!.id)).sku;
    const placed = await placeOrder(t, 'tipm', [{ sku, quantity: 2 }]);
    const order = await t.app.integrations.shops.getOrder('tipm', placed.id);
    expect(order.line_items[0]!.total).toBe(
      sumMoney([salePriceOf(product!.price, '10'), salePriceOf(product!.price, '10')]),
    );

    const ended = await action(sale.id, 'end');
    expect(ended.statusCode).toBe(200);
    expect(ended.json<{ message: string }>().message).toBe(SITEWIDE_SALE_MESSAGES.ending);
    expect((await action(sale.id, 'cancel')).statusCode).toBe(409);
    await job.run();
    const done = await get(sale.id);
    expect(done).toMatchObject({ status: 'ended', products_restored: before.length, products_on_sale: 0 });
    expect(done.ended_at).not.toBeNull();
    const after = await shopRows('tipm');
    expect(after.map((row) => [row.id, row.price, row.sale_price]).sort()).toEqual(
      everything.map((row) => [row.id, row.price, null]).sort(),
    );
    expect((await action(sale.id, 'end')).statusCode).toBe(409);
  });

  it('starts on schedule and ends on schedule', async () => {
    const category = await categoryOf('ecm', (await firstCategory('ecm')).label);
    const response = await create({
      shop: 'ecm',
      category_id: category.id,
      percentage: 25,
      starts_at: at(hour),
      ends_at: at(2 * hour),
    });
    expect(response.statusCode, response.body).toBe(201);
    const sale = response.json<{ sitewide_sale: SitewideSale; message: string }>();
    expect(sale.message).toBe(SITEWIDE_SALE_MESSAGES.scheduled);
    const job = runner();
    await job.run();
    expect((await get(sale.sitewide_sale.id)).status).toBe('scheduled');
    await t.db
      .update(sitewideSales)
      .set({ starts_at: new Date(Date.now() - 1000) })
      .where(eq(sitewideSales.id, sale.sitewide_sale.id));
    await job.run();
    expect((await get(sale.sitewide_sale.id)).status).toBe('active');
    await t.db
      .update(sitewideSales)
      .set({ ends_at: new Date(Date.now() - 500), starts_at: new Date(Date.now() - 1000) })
      .where(eq(sitewideSales.id, sale.sitewide_sale.id));
    await job.run();
    expect((await get(sale.sitewide_sale.id)).status).toBe('ended');
    const onSale = (await shopRows('ecm')).filter((row) => row.sale_price !== null);
    expect(onSale).toEqual([]);
  });

  it('keeps trying through a shop failure, showing it and the progress meanwhile', async () => {
    const { sitewide_sale: sale } = await startNow({ shop: 'ecm', percentage: 30 });
    await faults({ fail_status: 503 });
    const job = runner();
    await job.run();
    const failing = await get(sale.id);
    expect(failing.status).toBe('applying');
    expect(failing.last_error).toMatch(/^Putting products on sale failed: .*; trying again in/);
    expect(failing.progress_label).toBe(`0 of ${sale.products_total} products on sale`);
    await job.run();
    expect((await get(sale.id)).status).toBe('applying');
    // With a real wait the next passes leave the shop alone until it is over, and say when it will be.
    const patient = runner(t.app.integrations.shops, 60_000);
    await patient.run();
    expect((await get(sale.id)).last_error).toMatch(/trying again in 60 s$/);
    await patient.run();
    expect(patient.batches.length).toBe(1);
    await faults();
    await job.run();
    expect(await get(sale.id)).toMatchObject({
      status: 'active',
      last_error: null,
      products_on_sale: sale.products_total,
    });

    // Restoring fails too, then goes through.
    await action(sale.id, 'end');
    await faults({ fail_status: 500, fail_times: 1 });
    await job.run();
    expect((await get(sale.id)).last_error).toMatch(/^Restoring the regular prices failed/);
    expect((await get(sale.id)).status).toBe('ending');
    await job.run();
    expect((await get(sale.id)).status).toBe('ended');
    await faults();
  });

  it('goes on after a restart where it stopped, never sending an applied product again', async () => {
    const { sitewide_sale: sale } = await startNow({ shop: 'tipm', percentage: 5 });
    // The first process puts one batch on sale and dies before the next.
    let calls = 0;
    const real = t.app.integrations.shops;
    const dying: StorefrontPort = {
      ...real,
      batchUpdateProducts: async (shop, updates) => {
        calls += 1;
        if (calls > 1) throw new Error('process stopped');
        return real.batchUpdateProducts(shop, updates);
      },
    };
    await createSitewideSaleRunner({ db: t.db, shops: dying, log: t.app.log, retryBaseMs: 0 }).run();
    const half = await get(sale.id);
    expect(half).toMatchObject({ status: 'applying', products_on_sale: 100 });
    const appliedIds = (
      await t.db
        .select({ id: sitewideSaleProducts.product_id })
        .from(sitewideSaleProducts)
        .where(and(eq(sitewideSaleProducts.sale_id, sale.id), eq(sitewideSaleProducts.status, 'applied')))
    ).map((row) => row.id);

    const restarted = runner();
    await restarted.run();
    const sent = restarted.batches.flat().map((update) => update.id);
    expect(sent.length).toBe(sale.products_total - 100);
    expect(sent.filter((id) => appliedIds.includes(id))).toEqual([]);
    expect((await get(sale.id)).status).toBe('active');
    const rows = await shopRows('tipm');
    const priced = rows.filter((row) => Number(row.price) > 0);
    expect(priced.every((row) => row.sale_price === salePriceOf(row.price, '5'))).toBe(true);

    // A product the shop no longer knows cannot be restored: the sale says so and can be ended again.
    const gone = priced[0]!;
    await t.db.execute(sql`delete from sandbox.wc_products where id = ${gone.id}`);
    await action(sale.id, 'end');
    await restarted.run();
    const failed = await get(sale.id);
    expect(failed.status).toBe('failed');
    expect(failed.last_error).toMatch(/^1 products could not be restored and may still be on sale in the shop/);
    expect(failed.progress_label).toBe(`${sale.products_total - 1} of ${sale.products_total} products restored`);
    expect((await action(sale.id, 'end')).statusCode).toBe(200);
  });

  it('lists sales newest first, saying whether one is running', async () => {
    const response = await t.call(manager, { method: 'GET', url: `${BASE}?per_page=2` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ sitewide_sales: SitewideSale[]; running: boolean; total_count: number }>();
    expect(body.sitewide_sales.length).toBe(2);
    expect(body.sitewide_sales[0]!.id).toBeGreaterThan(body.sitewide_sales[1]!.id);
    expect(body.running).toBe(true);
    expect((await t.call(manager, { method: 'GET', url: `${BASE}/99999` })).statusCode).toBe(404);
  });
});

async function firstCategory(shop: string): Promise<SaleCategory> {
  const response = await t.call(manager, { method: 'GET', url: `${BASE}/shops/${shop}/categories` });
  const categories = response.json<{ categories: SaleCategory[] }>().categories;
  const found = categories.find((category) => category.count > 0 && category.label.includes(' › '));
  if (!found) throw new Error('no category with products');
  return found;
}

import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITEWIDE_SALE_MESSAGES, salePriceOf } from '@makro/domain/sitewide-sale';
import { signIn } from './support';

// The sale is applied and ended by the server's job (every 2 s): give it time.
test.describe.configure({ timeout: 120_000 });

const WOO = 'consumer_key=ck_sandbox&consumer_secret=cs_sandbox';
const SHOP = '/sandbox/woocommerce/tipm/wp-json/wc/v3';

interface ShopProduct {
  id: number;
  name: string;
  price: string;
  regular_price: string;
  sale_price: string;
  on_sale: boolean;
}

/** The simulated TIPM shop's category "Jeep › Wrangler" and its products, through its REST API. */
async function wranglerProducts(request: APIRequestContext): Promise<{ category: number; products: ShopProduct[] }> {
  const categories = (await (
    await request.get(`${SHOP}/products/categories?search=Wrangler&per_page=100&${WOO}`)
  ).json()) as { id: number; name: string; parent: number }[];
  const category = categories.find((entry) => entry.name === 'Wrangler' && entry.parent !== 0);
  expect(category).toBeTruthy();
  const response = await request.get(`${SHOP}/products?category=${category!.id}&per_page=100&${WOO}`);
  expect(response.ok()).toBe(true);
  return { category: category!.id, products: (await response.json()) as ShopProduct[] };
}

async function shopProduct(request: APIRequestContext, id: number): Promise<ShopProduct> {
  return (await (await request.get(`${SHOP}/products/${id}?${WOO}`)).json()) as ShopProduct;
}

test('a sale of 10 % on one category shows the new prices in the simulated shop and is ended, restoring them', async ({
  page,
}) => {
  const { products } = await wranglerProducts(page.request);
  const product = products.find((entry) => Number(entry.regular_price) > 0 && !entry.on_sale)!;
  expect(product).toBeTruthy();
  const salePrice = salePriceOf(product.regular_price, '10');

  await signIn(page, 'csr_manager');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/sitewide-sale');
  const form = page.getByRole('form', { name: 'Sitewide sale' });
  await expect(form).toBeVisible({ timeout: 15_000 });

  // TIPM (the default shop), the category picked by typing, 10 % (the default), from now for a week.
  const category = form.getByRole('combobox', { name: 'Category' });
  await expect(category).toBeEnabled();
  await category.click();
  await category.fill('Wrangler');
  await page.getByRole('option', { name: /^Jeep › Wrangler/ }).click();
  await expect(form.getByRole('textbox', { name: 'Percentage off' })).toHaveValue('10 %');

  // Preview: the product's old and new price.
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('table').filter({ hasText: product.name }).first();
  const previewRow = preview.getByRole('row').filter({ hasText: product.name }).first();
  await expect(previewRow).toContainText(`$${product.regular_price}`);
  await expect(previewRow).toContainText(`$${salePrice}`);

  await form.getByRole('button', { name: 'Start sale' }).click();
  await expect(page.getByText(SITEWIDE_SALE_MESSAGES.started)).toBeVisible();
  const row = page.locator('tr', { hasText: 'Jeep › Wrangler' }).first();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'active', { timeout: 60_000 });
  await expect(row).toContainText(`${products.length} of ${products.length} products on sale`);

  // The simulated shop answers the product at its sale price.
  await expect
    .poll(async () => shopProduct(page.request, product.id), { timeout: 10_000 })
    .toMatchObject({ regular_price: product.regular_price, sale_price: salePrice, price: salePrice, on_sale: true });

  // End now, confirmed: the regular prices come back.
  await row.getByRole('button', { name: /^End sale #\d+ now$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End now' }).click();
  await expect(page.getByText(SITEWIDE_SALE_MESSAGES.ending)).toBeVisible();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'ended', { timeout: 60_000 });
  await expect
    .poll(async () => shopProduct(page.request, product.id), { timeout: 10_000 })
    .toMatchObject({
      regular_price: product.regular_price,
      sale_price: '',
      price: product.regular_price,
      on_sale: false,
    });
});

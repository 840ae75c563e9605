import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './support';

// A customer's form with its 900 ms order check, then staff approval waiting for the shop order.
test.describe.configure({ timeout: 90_000 });

interface PlacedOrder {
  id: number;
  number: string;
  billing: { email: string };
}

const WOO = 'consumer_key=ck_sandbox&consumer_secret=cs_sandbox';

async function placedOrder(request: APIRequestContext, sku: string): Promise<PlacedOrder> {
  const placed = await request.post('/sandbox/woocommerce/tipm/_simulate/orders', {
    data: { line_items: [{ sku, quantity: 1 }], status: 'completed' },
  });
  expect(placed.ok()).toBe(true);
  return (await placed.json()) as PlacedOrder;
}

async function productPrice(request: APIRequestContext, sku: string): Promise<number> {
  const response = await request.get(`/sandbox/woocommerce/tipm/wp-json/wc/v3/products?sku=${sku}&${WOO}`);
  const [product] = (await response.json()) as { price: string }[];
  return Number(product!.price);
}

test('a customer requests an exchange, staff approve it with a shipping fee, the shop gets the order and the status page says approved', async ({
  page,
  browser,
  request,
}) => {
  // Bought new, exchanged for a rebuilt one: the customer is owed the difference less the shipping fee.
  const order = await placedOrder(request, '68099135AC-NEW');
  const owed = (await productPrice(request, '68099135AC-NEW')) - (await productPrice(request, '68099135AC-REBUILT'));
  expect(owed).toBeGreaterThan(10);

  await page.goto('/rma-request-form');
  await expect(page.getByRole('heading', { name: 'Return / Exchange Request' })).toBeVisible();
  await page.getByRole('combobox', { name: /^RMA Type/ }).click();
  await page.getByRole('option', { name: 'Exchange', exact: true }).click();
  await page.getByRole('textbox', { name: /^Original Order Number/ }).fill(order.number);
  await page.getByRole('textbox', { name: /^Email Address/ }).fill('not.the.buyer@example.com');
  await expect(
    page.getByText('The email address does not match the order number. Please check and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Exchange Request' })).toBeDisabled();
  await page.getByRole('textbox', { name: /^Email Address/ }).fill(order.billing.email);
  await expect(page.getByText(`Order #${order.number} verified.`).first()).toBeVisible();
  await page.getByRole('textbox', { name: /^Replacement Part Number/ }).fill('68099135AC-REBUILT');
  await expect(page.getByRole('region', { name: 'Replacement product' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Exchange Request' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  const statusUrl = await page.getByRole('link', { name: 'Follow your request' }).getAttribute('href');
  const rmaNumber = `tipm-EXCREQ-${order.number}`;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'csr_manager');
  await staff.waitForURL('**/dashboard');
  await staff.goto('/rma-tickets?tab=review');
  await staff.getByRole('textbox', { name: 'Search RMA requests' }).fill(order.number);
  await staff.getByRole('button', { name: `Approve ${rmaNumber}` }).click();
  const exchange = staff.getByRole('dialog', { name: `Complete Exchange Order ${rmaNumber}` });
  await exchange.getByRole('switch', { name: 'Add Shipping Fee' }).click({ force: true });
  await exchange.getByRole('textbox', { name: /^Shipping Fee/ }).fill('10');
  await expect(exchange.getByRole('textbox', { name: /^Amount we need to refund/ })).toHaveValue(
    new RegExp((owed - 10).toFixed(2)),
  );
  await exchange.getByRole('button', { name: 'Approve RMA' }).click();
  const confirm = staff.getByRole('button', { name: 'Yes, approve it!' });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(staff.getByText('RMA Item approved successfully')).toBeVisible({ timeout: 20_000 });

  await staff.goto(`/rma-tickets?tab=approved&keyword=${order.number}`);
  await expect(staff.getByRole('table', { name: 'Approved RMAs' }).getByText(rmaNumber)).toBeVisible();
  await staffContext.close();

  // The shop has one order for the RMA, charging nothing (the customer is refunded instead).
  const search = await request.get(`/sandbox/woocommerce/tipm/wp-json/wc/v3/orders?search=${rmaNumber}&${WOO}`);
  const orders = (await search.json()) as { total: string }[];
  expect(orders).toHaveLength(1);
  expect(orders[0]!.total).toBe('0.00');

  await page.goto(statusUrl!);
  await expect(page.getByRole('heading', { name: 'Your RMA Request' })).toBeVisible();
  await expect(page.getByText(rmaNumber)).toBeVisible();
  await expect(page.getByText('Your request is approved; we are preparing your order.')).toBeVisible();
});

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Endpoint } from '@makro/domain/shared';
import { login } from '@makro/domain/users';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'makro-demo';

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('Enter your username').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
}

/** Labels of every link in the side menu, submenu children included, in menu order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  return menu
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim() ?? ''));
}

/** The URL of an endpoint, from its contract: tests write no API path of their own. */
export const apiPath = (endpoint: Pick<Endpoint, 'path'>): string => `/api${endpoint.path}`;

/** Signs in through the API and returns the session token, for setting up data without the browser. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post(apiPath(login), { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return login.response.parse(await response.json()).token;
}

export interface PlacedOrder {
  id: number;
  number: string;
  total: string;
  transaction_id: string;
  billing: { email: string };
}

/** A card order in the TIPM shop with its settled sale at the simulated processor, as yesterday's checkout leaves it. */
export async function cardOrder(request: APIRequestContext): Promise<PlacedOrder> {
  const placed = await request.post('/sandbox/woocommerce/tipm/_simulate/orders', {
    data: { line_items: [{ sku: '68099135AC-REBUILT', quantity: 1 }], status: 'completed' },
  });
  expect(placed.ok()).toBe(true);
  const order = (await placed.json()) as PlacedOrder;
  const sale = await request.post('/sandbox/braintree/_transactions', {
    data: {
      legacy_id: order.transaction_id,
      order_id: order.number,
      amount: order.total,
      status: 'SETTLED',
      card_brand: 'Visa',
      card_last4: '4242',
    },
  });
  expect(sale.status()).toBe(201);
  return order;
}

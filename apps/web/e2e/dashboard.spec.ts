import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BUSINESS_TIME_ZONE } from '@makro/domain/shared';
import { listShopSync } from '@makro/domain/shops';
import { apiPath, apiToken, signIn } from './support';

// The first sync of the demo shops runs shortly after the server starts.
test.describe.configure({ timeout: 90_000 });

/** The first figures of a page come from the mirror and a lazily loaded chart chunk: slower on a busy machine. */
const FIRST_FIGURES = { timeout: 15_000 };

/** A calendar day in the business's time zone, `offset` days from today, as YYYY-MM-DD. */
function businessDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Both shops copied into the mirror at least once. */
async function waitForMirror(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, 'administrator');
  await expect
    .poll(
      async () => {
        const response = await request.get(apiPath(listShopSync), { headers: { authorization: `Bearer ${token}` } });
        const { shops } = listShopSync.response.parse(await response.json());
        return shops.filter((shop) => shop.last_synced_at !== null).length;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe(2);
}

const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The figure under the TIPM pie chart. */
async function totalTipms(page: Page): Promise<number> {
  const total = page.getByTestId('TIPM Order Distribution-total');
  await expect(total).toBeVisible(FIRST_FIGURES);
  return numberIn(await total.textContent());
}

const last30Days = `/dashboard?date_start=${businessDay(-29)}&date_end=${businessDay(0)}`;

test('the dashboard shows RMA counts, both distribution tables and both pie charts for a range', async ({ page }) => {
  await waitForMirror(page.request);
  await signIn(page, 'administrator');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(last30Days);

  await expect(page.getByText('30 days worth of data')).toBeVisible(FIRST_FIGURES);
  for (const site of ['tipm', 'ecm']) await expect(page.getByTestId(`rma-count-${site}`)).toContainText(/\d/);

  const types = page.getByRole('table', { name: 'TIPM Type Distribution' });
  await expect(types.locator('tbody tr')).toHaveCount(17);
  const a1 = types.locator('tr[data-row="A1"] td').nth(1);
  await expect(a1).toHaveText(/\d/);
  expect(numberIn(await a1.textContent())).toBeGreaterThan(0);

  const categories = page.getByRole('table', { name: 'Product Category Distribution' });
  for (const bucket of ['TIPM', 'FCM', 'BCM', 'Accessories', 'CustomLines', 'Repairs'])
    await expect(categories.locator(`tr[data-row="${bucket}"]`)).toBeVisible();
  expect(numberIn(await categories.locator('tr[data-row="TIPM"] td').nth(1).textContent())).toBeGreaterThan(0);
  await expect(categories.locator('tr[data-row="Accessories.Bypass"]')).toBeVisible();

  const tipmPie = page.getByTestId('pie-TIPM Order Distribution');
  const overallPie = page.getByTestId('pie-Overall Distribution');
  await expect(tipmPie.locator('.recharts-pie-sector').first()).toBeVisible();
  await expect(overallPie.locator('.recharts-pie-sector').first()).toBeVisible();
  await expect(tipmPie).toContainText('Total TIPMs Purchased');
  await expect(overallPie).toContainText('Total Items Purchased');
  expect(await totalTipms(page)).toBeGreaterThan(0);
  expect(numberIn(await page.getByTestId('Overall Distribution-total').textContent())).toBeGreaterThan(0);

  // An inverted range is refused before any request.
  await page.goto(`/dashboard?date_start=${businessDay(0)}&date_end=${businessDay(-3)}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid date range' })).toBeVisible();
});

test('an order placed in the TIPM shop appears on the dashboard without a restart', async ({ page }) => {
  await waitForMirror(page.request);
  await signIn(page, 'administrator');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(last30Days);
  const before = await totalTipms(page);

  const placed = await page.request.post('/sandbox/woocommerce/tipm/_simulate/orders', {
    data: { line_items: [{ sku: '68099135AC-REBUILT', quantity: 2 }], status: 'processing' },
  });
  expect(placed.status()).toBe(201);

  // The shop's webhook updates the mirror within a second or two; a reload reads it.
  await expect
    .poll(
      async () => {
        await page.reload();
        return totalTipms(page);
      },
      { timeout: 30_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(before + 2);
});

test('statistics shows its charts, and the table toggle shows the numbers', async ({ page }) => {
  await waitForMirror(page.request);
  await signIn(page, 'reports_manager');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/statistics');

  await expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible();
  await expect(page.getByTestId('stat-Orders')).toContainText(/[1-9]/, FIRST_FIGURES);
  await expect(page.getByTestId('stat-Revenue')).toContainText('$');

  const orders = page.getByTestId('chart-card-Orders per week');
  // Charts drawn with bars (weeks before the demo data have zero-height, hidden bars).
  await expect(orders.locator('.recharts-surface').first()).toBeVisible();
  expect(await orders.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(5);
  await expect(page.getByTestId('chart-card-Revenue per week').locator('.recharts-area').first()).toBeVisible();
  const mix = page.getByTestId('chart-card-Product category mix');
  await expect(mix.locator('.recharts-surface').first()).toBeVisible();
  expect(await mix.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(5);
  await expect(page.getByRole('table', { name: 'Top part numbers' }).locator('tbody tr').first()).toBeVisible();

  await orders.getByText('Table', { exact: true }).click();
  const table = orders.getByRole('table', { name: 'Orders per week' });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(5);
  const sum = (await rows.locator('td:nth-child(2)').allTextContents()).reduce(
    (total, text) => total + numberIn(text),
    0,
  );
  expect(sum).toBeGreaterThan(0);

  const rates = page.getByTestId('chart-card-RMA rate by category');
  await rates.getByText('Table', { exact: true }).click();
  await expect(rates.getByRole('table', { name: 'RMA rate by category' })).toContainText('%');
});

test('the dashboard keeps its dates and the 30-day switch in the URL across a reload', async ({ page }) => {
  await signIn(page, 'technician');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('2 days worth of data')).toBeVisible(FIRST_FIGURES);

  const lastWeek = `/dashboard?date_start=${businessDay(-6)}&date_end=${businessDay(0)}`;
  await page.goto(lastWeek);
  const within30days = page.getByRole('switch', { name: 'Within 30 days since the original Order' });
  await expect(within30days).toBeChecked();
  await within30days.click({ force: true });
  await expect(page).toHaveURL(/within30days=false/);
  await page.reload();
  await expect(page.getByText('7 days worth of data')).toBeVisible();
  await expect(within30days).not.toBeChecked();
});

import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ORDER_EXPORT_COLUMNS } from '@makro/domain/order-reports';
import { addDays, businessToday } from '@makro/domain/shared';
import { listShopSync } from '@makro/domain/shops';
import { apiPath, apiToken, signIn } from './support';

// The demo shops' first sync, then an export built on the server: give it time.
test.describe.configure({ timeout: 120_000 });

/** The demo partners' coupon codes (apps/server/src/demo/partners.ts), as the shops keep them: lower case. */
const DEMO_PARTNER_COUPONS = ['torquepro15', 'valleyauto15', 'dashdocs15'];

/** Both shops copied into the order mirror at least once: the export reads the mirror. */
async function waitForMirror(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, 'administrator');
  await expect
    .poll(
      async () => {
        const response = await request.get(apiPath(listShopSync), { headers: { authorization: `Bearer ${token}` } });
        const { shops } = listShopSync.response.parse(await response.json());
        return shops.filter((shop) => shop.last_synced_at !== null).length;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe(2);
}

/** A CSV line of quoted cells (no quotes inside the demo's values). */
const cellsOf = (line: string) => line.slice(1, -1).split('","');

test('a reports manager exports last month’s partner orders and gets a CSV of partner-coupon rows', async ({
  page,
}) => {
  await waitForMirror(page.request);
  await signIn(page, 'reports_manager');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/order-reports');
  const form = page.getByRole('form', { name: 'Order report export' });
  await expect(form).toBeVisible({ timeout: 15_000 });

  // The page proposes last month; partner orders only.
  const end = addDays(`${businessToday().slice(0, 8)}01`, -1);
  const start = `${end.slice(0, 8)}01`;
  const partnersOnly = form.getByRole('switch', { name: /Only export partner orders/ });
  await partnersOnly.check();
  await expect(partnersOnly).toBeChecked();

  const downloading = page.waitForEvent('download', { timeout: 90_000 });
  await form.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${start}-${end}-partners.csv`);

  // The timeline ends with every step completed, the bar full.
  const steps = page.getByLabel('Export steps');
  for (const label of ['Shop orders TIPM', 'Shop orders ECM', 'ShipStation stores', 'Building the file'])
    await expect(steps.locator('[data-status="completed"]', { hasText: label })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Export completed')).toBeVisible();

  const lines = (await readFile((await download.path()) ?? '', 'utf8')).split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe(ORDER_EXPORT_COLUMNS.map((column) => `"${column}"`).join(','));
  const rows = lines.slice(1).map(cellsOf);
  expect(rows.length).toBeGreaterThan(0);
  const coupon = ORDER_EXPORT_COLUMNS.indexOf('Coupon Name');
  const orderDate = ORDER_EXPORT_COLUMNS.indexOf('Order Date');
  for (const row of rows) {
    expect(DEMO_PARTNER_COUPONS).toContain(row[coupon]);
    expect(row[orderDate]! >= start && row[orderDate]!.slice(0, 10) <= end).toBe(true);
  }
});

import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { GRIM_CSV_COLUMNS, GRIM_MESSAGES, listRtgrimOrders } from '@makro/domain/grim';
import { apiPath, apiToken, signIn } from './support';

// An order placed in the shop, its webhook, a sign-in, a download, an e-mail and ShipStation: give it time.
test.describe.configure({ timeout: 120_000 });

test('an rtgrim user receives new orders, moves one to received product and marks it shipped', async ({ page }) => {
  // A customer orders an instrument-cluster repair in the TIPM shop; its webhook makes the GRIM order.
  const placed = await page.request.post('/sandbox/woocommerce/tipm/_simulate/orders', {
    data: { line_items: [{ sku: '68225053AC-REPAIR', quantity: 1 }], status: 'processing' },
  });
  expect(placed.status()).toBe(201);
  const number = String(((await placed.json()) as { number: string }).number);
  const headers = { authorization: `Bearer ${await apiToken(page.request, 'rtgrim')}` };
  await expect
    .poll(
      async () => {
        const response = await page.request.get(apiPath(listRtgrimOrders), {
          headers,
          params: { status: 'created', per_page: 100 },
        });
        const { rtgrim_orders } = listRtgrimOrders.response.parse(await response.json());
        return rtgrim_orders.map((order) => order.order_number);
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toContain(number);

  await signIn(page, 'rtgrim');
  await page.waitForURL('**/grim');

  // Receive New Orders: every New order moves on and their CSV downloads.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Receive New Orders' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^new_orders\(\d{4}-\d{2}-\d{2}\)\.csv$/);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe(GRIM_CSV_COLUMNS.map((column) => `"${column}"`).join(','));
  const mine = lines.find((line) => line.startsWith(`"${number}",`));
  expect(mine).toContain('"68225053AC"');
  expect(mine).toContain('"received_order"');

  // Nothing is new any more.
  await page.getByRole('button', { name: 'Receive New Orders' }).click();
  await expect(page.getByText(GRIM_MESSAGES.noNewOrders)).toBeVisible();

  // The order's preview: received product sends the customer the e-mail.
  const row = page.locator(`tr[data-order="${number}"]`);
  await expect(row).toContainText('Received Order');
  await row.click();
  const preview = page.getByRole('region', { name: `Order ${number}` });
  await expect(preview).toBeVisible();
  await preview.getByRole('combobox', { name: 'Update Status' }).click();
  await page.getByRole('option', { name: 'Received Product' }).click();
  await preview.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText(GRIM_MESSAGES.statusUpdated)).toBeVisible();
  await expect(row).toContainText('Received Product');
  const messages = (await (await page.request.get('/sandbox/mailersend/messages')).json()) as { subject: string }[];
  expect(messages.map((message) => message.subject)).toContain(GRIM_MESSAGES.receivedSubject(number));

  // Mark as Shipped: the tracking number is required; the carrier defaults to UPS.
  const ship = preview.getByRole('form', { name: 'Mark as Shipped' });
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(page.getByText(GRIM_MESSAGES.fillRequired).first()).toBeVisible();
  await ship.getByRole('textbox', { name: 'Tracking Number' }).fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
  await page.getByRole('button', { name: 'Yes, mark as shipped' }).click();
  await expect(page.getByText(GRIM_MESSAGES.shipped(number))).toBeVisible();
  await expect(row).toContainText('Shipped to Customer');

  // ShipStation has the shipment.
  const shipStation = await page.request.get(`/sandbox/shipstation/_orders?order_number=${number}`);
  expect(await shipStation.text()).toContain('1Z999AA10123456784');
});

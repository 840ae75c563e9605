import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { listInventories } from '@makro/domain/inventory';
import { listTickets, type TicketType } from '@makro/domain/tickets';
import { apiPath, apiToken, signIn } from './support';

test.describe.configure({ timeout: 60_000 });

async function firstTicket(request: APIRequestContext, token: string, type: TicketType): Promise<string> {
  const response = await request.get(apiPath(listTickets), {
    headers: { authorization: `Bearer ${token}` },
    params: { type, per_page: 1 },
  });
  return listTickets.response.parse(await response.json()).tickets[0]!.ticket_number;
}

async function firstSerial(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get(apiPath(listInventories), {
    headers: { authorization: `Bearer ${token}` },
    params: { per_page: 1 },
  });
  return listInventories.response.parse(await response.json()).inventories[0]!.serial_number;
}

/** Keyboard only: `/` focuses the box, the text is typed, Enter opens the best match once it is listed. */
async function findByKeyboard(page: Page, text: string, expectedTitle: string) {
  await page.keyboard.press('/');
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.locator('[role="option"][data-combobox-selected]').getByText(expectedTitle).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

test('finds a ticket, a serial and a shop order from the top bar by keyboard alone', async ({ page, request }) => {
  const token = await apiToken(request, 'administrator');
  const repair = await firstTicket(request, token, 'repair');
  const order = await firstTicket(request, token, 'order');
  const serial = await firstSerial(request, token);

  await signIn(page, 'administrator');
  await expect(page).toHaveURL(/\/dashboard/);

  await findByKeyboard(page, repair.toLowerCase(), repair);
  await expect(page).toHaveURL(new RegExp(`/repair-tickets/${repair}$`));
  await expect(page.getByText(repair).first()).toBeVisible();

  await findByKeyboard(page, order, order);
  await expect(page).toHaveURL(new RegExp(`/order-tickets/${order}$`));

  await findByKeyboard(page, serial, serial);
  await expect(page).toHaveURL(new RegExp(`/inventory-search\\?keyword=${serial}$`));
  await expect(page.getByRole('cell', { name: serial, exact: true })).toBeVisible();
});

test('a scanned serial with its Enter opens the item at once', async ({ page, request }) => {
  const serial = await firstSerial(request, await apiToken(request, 'administrator'));
  await signIn(page, 'inventory_manager');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('textbox', { name: 'Search' }).click();
  // A wedge scanner: the whole serial and Enter within a few milliseconds, before any answer is shown.
  await page.keyboard.type(serial, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/inventory-search\\?keyword=${serial}$`));
});

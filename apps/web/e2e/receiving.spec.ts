import { expect, test, type Page } from '@playwright/test';
import { createTags } from '@makro/domain/inventory';
import { RECEIVING_MESSAGES, updateTracking } from '@makro/domain/receiving';
import { listTickets } from '@makro/domain/tickets';
import { apiPath, apiToken, signIn } from './support';

// A sign-in, two scans and a receipt, then the history and the ticket page: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A keyboard-wedge reader: keys a few ms apart, then Enter. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 10 });
  await page.keyboard.press('Enter');
}

test('a parcel is received by scanning its USPS label and shows in the history and on its ticket', async ({ page }) => {
  const headers = { authorization: `Bearer ${await apiToken(page.request, 'administrator')}` };
  // A rental coming back, its label a fresh USPS number (22 digits from 94) as the CSR entered it.
  const rentals = listTickets.response.parse(
    await (await page.request.get(apiPath(listTickets), { headers, params: { type: 'rental', per_page: 1 } })).json(),
  );
  const ticket = rentals.tickets[0]!.ticket_number;
  const tracking = `94001${String(Date.now()).slice(-13)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  expect(tracking).toMatch(/^94\d{20}$/);
  const set = await page.request.fetch(apiPath(updateTracking), {
    method: 'PATCH',
    headers,
    data: { ticket_number: ticket, ticket_type: 'rental', tracking_number: tracking },
  });
  expect(set.ok(), await set.text()).toBe(true);
  // The module inside carries a freshly printed tag.
  const tags = createTags.response.parse(
    await (
      await page.request.post(apiPath(createTags), { headers, data: { part_number: '68099135AC', quantity: 1 } })
    ).json(),
  );
  const tag = tags.tags[0]!.serial_number;

  await signIn(page, 'technician');
  await page.waitForURL('**/dashboard');
  await page.goto('/receiving');
  await expect(page.getByText(RECEIVING_MESSAGES.banner)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('receiving-banner')).toHaveAttribute('data-listening', 'true');

  // The label as a GS1 reader on the wrong keyboard layout types it: routing code, (94) and 20 digits, "shift" noise.
  await scan(page, `shift(420shift)90210shift(94shift)${tracking.slice(2)}`);
  const modal = page.getByRole('dialog', { name: 'Mark as Received' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(ticket, { exact: true })).toBeVisible();
  // Spaces stripped and the label read: the search shows the number it looked for, the modal takes it.
  const searchForm = page.getByRole('form', { name: 'Search ticket' });
  await expect(searchForm.getByRole('textbox', { name: 'Tracking Number' })).toHaveValue(tracking);
  await expect(modal.getByRole('textbox', { name: 'Tracking Number' })).toHaveValue(tracking);
  await expect(modal.getByLabel('Receiving Type')).toHaveValue('Rental');

  // The module's tag, scanned into the modal (its field has the focus), then Receive.
  await expect(modal.getByRole('textbox', { name: 'Module Tag' })).toBeFocused();
  await scan(page, tag);
  await expect(modal.getByRole('textbox', { name: 'Module Tag' })).toHaveValue(tag);
  await modal.getByRole('button', { name: 'Receive' }).click();
  await expect(page.getByText(RECEIVING_MESSAGES.received(ticket))).toBeVisible();
  await expect(modal).toBeHidden();

  // The history, newest first: the parcel, its ticket, its module.
  await page.getByRole('tab', { name: 'Received History' }).click();
  const row = page.locator(`tr[data-tracking="${tracking}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(ticket);
  await expect(row).toContainText(tag);
  await row.getByRole('button', { name: `Details of ${ticket}` }).click();
  const details = page.getByRole('dialog', { name: 'Received Parcel' });
  await expect(details).toContainText('Tina Nguyen');
  await details.getByRole('link', { name: ticket }).click();

  // The ticket's history says the parcel came in, with its module.
  await page.waitForURL(`**/rental-tickets/${ticket}`);
  const history = page.getByLabel('Ticket history');
  await expect(history.getByText(`Parcel ${tracking} received (Rental), module ${tag} (68099135AC)`)).toBeVisible();
});

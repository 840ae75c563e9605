import { expect, test, type Page } from '@playwright/test';
import { listTickets, showTicket } from '@makro/domain/tickets';
import { PACKING_MESSAGES } from '@makro/domain/packing-shipping';
import { apiPath, apiToken, signIn } from './support';

// A sign-in, several scans, ShipStation and two pages: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A keyboard-wedge reader: keys a few ms apart, then Enter. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 10 });
  await page.keyboard.press('Enter');
}

test('an order is packed by scanning its ticket and module tags (a wrong one refused), shipped, and ShipStation has it shipped', async ({
  page,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(page.request, 'administrator')}` };
  // The demo's packing bench: open shop orders awaiting shipment, their modules named on the ticket's history,
  // the first one with a module pulled by mistake.
  const orders = listTickets.response.parse(
    await (await page.request.get(apiPath(listTickets), { headers, params: { type: 'order', per_page: 100 } })).json(),
  );
  let order: { number: string; right: string[]; wrong: string } | undefined;
  for (const candidate of orders.tickets) {
    const answer = await page.request.get(apiPath(showTicket).replace(':ticketNumber', candidate.ticket_number), {
      headers,
    });
    const { timeline } = (await answer.json()) as { timeline: { note: string | null }[] };
    const ready = timeline
      .map((event) => event.note?.match(/^Ready to pack: modules (.+) on the shelf for packing\. (\S+) \(/))
      .find(Boolean);
    if (!ready) continue;
    order = { number: candidate.ticket_number, right: ready[1]!.split(', '), wrong: ready[2]! };
    break;
  }
  const { number, right, wrong } = order!;

  await signIn(page, 'inventory_manager');
  await page.waitForURL('**/dashboard');
  await page.goto('/packing-shipping');
  const banner = page.getByTestId('packing-banner');
  // The page's chunk loads on a busy machine: give it time.
  await expect(banner).toHaveAttribute('data-listening', 'true', { timeout: 30_000 });

  // The ticket's QR, scanned anywhere on the page.
  await scan(page, number);
  const ticket = page.getByTestId('packing-ticket');
  await expect(ticket).toHaveAttribute('data-ticket', number);
  await expect(banner).toHaveAttribute('data-expects', 'tag');

  // The wrong module: refused loudly, nothing packed.
  await scan(page, wrong);
  const refusal = page.getByTestId('packing-refusal');
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(`${wrong} was NOT packed`);
  await expect(refusal).toContainText('Wrong module!');
  await expect(page.locator('[data-testid="packing-lines"] tr[data-packed="true"]')).toHaveCount(0);

  // Each right module goes into its line.
  for (const [index, serial] of right.entries()) {
    await scan(page, serial);
    await expect(page.locator('[data-testid="packing-lines"] tr[data-packed="true"]')).toHaveCount(index + 1);
  }
  await expect(ticket).toHaveAttribute('data-packed', 'true');
  await expect(ticket.getByText('Every line has its module. Ship it below.')).toBeVisible();

  // Ship it: the ticket number is filled, the carrier is UPS unless changed.
  const form = page.getByRole('form', { name: 'Ship a ticket' });
  await expect(form.getByRole('textbox', { name: 'Ticket Number' })).toHaveValue(number);
  await expect(form.getByLabel('Carrier')).toHaveValue('UPS');
  const tracking = `1Z999AA1${String(Date.now()).slice(-10)}`;
  await form.getByRole('textbox', { name: 'Tracking Number' }).fill(tracking);
  await form.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByText(PACKING_MESSAGES.shipped(number))).toBeVisible();
  const confirmation = page.getByTestId('shipment-confirmation');
  await expect(confirmation).toContainText(tracking);
  for (const serial of right) await expect(confirmation).toContainText(serial);

  // ShipStation has the order shipped, with our tracking number, the customer notified.
  const shipStation = await page.request.get(`/sandbox/shipstation/_orders?order_number=${number}`);
  const [shipped] = (await shipStation.json()) as {
    orderStatus: string;
    shipments: { trackingNumber: string; carrierCode: string; notifyCustomer: boolean }[];
  }[];
  expect(shipped).toMatchObject({
    orderStatus: 'shipped',
    shipments: [{ trackingNumber: tracking, carrierCode: 'ups', notifyCustomer: true }],
  });

  // The shipping history lists it.
  await page.getByRole('link', { name: 'Shipping History' }).click();
  await page.waitForURL('**/shipping-history');
  await expect(page.getByRole('heading', { name: 'Shipping History' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(`tr[data-tracking="${tracking}"]`)).toContainText(number);
});

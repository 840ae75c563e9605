import { expect, test, type Page } from '@playwright/test';
import { cardOrder, signIn } from './support';

// Two people, a 900 ms quote and duplicate check, and a payout the manager waits for.
test.describe.configure({ timeout: 90_000 });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a CSR requests a refund, a manager approves it, the money goes back once with a receipt and both e-mails', async ({
  page,
  browser,
  request,
}) => {
  const order = await cardOrder(request);

  await signIn(page, 'csr');
  await page.waitForURL('**/dashboard');
  await page.goto('/refunds');
  await expect(page.getByRole('heading', { name: 'REQUEST REFUND' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Order Number/ }).fill(order.number);
  await choose(page, 'Department', 'TIPM');
  await choose(page, 'Reason', 'Late Shipment');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(order.total);
  await page.getByRole('textbox', { name: /^Refund Amount/ }).fill('25');
  await page.getByRole('textbox', { name: /^Notes/ }).fill('Arrived four days late');
  await page.getByRole('button', { name: 'Request Refund' }).click();
  await expect(page.getByText(`Refund request for ticket #${order.number} created!`)).toBeVisible();

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, 'csr_manager');
  await manager.waitForURL('**/dashboard');
  await manager.goto('/refunds');
  await manager.getByRole('button', { name: `Approve #${order.number}` }).click();
  await manager.getByRole('button', { name: 'Yes, approve it!' }).click();
  await expect(manager.getByText(`Ticket/Order #${order.number} Refunded Successfully`)).toBeVisible();

  await manager.getByRole('tab', { name: 'Approved Refunds' }).click();
  await manager.getByRole('textbox', { name: 'Search approved refunds' }).fill(order.number);
  await manager.getByRole('button', { name: `Transactions of #${order.number}` }).click();
  const transactions = manager.getByRole('dialog', { name: `Transactions of order #${order.number}` });
  const credit = transactions.getByRole('row').filter({ hasText: '-$25.00' });
  await expect(credit).toHaveCount(1);
  await expect(credit).toContainText('4242');
  const [receipt] = await Promise.all([
    managerContext.waitForEvent('page'),
    credit.getByRole('button', { name: /^Receipt of / }).click(),
  ]);
  await expect(receipt.getByRole('heading', { name: /Refund receipt/ })).toBeVisible();
  await expect(receipt.getByText('$25.00')).toBeVisible();
  await managerContext.close();

  // Exactly one refund at the processor, and one e-mail to the customer and one to the CSR who asked.
  const atProcessor = (await (
    await request.get(`/sandbox/braintree/_transactions?order_id=${order.number}`)
  ).json()) as { type: string }[];
  expect(atProcessor.filter((entry) => entry.type === 'credit')).toHaveLength(1);
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/sandbox/mailersend/messages')).json()) as {
        to: { email: string }[];
        personalization: { data: Record<string, unknown> }[];
      }[];
      return messages
        .filter((message) => message.personalization[0]?.data.order_ticket_number === order.number)
        .map((message) => message.to[0]!.email)
        .sort();
    })
    .toEqual([order.billing.email, 'csr@makro.example'].sort());
});

import { expect, test } from '@playwright/test';
import { CUSTOMER_INQUIRY_MESSAGES, createPublicCustomerInquiry } from '@makro/domain/customer-inquiries';
import { apiPath, signIn } from './support';

// An inquiry through the shops' contact form, a sign-in, the editor and the outbox's e-mail: give it time.
test.describe.configure({ timeout: 90_000 });

test('a CSR replies to a customer inquiry with bold text; the e-mail goes out and the inquiry is answered', async ({
  page,
}) => {
  const email = `ci.e2e.${Date.now()}@example.com`;
  // A customer writes through the TIPM shop's contact form.
  const asked = await page.request.post(apiPath(createPublicCustomerInquiry), {
    data: {
      customer_inquiries: {
        name: 'Casey Tester',
        email,
        phone: '(555) 010-4343',
        subject: 'Is my TIPM plug and play?',
        message: 'Do I need to program the rebuilt TIPM to my VIN?',
        source: 'tipm',
      },
    },
  });
  expect(asked.status()).toBe(201);

  await signIn(page, 'csr');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/customer-inquiry');
  await page.getByRole('textbox', { name: 'Search customer inquiries' }).fill(email);
  const row = page.locator(`tr[data-email="${email}"]`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Waiting for Reply');
  await expect(row).toContainText('Is my TIPM plug and play?');

  await row.getByRole('button', { name: 'Reply to Casey Tester' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reply to Casey Tester' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Do I need to program the rebuilt TIPM to my VIN?');

  // Empty first: the spec's warning, nothing sent.
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(CUSTOMER_INQUIRY_MESSAGES.emailBodyMissing);

  const editor = dialog.getByTestId('reply-editor').locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('It is ');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('plug and play');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('.');
  await expect(dialog.getByTestId('reply-preview').locator('strong')).toHaveText('plug and play');

  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText(CUSTOMER_INQUIRY_MESSAGES.sent(email))).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Answered');
  await expect(row).not.toContainText('Waiting for Reply');

  // The sandbox mailbox holds the reply, bold and all, with the generic template.
  const messages = (await (await page.request.get('/sandbox/mailersend/messages')).json()) as {
    to: { email: string }[];
    subject: string;
    template_id: string;
    personalization: { data: Record<string, string> }[];
  }[];
  const mine = messages.filter((message) => message.to[0]?.email === email);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.template_id).toBe('generic');
  expect(mine[0]!.subject).toBe('Re: Is my TIPM plug and play?');
  expect(mine[0]!.personalization[0]!.data.message).toContain('<strong>plug and play</strong>');

  // The details show the reply that was sent and the customer's records (none for a new customer).
  await row.getByRole('button', { name: 'Details of Casey Tester' }).click();
  await expect(page.getByTestId('sent-reply').locator('strong')).toHaveText('plug and play');
  await expect(page.getByTestId('related-records')).toContainText('Orders (0)');
});

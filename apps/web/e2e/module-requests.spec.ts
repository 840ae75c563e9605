import { expect, test } from '@playwright/test';
import { MODULE_REQUEST_MESSAGES, createPublicModuleRequest } from '@makro/domain/module-requests';
import { apiPath, signIn } from './support';

// A request through the shops' form, a sign-in, the editor and the outbox's e-mail: give it time.
test.describe.configure({ timeout: 90_000 });

test('a CSR replies to a module request with bold text; the e-mail goes out and the request is answered', async ({
  page,
}) => {
  const email = `mr.e2e.${Date.now()}@example.com`;
  // A customer asks the ECM shop for a module it does not list.
  const asked = await page.request.post(apiPath(createPublicModuleRequest), {
    data: {
      module_requests: {
        name: 'Morgan Tester',
        email,
        phone_number: '(555) 010-4242',
        year: 2014,
        make: 'Ram',
        model: '1500',
        condition: 'rebuilt',
        part_number: '68235107AB',
        source: 'ecm',
      },
    },
  });
  expect(asked.status()).toBe(201);

  await signIn(page, 'csr');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/module-request');
  await page.getByRole('textbox', { name: 'Search module requests' }).fill(email);
  const row = page.locator(`tr[data-email="${email}"]`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(MODULE_REQUEST_MESSAGES.waiting);
  await expect(row).toContainText('REBUILT');

  await row.getByRole('button', { name: 'Reply to Morgan Tester' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reply to Morgan Tester' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('2014 Ram 1500');

  // Empty first: the spec's warning, nothing sent.
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MODULE_REQUEST_MESSAGES.emailBodyMissing);

  const editor = dialog.getByTestId('reply-editor').locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('Good news: we have it ');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('in stock');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('.');
  await expect(dialog.getByTestId('reply-preview').locator('strong')).toHaveText('in stock');

  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText(MODULE_REQUEST_MESSAGES.sent(email))).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Replied');
  await expect(row).not.toContainText(MODULE_REQUEST_MESSAGES.waiting);

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
  expect(mine[0]!.subject).toBe('About your module request: 2014 Ram 1500 (68235107AB)');
  expect(mine[0]!.personalization[0]!.data.message).toContain('<strong>in stock</strong>');

  // The details show the reply that was sent.
  await row.getByRole('button', { name: 'Details of Morgan Tester' }).click();
  await expect(page.getByTestId('sent-reply').locator('strong')).toHaveText('in stock');
});

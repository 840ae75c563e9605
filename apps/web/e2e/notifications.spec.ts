import { expect, test } from '@playwright/test';
import { apiToken, cardOrder, signIn } from './support';

test.describe.configure({ timeout: 60_000 });

test('a CSR sees the manager’s approval of their refund request arrive without reloading', async ({
  page,
  request,
}) => {
  const order = await cardOrder(request);
  const csr = await apiToken(request, 'csr');
  const manager = await apiToken(request, 'csr_manager');

  await signIn(page, 'csr');
  await expect(page).toHaveURL(/\/dashboard/);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();

  const created = await request.post('/api/v1/refund_histories', {
    headers: { authorization: `Bearer ${csr}` },
    data: {
      refund_history: {
        ticket_number: order.number,
        department: 'tipm',
        reason: 'late shipment',
        refund_amount: '25.00',
        notes: 'Arrived four days late',
      },
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { refund_history: { id: number } }).refund_history.id;
  const approved = await request.patch(`/api/v1/refund_histories/${id}/update_status`, {
    headers: { authorization: `Bearer ${manager}` },
    data: { status: 'approved' },
  });
  expect(approved.ok()).toBe(true);

  // No reload: the stream tells the open page, the bell counts it.
  await expect(bell).toHaveAccessibleName(/unread/, { timeout: 15_000 });
  await bell.click();
  const note = page.getByRole('menuitem', { name: new RegExp(`Refund request for #${order.number} was approved`) });
  await expect(note).toBeVisible();
  await note.click();
  await expect(page).toHaveURL(new RegExp(`/refunds\\?keyword=${order.number}`));
});

test('the lock screen covers the page until the password is given again, and survives a reload', async ({ page }) => {
  await signIn(page, 'technician');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Lock Screen' }).click();
  const lock = page.getByRole('dialog', { name: 'Screen locked' });
  await expect(lock).toBeVisible();
  await page.reload();
  await expect(lock).toBeVisible();
  await lock.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await lock.getByRole('button', { name: 'Unlock' }).click();
  await expect(lock.getByText('Wrong password.')).toBeVisible();
  await lock.getByRole('textbox', { name: 'Password' }).fill(process.env.DEMO_PASSWORD ?? 'makro-demo');
  await lock.getByRole('button', { name: 'Unlock' }).click();
  await expect(lock).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard/);
});

import { expect, test } from '@playwright/test';
import { listSideEffects } from '@makro/domain/system';
import { createUser } from '@makro/domain/users';
import { apiPath, apiToken, signIn } from './support';

// A sign-in, the worker's turn and the retry: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const MAIL_FAULTS = '/sandbox/mailersend/_faults';

test('an administrator opens System, sees the database and a failed e-mail, and sends it again', async ({
  page,
  request,
}, testInfo) => {
  const username = `system${Date.now()}`;
  const description = `${username}@example.com`;

  // The mail service refuses the message outright (422): the worker gives up on the welcome e-mail at once.
  await request.put(MAIL_FAULTS, { data: { fail_status: 422 } });
  try {
    const token = await apiToken(request, 'administrator');
    const created = await request.post(apiPath(createUser), {
      headers: { authorization: `Bearer ${token}` },
      data: {
        user: {
          username,
          password: 'Pa55word!long',
          password_confirmation: 'Pa55word!long',
          email: description,
          account_type_id: 7,
          first_name: 'System',
          last_name: 'Check',
        },
      },
    });
    expect(created.status()).toBe(201);

    // The worker (polling every half second in e2e) gives up on it at its first attempt.
    await expect(async () => {
      const failed = await request.get(apiPath(listSideEffects), {
        headers: { authorization: `Bearer ${token}` },
        params: { status: 'failed', per_page: 100 },
      });
      const entries = listSideEffects.response.parse(await failed.json()).entries;
      expect(entries.map((entry) => entry.description)).toContainEqual(expect.stringContaining(description));
    }).toPass({ timeout: 30_000 });
  } finally {
    await request.delete(MAIL_FAULTS);
  }

  await signIn(page, 'administrator');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'System' }).click();
  await expect(page).toHaveURL(/\/system/);
  await expect(page.getByRole('heading', { name: 'System' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('PGlite (embedded)')).toBeVisible({ timeout: 20_000 });
  const failedRow = page.getByRole('row').filter({ hasText: description });
  await expect(failedRow).toBeVisible({ timeout: 20_000 });
  await expect(failedRow.getByText('Failed')).toBeVisible();
  // For a person to look at: the whole page as an administrator sees it.
  await page.screenshot({ path: testInfo.outputPath('system-page.png'), fullPage: true });

  await failedRow.getByRole('button', { name: /^Retry / }).click();
  await expect(page.getByText('queued to be done again.')).toBeVisible();
  await expect(failedRow).toHaveCount(0);
});

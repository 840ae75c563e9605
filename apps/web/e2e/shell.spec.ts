import { expect, test } from '@playwright/test';
import { ACCOUNT_TYPES, DEFAULT_PERMISSIONS, homePathFor, menuLabelsFor } from '@makro/domain/shared';
import { logout } from '@makro/domain/users';
import { apiPath, menuLabels, signIn } from './support';

/** A page each account type may not open, to check the guard. */
const FORBIDDEN_PAGE: Record<string, string | undefined> = {
  administrator: undefined,
  rtgrim: '/dashboard',
  operations_manager: '/users',
};
const forbiddenFor = (slug: string) => (slug in FORBIDDEN_PAGE ? FORBIDDEN_PAGE[slug] : '/grim');

for (const type of ACCOUNT_TYPES) {
  test(`${type.slug} lands on its home page and sees exactly its menu`, async ({ page }) => {
    await signIn(page, type.slug);
    await expect(page).toHaveURL(new RegExp(`${homePathFor(type.slug)}$`));
    expect(await menuLabels(page)).toEqual(menuLabelsFor(DEFAULT_PERMISSIONS[type.slug]));
    await expect(page.getByText(`${type.title}`, { exact: true }).first()).toBeVisible();

    const forbidden = forbiddenFor(type.slug);
    if (forbidden) {
      await page.goto(forbidden);
      await expect(page).toHaveURL(`/unauthorized?reason=forbidden&from=${encodeURIComponent(forbidden)}`);
      await expect(page.getByText('You are not authorized to access this page')).toBeVisible();
    }
  });
}

test('the login page shows the shops’ five-star reviews and refuses a wrong password', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign In', { exact: true })).toBeVisible();
  await expect(page.getByText('Enter your username and password to access account.')).toBeVisible();
  await expect(page.getByText(/2\.0\.0/).first()).toBeVisible();
  await expect(page.getByText(/My Ram had a dead fuel pump relay|Kevin S\.|Mike R\./).first()).toBeVisible();

  await signIn(page, 'csr', 'not-the-password');
  await expect(page.getByText('Invalid credentials!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user is sent from /login to the app, and a deep link survives reload', async ({ page }) => {
  await signIn(page, 'technician');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/repair-tickets');
  await page.reload();
  await expect(page).toHaveURL(/\/repair-tickets$/);
  await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Repairs' })).toHaveAttribute(
    'data-active',
    /.*/,
  );
});

test('a revoked session logs the user out on the next call with "Token Expired. Please Login!"', async ({
  page,
  request,
}) => {
  // rtgrim's page makes no background requests, so the next call is the reload's, not a poll's.
  await signIn(page, 'rtgrim');
  await expect(page).toHaveURL(/\/grim$/);
  const token = await page.evaluate(() => localStorage.getItem('token')?.replace(/"/g, ''));
  expect(token).toBeDefined();
  const revoked = await request.delete(apiPath(logout), { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Token Expired. Please Login!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('logout from the user menu returns to the login page and the session is gone', async ({ page }) => {
  await signIn(page, 'reports_manager');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: /Rita Shah/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

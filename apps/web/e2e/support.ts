import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'makro-demo';

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('Enter your username').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
}

/** Labels of every link in the side menu, submenu children included, in menu order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  return menu
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim() ?? ''));
}

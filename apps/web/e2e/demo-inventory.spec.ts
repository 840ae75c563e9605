import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// The first start also mirrors the shops' orders, so the first pages can be slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The cells of one column of the inventory table, found by its header. */
async function column(page: Page, title: string) {
  const headers = (await page.locator('main thead th').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(title);
  expect(index, `column ${title} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return page.locator('main tr[data-serial]').locator(`td:nth-child(${index + 1})`);
}

test('on the first start inventory search shows the demo warehouse with category and module type', async ({ page }) => {
  await signIn(page, 'inventory_manager');
  await expect(page).toHaveURL(/\/dashboard$/);

  for (const category of ['TIPM', 'ECM']) {
    await page.goto(`/inventory-search?category=${category}`);
    const rows = page.locator('main tr[data-serial]');
    await expect(rows.first()).toBeVisible({ timeout: 20_000 });
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    const categories = await (await column(page, 'Category')).allInnerTexts();
    expect(categories.every((text) => text.trim() === category)).toBe(true);
    const moduleTypes = await (await column(page, 'Module Type')).allInnerTexts();
    expect(moduleTypes.length).toBe(categories.length);
    for (const type of moduleTypes) expect(type.trim()).toMatch(/^[A-Z][A-Z0-9]*$/);
  }

  // Without a filter: both categories on one screen, statuses of items at every stage, nothing left blank.
  await page.goto('/inventory-search');
  await expect(page.locator('main tr[data-serial]').first()).toBeVisible({ timeout: 20_000 });
  for (const title of ['Category', 'Module Type', 'Inventory Type'])
    expect(await (await column(page, title)).allInnerTexts()).not.toContain('----');
});

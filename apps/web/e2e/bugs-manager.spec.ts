import { expect, test } from '@playwright/test';
import { BUG_MESSAGES } from '@makro/domain/bugs-manager';
import { signIn } from './support';

// Two sign-ins, an upload and the manager's search: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A 24×16 PNG, as a person's screenshot tool saves it (file-type knows it by its bytes). */
const SCREENSHOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAIklEQVR4nGNQVNWkCmIYxgYpdT9DQ//JAqMGjRo0ahBeAADXQyCe5s0wOwAAAABJRU5ErkJggg==',
  'base64',
);

test('a problem reported from the inventory page appears in the Bugs Manager with the page’s address', async ({
  page,
  browser,
}) => {
  const title = `Scanner stops after a tag ${Date.now()}`;

  // The inventory manager, on Inventory Search, reports it from the user menu with a screenshot.
  await signIn(page, 'inventory_manager');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/inventory-search');
  await expect(page.getByRole('heading', { name: 'Search' })).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Report a problem' }).click();
  const form = page.getByRole('dialog', { name: 'Report a problem' });
  await expect(form).toBeVisible();
  const pageField = form.getByRole('textbox', { name: 'Page' });
  await expect(pageField).toHaveValue(/^\/inventory-search/);
  const address = await pageField.inputValue();
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('After scanning a tag the search box stops reacting.');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'inventory.png',
    mimeType: 'image/png',
    buffer: SCREENSHOT_PNG,
  });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText(BUG_MESSAGES.reported)).toBeVisible({ timeout: 20_000 });
  await expect(form).toBeHidden();

  // The shortcut opens the same form anywhere.
  await page.keyboard.press('Control+Shift+B');
  await expect(page.getByRole('dialog', { name: 'Report a problem' })).toBeVisible();
  await page.keyboard.press('Escape');

  // An administrator finds it in the manager, with the page's address, the browser and the screenshot.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'administrator');
  await expect(admin).toHaveURL(/\/dashboard/);
  await admin.goto('/bugs-manager');
  await admin.getByRole('textbox', { name: 'Search bug reports' }).fill(title);
  const row = admin.locator('tr', { hasText: title });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByRole('link', { name: address })).toHaveAttribute('href', address);
  await expect(row).toContainText('Ivan Petrov');
  await expect(row).toContainText('New');

  await row.getByRole('button', { name: title }).click();
  const details = admin.getByRole('dialog');
  const image = details.getByRole('img', { name: `Screenshot of ${title}` });
  await expect(image).toBeVisible({ timeout: 20_000 });
  // Loaded, not a broken image: the page's content security policy lets it in.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(24);
  await expect(details.getByText(/Chrome|Chromium/).first()).toBeVisible();
  await expect(row).toContainText(/Chrome|Chromium/);
  await details.getByRole('link', { name: address }).click();
  await expect(admin).toHaveURL(new RegExp(`${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

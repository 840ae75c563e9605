import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// The repair wizard end to end: a walk-in customer alone at the tablet, then a CSR on the phone.
test.describe.configure({ timeout: 120_000 });

const WOO = 'consumer_key=ck_sandbox&consumer_secret=cs_sandbox';
/** A 2015 Jeep Grand Cherokee with a valid check digit: the decoder fills year 2015 and make Jeep. */
const JEEP_VIN = '1C4RJFAG0FC625797';

interface ShopOrder {
  number: string;
  line_items: { name: string; sku: string; meta_data: { key: string; value: unknown }[] }[];
  meta_data: { key: string; value: unknown }[];
}

/** Types into the focused field as a person at the keyboard does, then moves on with Tab. */
async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** A select reached with the keyboard: type to narrow the list to the option, Enter to choose it. */
async function chooseByKeyboard(page: Page, text: string) {
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: text, exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
}

test('a walk-in customer fills the intake form with the keyboard alone, copies the payment link, and staff see the repair ticket', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const email = `walkin.${Date.now()}@example.com`;
  await page.goto('/public-intake-form');
  await expect(page.getByRole('heading', { name: 'REPAIR INTAKE FORM' })).toBeVisible();

  // Step 1: First Name starts as Walk-in; the customer replaces it and tabs through.
  await page.getByRole('textbox', { name: /^First Name/ }).focus();
  await page.keyboard.press('Control+A');
  await typeAndTab(page, 'Ana');
  await typeAndTab(page, 'Lopez');
  await typeAndTab(page, email);
  await typeAndTab(page, '559 555 0142');
  await typeAndTab(page, '12 Main St');
  await page.keyboard.press('Tab'); // Business Name is optional
  await typeAndTab(page, 'Fresno');
  await page.keyboard.press('Tab'); // State stays California
  await page.keyboard.type('93701');
  await page.keyboard.press('Enter');

  // Step 2: the VIN fills year and make; the rest by keyboard.
  await expect(page.getByRole('tab', { name: /Order Info/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: /^VIN/ }).focus();
  await typeAndTab(page, JEEP_VIN);
  await chooseByKeyboard(page, 'TIPM');
  await expect(page.getByText('2015 Jeep Grand Cherokee')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: /^Year/ })).toHaveValue('2015', { timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: /^Make/ })).toHaveValue('Jeep');
  await page.getByRole('combobox', { name: /^Model/ }).focus();
  await chooseByKeyboard(page, 'Grand Cherokee');
  await page.getByRole('textbox', { name: /^Repair Subtotal/ }).focus();
  await page.keyboard.type('189');
  await page.getByRole('combobox', { name: /^Issues/ }).focus();
  await page.keyboard.type('Fuel Pump');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: /^Failure Description/ }).focus();
  await page.keyboard.type('Fuel pump keeps running with the key off.');
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');

  // Step 3: the shop's tax on the summary.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('2015 Jeep Grand Cherokee TIPM Repair')).toBeVisible();
  await expect(summary.getByText('Tax (7.25%)')).toBeVisible();
  await expect(summary.getByText('$202.70')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Repair service order successfully created!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'REPAIR ORDER DETAILS' })).toBeVisible();
  const orderNumber = (await page.locator('[role="status"] .mantine-Text-root span').first().textContent())!.trim();
  await page.getByRole('button', { name: 'Copy payment URL' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Copied payment URL!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/checkout/order-pay/');
  await context.close();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'csr');
  await expect(staff).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  await staff.goto('/repair-tickets');
  await staff.getByRole('textbox', { name: 'Search Repair tickets' }).fill(orderNumber);
  await expect(staff.getByRole('link', { name: `REP-${orderNumber}` })).toBeVisible({ timeout: 15_000 });
  await staffContext.close();
});

test('a CSR creates a VK2 repair order with its firmware code from the repair tickets page', async ({
  page,
  request,
}) => {
  const email = `vk2.${Date.now()}@example.com`;
  await signIn(page, 'csr');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  await page.goto('/repair-tickets');
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Repair Order' });
  await dialog.getByRole('textbox', { name: /^Last Name/ }).fill('Okafor');
  await dialog.getByRole('textbox', { name: /^Email Address/ }).fill(email);
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill('(916) 555-0199');
  await dialog.getByRole('textbox', { name: /^Address/ }).fill('400 Capitol Mall');
  await dialog.getByRole('textbox', { name: /^Business Name/ }).fill('Okafor Fleet Services');
  await dialog.getByRole('textbox', { name: /^Town/ }).fill('Sacramento');
  await dialog.getByRole('textbox', { name: /^Zip/ }).fill('95814');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('combobox', { name: /^Repair Type/ }).click();
  await page.getByRole('option', { name: 'VK2-C3812' }).click();
  await dialog.getByRole('combobox', { name: /^Firmware Code/ }).click();
  await page.getByRole('option', { name: /^8C3A-12A650-BEB/ }).click();
  await dialog.getByRole('textbox', { name: /^Repair Subtotal/ }).fill('349');
  await dialog.getByRole('combobox', { name: /^Payment Terms/ }).click();
  await page.getByRole('option', { name: '30 days' }).click();
  await dialog.getByRole('combobox', { name: /^Issues/ }).click();
  await page.getByRole('option', { name: 'Immobilizer' }).click();
  await page.keyboard.press('Escape');
  await dialog
    .getByRole('textbox', { name: /^Failure Description/ })
    .fill('Truck cranks but will not start after a battery swap.');
  await dialog.getByRole('textbox', { name: /^PO Number/ }).fill('PO-5521');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('region', { name: 'Order summary' }).getByText('VK-C3812 Ford')).toBeVisible();
  await expect(dialog.getByText('Tax (7.25%)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Repair service order successfully created!')).toBeVisible({ timeout: 20_000 });
  const ticket = (await dialog.getByText(/ticket REP-\d+/).textContent())!;
  const orderNumber = /REP-(\d+)/.exec(ticket)![1]!;
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('link', { name: `REP-${orderNumber}` })).toBeVisible({ timeout: 15_000 });

  const found = await request.get(
    `/sandbox/woocommerce/ecm/wp-json/wc/v3/orders?search=${encodeURIComponent(email)}&${WOO}`,
  );
  const [order] = (await found.json()) as ShopOrder[];
  expect(order!.number).toBe(orderNumber);
  const line = order!.line_items[0]!;
  expect(line.sku).toBe('UNLISTED-REPAIR-SERVICE-MISC');
  expect(line.meta_data).toContainEqual(expect.objectContaining({ key: 'Firmware', value: '8C3A-12A650-BEB' }));
  expect(order!.meta_data).toContainEqual(expect.objectContaining({ key: '_payment_terms', value: '30' }));
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createBin, createTags, listInventories, showInventory } from '@makro/domain/inventory';
import type { Endpoint } from '@makro/domain/shared';
import type { z } from 'zod';
import { apiPath, apiToken, signIn } from './support';

test.describe.configure({ timeout: 90_000 });

/** Calls an endpoint as this user; the answer is read through the contract's response schema. */
async function apiAs(request: APIRequestContext, username: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, username)}` };
  return async <E extends Endpoint>(
    endpoint: E,
    { path = apiPath(endpoint), data }: { path?: string; data?: unknown } = {},
  ): Promise<z.infer<E['response']>> => {
    const response = await request.fetch(path, { method: endpoint.method, headers, data });
    expect(response.ok(), `${endpoint.method} ${path}`).toBe(true);
    // Parsed by the contract's schema; TypeScript cannot carry a generic endpoint's output type through parse.
    return endpoint.response.parse(await response.json()) as z.infer<E['response']>;
  };
}

/** A keyboard-wedge reader: keys a few ms apart, then Enter; then the blanking period passes. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 10 });
  await page.keyboard.press('Enter');
}

async function scanExpecting(page: Page, code: string, message: string | RegExp) {
  await scan(page, code);
  await expect(page.getByTestId('scan-message')).toHaveText(message);
  await page.waitForTimeout(600);
}

/** A mode radio; clicking it leaves the focus on the page, so the next keys are scans. */
async function chooseMode(page: Page, label: string) {
  await page.getByRole('radio', { name: label, exact: true }).check();
  await expect(page.getByText('Please Scan an RFID tag...')).toBeVisible();
}

test('scan tags into inventory and a bin, check the bin, convert one, count the bin', async ({ page }) => {
  const call = await apiAs(page.request, 'administrator');
  const run = Date.now().toString(36).toUpperCase();
  const { tags } = await call(createTags, { data: { part_number: '68099135AC', quantity: 4 } });
  const [one, two, three, stray] = tags.map((tag) => tag.serial_number) as [string, string, string, string];
  // One is converted into an engine module (a PCM): it takes that part's module type and category.
  const { tags: engineTags } = await call(createTags, { data: { part_number: '68292288AA', quantity: 1 } });
  const convertedTo = engineTags[0]!.serial_number;
  const binCode = `BIN-E2E-${run}`;
  await call(createBin, { data: { location: { code: binCode, name: `E2E shelf ${run}` } } });

  await signIn(page, 'inventory_manager');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/inventory-management');
  await expect(page.getByText('Click anywhere to start Scanning...')).toBeVisible();

  // Add three tags to inventory.
  await chooseMode(page, 'Add to Inventory');
  for (const serial of [one, two, three])
    await scanExpecting(page, serial, `${serial} successfully added to Inventory`);
  await expect(page.getByTestId('scan-result')).toHaveAttribute('data-result', 'success');
  // The history is the user's: scans of the same account elsewhere (parallel runs) may be in it too.
  const history = page.getByRole('table', { name: 'Session history' });
  const inHistory = async () => {
    for (const serial of [one, two, three])
      await expect(history.locator(`tr[data-code="${serial}"]`).first()).toBeVisible();
  };
  await inHistory();
  // The same tag again at once is flagged, not applied twice.
  await scan(page, three);
  await expect(page.getByTestId('scan-result')).toHaveAttribute('data-result', 'warning');
  await page.waitForTimeout(600);

  // The history survives a reload.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Add to Inventory', exact: true })).toBeChecked();
  await inHistory();

  // Put them in the bin: the bin first, then the items.
  await chooseMode(page, 'Add to Location');
  await scanExpecting(page, binCode, `Bin ${binCode} chosen: scanned items go into it`);
  await expect(page.getByTestId('chosen-bin')).toContainText(binCode);
  for (const serial of [one, two, three]) {
    await scan(page, serial);
    await expect(page.getByTestId('scan-result')).toHaveAttribute('data-result', 'success');
    await expect(page.getByTestId('scan-item')).toContainText(serial);
    await page.waitForTimeout(600);
  }
  await expect(page.getByTestId('chosen-bin')).toContainText('3 items');

  // Check the bin.
  await chooseMode(page, 'Check Bin');
  await scan(page, binCode);
  const contents = page.getByRole('table', { name: `Items in ${binCode}` });
  await expect(contents.locator('tbody tr')).toHaveCount(3);
  for (const serial of [one, two, three]) await expect(contents).toContainText(serial);

  // Convert one: the original, then a fresh catalogue tag of another part.
  await page.goto('/mark-conversion');
  await expect(page.getByText('Please Scan an RFID tag...')).toBeVisible();
  await scan(page, one);
  await expect(page.getByTestId('original-item')).toContainText(one);
  await page.waitForTimeout(600);
  await scan(page, convertedTo);
  await expect(page.getByTestId('converted-item')).toContainText(convertedTo);
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText(`${one} successfully converted to ${convertedTo}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start New Conversion' })).toBeEnabled();
  // The page shows the item as the server answered: the new part's module type and category.
  const result = page.getByTestId('converted');
  await expect(result).toContainText('68292288AA');
  await expect(result).toContainText('PCM');
  await expect(result).toContainText('ECM');

  // The converted item keeps its originals, and its timeline has every step.
  const found = await call(listInventories, { path: `${apiPath(listInventories)}?serial_number=${convertedTo}` });
  const converted = found.inventories[0]!;
  expect(converted).toMatchObject({ original_serial_number: one, module_type: 'PCM', item_category: 'ECM' });
  const detail = await call(showInventory, { path: apiPath(showInventory).replace(':id', String(converted.id)) });
  expect(detail.inventory.status).toBe('converted');
  expect(detail.timeline.length).toBeGreaterThanOrEqual(3);

  // Count the bin: leave one item unscanned, scan a tag that is not in inventory.
  await page.goto('/inventory-validate');
  await expect(page.getByText('Please Scan an RFID tag...')).toBeVisible();
  await scanExpecting(page, binCode, `Counting ${binCode}: 3 items expected`);
  await scan(page, convertedTo);
  await expect(page.getByTestId('cycle-counter')).toContainText('1 / 3');
  await page.waitForTimeout(600);
  await scan(page, two);
  await expect(page.getByTestId('cycle-counter')).toContainText('2 / 3');
  await page.waitForTimeout(600);
  await scan(page, stray);
  await expect(page.getByTestId('cycle-extra')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('cycle-missing')).toHaveAttribute('data-count', '1');
  const findings = page.getByRole('table', { name: 'Findings' });
  await expect(findings.locator(`tr[data-serial="${stray}"]`)).toHaveAttribute('data-finding', 'extra');
  await expect(findings.locator(`tr[data-serial="${three}"]`)).toHaveAttribute('data-finding', 'missing');
  await page.getByRole('button', { name: 'Apply corrections' }).click();
  await expect(page.getByText(/corrections? applied/).first()).toBeVisible();
  await expect(page.getByTestId('cycle-count')).toHaveAttribute('data-status', 'applied');
});

test('Update Module Type saves and shows the web shop step', async ({ page }) => {
  await signIn(page, 'inventory_manager');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/inventory-management');
  await page.getByRole('radio', { name: 'Update Module Type' }).check();
  await page.getByLabel('Part Number').fill('68099135AC');
  await page.getByRole('combobox', { name: 'Module Type' }).click();
  await page.getByRole('option', { name: 'A2', exact: true }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('68099135AC successfully added to updated to A2')).toBeVisible();
  const progress = page.getByTestId('module-type-progress');
  await expect(progress).toContainText(/Saved; \d+ items updated/);
  await expect(progress).toContainText('Updating web shop tag TYPE-A2');
  await expect(progress).toContainText(/Web shop tag updated|Web shop did not answer|Web shop tag not updated/, {
    timeout: 20_000,
  });
});

test('a bin created on the QR generator is in the scanning bin picker without a reload', async ({ page }) => {
  const code = `BIN-PICK-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'inventory_manager');
  await expect(page).toHaveURL(/\/dashboard/);
  // The picker has loaded the bins once already.
  await page.goto('/inventory-management');
  await chooseMode(page, 'Add to Location');
  await page.getByRole('combobox', { name: 'Bin' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  // A reload would lose this mark: the whole round trip stays in one document.
  await page.evaluate(() => (document.documentElement.dataset.sameDocument = 'yes'));

  const menu = page.getByTestId('side-menu');
  await menu.getByRole('link', { name: 'QR Generator' }).click();
  await page.getByRole('tab', { name: 'Bin labels' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('textbox', { name: 'Name' }).fill('Picker shelf');
  await page.getByRole('button', { name: 'Create bin' }).click();
  await expect(page.getByText(`${code} · Picker shelf`).first()).toBeVisible();

  const inventoryGroup = menu.getByRole('button', { name: 'Inventory', exact: true });
  if ((await inventoryGroup.getAttribute('aria-expanded')) !== 'true') await inventoryGroup.click();
  await menu.getByRole('link', { name: 'Manage Inventory' }).click();
  await expect(page.getByRole('radio', { name: 'Add to Location', exact: true })).toBeChecked();
  await page.getByRole('combobox', { name: 'Bin' }).fill(code);
  await page.getByRole('option', { name: `${code} · Picker shelf` }).click();
  await expect(page.getByTestId('chosen-bin')).toContainText(code);
  expect(await page.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');
});

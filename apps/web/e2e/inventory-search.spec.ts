import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { UNKNOWN_PART_FIELD_MESSAGE, createInventory, createTags } from '@makro/domain/inventory';
import { apiPath, apiToken, signIn } from './support';

// Label generation, a 900 ms search debounce, a streamed export and a delete: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** A CSV line where every cell is quoted and quotes inside are doubled. */
const QUOTED_LINE = /^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/;

test('tags to labels, into inventory, found, detailed, exported and deleted', async ({ page, request }) => {
  const partNumber = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'administrator');
  await expect(page).toHaveURL(/\/dashboard$/);

  // QR generator: a part number nobody knows is not added to the catalogue without asking.
  await page.goto('/qr-generator');
  const partField = page.getByRole('textbox', { name: 'Part number' });
  await partField.fill(partNumber);
  await page.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await page.getByRole('button', { name: 'Generate tags' }).click();
  const ask = page.getByRole('dialog', { name: 'Add a new part to the catalogue?' });
  await expect(ask).toContainText(`${partNumber} is not in the catalogue. Add it as a new part and generate 3 tags`);
  await ask.getByRole('button', { name: 'No, check the number' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText(UNKNOWN_PART_FIELD_MESSAGE, { exact: true })).toBeVisible();
  await expect(partField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('main .qr-label')).toHaveCount(0);

  // Confirmed: three new tags, each label with its serial and part number.
  await page.getByRole('button', { name: 'Generate tags' }).click();
  await ask.getByRole('button', { name: 'Add part and generate tags' }).click();
  const labels = page.locator('main .qr-label');
  await expect(labels).toHaveCount(3);
  await expect(labels.first()).toContainText(partNumber);
  const serials = await labels.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-code') ?? ''));
  for (const serial of serials) expect(serial).toMatch(/^MK\d{9}$/);
  await expect(page.getByRole('img', { name: `QR code ${serials[0]}` }).first()).toBeVisible();

  // Into inventory through the API, as the administrator.
  const token = await apiToken(request, 'administrator');
  for (const serial of serials) {
    const created = await request.post(apiPath(createInventory), {
      headers: { authorization: `Bearer ${token}` },
      data: { inventory: { serial_number: serial, part_number: partNumber, module_type: 'A1' } },
    });
    expect(created.status()).toBe(201);
  }
  const [serial = '', ...others] = serials;

  // Search by a fragment of the serial.
  await page.goto('/inventory-search');
  await page.getByRole('textbox', { name: 'Search inventory' }).fill(serial.slice(3));
  await expect(page).toHaveURL(new RegExp(`keyword=${serial.slice(3)}`));
  const row = page.locator(`tr[data-serial="${serial}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(partNumber);
  await expect(row).toContainText('TIPM');
  await expect(row).toContainText('Added to Inventory');

  // Details: every field and the timeline.
  await row.getByRole('button', { name: `View details of ${serial}` }).click();
  const details = page.getByRole('dialog', { name: `Item ${serial}` });
  await expect(details.getByText('Timeline', { exact: true })).toBeVisible();
  await expect(details.getByText(/Added to inventory/i).first()).toBeVisible();
  await expect(details.getByText('Hardware Info')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Export TIPM / A1 with three of the columns; the CSV has exactly those, every cell quoted.
  await page.getByRole('button', { name: 'Export Inventory' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export Inventory' });
  await expect(exportDialog.getByRole('checkbox', { name: 'A1', exact: true })).toBeVisible();
  await expect(exportDialog.getByRole('checkbox', { name: 'Logs' })).toBeChecked();
  await exportDialog.getByRole('button', { name: 'Clear' }).click();
  for (const column of ['Serial Number', 'Part Number', 'Status'])
    await exportDialog.getByRole('checkbox', { name: column, exact: true }).check();
  await exportDialog.getByRole('checkbox', { name: 'TIPM', exact: true }).check();
  await exportDialog.getByRole('checkbox', { name: 'A1', exact: true }).check();
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('"Serial Number","Part Number","Status"');
  for (const line of lines) expect(line).toMatch(QUOTED_LINE);
  for (const tag of serials) expect(lines).toContain(`"${tag}","${partNumber}","Added to Inventory"`);
  await expect(exportDialog).toBeHidden();

  // Delete as administrator, with the spec's confirmation and toast.
  await row.getByRole('button', { name: `Delete ${serial}` }).click();
  await expect(page.getByText(`Delete ${serial} ?`)).toBeVisible();
  await expect(page.getByText("You won't be able to revert this!")).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('Item has been deleted from inventory.')).toBeVisible();
  await expect(row).toBeHidden();
  expect(others).toHaveLength(2);
});

test('a technician sees the item but no delete icon', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'administrator')}` };
  const partNumber = `E2T${Date.now().toString(36).toUpperCase()}`;
  const tags = await request.post(apiPath(createTags), {
    headers,
    data: { part_number: partNumber, quantity: 1, confirm_new_part: true },
  });
  expect(tags.status()).toBe(201);
  const [tag] = ((await tags.json()) as { tags: { serial_number: string }[] }).tags;
  const serial = tag?.serial_number ?? '';
  const created = await request.post(apiPath(createInventory), {
    headers,
    data: { inventory: { serial_number: serial, part_number: partNumber, module_type: 'PCM' } },
  });
  expect(created.status()).toBe(201);

  await signIn(page, 'technician');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/inventory-search?keyword=${partNumber}`);
  const row = page.locator(`tr[data-serial="${serial}"]`);
  await expect(row).toContainText('ECM');
  await expect(row.getByRole('button', { name: `View details of ${serial}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  // The tag scanner opens the same item from a typed serial and a click on Open.
  await page.goto('/qr-tag-scanner');
  await page.getByRole('textbox', { name: 'Serial number' }).fill(serial.toLowerCase());
  await page.getByRole('button', { name: 'Open' }).click();
  const scanned = page.getByTestId('scanned-item');
  await expect(scanned.getByText('In inventory')).toBeVisible();
  await expect(scanned).toContainText(partNumber);
});

test('on first start the search lists demo items with category and module type, in the order asked for', async ({
  page,
}) => {
  await signIn(page, 'technician');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/inventory-search');
  const rows = page.locator('tbody tr[data-serial]');
  await expect(rows).toHaveCount(20);
  await expect(page.getByText(/^[\d,]+\+? items$/)).toBeVisible();

  // The lowest serials are the demo's own tags, whatever other tests add meanwhile.
  await page.getByRole('button', { name: /^Serial Number/ }).click();
  await expect(page).toHaveURL(/sort=serial_number&order=asc/);
  const shownSerials = () => rows.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-serial') ?? ''));
  // The previous page stays on screen until the ordered one arrives: wait for the order, not the URL.
  await expect
    .poll(async () => {
      const shown = await shownSerials();
      return shown.join() === [...shown].sort().join();
    })
    .toBe(true);
  const serials = await shownSerials();
  expect(serials[0]).toMatch(/^MK0000/);
  const cells = await rows.evaluateAll((nodes) =>
    nodes.map((node) => [...node.querySelectorAll('td')].slice(2, 4).map((cell) => cell.textContent ?? '')),
  );
  for (const [category, moduleType] of cells) {
    expect(['TIPM', 'ECM']).toContain(category);
    expect(moduleType).not.toBe('----');
  }

  await page.getByRole('button', { name: /^Serial Number/ }).click();
  await expect(page).toHaveURL(/sort=serial_number&order=desc/);
  const lastOfAscendingPage = serials.at(-1) ?? '';
  await expect
    .poll(async () => ((await rows.first().getAttribute('data-serial')) ?? '') > lastOfAscendingPage)
    .toBe(true);
});

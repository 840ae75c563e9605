import { expect, test } from '@playwright/test';
import { signIn } from './support';

// The shops' catalogue is loaded on the first search, and the first VIN starts the server's decoder thread.
test.describe.configure({ timeout: 90_000 });

const SLOW = { timeout: 20_000 };

test('a technician finds the vehicles a part fits, the parts of a vehicle and of a VIN, then the part’s hardware', async ({
  page,
}) => {
  await signIn(page, 'technician');
  await expect(page).toHaveURL(/\/dashboard/, SLOW);
  await page.getByTestId('side-menu').getByRole('link', { name: 'Vehicle Model Info' }).click();
  await expect(page).toHaveURL(/\/vehicle-model-information$/);
  await expect(page.getByText('Search for a part number, a vehicle or a VIN')).toBeVisible();

  // A shop SKU finds its part number: the vehicle it fits, for the make's model years, in every condition.
  await page.getByRole('textbox', { name: 'Part number' }).fill('68099135ac-rebuilt');
  const row = page.locator('tr[data-part="68099135AC"]');
  await expect(row).toBeVisible(SLOW);
  await expect(row).toContainText('Jeep Grand Cherokee');
  await expect(row).toContainText('2007–2021');
  await expect(row).toContainText('Pre-Owned');
  await expect(page.getByText('1 match')).toBeVisible();

  // A vehicle picked by year, make and model lists the part numbers filed under it.
  await page.getByText('By vehicle').click();
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: '2012', exact: true }).click();
  await page.getByRole('combobox', { name: 'Make' }).click();
  await page.getByRole('option', { name: 'Dodge', exact: true }).click();
  await page.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: 'Charger', exact: true }).click();
  await expect(page).toHaveURL(/year=2012.*make=Dodge.*model=Charger/);
  await expect(page.locator('tr[data-part="68099140AA"]')).toBeVisible(SLOW);
  await expect(page.locator('tr[data-part="68148862AB"]')).toContainText('ECM');

  // A VIN is decoded and its vehicle named as the shops do.
  await page.getByText('By VIN').click();
  await page.getByRole('textbox', { name: 'VIN' }).fill('1c4rjfag0fc625797');
  await expect(page.getByTestId('vin-vehicle')).toHaveText('2015 Jeep Grand Cherokee Laredo', SLOW);
  await expect(page.getByText('Part numbers the shops list for 2015 Jeep Grand Cherokee')).toBeVisible();
  await expect(page.locator('tr[data-part="68148211AA"]')).toBeVisible(SLOW);

  // The part number opens its hardware information.
  await page.getByRole('link', { name: '68099135AC' }).click();
  await expect(page).toHaveURL(/\/hardware-information\?part_number=68099135AC$/);
  await expect(page.getByRole('heading', { name: '68099135AC' })).toBeVisible(SLOW);
  await expect(page.getByText('Category: TIPM')).toBeVisible();
  await expect(page.getByText(/^HW 68099135AC SW 68099135A[ABC]$/).first()).toBeVisible();
});

test('an inventory manager looks up the hardware of an engine module, from a mistyped part number', async ({
  page,
}) => {
  await signIn(page, 'inventory_manager');
  await expect(page).toHaveURL(/\/dashboard/, SLOW);
  await page.getByTestId('side-menu').getByRole('link', { name: 'Hardware Info' }).click();
  await expect(page).toHaveURL(/\/hardware-information$/);
  await expect(page.getByText('Search for a part number')).toBeVisible();

  // Too short: nothing of it, but the part numbers that start like it.
  await page.getByRole('textbox', { name: 'Part number' }).fill('6823510');
  await expect(page.getByText('No items or tags of 6823510')).toBeVisible(SLOW);
  await page.getByRole('button', { name: '68235107AB' }).click();

  await expect(page.getByRole('heading', { name: '68235107AB' })).toBeVisible(SLOW);
  await expect(page.getByRole('textbox', { name: 'Part number' })).toHaveValue('68235107AB');
  await expect(page.getByText('Category: ECM')).toBeVisible();
  await expect(page.locator('[data-figure="In stock"]')).toBeVisible();
  await expect(page.getByText(/^HW 0261S0\d{4} SW 1037\d{6}$/).first()).toBeVisible();
  await expect(page.getByText(/\d+ hardware values?/)).toBeVisible();
  // Without Vehicle Model Info, no link to it.
  await expect(page.getByRole('link', { name: 'Vehicles it fits' })).toHaveCount(0);
});

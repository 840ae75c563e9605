import { expect, test } from '@playwright/test';
import { VIN_WARNINGS, decodePublicVin } from '@makro/domain/vin-decoder';
import { apiPath, signIn } from './support';

// The first decode starts the server's decoder thread (its vPIC database loads in about a second).
test.describe.configure({ timeout: 60_000 });

test('a technician decodes a VIN from the menu, a typo warns, and the session keeps both', async ({ page }) => {
  await signIn(page, 'technician');
  // The first page after the server starts may take a while on a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await page.getByTestId('side-menu').getByRole('link', { name: 'VIN Decoder' }).click();
  await expect(page).toHaveURL(/\/vin-decoder$/);
  await expect(page.getByRole('heading', { name: 'VIN Decoder' })).toBeVisible();

  // Typed in lower case, it decodes as soon as the 17th character is in: no Enter needed.
  const field = page.getByRole('textbox', { name: 'VIN' });
  await expect(field).toBeFocused();
  await field.pressSequentially('2c4rdgcg1dr542491');
  await expect(field).toHaveValue('2C4RDGCG1DR542491');
  await expect(page.getByRole('heading', { name: '2013 Dodge Grand Caravan SXT' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Check digit valid')).toBeVisible();
  await expect(page.getByText('3.6 L')).toBeVisible();

  // One character wrong: still decoded, with the check-digit warning.
  await field.fill('1HGCM82633A004353');
  await expect(page.getByRole('heading', { name: '2003 Honda Accord EX-V6' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Check digit warning')).toBeVisible();
  await expect(page.getByText(VIN_WARNINGS.checkDigit('3', '5'))).toBeVisible();

  // A letter a VIN never has, then Enter: the sentence under the field, nothing asked.
  await field.fill('1HGCM82633A00435O');
  await field.press('Enter');
  await expect(
    page.getByText('VIN has "O" at position 17: a VIN holds only letters and digits, never I, O or Q'),
  ).toBeVisible();

  // The session's VINs, newest first; one click shows the Dodge again.
  await page.getByRole('button', { name: /^Decode 2C4RDGCG1DR542491 again/ }).click();
  await expect(page.getByRole('heading', { name: '2013 Dodge Grand Caravan SXT' })).toBeVisible();
});

test('the public intake form’s route decodes without a session', async ({ request }) => {
  const response = await request.get(apiPath(decodePublicVin).replace(':vin', '1FMCU0GX3DUC59421'));
  expect(response.status()).toBe(200);
  const { vin } = decodePublicVin.response.parse(await response.json());
  expect(vin).toMatchObject({ make: 'Ford', model: 'Escape', model_year: 2013 });
});

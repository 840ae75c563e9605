import { expect, test } from '@playwright/test';
import { PARTNER_MESSAGES, applyForPartnership } from '@makro/domain/partner-applications';
import { apiPath, signIn } from './support';

const WOO = 'consumer_key=ck_sandbox&consumer_secret=cs_sandbox';

// An application through the public route, a sign-in, and two shops' coupons through the outbox: give it time.
test.describe.configure({ timeout: 90_000 });

/** A one-page PDF, as a business scans its resale certificate. */
const LICENCE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

test('a CSR approves a pending partner; both simulated shops then hold the partner coupon', async ({ page }) => {
  const stamp = Date.now();
  const email = `owner@e2e${stamp}.example`;
  const applied = await page.request.post(apiPath(applyForPartnership), {
    multipart: {
      firstname: 'Erin',
      lastname: 'Tester',
      business_name: `E2E Garage ${stamp}`,
      business_email: email,
      business_phone: '(555) 010-2020',
      ein_tax_id: '12-3456789',
      business_address: '1 Test Way',
      city: 'Fresno',
      state: 'CA',
      zip: '93721',
      country: 'US',
      file_attachment: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: LICENCE_PDF },
    },
  });
  expect(applied.status()).toBe(201);
  const code = ((await applied.json()) as { reseller: { reseller_code: string } }).reseller.reseller_code;
  expect(code).toBe(`E2EGARAGE${stamp}`.slice(0, 16) + '15');

  await signIn(page, 'csr');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/partner-application?status=pending');
  await page.getByRole('textbox', { name: 'Search partner applications' }).fill(code);
  const row = page.locator(`tr[data-code="${code}"]`);
  await expect(row).toBeVisible({ timeout: 20_000 });

  const submit = row.getByRole('button', { name: `Submit status of ${code}` });
  await expect(submit).toBeDisabled();
  await row.getByRole('combobox', { name: `Status of ${code}` }).selectOption('approved');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(PARTNER_MESSAGES.emailSent(email))).toBeVisible({ timeout: 20_000 });

  // Decided: no selector any more, the coupons made on both shops.
  await page.goto(`/partner-application?status=approved&keyword=${code}`);
  await expect(row).toContainText('Approved', { timeout: 20_000 });
  await expect(row.getByLabel('Coupon created on TIPM')).toBeVisible();
  await expect(row.getByLabel('Coupon created on ECM')).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveCount(0);

  const domain = email.split('@')[1];
  for (const shop of ['tipm', 'ecm']) {
    const response = await page.request.get(
      `/sandbox/woocommerce/${shop}/wp-json/wc/v3/coupons?code=${encodeURIComponent(code)}&${WOO}`,
    );
    expect(response.ok()).toBe(true);
    const coupons = (await response.json()) as Record<string, unknown>[];
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({
      code: code.toLowerCase(),
      discount_type: 'percent',
      amount: '15.00',
      individual_use: true,
      exclude_sale_items: true,
      email_restrictions: [email, `*@${domain}`],
    });
  }
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';

test.describe.configure({ timeout: 90_000 });

interface Api {
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, data: unknown) => Promise<T>;
}

async function apiAs(request: APIRequestContext, username: string): Promise<Api> {
  const login = await request.post('/api/v1/users/login', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string) => {
      const response = await request.get(`/api/v1${path}`, { headers });
      expect(response.ok(), `GET ${path}`).toBe(true);
      return (await response.json()) as T;
    },
    post: async <T>(path: string, data: unknown) => {
      const response = await request.post(`/api/v1${path}`, { headers, data });
      expect(response.ok(), `POST ${path}`).toBe(true);
      return (await response.json()) as T;
    },
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
  const admin = await apiAs(page.request, 'administrator');
  const run = Date.now().toString(36).toUpperCase();
  const { tags } = await admin.post<{ tags: { serial_number: string }[] }>('/inventory_tags', {
    part_number: '68099135AC',
    quantity: 5,
  });
  const [one, two, three, convertedTo, stray] = tags.map((tag) => tag.serial_number) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const binCode = `BIN-E2E-${run}`;
  await admin.post('/locations', { location: { code: binCode, name: `E2E shelf ${run}` } });

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

  // Convert one: the original, then a fresh catalogue tag.
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

  // The converted item's timeline has every step.
  const found = await admin.get<{ inventories: { id: number; original_serial_number: string | null }[] }>(
    `/inventories?serial_number=${convertedTo}`,
  );
  const converted = found.inventories[0];
  expect(converted?.original_serial_number).toBe(one);
  const detail = await admin.get<{ inventory: { status: string }; timeline: { event: string }[] }>(
    `/inventories/${converted?.id}`,
  );
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
  await expect(page.getByTestId('cycle-extra')).toContainText(stray);
  await expect(page.getByTestId('cycle-missing')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('cycle-missing')).toContainText(three);
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

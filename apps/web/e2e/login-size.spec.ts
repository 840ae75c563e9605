import { expect, test } from '@playwright/test';

// The login page is every visitor's first load (README, Performance). Bytes, not timings: what Chromium
// received for the page's JavaScript, headers included, as DevTools counts it.
test('the login page transfers under 150 KB of JavaScript, every file compressed', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const encodings = new Map<string, string>();
  const transferred = new Map<string, number>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    encodings.set(response.url, String(header?.[1] ?? 'identity'));
    transferred.set(requestId, 0);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (transferred.has(requestId)) transferred.set(requestId, encodedDataLength);
  });

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'LOG IN' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(encodings.size).toBeGreaterThan(0);
  for (const [url, encoding] of encodings) expect(encoding, url).toBe('br');
  const total = [...transferred.values()].reduce((sum, bytes) => sum + bytes, 0);
  expect(total, `${(total / 1024).toFixed(1)} KB of JavaScript`).toBeLessThan(150 * 1024);
});

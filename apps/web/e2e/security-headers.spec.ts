import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** Every Content-Security-Policy violation the page reports, as the console and the DOM event see it. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

// The server sends a strict CSP (no inline or eval'd script); the app, the API docs and the sandbox mailbox
// must run under it without a single violation.
test('signing in and opening screens, the API docs and the sandbox mailbox breaks no CSP rule', async ({ page }) => {
  const violations = await collectViolations(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page, 'administrator');
  await expect(page).toHaveURL(/\/dashboard/);
  for (const path of ['/dashboard', '/inventory-search', '/users', '/qr-generator']) {
    await page.goto(path);
    await expect(page.getByTestId('side-menu')).toBeVisible();
    // Not 'networkidle': a signed-in page keeps its notification stream open.
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  }
  await page.goto('/api/docs');
  await expect(page.locator('.opblock-summary').first()).toBeVisible();
  await page.locator('.opblock-summary').first().click();
  // The sandbox mailbox (open here: the browser is on loopback) has its own inline style sheet.
  await page.goto('/sandbox/mailersend/');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

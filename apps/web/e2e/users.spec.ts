import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { RESET_LINK_INVALID, changePassword, createUser, login } from '@makro/domain/users';
import { apiPath, apiToken, menuLabels, signIn } from './support';

interface MailboxMessage {
  to: { email: string; name: string }[];
  subject: string;
  template_id: string;
  personalization: { email: string; data: Record<string, unknown> }[];
  created_at: string;
}

// Two browser contexts, a 900 ms search debounce and mailbox polling: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** A username no other test (running in parallel on the same server) uses. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The newest sandbox e-mail to `email` that `accept` likes, polled for up to ~10 s. */
async function waitForMail(
  request: APIRequestContext,
  email: string,
  accept: (message: MailboxMessage) => boolean = () => true,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/sandbox/mailersend/messages');
        const messages = (await response.json()) as MailboxMessage[];
        found = messages.find((message) => message.to.some((to) => to.email === email) && accept(message));
        return found !== undefined;
      },
      { timeout: 10_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found as MailboxMessage;
}

/**
 * A fresh technician made through the API, for the tests that are not about the form. The password an
 * administrator sets is temporary (it goes out by e-mail), so the technician replaces it through the API.
 */
async function createTechnician(request: APIRequestContext) {
  const username = unique('tech');
  const email = `${username}@e2e.example`;
  const temporary = 'e2e-Temp-123';
  const password = 'e2e-Pass-123';
  const response = await request.post(apiPath(createUser), {
    headers: { authorization: `Bearer ${await apiToken(request, 'administrator')}` },
    data: {
      user: {
        username,
        email,
        password: temporary,
        password_confirmation: temporary,
        first_name: 'Eve',
        last_name: `Tester ${username}`,
        account_type_id: 4,
      },
    },
  });
  expect(response.status()).toBe(201);
  const signedIn = await request.post(apiPath(login), { data: { username, password: temporary } });
  const { token } = login.response.parse(await signedIn.json());
  const changed = await request.post(apiPath(changePassword), {
    headers: { authorization: `Bearer ${token}` },
    data: { current_password: temporary, password, password_confirmation: password },
  });
  expect(changed.status()).toBe(200);
  return { username, email, password, name: `Eve Tester ${username}` };
}

async function signedInPage(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** /users as the administrator, filtered to one user's row. */
async function adminRowOf(page: Page, username: string) {
  await signIn(page, 'administrator');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/users');
  await page.getByRole('textbox', { name: 'Search users' }).fill(username);
  await expect(page).toHaveURL(new RegExp(`keyword=${username}`));
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  return row;
}

test('an administrator creates a user; the welcome e-mail holds the generated password, which signs in once to choose a new one', async ({
  page,
  browser,
}) => {
  const username = unique('new');
  const email = `${username}@e2e.example`;
  await signIn(page, 'administrator');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/users');
  await expect(page.getByText('User Manangement').first()).toBeVisible();

  const form = page.getByRole('form', { name: 'Account Creation' });
  await form.getByLabel('First Name').fill('Nina');
  await form.getByLabel('Last Name').fill('Novak');
  await form.getByLabel('User Name').fill(username);
  await form.getByLabel('Email').fill(email);
  await form.getByPlaceholder('Select Account Type').click();
  await page.getByRole('option', { name: 'Technician' }).click();
  const password = await form.getByRole('textbox', { name: 'Password' }).inputValue();
  expect(password).toHaveLength(8);
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText(`${username} has been created!`)).toBeVisible();
  await expect(page.getByText(`Email notification sent to ${email}`)).toBeVisible();
  await expect(form.getByLabel('User Name')).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Password' })).not.toHaveValue(password);

  const mail = await waitForMail(page.request, email, (message) => message.template_id !== 'reset-password');
  const data = mail.personalization.find((entry) => entry.email === email)?.data ?? {};
  expect(data.username).toBe(username);
  expect(data.password).toBe(password);

  // The e-mailed password is temporary: it opens the new-password page and nothing else.
  const context = await browser.newContext();
  const newUser = await context.newPage();
  await signIn(newUser, username, password);
  await expect(newUser).toHaveURL(/\/change-password$/);
  await expect(newUser.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await newUser.goto('/dashboard');
  await expect(newUser).toHaveURL(/\/change-password$/);
  await newUser.getByLabel('Current Password').fill(password);
  await newUser.getByLabel('New Password').fill('Nina-own-pass-1');
  await newUser.getByLabel('Confirm Password').fill('Nina-own-pass-1');
  await newUser.getByRole('button', { name: 'Save new password' }).click();
  await expect(newUser).toHaveURL(/\/dashboard$/);
  await expect(newUser.getByText('Nina Novak').first()).toBeVisible();
  await context.close();

  // The e-mailed password is spent; the chosen one signs in straight to the home page.
  const again = await signedInPage(browser, username, 'Nina-own-pass-1');
  await expect(again.getByText('Nina Novak').first()).toBeVisible();
  await again.context().close();
});

test('the server’s 409 and 400 mark the fields they name on the user form', async ({ page }) => {
  await signIn(page, 'administrator');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/users');
  const form = page.getByRole('form', { name: 'Account Creation' });
  const username = form.getByLabel('User Name');
  const email = form.getByLabel('Email');
  const create = () => form.getByRole('button', { name: 'Create Account' }).click();
  await form.getByLabel('First Name').fill('Tina');
  await form.getByLabel('Last Name').fill('Again');
  await form.getByPlaceholder('Select Account Type').click();
  await page.getByRole('option', { name: 'Technician' }).click();

  // 409: a demo user's username, in another letter case.
  await username.fill('Technician');
  await email.fill(`${unique('tina')}@e2e.example`);
  await create();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('The username Technician is already taken.')).toBeVisible();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  // 409: a demo user's e-mail address.
  await username.fill(unique('tina'));
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await email.fill('technician@makro.example');
  await create();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('The e-mail technician@makro.example is already used by another account.')).toBeVisible();
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');

  // 400: the browser checks with the server's own schema, so only a request changed on its way gets one; the
  // real server's answer then marks the field it names.
  await page.route(`**${apiPath(createUser)}`, (route) => {
    const body = route.request().postDataJSON() as { user: Record<string, unknown> };
    return route.continue({ postData: JSON.stringify({ user: { ...body.user, email: 'tina-at-e2e.example' } }) });
  });
  await email.fill(`${unique('tina')}@e2e.example`);
  await create();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Email must be an e-mail address')).toBeVisible();
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
});

test('revoking a permission in the permissions modal removes the entry from the user’s menu', async ({
  page,
  browser,
}) => {
  const tech = await createTechnician(page.request);
  const techPage = await signedInPage(browser, tech.username, tech.password);
  expect(await menuLabels(techPage)).toContain('VIN Decoder');

  const row = await adminRowOf(page, tech.username);
  await row.getByRole('button', { name: 'Edit permissions' }).click();
  const modal = page.getByRole('dialog');
  const vin = modal.getByRole('checkbox', { name: 'VIN Decoder' });
  await expect(vin).toBeChecked();
  await vin.uncheck();
  await expect(modal.getByText('revoked')).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Permissions updated!')).toBeVisible();

  await techPage.reload();
  await expect.poll(() => menuLabels(techPage)).not.toContain('VIN Decoder');
  expect(await menuLabels(techPage)).toContain('Dashboards');

  // The user's page shows the change in the history.
  await page.getByRole('link', { name: tech.name }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByText('Permissions changed')).toBeVisible();
  await expect(page.getByText('− VIN Decoder')).toBeVisible();
  await techPage.context().close();
});

test('deactivating a user sends their open session to the login page on its next request', async ({
  page,
  browser,
}) => {
  const tech = await createTechnician(page.request);
  const techPage = await signedInPage(browser, tech.username, tech.password);
  // A page without background requests: the dashboard's polling would notice the deactivation before the reload.
  await techPage.goto('/vin-decoder');
  await expect(techPage.getByTestId('side-menu')).toBeVisible();

  const row = await adminRowOf(page, tech.username);
  await row.getByRole('button', { name: 'Send password reset link' }).click();
  await expect(page.getByText(`Email notification sent to ${tech.email}`)).toBeVisible();
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Deactivate?')).toBeVisible();
  await expect(dialog.getByText(`You wish to deactivate ${tech.email}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('User deactivated!')).toBeVisible();
  await expect(row.getByText('Deactivated')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  await techPage.reload();
  await expect(techPage.getByText('Token Expired. Please Login!')).toBeVisible();
  await expect(techPage).toHaveURL(/\/login$/);
  await techPage.context().close();

  // Permanent removal needs the developer secret.
  const removeWith = async (secret: string) => {
    await row.getByRole('button', { name: 'Remove' }).click();
    const prompt = page.getByRole('dialog');
    await prompt.getByLabel('Developer secret').fill(secret);
    await prompt.getByRole('button', { name: 'Remove' }).click();
  };
  await removeWith('not-the-secret');
  await expect(
    page.getByText('There was an error removing a user: Feature is reserved for devs only, Please deactivate instead'),
  ).toBeVisible();
  await removeWith('e2e-developer-secret');
  await expect(page.getByText('User has been removed permanently!')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('"Forgot your password?" e-mails a reset link that sets a new password', async ({ page }) => {
  const tech = await createTechnician(page.request);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username or email').fill(tech.username);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(/we have sent a link to set a new password/)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();

  const mail = await waitForMail(page.request, tech.email, (message) =>
    message.personalization.some((entry) => typeof entry.data.resetUrl === 'string'),
  );
  const resetUrl = new URL(String(mail.personalization[0]?.data.resetUrl));
  await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

  const newPassword = 'brand-new-Pass-9';
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();

  await signIn(page, tech.username, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link is single-use.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
  await page.getByLabel('New Password').fill('another-Pass-77');
  await page.getByLabel('Confirm Password').fill('another-Pass-77');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(RESET_LINK_INVALID)).toBeVisible();
  await page.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('dialog').getByLabel('Username or email')).toBeVisible();
});

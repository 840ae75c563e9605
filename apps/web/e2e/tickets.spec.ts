import { expect, test, type APIRequestContext } from '@playwright/test';
import { OPEN_TICKET_STATUSES, TICKET_TYPE_INFO, listTickets, type TicketSummary } from '@makro/domain/tickets';
import { listUsers } from '@makro/domain/users';
import { apiPath, apiToken, signIn } from './support';

// Two people's sessions, a 300 ms search and several saves: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

async function technicianId(request: APIRequestContext, token: string, firstName: string): Promise<number> {
  const response = await request.get(apiPath(listUsers), {
    headers: { authorization: `Bearer ${token}` },
    params: { account_type: 4, per_page: 100 },
  });
  const { users } = listUsers.response.parse(await response.json());
  return users.find((user) => user.first_name === firstName)!.id;
}

async function openTicketsOf(request: APIRequestContext, token: string, assignee: number): Promise<TicketSummary[]> {
  const response = await request.get(apiPath(listTickets), {
    headers: { authorization: `Bearer ${token}` },
    params: { assigned_to: assignee, per_page: 500 },
  });
  const { tickets } = listTickets.response.parse(await response.json());
  return tickets.filter((ticket) => (OPEN_TICKET_STATUSES as readonly string[]).includes(ticket.status));
}

test('a technician moves a ticket on from My Jobs and the ticket page, adds a note, and the history shows each step', async ({
  page,
}) => {
  await signIn(page, 'technician');
  await page.waitForURL('**/dashboard');
  await page.goto('/my-jobs?status=Not%20Started');
  const firstMove = page.getByRole('button', { name: /^Move .+ to Initial Inspection In Progress$/ }).first();
  const ticketNumber = (await firstMove.getAttribute('aria-label'))!.replace(/^Move (.+) to .*$/, '$1');
  await firstMove.click();
  await expect(page.getByText(`${ticketNumber} is now Initial Inspection In Progress`)).toBeVisible();
  // Moved out of the "Not Started" queue, into the next one.
  await expect(page.getByRole('link', { name: ticketNumber, exact: true })).toHaveCount(0);
  await page.goto('/my-jobs?status=Initial%20Inspection%20In%20Progress');
  await page.getByRole('link', { name: ticketNumber, exact: true }).click();

  await expect(page.getByRole('heading', { name: ticketNumber }).first()).toBeVisible();
  for (const status of ['Repair/Reprogramming In Progress', 'Final Inspection In Progress']) {
    await page.getByRole('button', { name: `Change status of ${ticketNumber}` }).click();
    await page.getByRole('menuitem', { name: status, exact: true }).click();
    await expect(page.getByRole('button', { name: `Change status of ${ticketNumber}` })).toHaveText(status);
  }
  const note = `Bench test passed at ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Add note' }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('textbox', { name: 'Add note' })).toHaveValue('');

  await page.reload();
  const history = page.getByLabel('Ticket history');
  await expect(history.getByText(note)).toBeVisible();
  const steps = await history.locator('.mantine-Timeline-itemTitle').allTextContents();
  expect(steps.slice(0, 4)).toEqual([
    'Note added',
    'Status changed from Repair/Reprogramming In Progress to Final Inspection In Progress',
    'Status changed from Initial Inspection In Progress to Repair/Reprogramming In Progress',
    'Status changed from Not Started to Initial Inspection In Progress',
  ]);
  await expect(history.getByText('Tina Nguyen').first()).toBeVisible();
});

test("a manager reassigns a ticket from the list and it leaves one technician's queue for another's", async ({
  page,
  browser,
  request,
}) => {
  const token = await apiToken(request, 'tech_manager');
  const marco = await technicianId(request, token, 'Marco');
  const marcosWork = await openTicketsOf(request, token, marco);
  const ticket = marcosWork.find((candidate) => candidate.ticket_type === 'repair') ?? marcosWork[0]!;

  await signIn(page, 'tech_manager');
  await page.waitForURL('**/dashboard');
  await page.goto(TICKET_TYPE_INFO[ticket.ticket_type].path);
  await page.getByRole('textbox', { name: /^Search .* tickets$/ }).fill(ticket.ticket_number);
  await page.getByRole('button', { name: `Reassign ${ticket.ticket_number} (assigned to Marco Diaz)` }).click();
  await page.getByRole('option', { name: 'Sam Okafor' }).click();
  await expect(page.getByText(`${ticket.ticket_number} is assigned to Sam Okafor`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Reassign ${ticket.ticket_number} (assigned to Sam Okafor)` }),
  ).toBeVisible();

  const queueOf = async (username: string) => {
    const context = await browser.newContext();
    const technicianPage = await context.newPage();
    await signIn(technicianPage, username);
    await technicianPage.waitForURL('**/dashboard');
    await technicianPage.goto(`/my-jobs?status=${encodeURIComponent(ticket.status)}`);
    await expect(technicianPage.getByRole('table', { name: 'My jobs' })).toBeVisible();
    return { page: technicianPage, close: () => context.close() };
  };
  const sam = await queueOf('sam.okafor');
  await expect(sam.page.getByRole('link', { name: ticket.ticket_number, exact: true })).toBeVisible();
  await sam.close();
  const marcosQueue = await queueOf('marco.diaz');
  // Loaded: his other tickets of that status, or none left.
  await expect(marcosQueue.page.getByText(/open tickets?, oldest first|None of your tickets is/).first()).toBeVisible();
  await expect(marcosQueue.page.getByRole('link', { name: ticket.ticket_number, exact: true })).toHaveCount(0);
  await marcosQueue.close();
});

test('the repair list keeps its search and filters in the URL across a reload', async ({ page }) => {
  await signIn(page, 'tech_manager');
  await page.waitForURL('**/dashboard');
  await page.goto('/repair-tickets');
  await page.getByRole('textbox', { name: 'Search Repair tickets' }).fill('REP-1');
  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'TIPM', exact: true }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Closed', exact: true }).click();
  await expect(page).toHaveURL(/keyword=REP-1/);
  await expect(page).toHaveURL(/source=tipm/);
  await expect(page).toHaveURL(/status=Closed/);

  await page.reload();
  // The shell and the list load again from nothing: on a busy machine more than the default 5 s.
  await expect(page.getByRole('textbox', { name: 'Search Repair tickets' })).toHaveValue('REP-1', { timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: 'Source' })).toHaveValue('TIPM');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Closed');
  const rows = page.getByRole('table', { name: /Repair tickets/i }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    await expect(row).toContainText('Closed');
    await expect(row).toContainText('TIPM');
  }
});

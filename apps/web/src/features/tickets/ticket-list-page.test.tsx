import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TICKET_SEARCH_DEBOUNCE_MS, deleteTicket, listTickets, updateTicket } from '@makro/domain/tickets';
import { listUsers } from '@makro/domain/users';
import { TicketListPage } from '@/features/tickets/ticket-list-page';
import { technicianPage, ticketDetail, ticketPage, ticketSummary, tina } from '@/features/tickets/test-data';
import { signInAs } from '@/test/sign-in';
import { API_BASE, endpointPath } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const sam = { ...tina, id: 5, first_name: 'Sam', last_name: 'Ortiz' };
const open = ticketSummary();
const assigned = ticketSummary({
  id: 2,
  ticket_number: 'REP-70002',
  assigned_to: tina,
  status: 'In Progress',
  maturity: { days: 40, level: 'overdue' },
});

function serve() {
  return mockApi(
    onEndpoint(listTickets, ticketPage([open, assigned])),
    onEndpoint(listUsers, technicianPage([tina, sam])),
    onEndpoint(updateTicket, ({ params, body }) => ({
      ticket: ticketDetail({
        ticket_number: params.ticketNumber,
        assigned_to: [tina, sam].find((person) => person.id === body.ticket.assigned_to_user_id) ?? null,
      }),
    })),
    onEndpoint(deleteTicket, { success: true }),
  );
}

async function renderList(route = '/repair-tickets') {
  renderWithProviders(<TicketListPage type="repair" />, { route, path: '/repair-tickets' });
  await screen.findByRole('link', { name: 'REP-70001' });
}

const rowOf = (number: string) => screen.getByRole('link', { name: number }).closest('tr') as HTMLElement;
/**
 * Opens a select and picks an option of its own list (every row has a select of the same technicians): the
 * list the select names, else the one opened last (Mantine names it on the select's next render).
 */
function choose(select: HTMLElement, name: string) {
  if (select.getAttribute('aria-expanded') !== 'true') fireEvent.click(select);
  const id = select.getAttribute('aria-controls');
  const listbox = id ? document.getElementById(id) : null;
  const option = listbox
    ? within(listbox).getByRole('option', { name, hidden: true })
    : screen.getAllByRole('option', { name, hidden: true }).at(-1)!;
  fireEvent.click(option);
}

describe('TicketListPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('shows the repair columns, links each number to its ticket page and colours maturity', async () => {
    signInAs('technician', 4);
    serve();
    await renderList();
    const headers = [...screen.getByRole('table').querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Repair #',
      'Maturity',
      'Customer',
      'Date Created',
      'Issue Description',
      'Assigned To',
      'Status',
    ]);
    expect(screen.getByRole('link', { name: 'REP-70001' }).getAttribute('href')).toBe('/repair-tickets/REP-70001');
    expect(within(rowOf('REP-70002')).getByText('40 days').closest('[data-level]')?.getAttribute('data-level')).toBe(
      'overdue',
    );
    expect(within(rowOf('REP-70001')).getByText('Mar 4, 2026')).toBeTruthy();
    expect(within(rowOf('REP-70002')).getByText('Tina Nguyen')).toBeTruthy();
  });

  it('asks for the filters the URL holds, 20 a page, only of its own type', async () => {
    signInAs('technician', 4);
    const api = serve();
    await renderList('/repair-tickets?page=2&keyword=carla&source=ecm&assigned_to=none&status=In+Progress');
    expect(api.callsTo(listTickets).at(-1)?.query).toEqual({
      page: '2',
      per_page: '20',
      type: 'repair',
      keyword: 'carla',
      source: 'ecm',
      assigned_to: 'none',
      status: 'In Progress',
    });
  });

  it('ignores URL values it does not know', async () => {
    signInAs('technician', 4);
    const api = serve();
    await renderList('/repair-tickets?source=amazon&assigned_to=01&status=Lost');
    expect(api.callsTo(listTickets).at(-1)?.query).toEqual({ page: '1', per_page: '20', type: 'repair' });
  });

  it('searches 300 ms after typing stops and filters by technician and status', async () => {
    signInAs('technician', 4);
    const api = serve();
    await renderList();
    const typedAt = Date.now();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Repair tickets' }), { target: { value: 'REP-7' } });
    expect(api.callsTo(listTickets).at(-1)?.query.keyword).toBeUndefined();
    await waitFor(() => expect(api.callsTo(listTickets).at(-1)?.query.keyword).toBe('REP-7'));
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(TICKET_SEARCH_DEBOUNCE_MS);

    choose(screen.getByRole('combobox', { name: 'Assigned to' }), 'Sam Ortiz');
    await waitFor(() => expect(api.callsTo(listTickets).at(-1)?.query).toMatchObject({ assigned_to: '5' }));
    choose(screen.getByRole('combobox', { name: 'Assigned to' }), 'Not Assigned');
    await waitFor(() => expect(api.callsTo(listTickets).at(-1)?.query).toMatchObject({ assigned_to: 'none' }));

    choose(screen.getByRole('combobox', { name: 'Status' }), 'Packed');
    await waitFor(() => expect(api.callsTo(listTickets).at(-1)?.query).toMatchObject({ status: 'Packed' }));
  });

  it('assigns a technician from a "Not Assigned" row and reassigns from an assigned one', async () => {
    signInAs('tech_manager', 3);
    const api = serve();
    await renderList();
    const listCalls = api.callsTo(listTickets).length;
    choose(within(rowOf('REP-70001')).getByRole('combobox', { name: 'Assign REP-70001' }), 'Sam Ortiz');
    await waitFor(() => expect(api.callsTo(updateTicket)).toHaveLength(1));
    expect(api.callsTo(updateTicket)[0]).toMatchObject({
      url: `${API_BASE}${endpointPath(updateTicket, { ticketNumber: 'REP-70001' })}`,
      body: { ticket: { assigned_to_user_id: 5 } },
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'REP-70001 is assigned to Sam Ortiz'));
    await waitFor(() => expect(api.callsTo(listTickets).length).toBeGreaterThan(listCalls));

    fireEvent.click(within(rowOf('REP-70002')).getByRole('button', { name: /Reassign REP-70002/ }));
    choose(within(rowOf('REP-70002')).getByRole('combobox', { name: 'Assign REP-70002' }), 'Sam Ortiz');
    await waitFor(() => expect(api.callsTo(updateTicket)).toHaveLength(2));
    expect(api.callsTo(updateTicket)[1]).toMatchObject({
      url: `${API_BASE}${endpointPath(updateTicket, { ticketNumber: 'REP-70002' })}`,
      body: { ticket: { assigned_to_user_id: 5 } },
    });
  });

  it('offers no delete icon to anyone but administrators', async () => {
    signInAs('tech_manager', 3);
    serve();
    await renderList();
    expect(screen.queryByRole('button', { name: 'Delete REP-70001' })).toBeNull();
  });

  it('lets an administrator delete a ticket once confirmed', async () => {
    signInAs('administrator', 1);
    const api = serve();
    await renderList();
    fireEvent.click(within(rowOf('REP-70001')).getByRole('button', { name: 'Delete REP-70001' }));
    expect(await screen.findByText('Delete REP-70001?')).toBeTruthy();
    expect(api.callsTo(deleteTicket)).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(api.callsTo(deleteTicket)).toHaveLength(1));
    expect(api.callsTo(deleteTicket)[0]?.url).toBe(
      `${API_BASE}${endpointPath(deleteTicket, { ticketNumber: 'REP-70001' })}`,
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'REP-70001 has been deleted.', 'Deleted!'));
  });

  it('shows the rental columns', async () => {
    signInAs('technician', 4);
    mockApi(
      onEndpoint(
        listTickets,
        ticketPage([
          ticketSummary({
            ticket_number: 'REN-1187',
            ticket_type: 'rental',
            reason_for_return: 'Car sold',
            order_notes: 'Leave at door',
          }),
        ]),
      ),
      onEndpoint(listUsers, technicianPage([tina])),
    );
    renderWithProviders(<TicketListPage type="rental" />, { route: '/rental-tickets', path: '/rental-tickets' });
    await screen.findByRole('link', { name: 'REN-1187' });
    const headers = [...screen.getByRole('table').querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Rental #',
      'Customer',
      'Date Created',
      'Assigned To',
      'Reason for Return / Order Notes',
      'Status',
    ]);
    expect(screen.getByText('Car sold')).toBeTruthy();
    expect(screen.getByText('Notes: Leave at door')).toBeTruthy();
  });

  it('says so when no ticket matches the filters', async () => {
    signInAs('technician', 4);
    mockApi(onEndpoint(listTickets, ticketPage([])), onEndpoint(listUsers, technicianPage([])));
    renderWithProviders(<TicketListPage type="order" />, {
      route: '/order-tickets?source=ecm',
      path: '/order-tickets',
    });
    expect(await screen.findByText('No tickets match these filters')).toBeTruthy();
    expect(screen.getByText('Try another search, source, technician or status.')).toBeTruthy();
  });

  it('shows the server’s message when the list cannot be loaded', async () => {
    signInAs('technician', 4);
    mockApi(
      onEndpoint(listTickets, errorAnswer(403, 'forbidden', 'You do not have permission to view tickets')),
      onEndpoint(listUsers, technicianPage([])),
    );
    renderWithProviders(<TicketListPage type="rma" />, { route: '/rma-tickets', path: '/rma-tickets' });
    expect((await screen.findByRole('alert')).textContent).toContain('You do not have permission to view tickets');
  });
});

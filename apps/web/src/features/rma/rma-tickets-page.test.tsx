import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RMA_MESSAGES, decideRmaRequest, deleteRmaRequest, listRmaRequests, showRmaRequest } from '@makro/domain/rma';
import { updateTicket } from '@makro/domain/tickets';
import { listUsers } from '@makro/domain/users';
import { RmaTicketsPage } from '@/features/rma/rma-tickets-page';
import { rmaDetail, rmaPage, rmaRow, sam, technicianPage, ticketDetail, tina } from '@/features/rma/rma-test-data';
import { API_BASE, endpointPath } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint, type MockRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));
// The staff entry form is the public form's area, tested there.
vi.mock('@/features/rma/staff-rma-modal', () => ({
  CreateRmaModal: ({ opened }: { opened: boolean }) => (opened ? <div role="dialog">Create RMA form</div> : null),
}));

const ticket = (number: string, assigned: typeof tina | null = null) => ({
  ticket_number: number,
  status: 'In Progress' as const,
  quality_control: 'pass' as const,
  assigned_to: assigned,
});
const recent = rmaRow({
  id: 11,
  rma_number: 'tipm-RMAREQ-100001',
  approval_status: 'approved',
  approval_status_text: 'Approved',
  is_paid: true,
  order_days_elapsed: 30,
  ticket: ticket('tipm-RMAREQ-100001', tina),
});
const old = rmaRow({
  id: 12,
  rma_number: 'ecm-RMAREQ-100002',
  site: 'ecm',
  customer_firstname: 'Dan',
  customer_lastname: 'Ruiz',
  approval_status: 'approved',
  approval_status_text: 'Approved',
  is_paid: true,
  order_days_elapsed: 31,
  ticket: ticket('ecm-RMAREQ-100002'),
});
const unknownAge = rmaRow({
  id: 13,
  rma_number: 'tipm-RMAREQ-100003',
  approval_status: 'approved',
  approval_status_text: 'Approved',
  is_paid: true,
  order_days_elapsed: null,
  ticket: null,
});
const pending = rmaRow();
const waiting = rmaRow({
  id: 2,
  rma_number: 'tipm-EXCREQ-200002',
  rma_type: 'rma_exchange',
  approval_status: 'approved',
  approval_status_text: 'Waiting for Payment',
});
const rejected = rmaRow({
  id: 3,
  rma_number: 'ecm-RMAREQ-200003',
  site: 'ecm',
  rma_type: 'rma_repair',
  approval_status: 'rejected',
  approval_status_text: 'Rejected',
});

function serve(...extra: MockRoute[]) {
  return mockApi(
    ...extra,
    onEndpoint(listRmaRequests, ({ query }) =>
      String(query.is_paid) === 'false'
        ? rmaPage(query.per_page === '1' ? [] : [pending, waiting, rejected], 3)
        : rmaPage([recent, old, unknownAge], 3),
    ),
    onEndpoint(listUsers, technicianPage([tina, sam])),
    onEndpoint(showRmaRequest, ({ params }) => ({ rma_submission: rmaDetail({ id: Number(params.id) }) })),
    onEndpoint(decideRmaRequest, ({ params, body }) => ({
      rma_submission: rmaDetail({ id: Number(params.id), approval_status: body.approval_status }),
      message: body.approval_status === 'approved' ? RMA_MESSAGES.approved : 'RMA request rejected',
    })),
    onEndpoint(deleteRmaRequest, { success: true }),
    onEndpoint(updateTicket, ({ params, body }) => ({
      ticket: ticketDetail(
        params.ticketNumber,
        [tina, sam].find((person) => person.id === body.ticket.assigned_to_user_id) ?? null,
      ),
    })),
  );
}

const lastList = (api: ReturnType<typeof serve>, paid: 'true' | 'false') =>
  api
    .callsTo(listRmaRequests)
    .filter((call) => call.query.is_paid === paid && call.query.per_page !== '1')
    .at(-1)?.query;

function renderPage(route = '/rma-tickets') {
  renderWithProviders(<RmaTicketsPage />, { route, path: '/rma-tickets' });
}

const rowOf = (text: string) => screen.getAllByText(text)[0]!.closest('tr') as HTMLElement;
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

async function openReview() {
  fireEvent.click(screen.getByRole('tab', { name: /Under Review/ }));
  await screen.findByText('tipm-EXCREQ-200002');
}

describe('RmaTicketsPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('opens on Approved RMA with the pending count on Under Review, and keeps the tab in the URL', async () => {
    signInAs('tech_manager', 3);
    const api = serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'RMA Tickets' })).toBeTruthy();
    expect(screen.getByText('Ticket Management')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Approved RMA' }).getAttribute('aria-selected')).toBe('true');
    const review = screen.getByRole('tab', { name: /Under Review/ });
    await waitFor(() => expect(within(review).getByTestId('pending-count').textContent).toBe('3'));
    await screen.findByRole('link', { name: 'tipm-RMAREQ-100001' });
    expect(lastList(api, 'true')).toEqual({
      page: '1',
      per_page: '20',
      is_paid: 'true',
      approval_status: 'approved',
    });

    await openReview();
    expect(review.getAttribute('aria-selected')).toBe('true');
    expect(lastList(api, 'false')).toEqual({ page: '1', per_page: '10', is_paid: 'false' });
  });

  it('shows the approved columns: the ticket link, QC, status, assignee, and Within 30 Days TRUE / FALSE / -', async () => {
    signInAs('tech_manager', 3);
    serve();
    renderPage();
    const link = await screen.findByRole('link', { name: 'tipm-RMAREQ-100001' });
    expect(link.getAttribute('href')).toBe('/rma-tickets/tipm-RMAREQ-100001');
    const table = screen.getByRole('table', { name: 'Approved RMAs' });
    const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual([
      'RMA Number',
      'Customer',
      'QC',
      'Status',
      'Assigned To',
      'Date Created',
      'Within 30 Days',
    ]);
    expect(cellTexts(rowOf('tipm-RMAREQ-100001')).at(-1)).toBe('TRUE');
    expect(cellTexts(rowOf('ecm-RMAREQ-100002')).at(-1)).toBe('FALSE');
    expect(cellTexts(rowOf('tipm-RMAREQ-100003')).at(-1)).toBe('-');
    // No ticket yet: the number is not a link.
    expect(screen.queryByRole('link', { name: 'tipm-RMAREQ-100003' })).toBeNull();
    expect(within(rowOf('tipm-RMAREQ-100001')).getByText('Tina Nguyen')).toBeTruthy();
    expect(within(rowOf('ecm-RMAREQ-100002')).getByRole('combobox', { name: 'Assign ecm-RMAREQ-100002' })).toBeTruthy();
    expect(within(rowOf('tipm-RMAREQ-100001')).getByText('In Progress')).toBeTruthy();
  });

  it('assigns a technician to the RMA ticket from its row, then reloads the list', async () => {
    signInAs('tech_manager', 3);
    const api = serve();
    renderPage();
    await screen.findByRole('link', { name: 'tipm-RMAREQ-100001' });
    const calls = api.callsTo(listRmaRequests).length;
    const select = within(rowOf('ecm-RMAREQ-100002')).getByRole('combobox', { name: 'Assign ecm-RMAREQ-100002' });
    fireEvent.click(select);
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
    fireEvent.click(
      listbox
        ? within(listbox).getByRole('option', { name: 'Sam Ortiz', hidden: true })
        : screen.getAllByRole('option', { name: 'Sam Ortiz', hidden: true }).at(-1)!,
    );
    await waitFor(() => expect(api.callsTo(updateTicket)).toHaveLength(1));
    expect(api.callsTo(updateTicket)[0]).toMatchObject({
      url: `${API_BASE}${endpointPath(updateTicket, { ticketNumber: 'ecm-RMAREQ-100002' })}`,
      body: { ticket: { assigned_to_user_id: 5 } },
    });
    await waitFor(() => expect(api.callsTo(listRmaRequests).length).toBeGreaterThan(calls));
  });

  it('asks for the filters the URL holds and Clear Filter drops them', async () => {
    signInAs('tech_manager', 3);
    const api = serve();
    renderPage('/rma-tickets?keyword=carla&within30days=true&source=ecm&assigned_to=5');
    await screen.findByRole('link', { name: 'tipm-RMAREQ-100001' });
    expect(lastList(api, 'true')).toEqual({
      page: '1',
      per_page: '20',
      is_paid: 'true',
      approval_status: 'approved',
      keyword: 'carla',
      within30days: 'true',
      source: 'ecm',
      assigned_to: '5',
    });
    expect((screen.getByRole('switch', { name: 'Within 30 days' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() =>
      expect(lastList(api, 'true')).toEqual({
        page: '1',
        per_page: '20',
        is_paid: 'true',
        approval_status: 'approved',
        keyword: 'carla',
      }),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Within 30 days' }));
    await waitFor(() => expect(lastList(api, 'true')).toMatchObject({ within30days: 'true' }));
  });

  it('labels the review list and offers approve and reject on pending requests only', async () => {
    signInAs('tech_manager', 3);
    serve();
    renderPage('/rma-tickets?tab=review');
    await screen.findByText('tipm-EXCREQ-200002');
    const table = screen.getByRole('table', { name: 'RMA requests under review' });
    const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['Request ID', 'RMA Type', 'Customer', 'Status', 'Date Created', 'Actions']);
    expect(within(rowOf('tipm-RMAREQ-123456')).getByText('Pending')).toBeTruthy();
    expect(within(rowOf('tipm-RMAREQ-123456')).getByText('Standard Replacement')).toBeTruthy();
    expect(within(rowOf('tipm-EXCREQ-200002')).getByText('Waiting for Payment')).toBeTruthy();
    expect(within(rowOf('tipm-EXCREQ-200002')).getByText('Exchange')).toBeTruthy();
    expect(within(rowOf('ecm-RMAREQ-200003')).getByText('Rejected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve tipm-RMAREQ-123456' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve tipm-EXCREQ-200002' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject ecm-RMAREQ-200003' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Details of ecm-RMAREQ-200003' })).toBeTruthy();
    // Deleting is for administrators.
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('shows every field in the details and approves after the irreversible confirmation', async () => {
    signInAs('tech_manager', 3);
    const api = serve();
    renderPage('/rma-tickets?tab=review');
    fireEvent.click(await screen.findByRole('button', { name: 'Details of tipm-RMAREQ-123456' }));
    const dialog = await screen.findByRole('dialog', { name: 'RMA tipm-RMAREQ-123456' });
    await within(dialog).findByText('TIPM 68099135AC Rebuilt');
    for (const text of [
      'carla@example.com',
      'Carla Diaz',
      '555-0101',
      'FORM · TIPM',
      '68099135AC-REBUILT',
      'Headlights flicker',
      'No crank after install',
      'Lighting',
      'Starting',
      '12',
      'Core charge',
      '$300.00',
    ]) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve RMA' }));
    expect(await screen.findByText(/This approval is irreversible/)).toBeTruthy();
    expect(api.callsTo(decideRmaRequest)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, approve it!' }));
    await waitFor(() => expect(api.callsTo(decideRmaRequest)).toHaveLength(1));
    expect(api.callsTo(decideRmaRequest)[0]).toMatchObject({
      url: `${API_BASE}${endpointPath(decideRmaRequest, { id: 1 })}`,
      body: { approval_status: 'approved' },
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'RMA Item approved successfully'));
  });

  it('shows only the shop’s reason when its order failed, and the server’s message otherwise', async () => {
    signInAs('tech_manager', 3);
    let answer = errorAnswer(
      502,
      'shop_order_failed',
      'Failed to create WooCommerce order. Reason: Invalid product SKU RMA-STANDARD-MISC. Please try again later.',
    );
    const api = serve(onEndpoint(decideRmaRequest, () => answer));
    renderPage('/rma-tickets?tab=review');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve tipm-RMAREQ-123456' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, approve it!' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        'error',
        'Invalid product SKU RMA-STANDARD-MISC',
        'Failed to create WooCommerce order',
      ),
    );

    answer = errorAnswer(409, 'conflict', 'This RMA is already approved');
    fireEvent.click(screen.getByRole('button', { name: 'Approve tipm-RMAREQ-123456' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, approve it!' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('error', 'Failed to approve RMA Item: This RMA is already approved', 'Error'),
    );
    expect(api.callsTo(decideRmaRequest)).toHaveLength(2);
  });

  it('goes on to the Complete Exchange Order modal when an exchange is approved, from the row or the details', async () => {
    signInAs('tech_manager', 3);
    const exchange = rmaRow({ id: 7, rma_number: 'tipm-EXCREQ-123777', rma_type: 'rma_exchange' });
    const api = serve(
      onEndpoint(listRmaRequests, ({ query }) => rmaPage(String(query.is_paid) === 'false' ? [exchange] : [], 1)),
    );
    renderPage('/rma-tickets?tab=review');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve tipm-EXCREQ-123777' }));
    const modal = await screen.findByRole('dialog', { name: 'Complete Exchange Order tipm-EXCREQ-123777' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Details of tipm-EXCREQ-123777' }));
    const details = await screen.findByRole('dialog', { name: 'RMA tipm-EXCREQ-123777' });
    fireEvent.click(within(details).getByRole('button', { name: 'Approve RMA' }));
    expect(await screen.findByRole('dialog', { name: 'Complete Exchange Order tipm-EXCREQ-123777' })).toBeTruthy();
    expect(screen.queryByText(/This approval is irreversible/)).toBeNull();
    expect(api.callsTo(decideRmaRequest)).toHaveLength(0);
  });

  it('rejects only with a reason', async () => {
    signInAs('tech_manager', 3);
    const api = serve();
    renderPage('/rma-tickets?tab=review');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject tipm-RMAREQ-123456' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject tipm-RMAREQ-123456' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject RMA' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(api.callsTo(decideRmaRequest)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason for rejection' }), {
      target: { value: 'Order older than the warranty' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject RMA' }));
    await waitFor(() => expect(api.callsTo(decideRmaRequest)).toHaveLength(1));
    expect(api.callsTo(decideRmaRequest)[0]?.body).toEqual({
      approval_status: 'rejected',
      rejection_reason: 'Order older than the warranty',
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'RMA request rejected'));
  });

  it('lets only an administrator delete a request not approved, after asking; approved RMAs are kept', async () => {
    signInAs('tech_manager', 3);
    serve();
    const first = renderWithProviders(<RmaTicketsPage />, { route: '/rma-tickets', path: '/rma-tickets' });
    await screen.findByRole('link', { name: 'tipm-RMAREQ-100001' });
    expect(screen.queryByText('Actions')).toBeNull();
    first.unmount();

    signInAs('administrator', 1);
    const api = serve();
    renderPage('/rma-tickets?tab=review');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete tipm-RMAREQ-123456' }));
    expect(await screen.findByText("You won't be able to revert this!")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(api.callsTo(deleteRmaRequest)).toHaveLength(1));
    expect(api.callsTo(deleteRmaRequest)[0]?.url).toBe(`${API_BASE}${endpointPath(deleteRmaRequest, { id: 1 })}`);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'RMA Item removed successfully', 'Deleted!'));

    fireEvent.click(screen.getByRole('tab', { name: 'Approved RMA' }));
    expect(await screen.findByRole('button', { name: 'Details of tipm-RMAREQ-100001' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete tipm-RMAREQ-100001' })).toBeNull();
  });

  it('says when a delete fails', async () => {
    signInAs('administrator', 1);
    serve(onEndpoint(deleteRmaRequest, errorAnswer(409, 'conflict', 'An approved RMA cannot be deleted')));
    renderPage('/rma-tickets?tab=review');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete tipm-RMAREQ-123456' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('error', 'Failed to remove RMA Item: An approved RMA cannot be deleted'),
    );
  });

  it('opens the staff entry form from Create RMA Ticket', async () => {
    signInAs('tech_manager', 3);
    serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create RMA Ticket' }));
    expect(await screen.findByText('Create RMA form')).toBeTruthy();
  });
});

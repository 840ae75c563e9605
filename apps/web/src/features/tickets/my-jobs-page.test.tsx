import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listMyJobs, nextTicketStatuses, technicianWorkload, updateTicket } from '@makro/domain/tickets';
import { MyJobsPage, forwardStatus } from '@/features/tickets/my-jobs-page';
import { ticketDetail, ticketPage, ticketSummary, tina } from '@/features/tickets/test-data';
import { signInAs } from '@/test/sign-in';
import { API_BASE, endpointPath } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const oldest = ticketSummary({ ticket_number: 'REP-70001', status: 'Not Started', assigned_to: tina });
const packing = ticketSummary({
  id: 2,
  ticket_number: 'REP-70002',
  status: 'Final Inspection In Progress',
  assigned_to: tina,
});
const counts = [
  { status: 'Not Started' as const, count: 1 },
  { status: 'Final Inspection In Progress' as const, count: 1 },
];
const workload = {
  technicians: [{ technician: tina, counts: [{ status: 'Not Started' as const, count: 3 }], open_count: 3 }],
  unassigned_count: 2,
};

function serve() {
  return mockApi(
    onEndpoint(listMyJobs, { ...ticketPage([oldest, packing]), counts }),
    onEndpoint(technicianWorkload, workload),
    onEndpoint(updateTicket, ({ params, body }) => ({
      ticket: ticketDetail({ ticket_number: params.ticketNumber, status: body.ticket.status }),
    })),
  );
}

function renderPage(route = '/my-jobs') {
  renderWithProviders(<MyJobsPage />, { route, path: '/my-jobs' });
}

const rowOf = (number: string) => screen.getByRole('link', { name: number }).closest('tr') as HTMLElement;

describe('MyJobsPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists the signed-in technician’s open tickets with counts by status, and no workload', async () => {
    signInAs('technician', 4);
    const api = serve();
    renderPage();
    await screen.findByRole('link', { name: 'REP-70001' });
    expect(api.callsTo(listMyJobs)[0]?.query).toEqual({ page: '1', per_page: '20' });
    expect(screen.getByText('All open (2)')).toBeTruthy();
    expect(screen.getByText('Not Started (1)')).toBeTruthy();
    expect(screen.queryByText("Technicians' load")).toBeNull();
    expect(api.callsTo(technicianWorkload)).toHaveLength(0);
  });

  it('moves a ticket on in one click to the next status the transition rule allows', async () => {
    signInAs('technician', 4);
    const api = serve();
    renderPage();
    await screen.findByRole('link', { name: 'REP-70002' });
    const next = forwardStatus(packing.status, nextTicketStatuses(packing.status, { administrator: false }));
    expect(next).toBe('Packed');
    const listCalls = api.callsTo(listMyJobs).length;
    fireEvent.click(within(rowOf('REP-70002')).getByRole('button', { name: 'Move REP-70002 to Packed' }));
    await waitFor(() => expect(api.callsTo(updateTicket)).toHaveLength(1));
    expect(api.callsTo(updateTicket)[0]).toMatchObject({
      url: `${API_BASE}${endpointPath(updateTicket, { ticketNumber: 'REP-70002' })}`,
      body: { ticket: { status: 'Packed' } },
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'REP-70002 is now Packed'));
    await waitFor(() => expect(api.callsTo(listMyJobs).length).toBeGreaterThan(listCalls));
  });

  it('offers every allowed status of a row in its menu', async () => {
    signInAs('technician', 4);
    const api = serve();
    renderPage();
    await screen.findByRole('link', { name: 'REP-70001' });
    fireEvent.click(within(rowOf('REP-70001')).getByRole('button', { name: 'Change status of REP-70001' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(nextTicketStatuses('Not Started', { administrator: false }));
    fireEvent.click(items.find((item) => item.textContent === 'Waiting for Module')!);
    await waitFor(() =>
      expect(api.callsTo(updateTicket)[0]?.body).toEqual({ ticket: { status: 'Waiting for Module' } }),
    );
  });

  it('filters by a status chip, kept in the URL', async () => {
    signInAs('technician', 4);
    const api = serve();
    renderPage('/my-jobs?status=Not+Started');
    await screen.findByRole('link', { name: 'REP-70001' });
    expect(api.callsTo(listMyJobs)[0]?.query).toEqual({ page: '1', per_page: '20', status: 'Not Started' });
    fireEvent.click(screen.getByText('Final Inspection In Progress (1)'));
    await waitFor(() =>
      expect(api.callsTo(listMyJobs).at(-1)?.query).toMatchObject({ status: 'Final Inspection In Progress' }),
    );
  });

  it('shows managers every technician’s load, each linking to their tickets for reassigning', async () => {
    signInAs('tech_manager', 3);
    serve();
    renderPage();
    const table = await screen.findByRole('table', { name: "Technicians' load" });
    const tinaLink = within(table).getByRole('link', { name: /Tina Nguyen/ });
    expect(tinaLink.getAttribute('href')).toBe('/repair-tickets?assigned_to=4');
    expect(within(tinaLink.closest('tr') as HTMLElement).getAllByText('3')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '2 not assigned' }).getAttribute('href')).toBe(
      '/repair-tickets?assigned_to=none',
    );
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addTicketNote, showTicket, updateTicket, type TicketEvent } from '@makro/domain/tickets';
import { listUsers } from '@makro/domain/users';
import { technicianPage, ticketDetail, ticketEvent, tina } from '@/features/tickets/test-data';
import { signInAs } from '@/test/sign-in';
import { TicketPage } from '@/features/tickets/ticket-page';
import { API_BASE, endpointPath } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const history: TicketEvent[] = [
  ticketEvent({ id: 3, kind: 'note', description: 'Note added', note: 'Customer called, wants it by Friday' }),
  ticketEvent({
    id: 2,
    kind: 'tracking',
    description: 'Inbound tracking number set to 1Z999AA10123456784',
    to: { field: 'inbound_tracking_number', number: '1Z999AA10123456784' },
  }),
  ticketEvent({ id: 1, description: 'Ticket created', actor: null }),
];

function serve(events: TicketEvent[] = history) {
  const timeline = [...events];
  return mockApi(
    onEndpoint(showTicket, ({ params }) =>
      params.ticketNumber === 'REP-70001'
        ? { ticket: ticketDetail(), timeline }
        : errorAnswer(404, 'not_found', `Ticket ${params.ticketNumber} was not found`),
    ),
    onEndpoint(listUsers, technicianPage([tina])),
    onEndpoint(updateTicket, ({ body }) => {
      timeline.unshift(ticketEvent({ id: 10, kind: 'status', description: `Status changed to ${body.ticket.status}` }));
      return { ticket: ticketDetail({ status: body.ticket.status }) };
    }),
    onEndpoint(addTicketNote, ({ body }) => {
      const event = ticketEvent({ id: 11, kind: 'note', description: 'Note added', note: body.note.body });
      timeline.unshift(event);
      return { event };
    }),
  );
}

function renderPage(number = 'REP-70001') {
  renderWithProviders(<TicketPage />, {
    route: `/repair-tickets/${number}`,
    path: '/repair-tickets/:ticketNumber',
  });
}

describe('TicketPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the ticket, its customer, parts, related tickets and the history newest first', async () => {
    signInAs('technician', 4);
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'REP-70001', level: 2 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Repair Tickets/ }).getAttribute('href')).toBe('/repair-tickets');
    expect(screen.getByText('carla@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'MK000000001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Follow-up RMA E-RMA-S-1042/ }).getAttribute('href')).toBe(
      '/rma-tickets/E-RMA-S-1042',
    );
    const timeline = screen.getByLabelText('Ticket history');
    const titles = [...timeline.querySelectorAll('.mantine-Timeline-itemTitle')].map((item) => item.textContent);
    expect(titles).toEqual(['Note added', 'Inbound tracking number set to 1Z999AA10123456784', 'Ticket created']);
    expect(within(timeline).getByText('Customer called, wants it by Friday')).toBeTruthy();
    expect(within(timeline).getAllByText('Tina Nguyen').length).toBeGreaterThan(0);
    expect(within(timeline).getByText('System')).toBeTruthy();
  });

  it('offers only the allowed next statuses and PATCHes the chosen one', async () => {
    signInAs('technician', 4);
    const api = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Change status of REP-70001' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Initial Inspection In Progress',
      'In Progress',
      'Cancelled',
    ]);
    fireEvent.click(items.find((item) => item.textContent === 'In Progress')!);
    await waitFor(() => expect(api.callsTo(updateTicket)).toHaveLength(1));
    expect(api.callsTo(updateTicket)[0]).toMatchObject({
      url: `${API_BASE}${endpointPath(updateTicket, { ticketNumber: 'REP-70001' })}`,
      body: { ticket: { status: 'In Progress' } },
    });
    expect(await screen.findByText('Status changed to In Progress')).toBeTruthy();
  });

  it('adds a note, then shows it in the history', async () => {
    signInAs('technician', 4);
    const api = serve();
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Add note' });
    fireEvent.change(field, { target: { value: 'Replaced relay K4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(api.callsTo(addTicketNote)).toHaveLength(1));
    expect(api.callsTo(addTicketNote)[0]?.body).toEqual({ note: { body: 'Replaced relay K4' } });
    expect(await within(screen.getByLabelText('Ticket history')).findByText('Replaced relay K4')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Add note' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses an empty note in the browser, and puts the server’s field error on the field', async () => {
    signInAs('technician', 4);
    const api = mockApi(
      onEndpoint(showTicket, { ticket: ticketDetail(), timeline: history }),
      onEndpoint(listUsers, technicianPage([tina])),
      onEndpoint(addTicketNote, () =>
        errorAnswer(400, 'validation_error', 'body.note.body: must not contain control characters', {
          fields: [{ field: 'body.note.body', message: 'must not contain control characters' }],
        }),
      ),
    );
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Add note' });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('body is required')).toBeTruthy();
    expect(api.callsTo(addTicketNote)).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'Odd text' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('must not contain control characters')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(toast).not.toHaveBeenCalledWith('error', expect.anything());
  });

  it('says clearly that an unknown ticket was not found, with the way back to its list', async () => {
    signInAs('technician', 4);
    serve();
    renderPage('REP-99999');
    expect(await screen.findByRole('heading', { name: 'Ticket REP-99999 was not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Repair Tickets/ }).getAttribute('href')).toBe('/repair-tickets');
  });

  it('shows the tracking numbers in the shipment tracker and saves an edited one', async () => {
    signInAs('technician', 4);
    const api = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Shipment tracker' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1Z999AA10123456784')).toBeTruthy();
    expect(within(dialog).getByText('Inbound tracking number set to 1Z999AA10123456784')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Outbound' }));
    expect(await within(dialog).findByText('No outbound tracking or receiving events yet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Outbound tracking number' }), {
      target: { value: ' 9400111899223197428490 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(updateTicket)).toHaveLength(1));
    expect(api.callsTo(updateTicket)[0]?.body).toEqual({
      ticket: { outbound_tracking_number: '9400111899223197428490' },
    });
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RECEIVING_MESSAGES,
  deleteReceivedHistory,
  listReceivedHistories,
  markAsReceived,
  searchReceivingTickets,
  type ReceivedHistory,
  type ReceivingTicket,
} from '@makro/domain/receiving';
import { ReceivingPage } from '@/features/receiving/receiving-page';
import { ReceivingHistoryPage } from '@/features/receiving/receiving-history-page';
import { API_BASE, endpointPath } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { mockApi, onEndpoint, type MockRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const USPS = '9400111899223344556677';

const rental = (overrides: Partial<ReceivingTicket> = {}): ReceivingTicket => ({
  id: 11,
  ticket_number: 'REN-100200',
  ticket_type: 'rental',
  source: 'tipm',
  created_at: '2026-11-20T18:00:00.000Z',
  customer: 'Dana Customer',
  status: 'Not Started',
  inbound_tracking_number: USPS,
  core_return_tracking_number: null,
  part_number: '68099135AC',
  last_received: null,
  ...overrides,
});

const entry = (overrides: Partial<ReceivedHistory> = {}): ReceivedHistory => ({
  id: 5,
  order_number: 'REN-100200',
  ticket_type: 'rental',
  sender_name: 'Dana Customer',
  sender_avatar: null,
  tracking_number: USPS,
  part_number: '68099135AC',
  part_type: 'B',
  serial_number: 'MK000000123',
  inventory_id: 9,
  receiving_type: 'rental',
  is_core_received: false,
  is_inbound_received: true,
  notes: null,
  date_received: '2026-11-24T18:00:00.000Z',
  received_by_name: 'Tina Nguyen',
  received_by_avatar: null,
  received_by: { id: 3, first_name: 'Tina', last_name: 'Nguyen', avatar: null, default_color: '#3f8fd2' },
  matched_at: null,
  matched_by_name: null,
  ...overrides,
});

const unmatched = entry({
  id: 6,
  order_number: null,
  ticket_type: null,
  receiving_type: null,
  sender_name: 'Precision Auto Electric',
  tracking_number: '1Z999AA10123456784',
  part_number: null,
  part_type: null,
  serial_number: null,
  inventory_id: null,
  is_inbound_received: false,
});

const historyPage = (rows: ReceivedHistory[]) => ({
  received_histories: rows,
  current_page: 1,
  total_count: rows.length,
  total_pages: 1,
});

function serve(...extra: MockRoute[]) {
  return mockApi(
    ...extra,
    onEndpoint(searchReceivingTickets, ({ query }) =>
      query.tracking_number === USPS || query.ticket_number
        ? { tickets: [rental()], unmatched_receipt: null }
        : { tickets: [], unmatched_receipt: null },
    ),
    onEndpoint(markAsReceived, ({ body }) => ({
      received_history: entry({ tracking_number: String(body.tracking_number) }),
      message: RECEIVING_MESSAGES.received(String(body.ticket_number)),
    })),
    onEndpoint(listReceivedHistories, historyPage([entry(), unmatched])),
    onEndpoint(deleteReceivedHistory, { success: true }),
  );
}

/** A keyboard-wedge reader: every key at once, then Enter, at the window. */
function wedgeScan(code: string) {
  act(() => {
    for (const key of [...code, 'Enter'])
      window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

describe('ReceivingPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('searches only with a number, and receives a ticket with the type its ticket suggests', async () => {
    signInAs('technician');
    const api = serve();
    renderWithProviders(<ReceivingPage />, { path: '/receiving', route: '/receiving' });
    expect(screen.getByText(RECEIVING_MESSAGES.banner)).toBeTruthy();
    const search = screen.getByRole('button', { name: 'Search Ticket' }) as HTMLButtonElement;
    expect(search.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Ticket Number' }), { target: { value: 'REN-100200' } });
    expect(search.disabled).toBe(false);
    fireEvent.click(search);
    const row = await screen.findByRole('row', { name: /REN-100200/ });
    expect(api.callsTo(searchReceivingTickets)[0]?.query).toEqual({ ticket_number: 'REN-100200' });
    fireEvent.click(within(row).getByRole('button', { name: 'Received' }));

    const modal = await screen.findByRole('dialog', { name: 'Mark as Received' });
    expect((within(modal).getByLabelText(/Receiving Type/) as HTMLInputElement).value).toBe('Rental');
    // Searched by ticket number: the label's number is still to be scanned or typed.
    fireEvent.click(within(modal).getByRole('button', { name: 'Receive' }));
    expect(await within(modal).findByText('Tracking Number is required')).toBeTruthy();
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Tracking Number' }), {
      target: { value: '9400 1118 9922 3344 5566 77' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'REN-100200 Recived!'));
    expect(api.callsTo(markAsReceived)[0]?.body).toEqual({
      ticket_number: 'REN-100200',
      receiving_type: 'rental',
      tracking_number: USPS,
      serial_number: null,
      is_core_received: false,
      is_inbound_received: true,
    });
  });

  it('reads a scanned USPS label anywhere on the page and opens the one ticket it is for', async () => {
    signInAs('technician');
    const api = serve();
    renderWithProviders(<ReceivingPage />, { path: '/receiving', route: '/receiving' });
    wedgeScan(`shift(420shift)90210shift(94shift)${USPS.slice(2)}`);
    await waitFor(() => expect(api.callsTo(searchReceivingTickets)).toHaveLength(1), { timeout: 3000 });
    const modal = await screen.findByRole('dialog', { name: 'Mark as Received' }, { timeout: 3000 });
    expect(api.callsTo(searchReceivingTickets)[0]?.query).toEqual({ tracking_number: USPS });
    expect((within(modal).getByRole('textbox', { name: 'Tracking Number' }) as HTMLInputElement).value).toBe(USPS);
    // The search shows the number it looked for.
    const form = screen.getByRole('form', { name: 'Search ticket', hidden: true });
    expect(
      (within(form).getByRole('textbox', { name: 'Tracking Number', hidden: true }) as HTMLInputElement).value,
    ).toBe(USPS);
  });

  it('offers to record a parcel that matches no ticket', async () => {
    signInAs('technician');
    serve();
    renderWithProviders(<ReceivingPage />, { path: '/receiving', route: '/receiving' });
    wedgeScan('1Z999AA10123456799');
    expect(
      await screen.findByText('No ticket has tracking number 1Z999AA10123456799', {}, { timeout: 3000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record as unmatched parcel' }));
    const modal = await screen.findByRole('dialog', { name: 'Unmatched Parcel' });
    expect((within(modal).getByRole('textbox', { name: 'Tracking Number' }) as HTMLInputElement).value).toBe(
      '1Z999AA10123456799',
    );
  });

  it('refuses a scan that is no tracking number, under the field', async () => {
    signInAs('technician');
    const api = serve();
    renderWithProviders(<ReceivingPage />, { path: '/receiving', route: '/receiving' });
    wedgeScan('REP-70001');
    expect(await screen.findByText(/REP-70001 must be a tracking number/, {}, { timeout: 3000 })).toBeTruthy();
    expect(api.callsTo(searchReceivingTickets)).toHaveLength(0);
  });
});

describe('ReceivingHistoryPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('lists the spec’s columns; an administrator deletes after the spec’s question', async () => {
    signInAs('administrator');
    const api = serve();
    renderWithProviders(<ReceivingHistoryPage />, { path: '/receiving-history', route: '/receiving-history' });
    const table = await screen.findByRole('table', { name: 'Received History' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    expect(headers).toEqual([
      'Order #',
      'Sender',
      'Tracking Number',
      'Part Number',
      'Type',
      'Date Received',
      'Actions',
    ]);
    expect(await within(table).findByText('TIPM B')).toBeTruthy();
    expect(within(table).getByText('Unmatched')).toBeTruthy();
    expect(api.callsTo(listReceivedHistories)[0]?.query).toEqual({ page: '1', per_page: '20' });
    fireEvent.click(within(table).getByRole('button', { name: 'Delete REN-100200' }));
    expect(await screen.findByText(RECEIVING_MESSAGES.deleteTitle('REN-100200'))).toBeTruthy();
    expect(screen.getByText(RECEIVING_MESSAGES.deleteText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: RECEIVING_MESSAGES.deleteConfirm }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('success', RECEIVING_MESSAGES.deletedText, RECEIVING_MESSAGES.deleted),
    );
    expect(api.callsTo(deleteReceivedHistory)[0]?.url).toBe(
      `${API_BASE}${endpointPath(deleteReceivedHistory, { id: 5 })}`,
    );
  });

  it('shows a CSR the history without delete or match, and the details with who received it', async () => {
    signInAs('csr');
    serve();
    renderWithProviders(<ReceivingHistoryPage />, { path: '/receiving-history', route: '/receiving-history' });
    const table = await screen.findByRole('table', { name: 'Received History' });
    await within(table).findByText('Precision Auto Electric');
    expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Match/ })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Details of REN-100200' }));
    const details = await screen.findByRole('dialog', { name: 'Received Parcel' });
    expect(within(details).getByText('Tina Nguyen')).toBeTruthy();
    expect(within(details).getByText('MK000000123')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REFUND_MESSAGES,
  deleteRefundHistory,
  listOrderTransactions,
  listRefundHistories,
  refundReceipt,
  updateRefundStatus,
} from '@makro/domain/refunds';
import { RefundLists } from '@/features/refunds/refund-lists';
import { API_BASE, endpointPath } from '@/lib/api-client';
import { paymentTransaction, refundPage, refundRow } from '@/features/refunds/test-data';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint, streamAnswer, type MockRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

/** Cora (id 7) asked for the first refund, Omar (id 8) for the second. */
const mine = refundRow();
const theirs = refundRow({
  id: 2,
  ticket_number: '123700',
  customer_name: 'Dan Ruiz',
  refund_amount: '45.50',
  reason: 'shipping',
  department: 'ecm',
  requested_by: { id: 8, name: 'Omar Hale' },
});
const refunded = refundRow({
  id: 3,
  ticket_number: '123500',
  status: 'approved',
  transaction_id: 'TIPM-3',
  payout: { status: 'refunded', error: null, processor_transaction_id: 'cr3dit01' },
});
const failed = refundRow({
  id: 4,
  ticket_number: '123501',
  status: 'approved',
  transaction_id: 'TIPM-4',
  payout: { status: 'failed', error: 'Transaction has not settled', processor_transaction_id: null },
});

function serve(...extra: MockRoute[]) {
  return mockApi(
    ...extra,
    onEndpoint(listRefundHistories, ({ query }) =>
      query.status === 'approved' ? refundPage([refunded, failed], 2) : refundPage([mine, theirs]),
    ),
    onEndpoint(updateRefundStatus, ({ params, body }) => ({
      refund_history: refundRow({
        id: Number(params.id),
        status: body.status,
        payout: { status: 'refunded', error: null, processor_transaction_id: 'cr3dit02' },
        notifications: [
          { email: 'carla@example.com', status: 'sent' },
          { email: 'cora@makro.example', status: 'failed' },
        ],
      }),
      message: REFUND_MESSAGES.refunded('123672'),
    })),
    onEndpoint(deleteRefundHistory, { success: true }),
    onEndpoint(listOrderTransactions, {
      transactions: [
        paymentTransaction(),
        paymentTransaction({
          id: 'cr3dit01',
          type: 'credit',
          amount: '120.00',
          status: 'submitted_for_settlement',
          card: { brand: 'Visa', last4: '1881' },
          refunded_transaction_id: 'b7k2m9qp',
        }),
      ],
    }),
    onEndpoint(refundReceipt, streamAnswer(['<html><body>Refund Amount $120.00</body></html>'])),
  );
}

function renderLists(route = '/refunds') {
  renderWithProviders(<RefundLists />, { route, path: '/refunds' });
}

const rowOf = (ticket: string) => screen.getByText(ticket).closest('tr') as HTMLElement;
const confirmButton = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));

describe('RefundLists', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('lists pending requests 10 a page under Requests, with their count on the tab', async () => {
    signInAs('csr', 7);
    const api = serve();
    renderLists();
    await screen.findByText('123672');
    const tab = screen.getByRole('tab', { name: /^Requests/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(within(tab).getByText('2')).toBeTruthy());
    const row = rowOf('123672');
    for (const text of ['Mar 4, 2026', 'Carla Diaz', '$120.00', 'Repair Tested Fine', 'TIPM', 'Cora Sanchez']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByText('Pending request')).toBeTruthy();
    expect(within(rowOf('123700')).getByText('ECM')).toBeTruthy();
    expect(api.callsTo(listRefundHistories).map((call) => call.query)).toContainEqual({
      page: '1',
      per_page: '10',
      status: 'pending',
    });
  });

  it('approves from the row after asking, then says what the server and the e-mails did', async () => {
    signInAs('csr_manager', 6);
    const api = serve();
    renderLists();
    await screen.findByText('123672');
    fireEvent.click(within(rowOf('123672')).getByRole('button', { name: 'Approve #123672' }));
    expect(api.callsTo(updateRefundStatus)).toHaveLength(0);
    await confirmButton('Yes, approve it!');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Ticket/Order #123672 Refunded Successfully'));
    expect(api.callsTo(updateRefundStatus)[0]).toMatchObject({
      url: `${API_BASE}${endpointPath(updateRefundStatus, { id: 1 })}`,
      body: { status: 'approved' },
    });
    expect(toast).toHaveBeenCalledWith('success', 'Refund Notif email sent to carla@example.com');
    expect(toast).toHaveBeenCalledWith('error', 'Error sending one or more email notifications.');
  });

  it('lets the requester edit their own request, an administrator any, and nobody approve without the permission', async () => {
    signInAs('csr', 7);
    serve();
    renderLists();
    await screen.findByText('123672');
    expect(within(rowOf('123672')).getByRole('button', { name: 'Edit request #123672' })).toBeTruthy();
    expect(within(rowOf('123700')).queryByRole('button', { name: 'Edit request #123700' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();

    fireEvent.click(within(rowOf('123672')).getByRole('button', { name: 'Edit request #123672' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Refund Request' });
    expect((within(dialog).getByRole('textbox', { name: /^Refund Amount/ }) as HTMLInputElement).value).toBe('$120.00');
  });

  it('shows the administrator every edit, and delete only for requests', async () => {
    signInAs('administrator', 1);
    const api = serve();
    renderLists();
    await screen.findByText('123672');
    expect(within(rowOf('123700')).getByRole('button', { name: 'Edit request #123700' })).toBeTruthy();
    fireEvent.click(within(rowOf('123700')).getByRole('button', { name: 'Delete #123700' }));
    expect(await screen.findByText("You won't be able to revert this!")).toBeTruthy();
    await confirmButton('Yes, delete it!');
    await waitFor(() =>
      expect(api.callsTo(deleteRefundHistory)[0]?.url).toBe(
        `${API_BASE}${endpointPath(deleteRefundHistory, { id: 2 })}`,
      ),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Approved Refunds' }));
    await screen.findByText('123500');
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(rowOf('123501')).getByRole('button', { name: 'Retry payout of #123501' })).toBeTruthy();
    expect(within(rowOf('123500')).queryByRole('button', { name: /^Retry payout/ })).toBeNull();
  });

  it('offers no delete to a manager who is not an administrator', async () => {
    signInAs('csr_manager', 6);
    serve();
    renderLists();
    await screen.findByText('123672');
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit request/ })).toBeNull();
  });

  it('shows the history with payout states, and filters it by department and reason on Filter', async () => {
    signInAs('csr', 7);
    const api = serve();
    renderLists('/refunds?tab=approved');
    await screen.findByText('123500');
    expect(within(rowOf('123500')).getByText('Refunded')).toBeTruthy();
    expect(within(rowOf('123501')).getByText('Refund failed')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Department' }));
    fireEvent.click(await screen.findByRole('option', { name: 'ECM', hidden: true }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Reason' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Shipping', hidden: true }));
    expect(api.callsTo(listRefundHistories).some((call) => call.query.department)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(api.callsTo(listRefundHistories).at(-1)?.query).toEqual({
        page: '1',
        per_page: '10',
        status: 'approved',
        department: 'ecm',
        reason: 'shipping',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(api.callsTo(listRefundHistories).at(-1)?.query).toEqual({
        page: '1',
        per_page: '10',
        status: 'approved',
      }),
    );
  });

  it('shows the order’s transactions, refunds with a minus sign, and opens a refund’s receipt', async () => {
    signInAs('csr', 7);
    const api = serve();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const createObjectURL = vi.fn(() => 'blob:receipt');
    // The test DOM has no Blob URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderLists();
    await screen.findByText('123672');
    fireEvent.click(within(rowOf('123672')).getByRole('button', { name: 'Transactions of #123672' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transactions of order #123672' });
    const sale = (await within(dialog).findByText('b7k2m9qp')).closest('tr') as HTMLElement;
    const credit = within(dialog).getByText('cr3dit01').closest('tr') as HTMLElement;
    expect(within(sale).getByText('$470.00')).toBeTruthy();
    expect(within(credit).getByText('-$120.00')).toBeTruthy();
    expect(within(credit).getByText('Visa •••• 1881')).toBeTruthy();
    expect(within(sale).queryByRole('button', { name: /^Receipt/ })).toBeNull();
    expect(api.callsTo(listOrderTransactions)[0]?.query).toEqual({ refund: 'true' });

    fireEvent.click(within(credit).getByRole('button', { name: 'Receipt of cr3dit01' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:receipt'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(api.callsTo(refundReceipt)[0]?.url).toBe(
      `${API_BASE}${endpointPath(refundReceipt, { transactionId: 'cr3dit01' })}`,
    );
  });

  it('empties the transactions and says why when they cannot be loaded', async () => {
    signInAs('csr', 7);
    serve(onEndpoint(listOrderTransactions, errorAnswer(502, 'bad_gateway', 'The payment processor did not answer')));
    renderLists();
    await screen.findByText('123672');
    fireEvent.click(within(rowOf('123672')).getByRole('button', { name: 'Transactions of #123672' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transactions of order #123672' });
    expect(await within(dialog).findByText('The payment processor did not answer')).toBeTruthy();
    expect(within(dialog).getByText('No transactions for this order.')).toBeTruthy();
  });
});

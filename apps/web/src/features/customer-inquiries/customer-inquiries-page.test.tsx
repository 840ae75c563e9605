import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER_INQUIRY_MESSAGES,
  customerInquiryRelated,
  deleteCustomerInquiry,
  listCustomerInquiries,
  updateCustomerInquiry,
  type CustomerInquiry,
} from '@makro/domain/customer-inquiries';
import { CustomerInquiriesPage } from '@/features/customer-inquiries/customer-inquiries-page';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint, type MockRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

function inquiry(overrides: Partial<CustomerInquiry> = {}): CustomerInquiry {
  return {
    id: 1,
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    phone: '(555) 201-3300',
    subject: 'Where is my TIPM?',
    message: 'No tracking number yet.',
    order_number: '100234',
    source: 'tipm',
    status: 'waiting',
    created_at: '2026-11-20T17:05:00.000Z',
    email_reply: null,
    replied_at: null,
    replied_by: null,
    reply_pending: false,
    reply_error: null,
    ...overrides,
  };
}

const waiting = inquiry();
const kept = inquiry({
  id: 2,
  name: 'Ray Okoro',
  email: 'ray@example.com',
  source: 'ecm',
  subject: 'Flash my ECM?',
  email_reply: '<p>Yes, <strong>we can</strong></p>',
  reply_error: 'Simulated failure (503)',
});
const answered = inquiry({
  id: 3,
  name: 'Priya Patel',
  email: 'priya@example.com',
  status: 'answered',
  email_reply: '<p>Sent <strong>reply</strong></p>',
  replied_at: '2026-11-21T10:00:00.000Z',
  replied_by: { id: 7, name: 'Cora Sanchez' },
});
const closed = inquiry({ id: 4, name: 'Old Question', status: 'closed' });

const page = (rows: CustomerInquiry[]) => ({
  customer_inquiries: rows,
  total_count: rows.length,
  total_pages: 1,
  current_page: 1,
  waiting_count: 2,
});

function serve(...extra: MockRoute[]) {
  return mockApi(
    ...extra,
    onEndpoint(listCustomerInquiries, ({ query }) =>
      query.status === 'closed' ? page([closed]) : page([waiting, kept, answered, closed]),
    ),
    onEndpoint(deleteCustomerInquiry, { success: true }),
    onEndpoint(customerInquiryRelated, {
      orders: [{ shop: 'tipm', number: '100234', status: 'processing', total: '249.00', date_created: '2026-11-01' }],
      rmas: [
        {
          rma_number: 'RMA-1001',
          status: 'Not Started',
          approval_status: 'pending',
          original_order_number: '100234',
          created_at: '2026-11-10T00:00:00Z',
        },
      ],
      tickets: [{ ticket_number: 'REP-7001', ticket_type: 'repair', status: 'Not Started', created_at: '2026-11-02' }],
    }),
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const render = () =>
  renderWithProviders(<CustomerInquiriesPage />, { route: '/customer-inquiry', path: '/customer-inquiry' });

describe('the Customer Inquiry inbox', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('lists 20 a page with status and shop, filters by status, and a csr does not delete', async () => {
    signInAs('csr', 7);
    const api = serve();
    render();
    await screen.findByText('Dana Whitfield');
    expect(within(rowOf('Dana Whitfield')).getByText('Waiting for Reply')).toBeTruthy();
    expect(within(rowOf('Priya Patel')).getByText('Answered')).toBeTruthy();
    expect(within(rowOf('Ray Okoro')).getByText('ECM')).toBeTruthy();
    expect(api.callsTo(listCustomerInquiries)[0]!.query).toEqual({ page: '1', per_page: '20' });
    expect(within(rowOf('Dana Whitfield')).queryByRole('button', { name: 'Delete Dana Whitfield' })).toBeNull();
    expect(
      within(rowOf('Old Question')).getByRole('button', { name: 'Reply to Old Question' }).hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.click(screen.getAllByLabelText(/^Status/)[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Closed', hidden: true }));
    await waitFor(() =>
      expect(api.callsTo(listCustomerInquiries).at(-1)!.query).toEqual({ page: '1', per_page: '20', status: 'closed' }),
    );
  });

  it('says Email Body missing! for an empty reply and sends nothing', async () => {
    signInAs('csr', 7);
    const api = serve();
    render();
    await screen.findByText('Dana Whitfield');
    fireEvent.click(within(rowOf('Dana Whitfield')).getByRole('button', { name: 'Reply to Dana Whitfield' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No tracking number yet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('warning', CUSTOMER_INQUIRY_MESSAGES.emailBodyMissing));
    expect(api.callsTo(updateCustomerInquiry)).toHaveLength(0);
  });

  it('sends the kept reply again and toasts the server’s word; a failure keeps the dialog open', async () => {
    signInAs('csr', 7);
    const api = serve(
      onEndpoint(updateCustomerInquiry, ({ params }) => ({
        customer_inquiry: inquiry({ ...kept, id: Number(params.id), status: 'answered' }),
        message: CUSTOMER_INQUIRY_MESSAGES.sent('ray@example.com'),
        sent: true,
      })),
    );
    render();
    await screen.findByText('Ray Okoro');
    fireEvent.click(within(rowOf('Ray Okoro')).getByRole('button', { name: 'Reply to Ray Okoro' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Simulated failure \(503\)/)).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('reply-preview').querySelector('strong')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Email notification sent to ray@example.com'));
    expect(api.callsTo(updateCustomerInquiry)[0]!.body).toEqual({
      customer_inquiries: { status: 'answered', email_reply: '<p>Yes, <strong>we can</strong></p>' },
    });
  });

  it('shows Error sending email notification. when the send fails', async () => {
    signInAs('csr', 7);
    serve(onEndpoint(updateCustomerInquiry, errorAnswer(502, 'upstream_failed', CUSTOMER_INQUIRY_MESSAGES.sendFailed)));
    render();
    await screen.findByText('Ray Okoro');
    fireEvent.click(within(rowOf('Ray Okoro')).getByRole('button', { name: 'Reply to Ray Okoro' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('reply-preview').querySelector('strong')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'Error sending email notification.'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the reply sent and the customer’s orders, RMAs and tickets as links; closes; an administrator deletes', async () => {
    signInAs('administrator', 1);
    const api = serve(
      onEndpoint(updateCustomerInquiry, {
        customer_inquiry: inquiry({ status: 'closed' }),
        message: CUSTOMER_INQUIRY_MESSAGES.closed,
        sent: false,
      }),
    );
    render();
    await screen.findByText('Priya Patel');
    fireEvent.click(within(rowOf('Priya Patel')).getByRole('button', { name: 'Details of Priya Patel' }));
    const sent = await screen.findByTestId('sent-reply');
    expect(sent.querySelector('strong')?.textContent).toBe('reply');
    expect(screen.getByText(/by Cora Sanchez/)).toBeTruthy();
    const related = await screen.findByTestId('related-records');
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/order-tickets?keyword=100234',
      '/rma-tickets?keyword=RMA-1001',
      expect.stringContaining('REP-7001'),
    ]);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    fireEvent.click(
      within(rowOf('Dana Whitfield')).getByRole('button', { name: 'Close the inquiry of Dana Whitfield' }),
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Inquiry closed.'));
    expect(api.callsTo(updateCustomerInquiry)[0]!.body).toEqual({ customer_inquiries: { status: 'closed' } });

    fireEvent.click(within(rowOf('Dana Whitfield')).getByRole('button', { name: 'Delete Dana Whitfield' }));
    expect(await screen.findByText("You won't be able to revert this!")).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Customer inquiry deleted.', 'Deleted!'));
    expect(api.callsTo(deleteCustomerInquiry)).toHaveLength(1);
  });
});

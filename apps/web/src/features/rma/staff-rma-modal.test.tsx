import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RMA_MESSAGES, createStaffRmaRequest, listRmaRequests, verifyRmaOrder } from '@makro/domain/rma';
import { CreateRmaModal } from '@/features/rma/staff-rma-modal';
import { callEndpoint, queryKeyFor } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const SETTLED = { timeout: 3000 };
const LIST_QUERY = { is_paid: false, per_page: 10 } as const;

/** Stands for the staff screens' review list, to see it refreshed. */
function ReviewList() {
  const list = useQuery({
    queryKey: queryKeyFor(listRmaRequests, { query: LIST_QUERY }),
    queryFn: () => callEndpoint(listRmaRequests, { query: LIST_QUERY }),
  });
  return <div data-testid="pending">{list.data?.pending_count ?? '-'}</div>;
}

function choose(select: HTMLElement, name: string) {
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
  fireEvent.click(within(listbox!).getByRole('option', { name, hidden: true }));
}

describe('CreateRmaModal', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('creates the RMA for a customer on the phone, toasts, closes and refreshes the RMA lists', async () => {
    signInAs('csr', 7);
    const api = mockApi(
      onEndpoint(listRmaRequests, { rows: [], total_count: 0, total_pages: 0, current_page: 1, pending_count: 3 }),
      onEndpoint(verifyRmaOrder, {
        message: RMA_MESSAGES.verified('123456'),
        order_number: '123456',
        site: 'ecm',
        forced_type: null,
      }),
      onEndpoint(createStaffRmaRequest, {
        rma_submission: { id: 9, rma_number: 'ecm-RMAREQ-123456', status_url: '/rma-status/abcdefghijklmnopqrstuvwx' },
        message: RMA_MESSAGES.submitted,
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <ReviewList />
        <CreateRmaModal opened onClose={onClose} />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create RMA Ticket' });
    await waitFor(() => expect(api.callsTo(listRmaRequests)).toHaveLength(1));

    choose(within(dialog).getByRole('combobox', { name: /^RMA Type/ }), 'Immediate Replacement');
    choose(within(dialog).getByRole('combobox', { name: /^Previous Issues/ }), 'Starting');
    choose(within(dialog).getByRole('combobox', { name: /^Current Issues/ }), 'Cluster');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Original Order Number/ }), {
      target: { value: '123456' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Email Address/ }), {
      target: { value: 'carla@example.com' },
    });
    await within(dialog).findByText(RMA_MESSAGES.verified('123456'), {}, SETTLED);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit RMA Request' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith(
      'success',
      `${RMA_MESSAGES.submitted} RMA number ecm-RMAREQ-123456.`,
      'Success!',
    );
    expect(api.callsTo(createStaffRmaRequest)[0]?.body).toEqual({
      rma_submission: {
        rma_type: 'rma_immediate_replacement',
        original_order_number: '123456',
        customer_email: 'carla@example.com',
        original_issues: ['Starting'],
        new_issues: ['Cluster'],
      },
    });
    await waitFor(() => expect(api.callsTo(listRmaRequests)).toHaveLength(2));
  });

  it('closes on Cancel', async () => {
    signInAs('csr', 7);
    mockApi();
    const onClose = vi.fn();
    renderWithProviders(<CreateRmaModal opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create RMA Ticket' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});

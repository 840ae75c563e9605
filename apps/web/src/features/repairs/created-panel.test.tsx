import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPAIR_MESSAGES } from '@makro/domain/repairs';
import { CreatedPanel } from '@/features/repairs/created-panel';
import { toast } from '@/lib/notify';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const created = {
  id: 1,
  rep_number: '100500',
  ticket_number: 'REP-100500',
  order_number: '100500',
  payment_url: null,
  subtotal: '100.00',
  tax_amount: '0.00',
  tax_percent: '0.00',
  total: '100.00',
  terms: 15,
  due_date: '2026-12-10',
};

describe('CreatedPanel', () => {
  afterEach(() => vi.clearAllMocks());

  it('says the copy failed when the order has no payment link, and closes for staff', async () => {
    const onClose = vi.fn();
    renderWithProviders(<CreatedPanel created={created} mode="staff" onClose={onClose} />);
    expect(screen.getByText('Total $100.00 · due Dec 10, 2026 · ticket REP-100500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy payment URL' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', REPAIR_MESSAGES.copyFailed));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

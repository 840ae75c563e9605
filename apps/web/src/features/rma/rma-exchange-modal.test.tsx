import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RMA_MESSAGES, decideRmaRequest, showRmaRequest } from '@makro/domain/rma';
import { RmaExchangeModal } from '@/features/rma/rma-exchange-modal';
import { exchangeDetail } from '@/features/rma/rma-test-data';
import { API_BASE, endpointPath } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

/** The exchange whose replacement costs `price` against the original line's 300.00. */
function serve(price: string) {
  return mockApi(
    onEndpoint(showRmaRequest, { rma_submission: exchangeDetail(price) }),
    onEndpoint(decideRmaRequest, ({ params }) => ({
      rma_submission: exchangeDetail(price, { id: Number(params.id), approval_status: 'approved' }),
      message: RMA_MESSAGES.approved,
    })),
  );
}

const onClose = vi.fn();
const onApproved = vi.fn();

async function renderModal() {
  renderWithProviders(
    <RmaExchangeModal rma={{ id: 7, rma_number: 'tipm-EXCREQ-123777' }} onClose={onClose} onApproved={onApproved} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Complete Exchange Order tipm-EXCREQ-123777' });
  await within(dialog).findByText('TIPM 68105206AA Rebuilt');
  return dialog;
}

const amount = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const approveButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Approve RMA' }) as HTMLButtonElement;
const shippingSwitch = (dialog: HTMLElement) => within(dialog).getByRole('switch', { name: 'Add Shipping Fee' });

async function approve(api: ReturnType<typeof serve>) {
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, approve it!' }));
  await waitFor(() => expect(api.callsTo(decideRmaRequest)).toHaveLength(1));
  return api.callsTo(decideRmaRequest)[0]!;
}

describe('RmaExchangeModal', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('shows the original order and the replacement, charges a dearer replacement and adds a shipping fee live', async () => {
    signInAs('tech_manager', 3);
    const api = serve('450.00');
    const dialog = await renderModal();
    expect(within(dialog).getByText('Original Order #123456')).toBeTruthy();
    expect(within(dialog).getByText('TIPM 68099135AC Rebuilt')).toBeTruthy();
    expect(within(dialog).getByText('SKU 68105206AA-REBUILT')).toBeTruthy();
    expect(within(dialog).getByText('$450.00')).toBeTruthy();
    expect(within(dialog).getByText(/You can adjust either amount/)).toBeTruthy();
    expect(amount(dialog, 'Customer needs to pay').value).toBe('150.00');
    expect(amount(dialog, 'Amount we need to refund').value).toBe('0.00');
    expect(approveButton(dialog).disabled).toBe(false);

    // The fee is required once the switch is on.
    expect(within(dialog).queryByRole('textbox', { name: /^Shipping Fee/ })).toBeNull();
    fireEvent.click(shippingSwitch(dialog));
    const fee = amount(dialog, 'Shipping Fee');
    expect(within(dialog).getByText('Shipping Fee is required')).toBeTruthy();
    expect(approveButton(dialog).disabled).toBe(true);
    fireEvent.change(fee, { target: { value: '15.5' } });
    await waitFor(() => expect(amount(dialog, 'Customer needs to pay').value).toBe('165.50'));
    expect(approveButton(dialog).disabled).toBe(false);

    fireEvent.click(approveButton(dialog));
    expect(await screen.findByText(/This approval is irreversible/)).toBeTruthy();
    const call = await approve(api);
    expect(call.url).toBe(`${API_BASE}${endpointPath(decideRmaRequest, { id: 7 })}`);
    expect(call.body).toEqual({
      approval_status: 'approved',
      add_shipping_fee: true,
      shipping_fee: '15.50',
      total: '165.50',
      refund_amount: '0.00',
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'RMA Item approved successfully'));
    await waitFor(() => expect(onApproved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });

  it('refunds a cheaper replacement, and sends the amounts as staff adjusted them', async () => {
    signInAs('tech_manager', 3);
    const api = serve('250.00');
    const dialog = await renderModal();
    expect(amount(dialog, 'Customer needs to pay').value).toBe('0.00');
    expect(amount(dialog, 'Amount we need to refund').value).toBe('50.00');
    fireEvent.change(amount(dialog, 'Amount we need to refund'), { target: { value: '40' } });
    fireEvent.click(approveButton(dialog));
    expect((await approve(api)).body).toEqual({
      approval_status: 'approved',
      add_shipping_fee: false,
      total: '0.00',
      refund_amount: '40.00',
    });
  });

  it('refuses to approve with nothing to charge or refund, with the spec’s warning', async () => {
    signInAs('tech_manager', 3);
    const api = serve('300.00');
    const dialog = await renderModal();
    expect(within(dialog).getByText(RMA_MESSAGES.nonPositive)).toBeTruthy();
    expect(approveButton(dialog).disabled).toBe(true);

    fireEvent.click(shippingSwitch(dialog));
    fireEvent.change(amount(dialog, 'Shipping Fee'), { target: { value: '12' } });
    await waitFor(() => expect(amount(dialog, 'Customer needs to pay').value).toBe('12.00'));
    expect(within(dialog).queryByText(RMA_MESSAGES.nonPositive)).toBeNull();
    expect(approveButton(dialog).disabled).toBe(false);

    fireEvent.change(amount(dialog, 'Customer needs to pay'), { target: { value: '0' } });
    await waitFor(() => expect(within(dialog).getByText(RMA_MESSAGES.nonPositive)).toBeTruthy());
    expect(approveButton(dialog).disabled).toBe(true);
    fireEvent.click(approveButton(dialog));
    expect(api.callsTo(decideRmaRequest)).toHaveLength(0);
  });
});

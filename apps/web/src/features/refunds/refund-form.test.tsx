import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFUND_MESSAGES, createRefundHistory, listRefundHistories, quoteRefund } from '@makro/domain/refunds';
import { RefundForm } from '@/features/refunds/refund-form';
import { orderQuote, refundPage, refundRow } from '@/features/refunds/test-data';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint, type MockRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

/** Past the 900 ms debounces. */
const SETTLED = { timeout: 3000 };

const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const combobox = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const fullRefund = () => screen.getByRole('checkbox', { name: 'Full Refund' }) as HTMLInputElement;

function choose(select: HTMLElement, name: string) {
  fireEvent.click(select);
  const id = select.getAttribute('aria-controls');
  const listbox = id ? document.getElementById(id) : null;
  const option = listbox
    ? within(listbox).getByRole('option', { name, hidden: true })
    : screen.getAllByRole('option', { name, hidden: true }).at(-1)!;
  fireEvent.click(option);
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** The ticket with a pending request, and the order the shops do not know. */
const DUPLICATE = '555555';
const MISSING = '999999';

function serve(...extra: MockRoute[]) {
  return mockApi(
    ...extra,
    onEndpoint(listRefundHistories, ({ query }) =>
      query.ticket_number === DUPLICATE ? refundPage([refundRow({ ticket_number: DUPLICATE })]) : refundPage([], 0),
    ),
    onEndpoint(quoteRefund, ({ query }) => {
      if (query.ticket_number === MISSING) {
        return errorAnswer(422, 'unprocessable', REFUND_MESSAGES.orderMissing(MISSING, 'TIPM'), {
          fields: [{ field: 'query.ticket_number', message: 'does not exist on TIPM' }],
        });
      }
      if (query.reason === 'rental') {
        return {
          quote: orderQuote({
            order_number: '123672',
            rental: { days: Number(query.total_days_rented), fee: '144.00', refund_amount: '326.00' },
          }),
        };
      }
      return { quote: orderQuote({ order_number: String(query.ticket_number) }) };
    }),
    onEndpoint(createRefundHistory, ({ body }) => ({
      refund_history: refundRow({ ticket_number: body.refund_history.ticket_number }),
      message: REFUND_MESSAGES.requestCreated(body.refund_history.ticket_number),
    })),
  );
}

/** Order number, department and reason: enough for the quote. */
function fillOrder(order: string, reason = 'Shipping') {
  type(input('Order Number'), order);
  choose(combobox('Department'), 'TIPM');
  choose(combobox('Reason'), reason);
}

describe('RefundForm', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('is REQUEST REFUND for a CSR and REFUND for a user who may refund at once', () => {
    signInAs('csr', 7);
    serve();
    const { unmount } = renderWithProviders(<RefundForm />);
    expect(screen.getByRole('heading', { name: 'REQUEST REFUND' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request Refund' })).toBeTruthy();
    unmount();

    signInAs('csr_manager', 6);
    renderWithProviders(<RefundForm />);
    expect(screen.getByRole('heading', { name: 'REFUND' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it('upper-cases the order number, and a new number resets department, amount and Full Refund', async () => {
    signInAs('csr', 7);
    serve();
    renderWithProviders(<RefundForm />);
    expect(fullRefund().disabled).toBe(true);
    type(input('Order Number'), 'ren-12367');
    expect(input('Order Number').value).toBe('REN-12367');
    expect(fullRefund().disabled).toBe(false);

    choose(combobox('Department'), 'ECM');
    type(input('Refund Amount'), '25');
    fireEvent.click(fullRefund());
    expect(combobox('Department').value).toBe('ECM');
    expect(fullRefund().checked).toBe(true);

    type(input('Order Number'), 'REN-123672');
    expect(combobox('Department').value).toBe('');
    expect(input('Refund Amount').value).toBe('');
    expect(fullRefund().checked).toBe(false);
  });

  it('shows the quoted order once typing stops, and the quote’s refusal on the order number', async () => {
    signInAs('csr', 7);
    const api = serve();
    renderWithProviders(<RefundForm />);
    fillOrder('123672');
    const summary = await screen.findByRole('region', { name: 'Order summary' }, SETTLED);
    await waitFor(() => expect(within(summary).getByText('Carla Diaz')).toBeTruthy(), SETTLED);
    expect(within(summary).getByText('$470.00')).toBeTruthy();
    expect(within(summary).getByText('$50.00')).toBeTruthy();
    expect(within(summary).getByText('$420.00')).toBeTruthy();
    expect(api.callsTo(quoteRefund).at(-1)?.query).toEqual({
      ticket_number: '123672',
      department: 'tipm',
      reason: 'shipping',
    });

    type(input('Order Number'), MISSING);
    choose(combobox('Department'), 'TIPM');
    await waitFor(() => expect(screen.getByText('999999 does not exist on TIPM')).toBeTruthy(), SETTLED);
    expect(input('Order Number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Order summary' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Request Refund' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a rental for its days, then prefills the rental refund amount', async () => {
    signInAs('csr', 7);
    const api = serve();
    renderWithProviders(<RefundForm />);
    expect(screen.queryByRole('textbox', { name: /^Days Rented/ })).toBeNull();
    fillOrder('123672', 'Rental');
    expect(input('Days Rented').required).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Request Refund' }));
    expect(await screen.findByText('Days Rented is required')).toBeTruthy();
    expect(screen.getByText(REFUND_MESSAGES.rentalPrefix)).toBeTruthy();
    expect(api.callsTo(quoteRefund)).toHaveLength(0);

    type(input('Order Number'), 'REN-123672');
    choose(combobox('Department'), 'TIPM');
    type(input('Days Rented'), '12');
    await waitFor(() => expect(input('Refund Amount').value).toBe('$326.00'), SETTLED);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$144.00')).toBeTruthy();
    expect(api.callsTo(quoteRefund).at(-1)?.query).toEqual({
      ticket_number: 'REN-123672',
      department: 'tipm',
      reason: 'rental',
      total_days_rented: '12',
    });
  });

  it('prefills 120.00 for a repair that tested fine', () => {
    signInAs('csr', 7);
    serve();
    renderWithProviders(<RefundForm />);
    choose(combobox('Reason'), 'Repair Tested Fine');
    expect(input('Refund Amount').value).toBe('$120.00');
  });

  it('fills the whole refundable amount for a Full Refund', async () => {
    signInAs('csr', 7);
    serve();
    renderWithProviders(<RefundForm />);
    expect(fullRefund().disabled).toBe(true);
    fillOrder('123672');
    fireEvent.click(fullRefund());
    await waitFor(() => expect(input('Refund Amount').value).toBe('$420.00'), SETTLED);
  });

  it('finds a pending request for the number and refuses a second one', async () => {
    signInAs('csr', 7);
    const api = serve();
    renderWithProviders(<RefundForm />);
    type(input('Order Number'), DUPLICATE);
    const alert = await screen.findByRole('alert', {}, SETTLED);
    expect(within(alert).getByText('Duplicate!')).toBeTruthy();
    expect(within(alert).getByText(REFUND_MESSAGES.duplicate(DUPLICATE))).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Request Refund' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo(listRefundHistories).at(-1)?.query).toEqual({
      status: 'pending',
      ticket_number: DUPLICATE,
      per_page: '1',
    });
  });

  it('says when the duplicate check failed', async () => {
    signInAs('csr', 7);
    serve(onEndpoint(listRefundHistories, errorAnswer(500, 'internal', 'Boom')));
    renderWithProviders(<RefundForm />);
    type(input('Order Number'), '123672');
    expect(await screen.findByText(REFUND_MESSAGES.checkFailed, {}, SETTLED)).toBeTruthy();
  });

  it('sends the request and shows the server’s message', async () => {
    signInAs('csr', 7);
    const api = serve();
    renderWithProviders(<RefundForm />);
    fillOrder('123672');
    type(input('Refund Amount'), '25');
    type(input('Notes'), 'Shipped two days late');
    await screen.findByRole('region', { name: 'Order summary' }, SETTLED);
    fireEvent.click(screen.getByRole('button', { name: 'Request Refund' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Refund request for ticket #123672 created!'));
    expect(api.callsTo(createRefundHistory)[0]?.body).toEqual({
      refund_history: {
        ticket_number: '123672',
        department: 'tipm',
        reason: 'shipping',
        refund_amount: '25.00',
        notes: 'Shipped two days late',
      },
    });
    // The form starts again.
    await waitFor(() => expect(input('Order Number').value).toBe(''));
  });

  it('puts the server’s field errors on their fields', async () => {
    signInAs('csr', 7);
    const problem = 'must not be more than 100.00, what the order has left to refund';
    const message = `refund_amount ${problem}`;
    serve(
      onEndpoint(
        createRefundHistory,
        errorAnswer(422, 'unprocessable', message, {
          fields: [{ field: 'body.refund_history.refund_amount', message: problem }],
        }),
      ),
    );
    renderWithProviders(<RefundForm />);
    fillOrder('123672');
    type(input('Refund Amount'), '300');
    type(input('Notes'), 'Partial refund');
    fireEvent.click(screen.getByRole('button', { name: 'Request Refund' }));
    expect(await screen.findByText(problem)).toBeTruthy();
    expect(input('Refund Amount').getAttribute('aria-invalid')).toBe('true');
    expect(toast).toHaveBeenCalledWith('error', message, REFUND_MESSAGES.saveFailed);
  });

  it('shows the Duplicate alert when the server refuses a second pending request', async () => {
    signInAs('csr', 7);
    serve(onEndpoint(createRefundHistory, errorAnswer(409, 'conflict', REFUND_MESSAGES.duplicate('123672'))));
    renderWithProviders(<RefundForm />);
    fillOrder('123672');
    type(input('Refund Amount'), '25');
    type(input('Notes'), 'Late');
    fireEvent.click(screen.getByRole('button', { name: 'Request Refund' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(REFUND_MESSAGES.duplicate('123672'))).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });
});

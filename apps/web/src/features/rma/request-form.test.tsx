import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RMA_MESSAGES,
  createStaffRmaRequest,
  lookupReplacementPart,
  submitRmaRequest,
  verifyRmaOrder,
} from '@makro/domain/rma';
import { RmaRequestForm } from '@/features/rma/request-form';
import { NO_SUCH_PART, ORDER_CHECK_FAILED } from '@/features/rma/request-form-model';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint, type MockRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

/** Past the 900 ms and 600 ms debounces. */
const SETTLED = { timeout: 3000 };

const ORDER = '123456';
const EMAIL = 'carla@example.com';
const MISSING = '999999';
const REPAIR_ORDER = 'REP-12345';
const VIN = '1C4RJFAG5FC625797';
const STATUS_URL = 'https://makro.example.com/rma-status/abcdefghijklmnopqrstuvwx';

const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const queryTextbox = (label: string) => screen.queryByRole('textbox', { name: new RegExp(`^${label}`) });
const combobox = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const queryCombobox = (label: string) => screen.queryByRole('combobox', { name: new RegExp(`^${label}`) });
const typeSelect = () => screen.getByRole('combobox', { name: /^RMA Type/ }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /^Submit (RMA|Exchange) Request$/ }) as HTMLButtonElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

function choose(select: HTMLElement, name: string) {
  fireEvent.click(select);
  const id = select.getAttribute('aria-controls');
  const listbox = id ? document.getElementById(id) : null;
  const option = listbox
    ? within(listbox).getByRole('option', { name, hidden: true })
    : screen.getAllByRole('option', { name, hidden: true }).at(-1)!;
  fireEvent.click(option);
}

const submitted = {
  rma_submission: { id: 41, rma_number: `tipm-RMAREQ-${ORDER}`, status_url: STATUS_URL },
  message: RMA_MESSAGES.submitted,
};

function serve(...extra: MockRoute[]) {
  return mockApi(
    ...extra,
    onEndpoint(verifyRmaOrder, ({ body }) => {
      const order = body.original_order_number.toUpperCase();
      if (order === MISSING) {
        return errorAnswer(422, 'unprocessable', RMA_MESSAGES.orderMissing(order), {
          fields: [{ field: 'body.original_order_number', message: 'does not exist' }],
        });
      }
      if (body.customer_email !== EMAIL) {
        return errorAnswer(422, 'unprocessable', RMA_MESSAGES.emailMismatch, {
          fields: [{ field: 'body.customer_email', message: 'does not match the order' }],
        });
      }
      return {
        message: RMA_MESSAGES.verified(order),
        order_number: order,
        site: 'tipm' as const,
        forced_type: order.startsWith('REP-') ? ('rma_repair' as const) : null,
      };
    }),
    onEndpoint(lookupReplacementPart, ({ query }) =>
      query.sku === 'ABC123'
        ? { product: { title: 'TIPM 68099135AC Rebuilt', sku: 'ABC123', price: '349.00' } }
        : errorAnswer(404, 'not_found', 'No product with that SKU'),
    ),
    onEndpoint(submitRmaRequest, submitted),
    onEndpoint(createStaffRmaRequest, submitted),
  );
}

/** Order number and e-mail, then the order check's answer. */
async function verify(order = ORDER, email = EMAIL) {
  type(textbox('Original Order Number'), order);
  type(textbox('Email Address'), email);
  await screen.findByText(RMA_MESSAGES.verified(order.toUpperCase()), {}, SETTLED);
}

describe('RmaRequestForm', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('shows the fields of each type and words the submit button for exchanges', () => {
    serve();
    renderWithProviders(<RmaRequestForm mode="public" />);
    expect(queryTextbox('VIN')).toBeNull();
    expect(queryTextbox('Replacement Part Number')).toBeNull();
    expect(submitButton().textContent).toBe('Submit RMA Request');

    choose(typeSelect(), 'Standard Replacement');
    expect(queryTextbox('VIN')).not.toBeNull();
    expect(queryCombobox('Previous Issues')).not.toBeNull();
    expect(queryCombobox('Current Issues')).not.toBeNull();
    expect(queryTextbox('Replacement Part Number')).toBeNull();

    choose(typeSelect(), 'Immediate Replacement');
    expect(queryTextbox('VIN')).toBeNull();
    expect(queryCombobox('Previous Issues')).not.toBeNull();
    expect(queryTextbox('Previous Issues Notes')).not.toBeNull();

    choose(typeSelect(), 'Repair');
    expect(queryTextbox('VIN')).not.toBeNull();
    expect(queryTextbox('Current Issues Notes')).not.toBeNull();

    choose(typeSelect(), 'Exchange');
    expect(queryTextbox('Replacement Part Number')).not.toBeNull();
    expect(queryTextbox('VIN')).toBeNull();
    expect(queryCombobox('Previous Issues')).toBeNull();
    expect(submitButton().textContent).toBe('Submit Exchange Request');
  });

  it('checks the order 900 ms after typing, puts a refusal on the field it names, and says when it is verified', async () => {
    const api = serve();
    renderWithProviders(<RmaRequestForm mode="public" />);
    type(textbox('Original Order Number'), ORDER.slice(0, 4));
    type(textbox('Email Address'), 'wrong@example.com');
    type(textbox('Original Order Number'), ORDER);
    expect(textbox('Original Order Number').value).toBe(ORDER);
    expect(api.callsTo(verifyRmaOrder)).toHaveLength(0);

    await waitFor(() => expect(screen.getByText(RMA_MESSAGES.emailMismatch)).toBeTruthy(), SETTLED);
    expect(textbox('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Original Order Number').getAttribute('aria-invalid')).not.toBe('true');
    expect(api.callsTo(verifyRmaOrder)).toHaveLength(1);
    expect(api.callsTo(verifyRmaOrder)[0]?.body).toEqual({
      original_order_number: ORDER,
      customer_email: 'wrong@example.com',
    });
    expect(submitButton().disabled).toBe(true);

    type(textbox('Email Address'), 'Carla@Example.com');
    await screen.findByText(RMA_MESSAGES.verified(ORDER), {}, SETTLED);
    expect(screen.queryByText(RMA_MESSAGES.emailMismatch)).toBeNull();
    expect(api.callsTo(verifyRmaOrder).at(-1)?.body).toEqual({ original_order_number: ORDER, customer_email: EMAIL });
    expect(toast).toHaveBeenCalledWith('success', RMA_MESSAGES.verified(ORDER));
    expect(submitButton().disabled).toBe(false);
  });

  it('shows an unknown order’s sentence on the order number, and the network sentence when the check fails', async () => {
    serve();
    const { unmount } = renderWithProviders(<RmaRequestForm mode="public" />);
    type(textbox('Original Order Number'), MISSING);
    type(textbox('Email Address'), EMAIL);
    await waitFor(() => expect(screen.getByText(RMA_MESSAGES.orderMissing(MISSING))).toBeTruthy(), SETTLED);
    expect(textbox('Original Order Number').getAttribute('aria-invalid')).toBe('true');
    unmount();

    mockApi(onEndpoint(verifyRmaOrder, errorAnswer(503, 'unavailable', 'shop down')));
    renderWithProviders(<RmaRequestForm mode="public" />);
    type(textbox('Original Order Number'), ORDER);
    type(textbox('Email Address'), EMAIL);
    await waitFor(() => expect(screen.getByText(ORDER_CHECK_FAILED)).toBeTruthy(), SETTLED);
    expect(submitButton().disabled).toBe(true);
  });

  it('makes a REP- order a repair and locks the type', async () => {
    serve();
    renderWithProviders(<RmaRequestForm mode="public" />);
    choose(typeSelect(), 'Exchange');
    type(textbox('Replacement Part Number'), 'abc123');
    await verify('rep-12345');
    expect(textbox('Original Order Number').value).toBe(REPAIR_ORDER);
    await waitFor(() => expect(typeSelect().value).toBe('Repair'));
    expect(typeSelect().readOnly).toBe(true);
    expect(queryTextbox('VIN')).not.toBeNull();
    expect(queryTextbox('Replacement Part Number')).toBeNull();
    expect(submitButton().textContent).toBe('Submit RMA Request');
  });

  it('keeps Submit disabled until the order is verified, and again after the order number changes', async () => {
    const api = serve();
    renderWithProviders(<RmaRequestForm mode="public" />);
    choose(typeSelect(), 'Immediate Replacement');
    expect(submitButton().disabled).toBe(true);
    await verify();
    expect(submitButton().disabled).toBe(false);

    type(textbox('Original Order Number'), '1234567');
    expect(submitButton().disabled).toBe(true);
    expect(screen.queryByText(RMA_MESSAGES.verified(ORDER))).toBeNull();
    await screen.findByText(RMA_MESSAGES.verified('1234567'), {}, SETTLED);
    expect(submitButton().disabled).toBe(false);

    type(textbox('Email Address'), 'someone@example.com');
    expect(submitButton().disabled).toBe(true);
    await waitFor(() => expect(api.callsTo(verifyRmaOrder)).toHaveLength(3), SETTLED);
  });

  it('looks the replacement part up on the verified order’s shop', async () => {
    const api = serve();
    renderWithProviders(<RmaRequestForm mode="public" />);
    choose(typeSelect(), 'Exchange');
    await verify();
    type(textbox('Replacement Part Number'), 'abc123');
    expect(textbox('Replacement Part Number').value).toBe('ABC123');
    const product = await screen.findByRole('region', { name: 'Replacement product' }, SETTLED);
    expect(within(product).getByText('TIPM 68099135AC Rebuilt')).toBeTruthy();
    expect(within(product).getByText('$349.00')).toBeTruthy();
    expect(api.callsTo(lookupReplacementPart).at(-1)?.query).toEqual({ site: 'tipm', sku: 'ABC123' });

    type(textbox('Replacement Part Number'), 'NOPE99');
    await waitFor(() => expect(screen.getByText(NO_SUCH_PART)).toBeTruthy(), SETTLED);
    expect(screen.queryByRole('region', { name: 'Replacement product' })).toBeNull();
  });

  it('counts the VIN’s characters and asks for exactly 17, and for the issues where they show', async () => {
    const api = serve();
    renderWithProviders(<RmaRequestForm mode="public" />);
    choose(typeSelect(), 'Standard Replacement');
    expect(screen.getByText('0/17')).toBeTruthy();
    expect(textbox('VIN').required).toBe(true);
    type(textbox('VIN'), 'abc12');
    expect(textbox('VIN').value).toBe('ABC12');
    expect(screen.getByText('5/17')).toBeTruthy();
    expect(textbox('VIN').maxLength).toBe(17);
    await verify();

    type(textbox('VIN'), '');
    fireEvent.click(submitButton());
    expect(await screen.findByText('VIN is required')).toBeTruthy();
    type(textbox('VIN'), 'abc12');
    fireEvent.click(submitButton());
    expect(await screen.findByText('VIN must be exactly 17 letters and digits')).toBeTruthy();
    expect(screen.getByText('Previous Issues is required')).toBeTruthy();
    expect(screen.getByText('Current Issues is required')).toBeTruthy();
    expect(api.callsTo(submitRmaRequest)).toHaveLength(0);

    type(textbox('VIN'), VIN);
    expect(screen.getByText('17/17')).toBeTruthy();
    expect(screen.queryByText('VIN must be exactly 17 letters and digits')).toBeNull();
  });

  it('hides the honeypot from the keyboard and from screen readers', () => {
    serve();
    const { container } = renderWithProviders(<RmaRequestForm mode="public" />);
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('posts the request with only the fields of its type, and shows Success! with the RMA number and status link', async () => {
    const api = serve();
    const onSubmitted = vi.fn();
    renderWithProviders(<RmaRequestForm mode="public" onSubmitted={onSubmitted} />);
    choose(typeSelect(), 'Exchange');
    type(textbox('Replacement Part Number'), 'SHOULD-GO');
    choose(typeSelect(), 'Standard Replacement');
    choose(combobox('Previous Issues'), 'Lighting');
    choose(combobox('Current Issues'), 'HVAC');
    type(textbox('Current Issues Notes'), 'Blower stays on');
    type(textbox('VIN'), VIN.toLowerCase());
    await verify();
    fireEvent.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(screen.getByText(RMA_MESSAGES.submitted)).toBeTruthy();
    expect(screen.getByText(`tipm-RMAREQ-${ORDER}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Follow your request' }).getAttribute('href')).toBe(STATUS_URL);
    expect(api.callsTo(submitRmaRequest)[0]?.body).toEqual({
      rma_submission: {
        rma_type: 'rma_standard_replacement',
        original_order_number: ORDER,
        customer_email: EMAIL,
        original_issues: ['Lighting'],
        new_issues: ['HVAC'],
        new_issues_desc: 'Blower stays on',
        vin: VIN,
      },
    });
    expect(onSubmitted).toHaveBeenCalledWith(submitted);
    expect(screen.queryByRole('button', { name: /^Submit (RMA|Exchange) Request/ })).toBeNull();
  });

  it('puts a refused submit’s sentence on its field and says Error!', async () => {
    const api = serve(
      onEndpoint(
        submitRmaRequest,
        errorAnswer(422, 'unprocessable', RMA_MESSAGES.alreadyExists(ORDER), {
          fields: [{ field: 'body.rma_submission.original_order_number', message: 'already exists' }],
        }),
      ),
    );
    renderWithProviders(<RmaRequestForm mode="public" />);
    choose(typeSelect(), 'Exchange');
    await verify();
    type(textbox('Replacement Part Number'), 'ABC123');
    fireEvent.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error!')).toBeTruthy();
    expect(within(alert).getByText(RMA_MESSAGES.submitFailed)).toBeTruthy();
    expect(within(alert).getByText(RMA_MESSAGES.alreadyExists(ORDER))).toBeTruthy();
    expect(textbox('Original Order Number').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(submitRmaRequest)[0]?.body).toEqual({
      rma_submission: {
        rma_type: 'rma_exchange',
        original_order_number: ORDER,
        customer_email: EMAIL,
        correct_order_partnumber_sku: 'ABC123',
      },
    });
    expect(screen.queryByRole('heading', { name: 'Success!' })).toBeNull();
  });

  it('sends a bot’s honeypot, and says only the general sentence when the server cannot be reached', async () => {
    const api = serve(onEndpoint(submitRmaRequest, errorAnswer(500, 'internal', 'boom')));
    const { container } = renderWithProviders(<RmaRequestForm mode="public" />);
    choose(typeSelect(), 'Immediate Replacement');
    choose(combobox('Previous Issues'), 'Other');
    choose(combobox('Current Issues'), 'Other');
    type(container.querySelector<HTMLInputElement>('input[name="website"]')!, 'https://spam.example');
    await verify();
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(RMA_MESSAGES.submitFailed)).toBeTruthy();
    expect(within(alert).queryByText('boom')).toBeNull();
    expect(
      (api.callsTo(submitRmaRequest)[0]?.body as { rma_submission: { website?: string } }).rma_submission.website,
    ).toBe('https://spam.example');
  });

  it('puts a 400’s field message on its field in words and repeats it in the alert', async () => {
    serve(
      onEndpoint(
        submitRmaRequest,
        errorAnswer(
          400,
          'bad_request',
          'body.rma_submission.correct_order_partnumber_sku: is required for this RMA type',
          {
            fields: [
              { field: 'body.rma_submission.correct_order_partnumber_sku', message: 'is required for this RMA type' },
            ],
          },
        ),
      ),
    );
    renderWithProviders(<RmaRequestForm mode="public" />);
    choose(typeSelect(), 'Exchange');
    await verify();
    type(textbox('Replacement Part Number'), 'ABC123');
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Replacement Part Number is required for this RMA type')).toBeTruthy();
    expect(textbox('Replacement Part Number').getAttribute('aria-invalid')).toBe('true');
  });

  it('in staff mode creates the request through the staff endpoint and hands the answer back', async () => {
    signInAs('csr', 7);
    const api = serve();
    const onSubmitted = vi.fn();
    renderWithProviders(<RmaRequestForm mode="staff" onSubmitted={onSubmitted} />);
    expect(document.querySelector('input[name="website"]')).toBeNull();
    choose(typeSelect(), 'Exchange');
    await verify();
    type(textbox('Replacement Part Number'), 'ABC123');
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(submitted));
    expect(api.callsTo(submitRmaRequest)).toHaveLength(0);
    expect(api.callsTo(createStaffRmaRequest)[0]?.headers.authorization).toBe('Bearer test-token');
    expect(api.callsTo(createStaffRmaRequest)[0]?.body).toEqual({
      rma_submission: {
        rma_type: 'rma_exchange',
        original_order_number: ORDER,
        customer_email: EMAIL,
        correct_order_partnumber_sku: 'ABC123',
      },
    });
    expect(screen.queryByRole('heading', { name: 'Success!' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REPAIR_MESSAGES,
  calculateRepairTax,
  createPublicRepairOrder,
  listRepairStates,
  listVehicleMakes,
  listVehicleModels,
} from '@makro/domain/repairs';
import { RepairWizard } from '@/features/repairs/repair-wizard';
import { toast } from '@/lib/notify';
import { errorAnswer, mockApi, onEndpoint, type MockRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const SETTLED = { timeout: 3000 };
const STATES = {
  states: [
    { code: 'CA', name: 'California' },
    { code: 'NV', name: 'Nevada' },
  ],
};
const MAKES = {
  makes: [
    { id: 11, name: 'Dodge', years: [2009, 2010, 2011] },
    { id: 12, name: 'Jeep', years: [2011, 2012] },
  ],
  years: [2009, 2010, 2011, 2012],
};
const CREATED = {
  repair_order: {
    id: 5,
    rep_number: '100432',
    ticket_number: 'REP-100432',
    order_number: '100432',
    payment_url: 'http://shop.test/checkout/order-pay/100432/?pay_for_order=true&key=wc_order_x',
    subtotal: '189.00',
    tax_amount: '13.70',
    tax_percent: '7.25',
    total: '202.70',
    terms: 90,
    due_date: '2027-02-23',
  },
  message: REPAIR_MESSAGES.created,
};

/** Opens a select by its label and picks an option, once the option is there (lists load from the server). */
async function choose(label: string, option: string) {
  const select = screen.getAllByLabelText(new RegExp(`^${label}`)).find((element) => element.tagName === 'INPUT')!;
  await waitFor(() => {
    fireEvent.click(select);
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
    fireEvent.click(within(listbox!).getByRole('option', { name: option, hidden: true }));
  }, SETTLED);
}
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

function fillCustomer() {
  type(/Last Name/, 'Lopez');
  type(/Email Address/, 'ana@example.com');
  type(/Phone/, '559 555 0142');
  type(/^Address/, '12 Main St');
  type(/Town \/ City/, 'Fresno');
  type(/Zip \/ Postal Code/, '93701');
}

async function fillTipmOrder() {
  await waitFor(
    () => expect(screen.getByRole('tab', { name: /Order Info/ }).getAttribute('aria-selected')).toBe('true'),
    SETTLED,
  );
  await choose('Repair Type', 'TIPM');
  await waitFor(() => expect(screen.getAllByLabelText(/^Year/)[0]!).toBeTruthy(), SETTLED);
  await choose('Year', '2011');
  await choose('Make', 'Jeep');
  await waitFor(() => expect(screen.getAllByLabelText(/^Model/)[0]!.hasAttribute('disabled')).toBe(false), SETTLED);
  await choose('Model', 'Grand Cherokee');
  fireEvent.change(screen.getByRole('textbox', { name: /Repair Subtotal/ }), { target: { value: '189' } });
  await choose('Issues', 'Fuel Pump');
  fireEvent.change(screen.getByRole('textbox', { name: /Failure Description/ }), {
    target: { value: 'Fuel pump runs with the key off' },
  });
}

const routes = (...extra: MockRoute[]) =>
  mockApi(
    ...extra,
    onEndpoint(listRepairStates, STATES),
    onEndpoint(listVehicleMakes, MAKES),
    onEndpoint(listVehicleModels, ({ params }) =>
      String(params.make_id) === '12' ? { models: [{ id: 31, name: 'Grand Cherokee' }] } : { models: [] },
    ),
  );

describe('RepairWizard', { timeout: 30_000 }, () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockResolvedValue(undefined) },
      configurable: true,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('moves forward only through valid steps, with the reason under each field', async () => {
    routes();
    renderWithProviders(<RepairWizard mode="public" onDone={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).value).toBe('Walk-in');
    next();
    expect(await screen.findByText('Last Name is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Order Summary/ }));
    expect(screen.getByRole('tab', { name: /Customer Info/ }).getAttribute('aria-selected')).toBe('true');
    fillCustomer();
    next();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Order Info/ }).getAttribute('aria-selected')).toBe('true'),
    );
    next();
    expect(await screen.findByText('Repair Type must be TIPM, ECM or VK2-C3812')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('textbox', { name: /Last Name/ }) as HTMLInputElement).value).toBe('Lopez');
  });

  it('lists the makes of the chosen year, asks the shop for the tax, submits once and copies the payment link', async () => {
    const api = routes(
      onEndpoint(calculateRepairTax, { tax_amount: '13.70', tax_percent: '7.25', total: '202.70' }),
      onEndpoint(createPublicRepairOrder, CREATED),
    );
    const onCreated = vi.fn();
    renderWithProviders(<RepairWizard mode="public" onDone={vi.fn()} onCreated={onCreated} />);
    fillCustomer();
    next();
    await fillTipmOrder();
    next();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByText('$202.70')).toBeTruthy(), SETTLED);
    expect(within(summary).getByText('2011 Jeep Grand Cherokee TIPM Repair')).toBeTruthy();
    expect(within(summary).getByText('Tax (7.25%)')).toBeTruthy();
    expect(api.callsTo(calculateRepairTax)[0]!.body).toEqual({ repair_type: 'tipm', subtotal: '189', state: 'CA' });

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(REPAIR_MESSAGES.created)).toBeTruthy();
    expect(screen.getByText('100432')).toBeTruthy();
    const [call] = api.callsTo(createPublicRepairOrder);
    expect(call!.body).toMatchObject({
      repair_order_submission: {
        request_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        customer: { first_name: 'Walk-in', last_name: 'Lopez', state: 'CA', zip: '93701', country: 'US' },
        order: {
          repair_type: 'tipm',
          year: 2011,
          make_id: 12,
          make: 'Jeep',
          model_id: 31,
          model: 'Grand Cherokee',
          issues: ['Fuel Pump'],
          terms: 90,
        },
      },
    });
    expect(onCreated).toHaveBeenCalledWith(CREATED.repair_order);

    fireEvent.click(screen.getByRole('button', { name: 'Copy payment URL' }));
    expect(await screen.findByRole('button', { name: REPAIR_MESSAGES.copied })).toBeTruthy();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(CREATED.repair_order.payment_url);
    expect(screen.getByRole('button', { name: 'Go back to form' })).toBeTruthy();
  });

  it('keeps the tax at 0 with the spec’s sentence when the shop cannot compute it', async () => {
    routes(onEndpoint(calculateRepairTax, errorAnswer(502, 'upstream_failed', REPAIR_MESSAGES.taxFailed)));
    renderWithProviders(<RepairWizard mode="public" onDone={vi.fn()} />);
    fillCustomer();
    next();
    await fillTipmOrder();
    next();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', REPAIR_MESSAGES.taxFailed), SETTLED);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Tax (0.00%)')).toBeTruthy();
    expect(within(summary).getAllByText('$189.00').length).toBeGreaterThan(0);
  });

  it('says when a make has no models', async () => {
    routes();
    renderWithProviders(<RepairWizard mode="public" onDone={vi.fn()} />);
    fillCustomer();
    next();
    await choose('Repair Type', 'TIPM');
    await waitFor(() => expect(screen.getAllByLabelText(/^Make/)[0]!).toBeTruthy(), SETTLED);
    await choose('Make', 'Dodge');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', REPAIR_MESSAGES.noModels('Dodge')), SETTLED);
  });

  it('puts the server’s field error on its field, on its step', async () => {
    routes(
      onEndpoint(calculateRepairTax, { tax_amount: '13.70', tax_percent: '7.25', total: '202.70' }),
      onEndpoint(
        createPublicRepairOrder,
        errorAnswer(400, 'bad_request', 'body.repair_order_submission.customer.state: must be one of the US states', {
          fields: [{ field: 'body.repair_order_submission.customer.state', message: 'must be one of the US states' }],
        }),
      ),
    );
    renderWithProviders(<RepairWizard mode="public" onDone={vi.fn()} />);
    fillCustomer();
    next();
    await fillTipmOrder();
    next();
    await screen.findByText('$202.70', undefined, SETTLED);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('must be one of the US states')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Customer Info/ }).getAttribute('aria-selected')).toBe('true');
  });
});

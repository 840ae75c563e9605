import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GRIM_MESSAGES,
  exportRtgrimOrders,
  listRtgrimOrders,
  receiveNewRtgrimOrders,
  updateRtgrimOrder,
  type RtgrimOrder,
} from '@makro/domain/grim';
import { GrimPage } from '@/features/grim/grim-page';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const order = (overrides: Partial<RtgrimOrder> = {}): RtgrimOrder => ({
  id: 7,
  order_id: 104015,
  order_number: '104015',
  line_item_name: 'Instrument Cluster Repair - Dodge Ram 1500 / 2500 (2013-2018)',
  line_item_title: 'Instrument Cluster Repair',
  line_item_price: '189.99',
  quantity: 1,
  part_number: '68225053AC-REPAIR',
  mileage: '120000',
  subtotal: '189.99',
  discount_amount: '0.00',
  warranty_fix: false,
  taxes: '0.00',
  total: '189.99',
  customer_first_name: 'Maria',
  customer_last_name: 'Lopez',
  customer_phone: '555-0110',
  customer_email: 'maria@example.com',
  customer_note: null,
  shipping_first_name: 'Maria',
  shipping_last_name: 'Lopez',
  shipping_name: 'Maria Lopez',
  shipping_phone: null,
  shipping_company: null,
  shipping_address_line_1: '600 W Idaho St',
  shipping_address_line_2: null,
  shipping_city: 'Boise',
  shipping_country: 'United States',
  shipping_country_code: 'US',
  shipping_state: 'ID',
  shipping_state_code: 'ID',
  shipping_zip: '83702',
  shipping_method: 'UPS Ground',
  status: 'received_order',
  carrier_code: null,
  tracking_number: null,
  created_at: '2026-11-25T10:00:00.000Z',
  processed_at: '2026-11-25T12:00:00.000Z',
  updated_at: '2026-11-25T12:00:00.000Z',
  shop: 'tipm',
  ...overrides,
});

const page = (rows: RtgrimOrder[]) => ({
  rtgrim_orders: rows,
  total_count: rows.length,
  total_pages: 1,
  current_page: 1,
});

describe('GrimPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('lists orders with their status, previews one and changes its status through the contract', async () => {
    signInAs('rtgrim');
    const api = mockApi(
      onEndpoint(listRtgrimOrders, page([order(), order({ id: 8, order_number: '104001', status: 'cancelled' })])),
      onEndpoint(updateRtgrimOrder, ({ body }) => ({
        rtgrim_order: order({ status: body.status }),
        message: GRIM_MESSAGES.statusUpdated,
      })),
    );
    renderWithProviders(<GrimPage />, { path: '/grim', route: '/grim' });
    const row = await screen.findByRole('row', { name: /104015/ });
    expect(within(row).getByText('Received Order')).toBeTruthy();
    expect(within(row).getByText('68225053AC')).toBeTruthy();
    expect(api.callsTo(listRtgrimOrders)[0]?.query).toMatchObject({ page: '1', per_page: '20' });

    // A cancelled order shows no controls.
    fireEvent.click(screen.getByRole('row', { name: /104001/ }));
    const cancelled = await screen.findByRole('region', { name: 'Order 104001' });
    expect(within(cancelled).queryByRole('button', { name: 'Update' })).toBeNull();

    fireEvent.click(row);
    const preview = await screen.findByRole('region', { name: 'Order 104015' });
    expect(within(preview).queryByRole('form', { name: 'Mark as Shipped' })).toBeNull();
    const control = within(preview).getByRole('combobox', { name: 'Update Status' });
    fireEvent.click(control);
    await waitFor(() => expect(control.getAttribute('aria-controls')).toBeTruthy());
    const listbox = within(document.getElementById(control.getAttribute('aria-controls')!)!);
    const options = listbox.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(options).toEqual(['New', 'Received Product', 'Cancelled']);
    fireEvent.click(listbox.getByRole('option', { name: 'Received Product', hidden: true }));
    fireEvent.click(within(preview).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', GRIM_MESSAGES.statusUpdated));
    const call = api.callsTo(updateRtgrimOrder)[0]!;
    expect(call.url).toMatch(/\/rtgrim_orders\/7$/);
    expect(call.body).toEqual({ status: 'received_product' });
  });

  it('says No new orders available. and downloads nothing when none are new', async () => {
    signInAs('rtgrim');
    const api = mockApi(
      onEndpoint(listRtgrimOrders, page([])),
      onEndpoint(receiveNewRtgrimOrders, { received_count: 0, batch: null, message: GRIM_MESSAGES.noNewOrders }),
    );
    renderWithProviders(<GrimPage />, { path: '/grim', route: '/grim' });
    fireEvent.click(await screen.findByRole('button', { name: 'Receive New Orders' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('info', GRIM_MESSAGES.noNewOrders));
    expect(api.callsTo(exportRtgrimOrders)).toHaveLength(0);
  });

  it('Mark as Shipped: Fill required fields. without a tracking number; ShipStation’s warning as a warning', async () => {
    signInAs('rtgrim');
    const warning = GRIM_MESSAGES.notInShipStation('104015');
    const api = mockApi(
      onEndpoint(listRtgrimOrders, page([order({ status: 'received_product' })])),
      onEndpoint(updateRtgrimOrder, errorAnswer(422, 'unprocessable', warning)),
    );
    renderWithProviders(<GrimPage />, { path: '/grim', route: '/grim' });
    fireEvent.click(await screen.findByRole('row', { name: /104015/ }));
    const form = await screen.findByRole('form', { name: 'Mark as Shipped' });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('warning', GRIM_MESSAGES.fillRequired));
    expect(api.callsTo(updateRtgrimOrder)).toHaveLength(0);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Tracking Number' }), {
      target: { value: '1Z999AA10123456784' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark as Shipped' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, mark as shipped' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('warning', warning));
    expect(api.callsTo(updateRtgrimOrder)[0]?.body).toEqual({
      status: 'shipped_to_customer',
      carrier_code: 'ups',
      tracking_number: '1Z999AA10123456784',
    });
  });
});

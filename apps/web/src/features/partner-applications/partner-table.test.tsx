import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PARTNER_MESSAGES,
  deleteReseller,
  downloadResellerLicence,
  listResellers,
  searchResellers,
  updateReseller,
  type Reseller,
} from '@makro/domain/partner-applications';
import { PartnerApplicationsPage } from '@/features/partner-applications/partner-applications-page';
import { API_BASE, endpointPath } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint, type MockRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

function reseller(overrides: Partial<Reseller> = {}): Reseller {
  return {
    id: 1,
    firstname: 'Hector',
    lastname: 'Vega',
    full_name: 'Hector Vega',
    reseller_code: 'VEGAAUTOBODY15',
    business_email: 'hector@vegaautobody.example',
    business_phone: '(505) 555-1234',
    business_name: 'Vega Auto Body',
    ein_tax_id: '85-1234567',
    business_address: '12 Main St',
    city: 'Albuquerque',
    state: 'NM',
    zip: '87102',
    country: 'US',
    file_attachment_path: `${API_BASE}${endpointPath(downloadResellerLicence, { id: 1 })}`,
    status: 'pending',
    created_at: '2026-11-20T17:00:00.000Z',
    updated_at: '2026-11-20T17:00:00.000Z',
    decided_at: null,
    coupons: [],
    notification: null,
    ...overrides,
  };
}

const pending = reseller();
const approved = reseller({
  id: 2,
  firstname: 'Marcus',
  lastname: 'Bell',
  full_name: 'Marcus Bell',
  reseller_code: 'TORQUEPRO15',
  business_email: 'marcus@torquepro.example',
  business_name: 'Torque Pro LLC',
  status: 'approved',
  decided_at: '2026-09-01T17:00:00.000Z',
  coupons: [
    { shop: 'tipm', status: 'created', coupon_id: 11, error: null },
    { shop: 'ecm', status: 'pending', coupon_id: null, error: 'Simulated failure (503)' },
  ],
  notification: null,
});
const rejected = reseller({
  id: 3,
  reseller_code: 'QUICKFLIPMOTORS15',
  business_name: 'Quick Flip',
  status: 'rejected',
});

const page = (rows: Reseller[]) => ({
  resellers: rows,
  total_count: rows.length,
  total_pages: 1,
  current_page: 1,
  pending_count: rows.filter((row) => row.status === 'pending').length,
});

function serve(...extra: MockRoute[]) {
  return mockApi(
    ...extra,
    onEndpoint(listResellers, ({ query }) =>
      page(
        [pending, approved, rejected].filter(
          (row) => !query.status || query.status === 'all' || row.status === query.status,
        ),
      ),
    ),
    onEndpoint(searchResellers, page([approved])),
    onEndpoint(updateReseller, ({ params, body }) => ({
      reseller: reseller({
        id: Number(params.id),
        status: body.resellers.status ?? 'approved',
        coupons: [
          { shop: 'tipm', status: 'created', coupon_id: 21, error: null },
          { shop: 'ecm', status: 'created', coupon_id: 22, error: null },
        ],
        notification: { email: pending.business_email, status: 'sent' },
      }),
      message: PARTNER_MESSAGES.emailSent(pending.business_email),
    })),
    onEndpoint(deleteReseller, { success: true }),
  );
}

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;

describe('Partnership Applications', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('lists applications 20 a page: a selector and Submit on pending rows, fixed badges on decided ones', async () => {
    signInAs('csr', 7);
    const api = serve();
    renderWithProviders(<PartnerApplicationsPage />, { route: '/partner-application', path: '/partner-application' });
    await screen.findByText('VEGAAUTOBODY15');
    expect(api.callsTo(listResellers)[0]?.query).toEqual({ page: '1', per_page: '20', status: 'all' });

    const row = rowOf('VEGAAUTOBODY15');
    const select = within(row).getByRole('combobox', { name: 'Status of VEGAAUTOBODY15' }) as HTMLSelectElement;
    expect(select.value).toBe('pending');
    const submit = within(row).getByRole('button', { name: 'Submit status of VEGAAUTOBODY15' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    const decided = rowOf('TORQUEPRO15');
    expect(within(decided).getByText('Approved')).toBeTruthy();
    expect(within(decided).queryByRole('combobox')).toBeNull();
    expect(within(decided).getByLabelText('Coupon pending on ECM')).toBeTruthy();
    expect(within(decided).getByRole('button', { name: 'Edit TORQUEPRO15' })).toBeTruthy();
    expect(within(rowOf('QUICKFLIPMOTORS15')).getByText('Rejected')).toBeTruthy();
    expect(within(rowOf('QUICKFLIPMOTORS15')).queryByRole('button', { name: /^Edit/ })).toBeNull();
    // Deleting is the administrator's.
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('submits the chosen status and says what the server did', async () => {
    signInAs('csr', 7);
    const api = serve();
    renderWithProviders(<PartnerApplicationsPage />, { route: '/partner-application', path: '/partner-application' });
    await screen.findByText('VEGAAUTOBODY15');
    const row = rowOf('VEGAAUTOBODY15');
    fireEvent.change(within(row).getByRole('combobox', { name: 'Status of VEGAAUTOBODY15' }), {
      target: { value: 'approved' },
    });
    const submit = within(row).getByRole('button', { name: 'Submit status of VEGAAUTOBODY15' });
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('success', 'Email notification sent to hector@vegaautobody.example'),
    );
    expect(api.callsTo(updateReseller)[0]).toMatchObject({
      url: `${API_BASE}${endpointPath(updateReseller, { id: 1 })}`,
      body: { resellers: { status: 'approved' } },
    });
  });

  it('shows a refused decision (already decided) as an error', async () => {
    signInAs('csr', 7);
    serve(onEndpoint(updateReseller, errorAnswer(409, 'conflict', PARTNER_MESSAGES.alreadyDecided('approved'))));
    renderWithProviders(<PartnerApplicationsPage />, { route: '/partner-application', path: '/partner-application' });
    await screen.findByText('VEGAAUTOBODY15');
    const row = rowOf('VEGAAUTOBODY15');
    fireEvent.change(within(row).getByRole('combobox', { name: 'Status of VEGAAUTOBODY15' }), {
      target: { value: 'rejected' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Submit status of VEGAAUTOBODY15' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', PARTNER_MESSAGES.alreadyDecided('approved')));
  });

  it('filters by status and searches with the search call', async () => {
    signInAs('csr', 7);
    const api = serve();
    renderWithProviders(<PartnerApplicationsPage />, { route: '/partner-application', path: '/partner-application' });
    await screen.findByText('VEGAAUTOBODY15');
    fireEvent.click(screen.getByRole('radio', { name: 'Approved' }));
    await waitFor(() =>
      expect(api.callsTo(listResellers).at(-1)?.query).toEqual({ page: '1', per_page: '20', status: 'approved' }),
    );
    await waitFor(() => expect(screen.queryByText('VEGAAUTOBODY15')).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: 'Search partner applications' }), {
      target: { value: 'torque' },
    });
    await waitFor(
      () =>
        expect(api.callsTo(searchResellers).at(-1)?.query).toEqual({
          page: '1',
          per_page: '20',
          status: 'approved',
          keyword: 'torque',
        }),
      { timeout: 3000 },
    );
  });

  it('lets an administrator delete after the confirmation', async () => {
    signInAs('administrator', 1);
    const api = serve();
    renderWithProviders(<PartnerApplicationsPage />, { route: '/partner-application', path: '/partner-application' });
    await screen.findByText('VEGAAUTOBODY15');
    fireEvent.click(within(rowOf('QUICKFLIPMOTORS15')).getByRole('button', { name: 'Delete QUICKFLIPMOTORS15' }));
    expect(await screen.findByText("You won't be able to revert this!")).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() =>
      expect(api.callsTo(deleteReseller)[0]?.url).toBe(`${API_BASE}${endpointPath(deleteReseller, { id: 3 })}`),
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', PARTNER_MESSAGES.deletedText, 'Deleted!'));
  });

  it('edits an approved partner, ZIP required', async () => {
    signInAs('csr', 7);
    const api = serve();
    renderWithProviders(<PartnerApplicationsPage />, { route: '/partner-application', path: '/partner-application' });
    await screen.findByText('TORQUEPRO15');
    fireEvent.click(within(rowOf('TORQUEPRO15')).getByRole('button', { name: 'Edit TORQUEPRO15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Partner Application' });
    const zip = within(dialog).getByRole('textbox', { name: /^ZIP/ });
    fireEvent.change(zip, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('ZIP is required')).toBeTruthy();
    expect(api.callsTo(updateReseller)).toHaveLength(0);
    fireEvent.change(zip, { target: { value: '93722' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo(updateReseller)).toHaveLength(1));
    expect(api.callsTo(updateReseller)[0]?.body).toMatchObject({
      resellers: { zip: '93722', firstname: 'Marcus', business_name: 'Torque Pro LLC' },
    });
  });
});

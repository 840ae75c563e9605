import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { DISTRIBUTION, SUBMISSIONS, shopState } from '@/features/dashboard/test-data';
import { reloadSession } from '@/lib/session-store';
import { jsonResponse, renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

type Answers = Partial<Record<'rma' | 'distribution' | 'sync' | 'start', () => Response>>;

/** Answers the dashboard's calls by path; records every URL asked for. */
function mockApi(answers: Answers = {}) {
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/v1/rma_submissions'))
      return Promise.resolve(answers.rma?.() ?? jsonResponse(200, { submissions: SUBMISSIONS }));
    if (url.startsWith('/api/v1/dashboard/order_distribution'))
      return Promise.resolve(answers.distribution?.() ?? jsonResponse(200, DISTRIBUTION));
    if (url.startsWith('/api/v1/shop_sync/'))
      return Promise.resolve(answers.start?.() ?? jsonResponse(202, { shop: shopState({ status: 'running' }) }));
    if (url.startsWith('/api/v1/shop_sync'))
      return Promise.resolve(
        answers.sync?.() ?? jsonResponse(200, { shops: [shopState(), shopState({ shop: 'ecm' })] }),
      );
    return Promise.resolve(jsonResponse(404, {}));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const urls = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([url]) => String(url));

function signInWith(permissions: string[]) {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('permissions', JSON.stringify(permissions));
  reloadSession();
}

function renderDashboard(search = '?date_start=2026-03-01&date_end=2026-03-02') {
  renderWithProviders(<DashboardPage />, { path: '/dashboard', route: `/dashboard${search}` });
}

describe('DashboardPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    reloadSession();
  });

  it('counts RMA submissions: EXC- excluded, E- as ECM, and the span as "worth of data"', async () => {
    const fetchMock = mockApi();
    renderDashboard();
    await waitFor(() => expect(within(screen.getByTestId('rma-count-tipm')).getByText('3')).toBeTruthy());
    expect(within(screen.getByTestId('rma-count-ecm')).getByText('2')).toBeTruthy();
    expect(screen.getByText('2 days worth of data')).toBeTruthy();
    expect(urls(fetchMock)).toContain(
      '/api/v1/rma_submissions?date_start=2026-03-01&date_end=2026-03-02&within30days=true',
    );
  });

  it('reloads the RMA counts with within30days=false when the switch is turned off', async () => {
    const fetchMock = mockApi();
    renderDashboard();
    await screen.findByText('2 days worth of data');
    fireEvent.click(screen.getByRole('switch', { name: 'Within 30 days since the original Order' }));
    await waitFor(() =>
      expect(urls(fetchMock)).toContain(
        '/api/v1/rma_submissions?date_start=2026-03-01&date_end=2026-03-02&within30days=false',
      ),
    );
    // The switch does not reload the distribution.
    expect(urls(fetchMock).filter((url) => url.includes('order_distribution'))).toHaveLength(1);
  });

  it('shows each TIPM type and category with its count and share, accessories indented', async () => {
    mockApi();
    renderDashboard();
    const types = await screen.findByRole('table', { name: 'TIPM Type Distribution' });
    const rowA1 = (await within(types).findByText('A1')).closest('tr') as HTMLElement;
    expect(within(rowA1).getByText('50')).toBeTruthy();
    expect(within(rowA1).getByText('25.0%')).toBeTruthy();
    const rowP = within(types).getByText('P').closest('tr') as HTMLElement;
    expect(within(rowP).getByText('50.0%')).toBeTruthy();

    const categories = screen.getByRole('table', { name: 'Product Category Distribution' });
    const labels = within(categories)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(labels).toEqual([
      'TIPM',
      'FCM',
      'BCM',
      'Accessories',
      'Bypass',
      'Plugs',
      'Housing',
      'Fuse_Holder',
      'CustomLines',
      'Repairs',
    ]);
    const fcm = within(categories).getByText('FCM').closest('tr') as HTMLElement;
    expect(within(fcm).getByText('40')).toBeTruthy();
    expect(within(fcm).getByText('10.0%')).toBeTruthy();
    expect(screen.getAllByText('Total TIPMs Purchased', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Total Items Purchased', { exact: false }).length).toBeGreaterThan(0);
  });

  it('blocks the requests and says "Invalid date range" when the start is after the end', async () => {
    const fetchMock = mockApi();
    renderDashboard('?date_start=2026-03-05&date_end=2026-03-01');
    expect((await screen.findAllByText('Invalid date range')).length).toBeGreaterThan(0);
    await waitFor(() => expect(urls(fetchMock).some((url) => url.startsWith('/api/v1/shop_sync'))).toBe(true));
    expect(urls(fetchMock).some((url) => url.includes('rma_submissions') || url.includes('order_distribution'))).toBe(
      false,
    );
    expect(screen.queryByText(/worth of data/)).toBeNull();
  });

  it('shows "No orders in this range" for an empty range', async () => {
    const empty = {
      ...DISTRIBUTION,
      tipm_types: Object.fromEntries(Object.keys(DISTRIBUTION.tipm_types).map((key) => [key, 0])),
      categories: Object.fromEntries(Object.keys(DISTRIBUTION.categories).map((key) => [key, 0])),
      total_tipms: 0,
      total_items: 0,
      total_orders: 0,
    };
    mockApi({ distribution: () => jsonResponse(200, empty), rma: () => jsonResponse(200, { submissions: [] }) });
    renderDashboard();
    await waitFor(() => expect(screen.getAllByText('No orders in this range').length).toBe(4));
  });

  it('shows an error with a retry that asks again', async () => {
    let calls = 0;
    mockApi({
      distribution: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { error: { code: 'internal', message: 'Mirror unavailable' } })
          : jsonResponse(200, DISTRIBUTION);
      },
    });
    renderDashboard();
    const retries = await screen.findAllByRole('button', { name: 'Retry' });
    expect(screen.getAllByText('Mirror unavailable').length).toBeGreaterThan(0);
    fireEvent.click(retries[0] as HTMLElement);
    expect(await screen.findByRole('table', { name: 'TIPM Type Distribution' })).toBeTruthy();
  });

  it('offers "Sync now" per shop to administrators only, and warns about a failed sync', async () => {
    signInWith(['can_view_dashboard', 'can_view_user_management']);
    const fetchMock = mockApi({
      sync: () =>
        jsonResponse(200, {
          shops: [shopState(), shopState({ shop: 'ecm', status: 'failed', last_error: 'ECM shop answered 503' })],
        }),
    });
    renderDashboard();
    expect(await screen.findByText('ECM shop answered 503', { exact: false })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Sync TIPM now' }));
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/v1/shop_sync/tipm'));
    expect(screen.getByText(/Orders as of/)).toBeTruthy();
  });

  it('hides "Sync now" from users without user management', async () => {
    signInWith(['can_view_dashboard']);
    mockApi();
    renderDashboard();
    await screen.findByText(/Orders as of/);
    expect(screen.queryByRole('button', { name: /Sync .* now/ })).toBeNull();
  });
});

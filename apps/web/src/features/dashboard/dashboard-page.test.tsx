import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderDistribution } from '@makro/domain/dashboard';
import { listDashboardRmaSubmissions } from '@makro/domain/rma';
import { listShopSync, startShopSync } from '@makro/domain/shops';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { DISTRIBUTION, EMPTY_DISTRIBUTION, SUBMISSIONS, shopState } from '@/features/dashboard/test-data';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint, type MockRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

/** The dashboard's calls answered from the fixtures; `routes` given first take precedence. */
function mockDashboard(...routes: MockRoute[]) {
  return mockApi(
    ...routes,
    onEndpoint(listDashboardRmaSubmissions, { submissions: SUBMISSIONS }),
    onEndpoint(orderDistribution, DISTRIBUTION),
    onEndpoint(listShopSync, { shops: [shopState(), shopState({ shop: 'ecm' })] }),
  );
}

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
    const api = mockDashboard();
    renderDashboard();
    await waitFor(() => expect(within(screen.getByTestId('rma-count-tipm')).getByText('3')).toBeTruthy());
    expect(within(screen.getByTestId('rma-count-ecm')).getByText('2')).toBeTruthy();
    expect(screen.getByText('2 days worth of data')).toBeTruthy();
    expect(api.callsTo(listDashboardRmaSubmissions).map((call) => call.query)).toEqual([
      { date_start: '2026-03-01', date_end: '2026-03-02', within30days: 'true' },
    ]);
  });

  it('reloads the RMA counts with within30days=false when the switch is turned off', async () => {
    const api = mockDashboard();
    renderDashboard();
    await screen.findByText('2 days worth of data');
    fireEvent.click(screen.getByRole('switch', { name: 'Within 30 days since the original Order' }));
    await waitFor(() =>
      expect(api.callsTo(listDashboardRmaSubmissions).map((call) => call.query.within30days)).toEqual([
        'true',
        'false',
      ]),
    );
    // The switch does not reload the distribution.
    expect(api.callsTo(orderDistribution)).toHaveLength(1);
  });

  it('shows each TIPM type and category with its count and share, accessories indented', async () => {
    mockDashboard();
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
    const api = mockDashboard();
    renderDashboard('?date_start=2026-03-05&date_end=2026-03-01');
    expect((await screen.findAllByText('Invalid date range')).length).toBeGreaterThan(0);
    await waitFor(() => expect(api.callsTo(listShopSync).length).toBeGreaterThan(0));
    expect(api.callsTo(listDashboardRmaSubmissions)).toEqual([]);
    expect(api.callsTo(orderDistribution)).toEqual([]);
    expect(screen.queryByText(/worth of data/)).toBeNull();
  });

  it('asks for both dates when one is cleared', async () => {
    const api = mockDashboard();
    renderDashboard('?date_start=&date_end=2026-03-01');
    expect(await screen.findByText('Both Date Start and Date End are required')).toBeTruthy();
    expect(screen.getByText('Date Start is required')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(listShopSync).length).toBeGreaterThan(0));
    expect(api.callsTo(orderDistribution)).toEqual([]);
  });

  it('shows "No orders in this range" for an empty range', async () => {
    mockDashboard(
      onEndpoint(orderDistribution, EMPTY_DISTRIBUTION),
      onEndpoint(listDashboardRmaSubmissions, { submissions: [] }),
    );
    renderDashboard();
    await waitFor(() => expect(screen.getAllByText('No orders in this range').length).toBe(4));
  });

  it('shows an error with a retry that asks again', async () => {
    let calls = 0;
    mockDashboard(
      onEndpoint(orderDistribution, () => {
        calls += 1;
        return calls === 1 ? errorAnswer(500, 'internal', 'Mirror unavailable') : DISTRIBUTION;
      }),
    );
    renderDashboard();
    const retries = await screen.findAllByRole('button', { name: 'Retry' });
    expect(screen.getAllByText('Mirror unavailable').length).toBeGreaterThan(0);
    fireEvent.click(retries[0] as HTMLElement);
    expect(await screen.findByRole('table', { name: 'TIPM Type Distribution' })).toBeTruthy();
  });

  it('offers "Sync now" per shop to administrators only, and warns about a failed sync', async () => {
    signInWith(['can_view_dashboard', 'can_view_user_management']);
    const started: string[] = [];
    mockDashboard(
      onEndpoint(listShopSync, {
        shops: [shopState(), shopState({ shop: 'ecm', status: 'failed', last_error: 'ECM shop answered 503' })],
      }),
      onEndpoint(startShopSync, ({ params }) => {
        started.push(params.shop);
        return { shop: shopState({ shop: params.shop, status: 'running' }) };
      }),
    );
    renderDashboard();
    expect(await screen.findByText('ECM shop answered 503', { exact: false })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Sync TIPM now' }));
    await waitFor(() => expect(started).toEqual(['tipm']));
    expect(screen.getByText(/Orders as of/)).toBeTruthy();
  });

  it('hides "Sync now" from users without user management', async () => {
    signInWith(['can_view_dashboard']);
    mockDashboard();
    renderDashboard();
    await screen.findByText(/Orders as of/);
    expect(screen.queryByRole('button', { name: /Sync .* now/ })).toBeNull();
  });
});

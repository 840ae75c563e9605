import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listShopSync } from '@makro/domain/shops';
import { statistics, type Statistics } from '@makro/domain/statistics';
import { formatMoney } from '@/features/statistics/statistics-data';
import { lastWeeks, StatisticsPage } from '@/features/statistics/statistics-page';
import { mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const STATS: Statistics = {
  weeks: [
    { week_start: '2026-02-23', tipm_orders: 242, tipm_revenue: '112253.89', ecm_orders: 143, ecm_revenue: '93503.26' },
    { week_start: '2026-03-02', tipm_orders: 17, tipm_revenue: '8000.00', ecm_orders: 9, ecm_revenue: '4500.50' },
  ],
  category_mix: [
    { week_start: '2026-02-23', TIPM: 217, FCM: 21, BCM: 14, Accessories: 77, CustomLines: 41, Repairs: 35, ECM: 60 },
    { week_start: '2026-03-02', TIPM: 12, FCM: 1, BCM: 0, Accessories: 5, CustomLines: 2, Repairs: 1, ECM: 3 },
  ],
  top_parts: [
    {
      base_sku: '68099135AC',
      name: 'Dodge Ram TIPM 68099135AC - Rebuilt',
      shop: 'tipm',
      quantity: 55,
      revenue: '21995.45',
    },
  ],
  rma_rates: [
    { category: 'TIPM', items_sold: 3063, rmas: 39, rate: 0.0127 },
    { category: 'FCM', items_sold: 262, rmas: 5, rate: 0.0191 },
    { category: 'BCM', items_sold: 238, rmas: 3, rate: 0.0126 },
    { category: 'Accessories', items_sold: 635, rmas: 8, rate: 0.0126 },
    { category: 'CustomLines', items_sold: 420, rmas: 4, rate: 0.0095 },
    { category: 'Repairs', items_sold: 475, rmas: 3, rate: 0.0063 },
  ],
  totals: { orders: 411, revenue: '218257.65', items: 426, rmas: 62 },
  last_synced_at: '2026-03-02T17:00:00.000Z',
};

const mockStatistics = () => mockApi(onEndpoint(statistics, STATS), onEndpoint(listShopSync, { shops: [] }));

const renderPage = (search = '?date_start=2026-02-23&date_end=2026-03-03') =>
  renderWithProviders(<StatisticsPage />, { path: '/statistics', route: `/statistics${search}` });

describe('StatisticsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('formats money from its decimal string', () => {
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoney('0.05')).toBe('$0.05');
    expect(formatMoney('-12.30')).toBe('-$12.30');
  });

  it('defaults to the last 12 calendar weeks, starting on a Monday', () => {
    expect(lastWeeks(12, '2026-11-21')).toEqual({ start: '2026-08-31', end: '2026-11-21' });
    expect(lastWeeks(4, '2026-11-16')).toEqual({ start: '2026-10-26', end: '2026-11-16' });
  });

  it('shows the totals of the range', async () => {
    const api = mockStatistics();
    renderPage();
    expect(await screen.findByText('$218,257.65')).toBeTruthy();
    expect(within(screen.getByTestId('stat-Orders')).getByText('411')).toBeTruthy();
    expect(within(screen.getByTestId('stat-RMAs')).getByText('62')).toBeTruthy();
    expect(api.callsTo(statistics).map((call) => call.query)).toEqual([
      { date_start: '2026-02-23', date_end: '2026-03-03' },
    ]);
  });

  it('shows the figures behind a chart when its Table toggle is chosen', async () => {
    mockStatistics();
    renderPage();
    await screen.findByText('$218,257.65');
    const orders = screen.getByTestId('chart-card-Orders per week');
    expect(within(orders).queryByRole('table')).toBeNull();
    fireEvent.click(within(orders).getByText('Table'));
    const table = within(orders).getByRole('table', { name: 'Orders per week' });
    const first = within(table).getByText('Feb 23').closest('tr') as HTMLElement;
    expect(within(first).getByText('242')).toBeTruthy();
    expect(within(first).getByText('143')).toBeTruthy();

    const revenue = screen.getByTestId('chart-card-Revenue per week');
    fireEvent.click(within(revenue).getByText('Table'));
    expect(within(revenue).getByText('$112,253.89')).toBeTruthy();

    const rates = screen.getByTestId('chart-card-RMA rate by category');
    fireEvent.click(within(rates).getByText('Table'));
    const fcm = within(rates).getByText('FCM').closest('tr') as HTMLElement;
    expect(within(fcm).getByText('262')).toBeTruthy();
    expect(within(fcm).getByText('1.91%')).toBeTruthy();
  });

  it('lists the top part numbers with shop, quantity and revenue', async () => {
    mockStatistics();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Top part numbers' });
    const row = within(table).getByText('68099135AC').closest('tr') as HTMLElement;
    expect(within(row).getByText('TIPM')).toBeTruthy();
    expect(within(row).getByText('55')).toBeTruthy();
    expect(within(row).getByText('$21,995.45')).toBeTruthy();
  });

  it('a preset asks for its range and shows as chosen', async () => {
    const api = mockStatistics();
    renderPage();
    await screen.findByText('$218,257.65');
    fireEvent.click(screen.getByRole('button', { name: 'Last 4 weeks' }));
    const { start, end } = lastWeeks(4);
    await waitFor(() =>
      expect(api.callsTo(statistics).map((call) => call.query)).toContainEqual({ date_start: start, date_end: end }),
    );
    expect(screen.getByRole('button', { name: 'Last 4 weeks' }).getAttribute('data-variant')).toBe('filled');
  });

  it('makes no request for an invalid range', async () => {
    const api = mockStatistics();
    renderPage('?date_start=2026-03-05&date_end=2026-03-01');
    expect((await screen.findAllByText('Invalid date range')).length).toBeGreaterThan(0);
    await waitFor(() => expect(api.callsTo(listShopSync).length).toBeGreaterThan(0));
    expect(api.callsTo(statistics)).toEqual([]);
  });
});

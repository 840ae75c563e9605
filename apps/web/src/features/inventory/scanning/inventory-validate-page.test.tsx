import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InventoryValidatePage } from '@/features/inventory/scanning/inventory-validate-page';
import {
  callsTo,
  cycleCount,
  focusWindow,
  item,
  mockFetch,
  signInWith,
  wedgeScan,
} from '@/features/inventory/scanning/test-data';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { jsonResponse, renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const pause = () => new Promise((resolve) => setTimeout(resolve, 600));
const afterScans = cycleCount({
  scanned: ['MK000000101', 'MK000000300'],
  missing: [item({ id: 8, serial_number: 'MK000000102' })],
  extra: [{ serial_number: 'MK000000300', item: null }],
});

function api() {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/v1/locations') return jsonResponse(200, { locations: [] });
    if (url.pathname === '/api/v1/cycle_counts' && init?.method === 'POST')
      return jsonResponse(201, { cycle_count: cycleCount() });
    if (url.pathname === '/api/v1/cycle_counts/3/scans')
      return jsonResponse(200, {
        cycle_count: afterScans,
        result: 'warning',
        message: 'MK000000300 is not in inventory',
      });
    if (url.pathname === '/api/v1/cycle_counts/3/apply')
      return jsonResponse(200, { cycle_count: { ...afterScans, status: 'applied' }, corrected: 2 });
    return undefined;
  });
}

function renderPage(permissions: string[]) {
  signInWith(permissions);
  renderWithProviders(<InventoryValidatePage />, { path: '/inventory-validate', route: '/inventory-validate' });
  focusWindow();
}

async function countBin() {
  wedgeScan('BIN-A01');
  expect(await screen.findByText('Counting BIN-A01: 2 items expected')).toBeTruthy();
  expect(screen.getByTestId('cycle-counter').textContent).toContain('0 / 2');
  await pause();
  wedgeScan('MK000000300');
  expect(await screen.findByText('MK000000300 is not in inventory')).toBeTruthy();
}

describe('InventoryValidatePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    sessionStorage.clear();
    reloadSession();
  });

  it('wants a bin first', async () => {
    api();
    renderPage(['can_view_inventory']);
    wedgeScan('MK000000101');
    expect(await screen.findByText('Scan a bin label (BIN-…) first')).toBeTruthy();
  });

  it('counts a bin: missing, extra and the counter follow every scan; corrections applied', async () => {
    const fetchMock = api();
    renderPage(['can_view_inventory', 'can_view_update_module_type']);
    await countBin();
    expect(callsTo(fetchMock, 'POST', '/v1/cycle_counts')[0]?.body).toEqual({ bin_code: 'BIN-A01' });
    expect(callsTo(fetchMock, 'POST', '/v1/cycle_counts/3/scans')[0]?.body).toEqual({ code: 'MK000000300' });
    expect(screen.getByTestId('scan-result').dataset.result).toBe('warning');
    expect(screen.getByTestId('cycle-counter').textContent).toContain('1 / 2');
    expect(within(screen.getByTestId('cycle-missing')).getByText('MK000000102')).toBeTruthy();
    expect(within(screen.getByTestId('cycle-extra')).getByText('Not in inventory')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply corrections' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', '2 corrections applied'));
    expect(screen.getByText('Corrections applied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByTestId('cycle-count')).toBeNull();
  });

  it('resumes the count under way after a reload', async () => {
    sessionStorage.setItem('makro.cycle-count', '3');
    mockFetch((url) =>
      url.pathname === '/api/v1/cycle_counts/3' ? jsonResponse(200, { cycle_count: afterScans }) : undefined,
    );
    renderPage(['can_view_inventory']);
    expect(await screen.findByTestId('cycle-count')).toBeTruthy();
    expect(screen.getByTestId('cycle-counter').textContent).toContain('1 / 2');
  });

  it('offers no Apply corrections to those who may not apply them', async () => {
    api();
    renderPage(['can_view_inventory']);
    await countBin();
    expect(screen.queryByRole('button', { name: 'Apply corrections' })).toBeNull();
    expect(screen.getByText('An inventory manager applies the corrections.')).toBeTruthy();
  });
});

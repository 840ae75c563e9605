import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyCycleCount, cycleCountScan, listBins, showCycleCount, startCycleCount } from '@makro/domain/inventory';
import { InventoryValidatePage } from '@/features/inventory/scanning/inventory-validate-page';
import { cycleCount, focusWindow, item, signInWith, wedgeScan } from '@/features/inventory/scanning/test-data';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const notFound = errorAnswer(404, 'not_found', 'There is no such cycle count');
/** A scan is taken 300 ms after its Enter, then the page redraws three lists. */
const slow = { timeout: 3000 };
const pause = () => new Promise((resolve) => setTimeout(resolve, 600));
const afterScans = cycleCount({
  scanned: ['MK000000101', 'MK000000300'],
  missing: [item({ id: 8, serial_number: 'MK000000102' })],
  extra: [{ serial_number: 'MK000000300', item: null }],
});

function api() {
  return mockApi(
    onEndpoint(listBins, { locations: [] }),
    onEndpoint(startCycleCount, { cycle_count: cycleCount() }),
    onEndpoint(cycleCountScan, ({ params }) =>
      String(params.id) === '3'
        ? { cycle_count: afterScans, result: 'warning' as const, message: 'MK000000300 is not in inventory' }
        : notFound,
    ),
    onEndpoint(applyCycleCount, { cycle_count: { ...afterScans, status: 'applied' }, corrected: 2 }),
  );
}

function renderPage(permissions: string[]) {
  signInWith(permissions);
  renderWithProviders(<InventoryValidatePage />, { path: '/inventory-validate', route: '/inventory-validate' });
  focusWindow();
}

async function countBin() {
  wedgeScan('BIN-A01');
  expect(await screen.findByText('Counting BIN-A01: 2 items expected', undefined, slow)).toBeTruthy();
  expect(screen.getByTestId('cycle-counter').textContent).toContain('0 / 2');
  await pause();
  wedgeScan('MK000000300');
  expect(await screen.findByText('MK000000300 is not in inventory', undefined, slow)).toBeTruthy();
}

// Each scan waits out the reader's blanking period, so a few scans take seconds on a busy machine.
describe('InventoryValidatePage', { timeout: 15_000 }, () => {
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
    const calls = api();
    renderPage(['can_view_inventory', 'can_view_update_module_type']);
    await countBin();
    expect(calls.callsTo(startCycleCount)[0]?.body).toEqual({ bin_code: 'BIN-A01' });
    expect(calls.callsTo(cycleCountScan)[0]?.body).toEqual({ code: 'MK000000300' });
    expect(screen.getByTestId('scan-result').dataset.result).toBe('warning');
    expect(screen.getByTestId('cycle-counter').textContent).toContain('1 / 2');
    expect(screen.getByTestId('cycle-missing').dataset.count).toBe('1');
    expect(screen.getByTestId('cycle-extra').dataset.count).toBe('1');
    const findings = within(screen.getByRole('table', { name: 'Findings' }))
      .getAllByRole('row')
      .slice(1);
    expect(findings.map((row) => [row.dataset.finding, row.dataset.serial])).toEqual([
      ['extra', 'MK000000300'],
      ['missing', 'MK000000102'],
    ]);
    expect(within(findings[0]!).getByText('Not in inventory')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply corrections' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', '2 corrections applied'));
    expect(screen.getByText('Corrections applied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByTestId('cycle-count')).toBeNull();
  });

  it('resumes the count under way after a reload', async () => {
    sessionStorage.setItem('makro.cycle-count', '3');
    mockApi(
      onEndpoint(showCycleCount, ({ params }) => (String(params.id) === '3' ? { cycle_count: afterScans } : notFound)),
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

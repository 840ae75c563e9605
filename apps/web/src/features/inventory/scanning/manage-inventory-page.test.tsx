import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCAN_MODE_LABELS, listBins, listScans, scan, showBin } from '@makro/domain/inventory';
import { ManageInventoryPage } from '@/features/inventory/scanning/manage-inventory-page';
import { SCAN_SESSION_KEY } from '@/features/inventory/scanning/scan-session';
import {
  focusWindow,
  item,
  scanResponse,
  scanRow,
  signInWith,
  wedgeScan,
} from '@/features/inventory/scanning/test-data';
import { reloadSession } from '@/lib/session-store';
import { mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const MANAGER = ['can_view_inventory', 'can_view_update_module_type'];
const bin = { id: 1, code: 'BIN-A01', name: 'Shelf A', item_count: 0 };

function renderPage() {
  renderWithProviders(<ManageInventoryPage />, { path: '/inventory-management', route: '/inventory-management' });
  focusWindow();
}

function defaultApi(answer = scanResponse()) {
  return mockApi(
    onEndpoint(listScans, { scans: [] }),
    onEndpoint(scan, answer),
    onEndpoint(listBins, { locations: [bin] }),
    onEndpoint(showBin, { location: bin, items: [] }),
  );
}

/** The result card says this (the history's message column may say it too). */
const resultSays = (message: string) =>
  waitFor(() => expect(screen.getByTestId('scan-message').textContent).toBe(message));

const chooseMode = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }));

// Each scan waits out the reader's blanking period, so a few scans take seconds on a busy machine.
describe('ManageInventoryPage', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    sessionStorage.clear();
    reloadSession();
  });

  it('offers the scan modes in spec order; Update Module Type only with its permission', () => {
    signInWith(['can_view_inventory']);
    defaultApi();
    renderPage();
    const labels = () =>
      screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels()).toEqual(Object.values(SCAN_MODE_LABELS).slice(0, 6));
    expect(screen.queryByRole('radio', { name: 'Update Module Type' })).toBeNull();
  });

  it('shows Update Module Type to those who may use it, and hides scanning for its form', () => {
    signInWith(MANAGER);
    defaultApi();
    renderPage();
    chooseMode('Update Module Type');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(screen.queryByTestId('scan-banner')).toBeNull();
  });

  it('shows the banners: click anywhere until a mode is chosen and the window has focus', () => {
    signInWith(MANAGER);
    defaultApi();
    renderPage();
    expect(screen.getByText('Click anywhere to start Scanning...')).toBeTruthy();
    chooseMode('Add to Inventory');
    expect(screen.getByText('Please Scan an RFID tag...')).toBeTruthy();
    fireEvent.blur(window);
    expect(screen.getByText('Click anywhere to start Scanning...')).toBeTruthy();
  });

  it('adds a scanned tag to inventory: result card, then the row in the session history', async () => {
    signInWith(MANAGER);
    const api = defaultApi();
    renderPage();
    chooseMode('Add to Inventory');
    wedgeScan('mk000000101');
    const card = await screen.findByTestId('scan-result');
    expect(card.dataset.result).toBe('success');
    expect(within(card).getByText('MK000000101 successfully added to Inventory')).toBeTruthy();
    expect(within(card).getByText('68099135AC')).toBeTruthy();
    expect(within(card).getByText('Added to Inventory')).toBeTruthy();
    expect(api.callsTo(scan)[0]?.body).toEqual({
      mode: 'add_to_inventory',
      code: 'MK000000101',
    });
    const history = screen.getByRole('table', { name: 'Session history' });
    expect(within(history).getByText('Ivy Manager')).toBeTruthy();
    const since = JSON.parse(sessionStorage.getItem(SCAN_SESSION_KEY) ?? '{}') as { since: string };
    expect(api.callsTo(listScans)[0]?.query.since).toBe(since.since);
  });

  it('shows the catalogue error as an error, with its icon and words', async () => {
    signInWith(MANAGER);
    defaultApi(scanResponse({ scan: scanRow({ result: 'error', message: 'Item missing from catalog', item: null }) }));
    renderPage();
    chooseMode('Add to Inventory');
    wedgeScan('MK000000999');
    const card = await screen.findByTestId('scan-result');
    expect(card.dataset.result).toBe('error');
    expect(within(card).getByText('Error')).toBeTruthy();
    expect(within(card).getByText('Item missing from catalog')).toBeTruthy();
  });

  it('flags the same tag scanned again at once, without a second request', async () => {
    signInWith(MANAGER);
    const api = defaultApi();
    renderPage();
    chooseMode('Add to Inventory');
    wedgeScan('MK000000101');
    await resultSays('MK000000101 successfully added to Inventory');
    await new Promise((resolve) => setTimeout(resolve, 600));
    wedgeScan('MK000000101');
    await resultSays('MK000000101 was just scanned; it was not applied again');
    expect(api.callsTo(scan)).toHaveLength(1);
  });

  it('changing mode clears the result and starts a new history', async () => {
    signInWith(MANAGER);
    const api = defaultApi();
    renderPage();
    chooseMode('Add to Inventory');
    wedgeScan('MK000000101');
    await screen.findByTestId('scan-result');
    chooseMode('Check Status');
    expect(screen.queryByTestId('scan-result')).toBeNull();
    expect(screen.getByText('No scans yet in this mode.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(listScans).some((call) => call.query.mode === 'check_status')).toBe(true));
  });

  it('Add to Location asks for the bin first, then puts scanned items in it', async () => {
    signInWith(MANAGER);
    const api = defaultApi(
      scanResponse({
        scan: scanRow({ mode: 'add_to_location', message: 'MK000000101 put in BIN-A01' }),
        bin: { ...bin, item_count: 1, items: [item()] },
      }),
    );
    renderPage();
    chooseMode('Add to Location');
    wedgeScan('MK000000101');
    await resultSays('Scan or choose a bin first');
    await new Promise((resolve) => setTimeout(resolve, 600));
    wedgeScan('BIN-A01');
    const chosen = await screen.findByTestId('chosen-bin');
    expect(within(chosen).getByText('BIN-A01')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 600));
    wedgeScan('MK000000101');
    await resultSays('MK000000101 put in BIN-A01');
    expect(api.callsTo(scan)[0]?.body).toEqual({
      mode: 'add_to_location',
      code: 'MK000000101',
      bin_code: 'BIN-A01',
    });
    expect(within(screen.getByTestId('chosen-bin')).getByText('Shelf A · 1 item')).toBeTruthy();
  });

  it('Assign Inventory takes the ticket number first', async () => {
    signInWith(MANAGER);
    const api = defaultApi(scanResponse({ scan: scanRow({ mode: 'assign_inventory', message: 'Assigned' }) }));
    renderPage();
    chooseMode('Assign Inventory');
    fireEvent.change(screen.getByLabelText('Ticket or order number'), { target: { value: ' 100245 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start assigning' }));
    expect(within(screen.getByTestId('assign-target')).getByText('100245')).toBeTruthy();
    wedgeScan('MK000000101');
    await resultSays('Assigned');
    expect(api.callsTo(scan)[0]?.body).toMatchObject({ assign_to: '100245' });
  });

  it('Assign Inventory wants a ticket number before it starts', () => {
    signInWith(MANAGER);
    defaultApi();
    renderPage();
    chooseMode('Assign Inventory');
    fireEvent.click(screen.getByRole('button', { name: 'Start assigning' }));
    expect(screen.getByText('assign_to is required')).toBeTruthy();
    expect(screen.queryByTestId('assign-target')).toBeNull();
  });

  it('keeps the mode and its history across a reload', async () => {
    signInWith(MANAGER);
    sessionStorage.setItem(
      SCAN_SESSION_KEY,
      JSON.stringify({ mode: 'check_bin', since: '2026-03-04T17:00:00.000Z', bin: null, assignTo: null }),
    );
    mockApi(onEndpoint(listScans, { scans: [scanRow({ id: 9, mode: 'check_bin', code: 'MK000000555', item: null })] }));
    renderPage();
    expect((screen.getByRole('radio', { name: 'Check Bin' }) as HTMLInputElement).checked).toBe(true);
    const history = screen.getByRole('table', { name: 'Session history' });
    expect(await within(history).findByText('MK000000555')).toBeTruthy();
  });
});

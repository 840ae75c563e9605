import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InventorySearchPage } from '@/features/inventory/inventory-search-page';
import { inventoryEvent, inventoryItem, signInAs } from '@/features/inventory/test-data';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { jsonResponse, renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const bare = inventoryItem({ id: 8, serial_number: 'MK000000008', module_type: null, item_category: null });
const items = [inventoryItem(), bare];

function mockApi(page: Record<string, unknown> = {}) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'DELETE') return Promise.resolve(jsonResponse(200, { success: true }));
    if (url.startsWith('/api/v1/inventories/7'))
      return Promise.resolve(
        jsonResponse(200, {
          inventory: inventoryItem({ hardware_info: 'HW 2.1', notes: 'Bent pin' }),
          timeline: [
            inventoryEvent({ id: 2, event: 'location_changed', description: 'Put in BIN-A01' }),
            inventoryEvent({ id: 1 }),
          ],
        }),
      );
    if (url.startsWith('/api/v1/inventories'))
      return Promise.resolve(
        jsonResponse(200, {
          inventories: items,
          total_count: 2,
          total_pages: 1,
          current_page: 1,
          total_is_estimate: false,
          ...page,
        }),
      );
    return Promise.resolve(jsonResponse(404, {}));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const listUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/v1/inventories?'));

const rowOf = (serial: string) => screen.getByText(serial).closest('tr') as HTMLElement;

function renderPage(search = '') {
  renderWithProviders(<InventorySearchPage />, { path: '/inventory-search', route: `/inventory-search${search}` });
}

describe('InventorySearchPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('reads every filter from the URL and shows the spec columns, "----" for empty values', async () => {
    signInAs('technician', 4);
    const fetchMock = mockApi();
    renderPage('?keyword=MK0&category=TIPM&status=bin_ready&location=BIN-A01&page=2');
    await screen.findByText('MK000000008');
    expect(listUrls(fetchMock)[0]).toBe(
      '/api/v1/inventories?page=2&per_page=20&keyword=MK0&category=TIPM&status=bin_ready&location=BIN-A01',
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Serial Number',
      'Part Number',
      'Category',
      'Module Type',
      'Inventory Type',
      'Status',
      'Actions',
    ]);
    expect(within(rowOf('MK000000008')).getAllByText('----')).toHaveLength(2);
    expect(within(rowOf('MK000000007')).getByText('Added to Inventory')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Search inventory' }) as HTMLInputElement).value).toBe('MK0');
    expect(screen.getByTestId('location-chip').textContent).toContain('BIN-A01');
    expect(screen.getByTestId('inventory-count').textContent).toBe('2 items');
  });

  it('applies category and status only on Filter Table', async () => {
    signInAs('technician', 4);
    const fetchMock = mockApi();
    renderPage();
    await screen.findByText('MK000000007');
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(screen.getByRole('option', { name: 'ECM', hidden: true }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(screen.getByRole('option', { name: 'Converted', hidden: true }));
    expect(listUrls(fetchMock)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Filter Table' }));
    await waitFor(() =>
      expect(listUrls(fetchMock)).toContain('/api/v1/inventories?page=1&per_page=20&category=ECM&status=converted'),
    );
  });

  it('removes the bin filter with its chip', async () => {
    signInAs('technician', 4);
    const fetchMock = mockApi();
    renderPage('?location=BIN-A01');
    await screen.findByText('MK000000007');
    fireEvent.click(screen.getByRole('button', { name: 'Remove bin filter BIN-A01' }));
    await waitFor(() => expect(listUrls(fetchMock)).toContain('/api/v1/inventories?page=1&per_page=20'));
    expect(screen.queryByTestId('location-chip')).toBeNull();
  });

  it('says "10,000+ items" when the count is an estimate and lets the pager go on', async () => {
    signInAs('technician', 4);
    const full = Array.from({ length: 20 }, (_, index) =>
      inventoryItem({ id: 100 + index, serial_number: `MK${String(100 + index).padStart(9, '0')}` }),
    );
    mockApi({ inventories: full, total_count: 10_000, total_pages: 500, total_is_estimate: true });
    renderPage('?page=500');
    await screen.findByText('MK000000100');
    expect(screen.getByTestId('inventory-count').textContent).toBe('10,000+ items');
    expect(screen.getByRole('button', { name: '501' })).toBeTruthy();
  });

  it('shows no delete icon to a technician', async () => {
    signInAs('technician', 4);
    mockApi();
    renderPage();
    await screen.findByText('MK000000007');
    expect(within(rowOf('MK000000007')).getByRole('button', { name: 'View details of MK000000007' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('lets an administrator delete after the spec confirmation, then toasts and refreshes', async () => {
    signInAs('administrator', 1);
    const fetchMock = mockApi();
    renderPage();
    await screen.findByText('MK000000007');
    fireEvent.click(within(rowOf('MK000000007')).getByRole('button', { name: 'Delete MK000000007' }));
    expect(await screen.findByText('Delete MK000000007 ?')).toBeTruthy();
    expect(screen.getByText("You won't be able to revert this!")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('success', 'Item has been deleted from inventory.', 'Deleted!'),
    );
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleteCall?.[0])).toBe('/api/v1/inventories/7');
    await waitFor(() => expect(listUrls(fetchMock).length).toBeGreaterThan(1));
  });

  it('opens the item details with every field and the timeline, newest first', async () => {
    signInAs('technician', 4);
    mockApi();
    renderPage();
    await screen.findByText('MK000000007');
    fireEvent.click(screen.getByRole('button', { name: 'View details of MK000000007' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('HW 2.1')).toBeTruthy();
    expect(within(dialog).getByText('Bent pin')).toBeTruthy();
    expect(within(dialog).getAllByText('Mar 4, 2026, 9:05 AM PST').length).toBeGreaterThan(0);
    const events = within(dialog)
      .getAllByText(/Put in BIN-A01|Added to inventory/)
      .map((node) => node.textContent);
    expect(events).toEqual(['Put in BIN-A01', 'Added to inventory']);
    expect(within(dialog).getAllByText('Ada Admin')).toHaveLength(2);
  });
});

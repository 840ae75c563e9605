import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteInventory, listBins, listInventories, showInventory, type InventoryItem } from '@makro/domain/inventory';
import { InventorySearchPage } from '@/features/inventory/inventory-search-page';
import { inventoryEvent, inventoryItem } from '@/features/inventory/test-data';
import { signInAs } from '@/test/sign-in';
import { toast } from '@/lib/notify';
import { reloadSession } from '@/lib/session-store';
import { mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/notify', () => ({ toast: vi.fn() }));

const bare = inventoryItem({ id: 8, serial_number: 'MK000000008', module_type: null, item_category: null });

function inventoryApi(page: { inventories?: InventoryItem[]; total_count?: number; total_is_estimate?: boolean } = {}) {
  const inventories = page.inventories ?? [inventoryItem(), bare];
  const total = page.total_count ?? inventories.length;
  return mockApi(
    onEndpoint(listInventories, ({ query }) => ({
      inventories,
      total_count: total,
      total_pages: Math.ceil(total / 20),
      current_page: Number(query.page ?? 1),
      total_is_estimate: page.total_is_estimate ?? false,
    })),
    onEndpoint(showInventory, {
      inventory: inventoryItem({ hardware_info: 'HW 2.1', notes: 'Bent pin' }),
      timeline: [
        inventoryEvent({ id: 2, event: 'location_changed', description: 'Put in BIN-A01' }),
        inventoryEvent({ id: 1 }),
      ],
    }),
    onEndpoint(deleteInventory, { success: true }),
    onEndpoint(listBins, { locations: [{ id: 1, code: 'BIN-A01', name: 'Shelf A, row 1', item_count: 3 }] }),
  );
}

const rowOf = (serial: string) => screen.getByText(serial).closest('tr') as HTMLElement;

function renderPage(search = '') {
  renderWithProviders(<InventorySearchPage />, { path: '/inventory-search', route: `/inventory-search${search}` });
}

// Mantine tables, selects and modals in the test DOM take seconds on a busy two-core machine.
describe('InventorySearchPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('reads every filter and the order from the URL and shows the spec columns, "----" for empty values', async () => {
    signInAs('technician', 4);
    const api = inventoryApi();
    renderPage('?keyword=MK0&category=TIPM&status=bin_ready&location=BIN-A01&page=2&sort=serial_number&order=desc');
    await screen.findByText('MK000000008');
    expect(api.callsTo(listInventories)[0]?.query).toEqual({
      page: '2',
      per_page: '20',
      keyword: 'MK0',
      category: 'TIPM',
      status: 'bin_ready',
      location: 'BIN-A01',
      sort: 'serial_number',
      order: 'desc',
    });
    const headers = [...document.querySelectorAll('thead th')].map((cell) => cell.textContent);
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
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search inventory' }).value).toBe('MK0');
    expect(screen.getByTestId('location-chip').textContent).toContain('BIN-A01');
    expect(screen.getByText('2 items')).toBeTruthy();
  });

  it('applies category and status only on Filter Table', async () => {
    signInAs('technician', 4);
    const api = inventoryApi();
    renderPage();
    await screen.findByText('MK000000007');
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(screen.getByRole('option', { name: 'ECM', hidden: true }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(screen.getByRole('option', { name: 'Converted', hidden: true }));
    expect(api.callsTo(listInventories)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Filter Table' }));
    await waitFor(() =>
      expect(api.callsTo(listInventories).at(-1)?.query).toEqual({
        page: '1',
        per_page: '20',
        category: 'ECM',
        status: 'converted',
      }),
    );
  });

  it('asks the server for the order of a clicked column header', async () => {
    signInAs('technician', 4);
    const api = inventoryApi();
    renderPage('?page=2');
    await screen.findByText('MK000000007');
    fireEvent.click(screen.getByText('Part Number'));
    await waitFor(() =>
      expect(api.callsTo(listInventories).at(-1)?.query).toMatchObject({
        page: '1',
        sort: 'part_number',
        order: 'asc',
      }),
    );
  });

  it('removes the bin filter with its chip', async () => {
    signInAs('technician', 4);
    const api = inventoryApi();
    renderPage('?location=BIN-A01');
    await screen.findByText('MK000000007');
    fireEvent.click(screen.getByRole('button', { name: 'Remove bin filter BIN-A01' }));
    await waitFor(() => expect(api.callsTo(listInventories).at(-1)?.query.location).toBeUndefined());
    expect(api.callsTo(listInventories)).toHaveLength(2);
    expect(screen.queryByTestId('location-chip')).toBeNull();
  });

  it('filters to a scanned bin, cleaned of what the scanner typed around it, and refuses what is not a bin code', async () => {
    signInAs('technician', 4);
    const api = inventoryApi();
    renderPage();
    await screen.findByText('MK000000007');
    fireEvent.click(screen.getByRole('button', { name: 'Search Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Location' });
    const scanned = within(dialog).getByRole('textbox', { name: 'Scan a bin label' });
    fireEvent.change(scanned, { target: { value: 'MK000000007' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show items' }));
    expect(await within(dialog).findByText('code must look like BIN-A01')).toBeTruthy();

    fireEvent.change(scanned, { target: { value: ']Q1bin-a01' } });
    expect(scanned).toHaveProperty('value', 'BIN-A01');
    // A wedge scanner ends with Enter, which submits the form.
    fireEvent.submit(scanned.closest('form') as HTMLFormElement);
    await waitFor(() => expect(api.callsTo(listInventories).at(-1)?.query.location).toBe('BIN-A01'));
    expect(screen.getByTestId('location-chip').textContent).toContain('BIN-A01');
  });

  it('says "10,000+ items" when the count is an estimate and lets the pager go on', async () => {
    signInAs('technician', 4);
    const full = Array.from({ length: 20 }, (_, index) =>
      inventoryItem({ id: 100 + index, serial_number: `MK${String(100 + index).padStart(9, '0')}` }),
    );
    inventoryApi({ inventories: full, total_count: 10_000, total_is_estimate: true });
    renderPage('?page=500');
    await screen.findByText('MK000000100');
    expect(screen.getByText('10,000+ items')).toBeTruthy();
    expect(screen.getByRole('button', { name: '501' })).toBeTruthy();
  });

  it('shows no delete icon to a technician', async () => {
    signInAs('technician', 4);
    inventoryApi();
    renderPage();
    await screen.findByText('MK000000007');
    expect(within(rowOf('MK000000007')).getByRole('button', { name: 'View details of MK000000007' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('lets an administrator delete after the spec confirmation, then toasts and refreshes', async () => {
    signInAs('administrator', 1);
    const api = inventoryApi();
    renderPage();
    await screen.findByText('MK000000007');
    fireEvent.click(within(rowOf('MK000000007')).getByRole('button', { name: 'Delete MK000000007' }));
    expect(await screen.findByText('Delete MK000000007 ?')).toBeTruthy();
    expect(screen.getByText("You won't be able to revert this!")).toBeTruthy();
    // The delete button does not also open the row's details.
    expect(screen.queryByRole('dialog', { name: 'Item MK000000007' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('success', 'Item has been deleted from inventory.', 'Deleted!'),
    );
    expect(api.callsTo(deleteInventory).map((call) => call.url)).toEqual([expect.stringMatching(/\/7$/)]);
    await waitFor(() => expect(api.callsTo(listInventories).length).toBeGreaterThan(1));
  });

  it('opens the item details from the row with every field and the timeline, newest first', async () => {
    signInAs('technician', 4);
    inventoryApi();
    renderPage();
    await screen.findByText('MK000000007');
    fireEvent.click(rowOf('MK000000007'));
    const dialog = await screen.findByRole('dialog', { name: 'Item MK000000007' });
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

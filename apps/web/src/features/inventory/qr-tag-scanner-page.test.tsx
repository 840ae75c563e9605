import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrTagScannerPage } from '@/features/inventory/qr-tag-scanner-page';
import { inventoryEvent, inventoryItem, signInAs } from '@/features/inventory/test-data';
import { reloadSession } from '@/lib/session-store';
import { jsonResponse, renderWithProviders } from '@/test/render';

vi.mock('@/lib/scan-feedback', () => ({ playScanSound: vi.fn(), unlockScanSounds: vi.fn() }));

function mockApi(found: boolean, catalog: 'entry' | 'missing') {
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/v1/inventories?'))
      return Promise.resolve(
        jsonResponse(200, {
          inventories: found ? [inventoryItem()] : [],
          total_count: found ? 1 : 0,
          total_pages: 1,
          current_page: 1,
          total_is_estimate: false,
        }),
      );
    if (url === '/api/v1/inventories/7')
      return Promise.resolve(jsonResponse(200, { inventory: inventoryItem(), timeline: [inventoryEvent()] }));
    if (url === '/api/v1/inventories/add_to_inventories')
      return Promise.resolve(
        catalog === 'entry'
          ? jsonResponse(200, {
              inventory: {
                serial_number: 'MK000000099',
                part_number: 'P-99',
                module_type: 'B',
                hardware_info: 'HW 9',
                created_at: '2026-03-04T17:05:00.000Z',
              },
            })
          : jsonResponse(404, { error: { code: 'not_found', message: 'Item missing from catalog' } }),
      );
    return Promise.resolve(jsonResponse(404, {}));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function typeSerial(serial: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Serial number' }), { target: { value: serial } });
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
}

describe('QrTagScannerPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
    reloadSession();
  });

  it('opens an item in inventory with its details and timeline', async () => {
    signInAs('technician', 4);
    const fetchMock = mockApi(true, 'entry');
    renderWithProviders(<QrTagScannerPage />);
    typeSerial('mk000000007');
    const card = await screen.findByTestId('scanned-item');
    expect(within(card).getByText('In inventory')).toBeTruthy();
    expect(await within(card).findByText('Added to inventory')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/v1/inventories?serial_number=MK000000007&per_page=1',
    );
  });

  it('shows "Not in inventory" with the catalogue entry', async () => {
    signInAs('technician', 4);
    mockApi(false, 'entry');
    renderWithProviders(<QrTagScannerPage />);
    typeSerial('MK000000099');
    const card = await screen.findByTestId('not-in-inventory');
    expect(await within(card).findByText('P-99')).toBeTruthy();
    expect(within(card).getByText('HW 9')).toBeTruthy();
  });

  it("says 'Item missing from catalog' for an unknown tag", async () => {
    signInAs('technician', 4);
    mockApi(false, 'missing');
    renderWithProviders(<QrTagScannerPage />);
    typeSerial('MK000000098');
    expect(await screen.findByText('Item missing from catalog')).toBeTruthy();
    expect(screen.getByText('Not in inventory')).toBeTruthy();
  });
});

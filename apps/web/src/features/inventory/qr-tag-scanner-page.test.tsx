import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listInventories, lookupCatalog, showInventory } from '@makro/domain/inventory';
import { QrTagScannerPage } from '@/features/inventory/qr-tag-scanner-page';
import { inventoryEvent, inventoryItem } from '@/features/inventory/test-data';
import { signInAs } from '@/test/sign-in';
import { reloadSession } from '@/lib/session-store';
import { errorAnswer, mockApi, onEndpoint } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/scan-feedback', () => ({ playScanSound: vi.fn(), unlockScanSounds: vi.fn() }));

const CATALOG_TAG = {
  serial_number: 'MK000000099',
  part_number: 'P-99',
  module_type: 'B',
  hardware_info: 'HW 9',
  created_at: '2026-03-04T17:05:00.000Z',
};

function tagApi(found: boolean, catalog: 'entry' | 'missing') {
  return mockApi(
    onEndpoint(listInventories, {
      inventories: found ? [inventoryItem()] : [],
      total_count: found ? 1 : 0,
      total_pages: 1,
      current_page: 1,
      total_is_estimate: false,
    }),
    onEndpoint(showInventory, { inventory: inventoryItem(), timeline: [inventoryEvent()] }),
    onEndpoint(
      lookupCatalog,
      catalog === 'entry' ? { inventory: CATALOG_TAG } : errorAnswer(404, 'not_found', 'Item missing from catalog'),
    ),
  );
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
    const api = tagApi(true, 'entry');
    renderWithProviders(<QrTagScannerPage />);
    typeSerial('mk000000007');
    const card = await screen.findByTestId('scanned-item');
    expect(within(card).getByText('In inventory')).toBeTruthy();
    expect(await within(card).findByText('Added to inventory')).toBeTruthy();
    expect(api.callsTo(listInventories).map((call) => call.query)).toEqual([
      { serial_number: 'MK000000007', per_page: '1' },
    ]);
  });

  it('shows "Not in inventory" with the catalogue entry', async () => {
    signInAs('technician', 4);
    tagApi(false, 'entry');
    renderWithProviders(<QrTagScannerPage />);
    typeSerial('MK000000099');
    const card = await screen.findByTestId('not-in-inventory');
    expect(await within(card).findByText('P-99')).toBeTruthy();
    expect(within(card).getByText('HW 9')).toBeTruthy();
  });

  it("says 'Item missing from catalog' for an unknown tag", async () => {
    signInAs('technician', 4);
    tagApi(false, 'missing');
    renderWithProviders(<QrTagScannerPage />);
    typeSerial('MK000000098');
    expect(await screen.findByText('Item missing from catalog')).toBeTruthy();
    expect(screen.getByText('Not in inventory')).toBeTruthy();
  });
});

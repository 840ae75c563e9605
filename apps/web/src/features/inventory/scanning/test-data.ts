import { act } from '@testing-library/react';
import type { CycleCountState, InventoryItem, ScanLogRow, listInventories } from '@makro/domain/inventory';
import type { ScanResponse } from '@/features/inventory/scanning/api';
import type { EndpointOutput } from '@/lib/api-client';
import { reloadSession } from '@/lib/session-store';
import { inventoryItem } from '@/test/inventory-fixtures';

export const item = (overrides: Partial<InventoryItem> = {}): InventoryItem =>
  inventoryItem({ id: 7, serial_number: 'MK000000101', part_number: '68099135AC', ...overrides });

export function scanRow(overrides: Partial<ScanLogRow> = {}): ScanLogRow {
  return {
    id: 1,
    mode: 'add_to_inventory',
    code: 'MK000000101',
    result: 'success',
    message: 'MK000000101 successfully added to Inventory',
    item: item(),
    user: { id: 5, name: 'Ivy Manager', avatar: null, default_color: '#3f8fd2' },
    created_at: '2026-03-04T17:05:00.000Z',
    ...overrides,
  };
}

export const scanResponse = (overrides: Partial<ScanResponse> = {}): ScanResponse => ({
  scan: scanRow(),
  bin: null,
  recent_events: [],
  ...overrides,
});

export function cycleCount(overrides: Partial<CycleCountState> = {}): CycleCountState {
  return {
    id: 3,
    status: 'open',
    bin: { id: 1, code: 'BIN-A01', name: 'Shelf A', item_count: 2 },
    expected: 2,
    scanned: [],
    missing: [item({ serial_number: 'MK000000101' }), item({ id: 8, serial_number: 'MK000000102' })],
    extra: [],
    wrong_bin: [],
    created_at: '2026-03-04T17:05:00.000Z',
    applied_at: null,
    ...overrides,
  };
}

/** A search answer holding exactly these items, as the search by serial number finds them. */
export const inventoryPage = (items: InventoryItem[]): EndpointOutput<typeof listInventories> => ({
  inventories: items,
  total_count: items.length,
  total_pages: 1,
  current_page: 1,
  total_is_estimate: false,
});

export function signInWith(permissions: string[]) {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('permissions', JSON.stringify(permissions));
  reloadSession();
}

/** A keyboard-wedge reader: the code's keys at once, then Enter (the scan follows after the debounce). */
export function wedgeScan(code: string) {
  act(() => {
    for (const key of [...code, 'Enter'])
      window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

export function focusWindow() {
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
}

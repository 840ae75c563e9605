import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { CycleCountState, InventoryItem, ScanLogRow, ScanResponse } from '@/features/inventory/scanning/api';
import { reloadSession } from '@/lib/session-store';
import { inventoryItem } from '@/test/inventory-fixtures';
import { jsonResponse } from '@/test/render';

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

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

/** A fetch that answers by method and path; anything unanswered is a 404. */
export function mockFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return Promise.resolve(handler(url, init) ?? jsonResponse(404, { error: { code: 'not_found', message: 'Nope' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const callsTo = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === `/api${path}`)
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));

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

import type { InventoryItem } from '@makro/domain/inventory';

/** An inventory item as the API answers it, for web tests. */
export function inventoryItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id: 7,
    serial_number: 'MK000000007',
    part_number: '68224500AC',
    item_category: 'TIPM',
    module_type: 'A1',
    inventory_type: 'Core',
    status: 'added_to_inventory',
    status_name: 'Added to Inventory',
    original_serial_number: null,
    original_part_number: null,
    hardware_info: null,
    notes: null,
    location: null,
    assigned_to: null,
    date: '2026-03-04T17:05:00.000Z',
    updated_at: '2026-03-04T17:05:00.000Z',
    ...overrides,
  };
}

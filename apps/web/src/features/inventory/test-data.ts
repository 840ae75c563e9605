import type { InventoryEvent } from '@makro/domain/inventory';

export { inventoryItem } from '@/test/inventory-fixtures';

export function inventoryEvent(overrides: Partial<InventoryEvent> = {}): InventoryEvent {
  return {
    id: 1,
    event: 'created',
    description: 'Added to inventory',
    details: null,
    user: { id: 1, name: 'Ada Admin', avatar: null, default_color: '#3f8fd2' },
    created_at: '2026-03-04T17:05:00.000Z',
    ...overrides,
  };
}

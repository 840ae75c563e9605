import { lazy, type ComponentType } from 'react';

/** The scanning pages, by their APP_ROUTES path. */
export const INVENTORY_SCANNING_PAGES: Record<string, ComponentType> = {
  '/inventory-management': lazy(() =>
    import('@/features/inventory-scanning/manage-inventory-page').then((m) => ({ default: m.ManageInventoryPage })),
  ),
  '/mark-conversion': lazy(() =>
    import('@/features/inventory-scanning/mark-conversion-page').then((m) => ({ default: m.MarkConversionPage })),
  ),
  '/inventory-validate': lazy(() =>
    import('@/features/inventory-scanning/inventory-validate-page').then((m) => ({ default: m.InventoryValidatePage })),
  ),
};

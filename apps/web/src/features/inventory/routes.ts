import { lazy, type ComponentType } from 'react';

/** Inventory search and the QR tag scanner (which opens inventory items), by their APP_ROUTES path. */
export const INVENTORY_PAGES: Record<string, ComponentType> = {
  '/inventory-search': lazy(() =>
    import('@/features/inventory/inventory-search-page').then((m) => ({ default: m.InventorySearchPage })),
  ),
  '/qr-tag-scanner': lazy(() =>
    import('@/features/inventory/qr-tag-scanner-page').then((m) => ({ default: m.QrTagScannerPage })),
  ),
};

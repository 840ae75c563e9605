import { lazy, type ComponentType } from 'react';

/** The inventory area's pages (search, scanning, conversion, cycle counts, QR tags), by their APP_ROUTES path. */
export const INVENTORY_PAGES: Record<string, ComponentType> = {
  '/inventory-search': lazy(() =>
    import('@/features/inventory/inventory-search-page').then((m) => ({ default: m.InventorySearchPage })),
  ),
  '/qr-tag-scanner': lazy(() =>
    import('@/features/inventory/qr-tag-scanner-page').then((m) => ({ default: m.QrTagScannerPage })),
  ),
  '/inventory-management': lazy(() =>
    import('@/features/inventory/scanning/manage-inventory-page').then((m) => ({ default: m.ManageInventoryPage })),
  ),
  '/mark-conversion': lazy(() =>
    import('@/features/inventory/scanning/mark-conversion-page').then((m) => ({ default: m.MarkConversionPage })),
  ),
  '/inventory-validate': lazy(() =>
    import('@/features/inventory/scanning/inventory-validate-page').then((m) => ({
      default: m.InventoryValidatePage,
    })),
  ),
  '/qr-generator': lazy(() =>
    import('@/features/inventory/qr-tags/qr-generator-page').then((m) => ({ default: m.QrGeneratorPage })),
  ),
};

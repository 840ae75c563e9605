import { lazy, type ComponentType } from 'react';

/** The packing and shipping area's pages, by their APP_ROUTES path. */
export const PACKING_SHIPPING_PAGES: Record<string, ComponentType> = {
  '/packing-shipping': lazy(() =>
    import('@/features/packing-shipping/packing-shipping-page').then((m) => ({ default: m.PackingShippingPage })),
  ),
  '/packing-history': lazy(() =>
    import('@/features/packing-shipping/history-pages').then((m) => ({ default: m.PackingHistoryPage })),
  ),
  '/shipping-history': lazy(() =>
    import('@/features/packing-shipping/history-pages').then((m) => ({ default: m.ShippingHistoryPage })),
  ),
};

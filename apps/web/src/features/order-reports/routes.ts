import { lazy, type ComponentType } from 'react';

/** The area's pages, by their APP_ROUTES path. */
export const ORDER_REPORT_PAGES: Record<string, ComponentType> = {
  '/order-reports': lazy(() =>
    import('@/features/order-reports/order-reports-page').then((m) => ({ default: m.OrderReportsPage })),
  ),
};

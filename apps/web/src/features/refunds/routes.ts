import { lazy, type ComponentType } from 'react';

/** The refunds area's page, by its APP_ROUTES path. */
export const REFUND_PAGES: Record<string, ComponentType> = {
  '/refunds': lazy(() => import('@/features/refunds/refunds-page').then((m) => ({ default: m.RefundsPage }))),
};

import { lazy, type ComponentType } from 'react';

/** The receiving area's pages, by their APP_ROUTES path. */
export const RECEIVING_PAGES: Record<string, ComponentType> = {
  '/receiving': lazy(() => import('@/features/receiving/receiving-page').then((m) => ({ default: m.ReceivingPage }))),
  '/receiving-history': lazy(() =>
    import('@/features/receiving/receiving-history-page').then((m) => ({ default: m.ReceivingHistoryPage })),
  ),
};

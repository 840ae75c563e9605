import { lazy, type ComponentType } from 'react';

/** The staff RMA pages, by their APP_ROUTES path ('/rma-tickets/:ticketNumber' stays the tickets' page). */
export const RMA_PAGES: Record<string, ComponentType> = {
  '/rma-tickets': lazy(() => import('@/features/rma/rma-tickets-page').then((m) => ({ default: m.RmaTicketsPage }))),
  '/rma-submissions': lazy(() => import('@/features/rma/rma-report-page').then((m) => ({ default: m.RmaReportPage }))),
};

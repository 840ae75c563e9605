import { lazy, type ComponentType } from 'react';

/** The staff repair pages, by their APP_ROUTES path ('/repair-tickets/:ticketNumber' stays the tickets' page). */
export const REPAIR_PAGES: Record<string, ComponentType> = {
  '/repair-tickets': lazy(() =>
    import('@/features/repairs/repair-tickets-page').then((m) => ({ default: m.RepairTicketsPage })),
  ),
};

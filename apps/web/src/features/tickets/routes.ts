import { lazy, type ComponentType } from 'react';

const listPage = (name: 'RepairTicketsPage' | 'RentalTicketsPage' | 'OrderTicketsPage' | 'RmaTicketsPage') =>
  lazy(() => import('@/features/tickets/ticket-list-page').then((m) => ({ default: m[name] })));
const TicketPage = lazy(() => import('@/features/tickets/ticket-page').then((m) => ({ default: m.TicketPage })));

/** The tickets area's pages (the four lists, the ticket page under each, My Jobs), by their APP_ROUTES path. */
export const TICKET_PAGES: Record<string, ComponentType> = {
  '/repair-tickets': listPage('RepairTicketsPage'),
  '/rental-tickets': listPage('RentalTicketsPage'),
  '/order-tickets': listPage('OrderTicketsPage'),
  '/rma-tickets': listPage('RmaTicketsPage'),
  '/repair-tickets/:ticketNumber': TicketPage,
  '/rental-tickets/:ticketNumber': TicketPage,
  '/order-tickets/:ticketNumber': TicketPage,
  '/rma-tickets/:ticketNumber': TicketPage,
  '/my-jobs': lazy(() => import('@/features/tickets/my-jobs-page').then((m) => ({ default: m.MyJobsPage }))),
};

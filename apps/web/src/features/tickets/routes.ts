import { lazy, type ComponentType } from 'react';

const listPage = (name: 'RentalTicketsPage' | 'OrderTicketsPage') =>
  lazy(() => import('@/features/tickets/ticket-list-page').then((m) => ({ default: m[name] })));
const TicketPage = lazy(() => import('@/features/tickets/ticket-page').then((m) => ({ default: m.TicketPage })));

/**
 * The tickets area's pages (two lists, the ticket page under each of the four types, My Jobs), by their APP_ROUTES
 * path. The RMA list (/rma-tickets) is the RMA area's page (approved RMAs and the requests under review), the repair
 * list (/repair-tickets) the repair area's (with the repair wizard).
 */
export const TICKET_PAGES: Record<string, ComponentType> = {
  '/rental-tickets': listPage('RentalTicketsPage'),
  '/order-tickets': listPage('OrderTicketsPage'),
  '/repair-tickets/:ticketNumber': TicketPage,
  '/rental-tickets/:ticketNumber': TicketPage,
  '/order-tickets/:ticketNumber': TicketPage,
  '/rma-tickets/:ticketNumber': TicketPage,
  '/my-jobs': lazy(() => import('@/features/tickets/my-jobs-page').then((m) => ({ default: m.MyJobsPage }))),
};

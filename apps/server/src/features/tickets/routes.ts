import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/tickets';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import { searchRepairSubmissions } from '../repairs/service';
import * as tickets from './service';

export async function ticketsRoutes(app: FastifyInstance): Promise<void> {
  const detail = async (request: Parameters<typeof contextFor>[0], ticketNumber: string) => {
    const ctx = contextFor(request);
    const record = await tickets.ticketRecordOr404(ctx.db, ticketNumber);
    return tickets.ticketDetail(ctx.db, record, ctx.actor);
  };

  defineRoute(app, contracts.listTickets, ({ query }) => tickets.listTickets(app.db, query));
  defineRoute(app, contracts.showTicket, async ({ request, params }) => {
    const ticket = await detail(request, params.ticketNumber);
    return { ticket, timeline: await tickets.ticketTimeline(app.db, ticket.id) };
  });
  defineRoute(app, contracts.updateTicket, async ({ request, params, body }) => {
    await tickets.updateTicket(contextFor(request), params.ticketNumber, body.ticket);
    return { ticket: await detail(request, params.ticketNumber) };
  });
  defineRoute(app, contracts.addTicketNote, async ({ request, params, body }) => ({
    event: await tickets.addTicketNote(contextFor(request), params.ticketNumber, body.note.body),
  }));
  defineRoute(app, contracts.deleteTicket, async ({ request, params }) => {
    await tickets.deleteTicket(contextFor(request), params.ticketNumber);
    return { success: true as const };
  });
  defineRoute(app, contracts.listMyJobs, ({ request, query }) => tickets.listMyJobs(contextFor(request), query));
  defineRoute(app, contracts.technicianWorkload, () => tickets.technicianWorkload(app.db));
  defineRoute(app, contracts.listRentalSubmissions, ({ query }) => tickets.listRentalSubmissions(app.db, query));
  defineRoute(app, contracts.listRepairOrderSubmissions, ({ query }) => searchRepairSubmissions(app.db, query));
}

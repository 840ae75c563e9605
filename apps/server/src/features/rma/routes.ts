import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contracts from '@makro/domain/rma';
import { RMA_MESSAGES, listDashboardRmaSubmissions } from '@makro/domain/rma';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import { originIdsAssignedTo } from '../tickets/service';
import * as rma from './service';

/** Where the customer's status page is served: the public address when set, else this request's. */
const baseUrlOf = (request: FastifyRequest) =>
  request.server.config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

export async function rmaRoutes(app: FastifyInstance): Promise<void> {
  const shops = () => app.integrations.shops;
  const staff = (request: FastifyRequest) => ({ ...contextFor(request), shops: shops() });
  const submitDeps = (request: FastifyRequest) => ({
    db: app.db,
    shops: shops(),
    config: app.config,
    baseUrl: baseUrlOf(request),
  });

  defineRoute(app, listDashboardRmaSubmissions, async ({ query }) => ({
    submissions: await rma.listRmaSubmissions(
      app.db,
      { start: query.date_start, end: query.date_end },
      query.within30days,
    ),
  }));

  defineRoute(app, contracts.verifyRmaOrder, async ({ body }) => {
    const verified = await rma.verifyOrder(app.db, shops(), body, 'body');
    return {
      message: RMA_MESSAGES.verified(body.original_order_number),
      order_number: verified.orderNumber,
      site: verified.site,
      forced_type: verified.forcedType,
    };
  });
  defineRoute(app, contracts.lookupReplacementPart, async ({ query }) => ({
    product: await rma.replacementProduct(shops(), query.site, query.sku),
  }));
  defineRoute(app, contracts.submitRmaRequest, async ({ request, body }) => {
    const created = await rma.submitRma(submitDeps(request), body.rma_submission, 'FORM');
    app.outboxWorker.nudge();
    return { rma_submission: created, message: RMA_MESSAGES.submitted };
  });
  defineRoute(app, contracts.createStaffRmaRequest, async ({ request, body }) => {
    const created = await rma.submitRma(submitDeps(request), body.rma_submission, 'STAFF');
    app.outboxWorker.nudge();
    return { rma_submission: created, message: RMA_MESSAGES.submitted };
  });
  defineRoute(app, contracts.showRmaStatus, async ({ params }) => ({
    rma: await rma.statusPage(app.db, params.token),
  }));

  defineRoute(app, contracts.listRmaRequests, async ({ query }) => {
    const assigned = query.assigned_to ? await originIdsAssignedTo(app.db, 'rma_submission', query.assigned_to) : null;
    return rma.listRmaRequests(app.db, query, assigned);
  });
  defineRoute(app, contracts.rmaReport, ({ query }) => rma.rmaReport(app.db, query));
  defineRoute(app, contracts.exportRmaReport, async ({ query, reply }) => {
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="rma-submissions-${query.date_start}-${query.date_end}.csv"`)
      .send(rma.rmaCsv(app.db, query));
    return '';
  });
  defineRoute(app, contracts.showRmaRequest, async ({ request, params }) => ({
    rma_submission: await rma.rmaDetail(staff(request), params.id, { withShopOrder: true }),
  }));
  defineRoute(app, contracts.decideRmaRequest, async ({ request, params, body }) => {
    const { detail, message } = await rma.decideRma(staff(request), params.id, body);
    return { rma_submission: detail, message };
  });
  defineRoute(app, contracts.deleteRmaRequest, async ({ request, params }) => {
    await rma.deleteRma(staff(request), params.id);
    return { success: true as const };
  });
}

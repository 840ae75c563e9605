import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/grim';
import { businessToday } from '@makro/domain/shared';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import * as grim from './service';

export async function grimRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contracts.listRtgrimOrders, ({ query }) => grim.listRtgrimOrders(app.db, query));
  defineRoute(app, contracts.receiveNewRtgrimOrders, ({ request }) => grim.receiveNewOrders(contextFor(request)));
  defineRoute(app, contracts.exportRtgrimOrders, async ({ query, reply }) => {
    const name = contracts.grimCsvFileName(query.batch ? 'new' : 'all', businessToday());
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(grim.grimCsv(app.db, query.batch));
    return '';
  });
  defineRoute(app, contracts.updateRtgrimOrder, ({ request, params, body }) =>
    grim.updateRtgrimOrder(contextFor(request), app.integrations, params.id, body),
  );
}

import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/order-lookup';
import { defineRoute } from '../../platform/http/define-route';
import { lookupOrder, orderCounts } from './service';

export async function orderLookupRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contracts.lookupOrder, ({ query }) =>
    lookupOrder({ db: app.db, shops: app.integrations.shops, log: app.log }, query.order_number),
  );
  defineRoute(app, contracts.orderCounts, ({ query }) =>
    orderCounts(app.integrations.shops, query.site, query.start_date, query.end_date),
  );
}

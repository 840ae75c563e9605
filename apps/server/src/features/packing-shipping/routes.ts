import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/packing-shipping';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import * as packing from './service';

export async function packingShippingRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contracts.findPackingTicket, ({ query }) => packing.findPackingTicket(app.db, query.number));
  defineRoute(app, contracts.packModule, ({ request, body }) => packing.packModule(contextFor(request), body));
  defineRoute(app, contracts.shipTicket, ({ request, body }) =>
    packing.shipTicket(contextFor(request), app.integrations.shipping, body),
  );
  defineRoute(app, contracts.listPackingHistories, ({ query }) => packing.listPackingHistories(app.db, query));
  defineRoute(app, contracts.listShippingHistories, ({ query }) => packing.listShippingHistories(app.db, query));
}

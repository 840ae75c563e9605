import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/receiving';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import * as receiving from './service';

export async function receivingRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contracts.listReceivedHistories, ({ query }) => receiving.listReceivedHistories(app.db, query));
  defineRoute(app, contracts.deleteReceivedHistory, async ({ request, params }) => {
    await receiving.deleteReceivedHistory(contextFor(request), params.id);
    return { success: true as const };
  });
  defineRoute(app, contracts.recordUnmatchedReceipt, ({ request, body }) =>
    receiving.recordUnmatchedReceipt(contextFor(request), body),
  );
  defineRoute(app, contracts.matchReceivedHistory, ({ request, params, body }) =>
    receiving.matchReceivedHistory(contextFor(request), params.id, body),
  );
  defineRoute(app, contracts.searchReceivingTickets, ({ query }) => receiving.searchReceivingTickets(app.db, query));
  defineRoute(app, contracts.markAsReceived, ({ request, body }) =>
    receiving.markAsReceived(contextFor(request), body),
  );
  defineRoute(app, contracts.updateTracking, ({ request, body }) =>
    receiving.updateTracking(contextFor(request), body),
  );
}

import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/outbox';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import { listOutbox, retryOutboxEntry } from './service';

export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contracts.listOutbox, ({ query }) => listOutbox(app.db, query));
  defineRoute(app, contracts.retryOutboxEntry, async ({ request, params }) => ({
    entry: await retryOutboxEntry(contextFor(request), params.id),
  }));
}

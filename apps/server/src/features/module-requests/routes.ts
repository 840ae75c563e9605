import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/module-requests';
import { MODULE_REQUEST_MESSAGES } from '@makro/domain/module-requests';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import { recordModuleRequest } from './intake';
import { listModuleRequests } from './list';
import { deleteModuleRequest, replyToModuleRequest } from './reply';

export async function moduleRequestsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contracts.listModuleRequests, ({ query }) => listModuleRequests(app.db, query));
  defineRoute(app, contracts.replyModuleRequest, ({ request, params, body }) =>
    replyToModuleRequest(contextFor(request), params.id, body.module_requests.email_reply),
  );
  defineRoute(app, contracts.deleteModuleRequest, async ({ request, params }) => {
    await deleteModuleRequest(contextFor(request), params.id);
    return { success: true as const };
  });
  defineRoute(app, contracts.createPublicModuleRequest, async ({ body }) => {
    await recordModuleRequest(app.db, body.module_requests);
    return { message: MODULE_REQUEST_MESSAGES.received };
  });
}

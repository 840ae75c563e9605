import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/global-search';
import { defineRoute } from '../../platform/http/define-route';
import { globalSearch } from './service';

export async function globalSearchRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contracts.globalSearch, ({ actor, query }) => globalSearch(app.db, actor, query.q));
}

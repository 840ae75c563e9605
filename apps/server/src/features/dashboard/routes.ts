import type { FastifyInstance } from 'fastify';
import { orderDistribution as orderDistributionEndpoint } from '@makro/domain/dashboard';
import { defineRoute } from '../../platform/http/define-route';
import { orderDistribution } from './service';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, orderDistributionEndpoint, ({ query }) => orderDistribution(app.db, query));
}

import type { FastifyInstance } from 'fastify';
import { statistics as statisticsEndpoint } from '@makro/domain/statistics';
import { defineRoute } from '../../platform/http/define-route';
import { statistics } from './service';

export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, statisticsEndpoint, ({ query }) =>
    statistics(app.db, { start: query.date_start, end: query.date_end }),
  );
}

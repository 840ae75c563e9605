import type { FastifyInstance } from 'fastify';
import { listDashboardRmaSubmissions } from '@makro/domain/rma';
import { defineRoute } from '../../platform/http/define-route';
import { listRmaSubmissions } from './service';

export async function rmaRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, listDashboardRmaSubmissions, async ({ query }) => ({
    submissions: await listRmaSubmissions(app.db, { start: query.date_start, end: query.date_end }, query.within30days),
  }));
}

import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/order-reports';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import { createOrderReportExport, getOrderReportExport, openOrderReportFile } from './exports';

/**
 * Order reports: Export starts a build on the server (an outbox job), the page polls its progress, and the
 * finished CSV is downloaded. Anyone who may generate reports may follow and download any export: they could
 * make the same one themselves.
 */
export async function orderReportsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contracts.createOrderReportExport, ({ request, body }) =>
    createOrderReportExport(contextFor(request), body),
  );
  defineRoute(app, contracts.getOrderReportExport, ({ params }) => getOrderReportExport(app.db, params.id));
  defineRoute(app, contracts.downloadOrderReportExport, async ({ params, reply }) => {
    const file = await openOrderReportFile(app.db, app.storage, params.id);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store');
    if (file.size !== undefined) void reply.header('content-length', String(file.size));
    void reply.send(file.body);
    return '';
  });
}

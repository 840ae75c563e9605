import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/sitewide-sale';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import { saleCategories } from './catalog';
import { cancelSale, createSale, endSale, findSale, listSales, previewSale } from './sales';

/**
 * Sitewide sale: a percentage off a shop or one of its categories for a period. The routes record what is to
 * change; the sale job (app.ts, job.ts) changes the prices in the shop and restores them.
 */
export async function sitewideSaleRoutes(app: FastifyInstance): Promise<void> {
  const shops = () => app.integrations.shops;
  defineRoute(app, contracts.listSitewideSales, ({ query }) => listSales(app.db, query));
  defineRoute(app, contracts.previewSitewideSale, ({ query }) => previewSale(shops(), query));
  defineRoute(app, contracts.listSaleCategories, async ({ params }) => ({
    categories: await saleCategories(shops(), params.shop),
  }));
  defineRoute(app, contracts.createSitewideSale, ({ request, body }) => createSale(contextFor(request), shops(), body));
  defineRoute(app, contracts.getSitewideSale, async ({ params }) => ({
    sitewide_sale: await findSale(app.db, params.id),
  }));
  defineRoute(app, contracts.endSitewideSale, ({ params }) => endSale(app.db, params.id));
  defineRoute(app, contracts.cancelSitewideSale, ({ params }) => cancelSale(app.db, params.id));
}

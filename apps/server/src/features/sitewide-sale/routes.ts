import type { FastifyInstance } from 'fastify';

export async function sitewideSaleRoutes(app: FastifyInstance): Promise<void> {
  void app;
}

import type { FastifyInstance } from 'fastify';

export async function partnerApplicationsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}

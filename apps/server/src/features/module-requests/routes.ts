import type { FastifyInstance } from 'fastify';

export async function moduleRequestsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}

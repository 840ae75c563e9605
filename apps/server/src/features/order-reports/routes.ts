import type { FastifyInstance } from 'fastify';

export async function orderReportsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}

import type { FastifyInstance } from 'fastify';

export async function vehicleModelInfoRoutes(app: FastifyInstance): Promise<void> {
  void app;
}

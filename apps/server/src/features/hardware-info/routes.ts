import type { FastifyInstance } from 'fastify';

export async function hardwareInfoRoutes(app: FastifyInstance): Promise<void> {
  void app;
}

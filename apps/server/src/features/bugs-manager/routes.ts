import type { FastifyInstance } from 'fastify';

export async function bugsManagerRoutes(app: FastifyInstance): Promise<void> {
  void app;
}

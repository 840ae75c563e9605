import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '@makro/domain/shared';
import { health } from '@makro/domain/system';
import { defineRoute } from '../../platform/http/define-route';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const database = app.databaseKind;
  defineRoute(app, health, async () => ({ status: 'ok' as const, version: APP_VERSION, database }));
}

import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '@makro/domain/shared';
import * as contracts from '@makro/domain/system';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import { backupRoute } from './backup-route';
import { listSideEffects, retrySideEffect } from './side-effects';
import { systemStatus } from './status';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const database = app.databaseKind;
  defineRoute(app, contracts.health, async () => ({ status: 'ok' as const, version: APP_VERSION, database }));
  defineRoute(app, contracts.systemStatus, () => systemStatus(app.database, app.config));
  defineRoute(app, contracts.listSideEffects, ({ query }) => listSideEffects(app.db, query));
  defineRoute(app, contracts.retrySideEffect, async ({ request, params }) => ({
    entry: await retrySideEffect(contextFor(request), params.id),
  }));
  backupRoute(app);
}

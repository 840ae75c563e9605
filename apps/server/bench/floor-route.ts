import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { InventoryItem, showInventory } from '@makro/domain/inventory';
import { IdParams, defineEndpoint } from '@makro/domain/shared';
import { itemOr404 } from '../src/features/inventory/service';
import { defineRoute } from '../src/platform/http/define-route';

/**
 * The search's floor as the issue defines it: an authenticated endpoint (the same session check every route makes)
 * that runs one indexed SELECT through the same pool, the item by its key. Only the bench server has it: the
 * product's item page also reads the timeline, a second statement that would make the floor slower than it is.
 */
export const benchFloor = defineEndpoint({
  method: 'GET',
  path: '/v1/bench/floor/:id',
  summary: 'Bench only: one item by key',
  tag: 'Bench',
  access: showInventory.access,
  params: IdParams,
  response: z.object({ inventory: InventoryItem }),
});

export const registerBenchFloor = (app: FastifyInstance) =>
  defineRoute(app, benchFloor, async ({ params }) => ({ inventory: await itemOr404(app.db, params.id) }));

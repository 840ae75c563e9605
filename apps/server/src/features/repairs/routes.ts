import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/repairs';
import { REPAIR_MESSAGES } from '@makro/domain/repairs';
import { defineRoute } from '../../platform/http/define-route';
import { createRepairCatalog } from './catalog';
import { createRepairOrder } from './create';

export async function repairRoutes(app: FastifyInstance): Promise<void> {
  const catalog = createRepairCatalog(app.integrations.shops);
  const deps = () => ({ db: app.db, shops: app.integrations.shops, catalog, config: app.config });

  defineRoute(app, contracts.listVehicleMakes, ({ query }) => catalog.makes(query.repair_type));
  defineRoute(app, contracts.listVehicleModels, async ({ params, query }) => {
    const makes = await catalog.makes(query.repair_type).catch(() => null);
    const name = makes?.makes.find((make) => make.id === params.make_id)?.name ?? null;
    return { models: await catalog.models(query.repair_type, { id: params.make_id, name }) };
  });
  defineRoute(app, contracts.listRepairStates, async () => ({ states: await catalog.states() }));
  defineRoute(app, contracts.calculateRepairTax, ({ body }) =>
    catalog.tax(body.repair_type, body.subtotal, body.state),
  );

  defineRoute(app, contracts.createRepairOrder, async ({ body, actor }) => ({
    repair_order: await createRepairOrder(deps(), body.repair_order_submission, actor.user.id),
    message: REPAIR_MESSAGES.created,
  }));
  defineRoute(app, contracts.createPublicRepairOrder, async ({ body }) => ({
    repair_order: await createRepairOrder(deps(), body.repair_order_submission, null),
    message: REPAIR_MESSAGES.created,
  }));
}

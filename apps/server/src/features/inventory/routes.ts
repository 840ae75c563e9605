import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/inventory';
import {
  EXPORT_FIELDS,
  INVENTORY_STATUSES,
  INVENTORY_TYPES,
  ITEM_CATEGORIES,
  MODULE_TYPES,
} from '@makro/domain/inventory';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import * as inventory from './service';

export async function inventoryRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contracts.listInventories, ({ query }) => inventory.searchInventory(app.db, query));
  defineRoute(app, contracts.exportParameters, async () => ({
    inventory: {
      category: [...ITEM_CATEGORIES],
      modules: [...MODULE_TYPES],
      inventory_type: [...INVENTORY_TYPES],
      status: [...INVENTORY_STATUSES],
    },
    fields: [...EXPORT_FIELDS],
  }));
  defineRoute(app, contracts.exportInventory, async ({ query, reply }) => {
    const filters = {
      categories: query['category[]'],
      moduleTypes: query['module_type[]'],
      inventoryTypes: query['inventory_type[]'],
      statuses: query['status[]'],
      fields: query['fields[]'],
    };
    const total = await inventory.exportRowCount(app.db, filters);
    const csv = await inventory.exportCsv(app.database, filters);
    const day = new Date().toISOString().slice(0, 10);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="inventory-${day}.csv"`)
      .header('x-total-count', String(total))
      .header('access-control-expose-headers', 'X-Total-Count')
      .send(csv);
    return '';
  });
  defineRoute(app, contracts.showInventory, async ({ params }) => ({
    inventory: await inventory.itemOr404(app.db, params.id),
    timeline: await inventory.timeline(app.db, params.id),
  }));
  defineRoute(app, contracts.deleteInventory, async ({ request, params }) => {
    await inventory.deleteItem(contextFor(request), params.id);
    return { success: true as const };
  });
  defineRoute(app, contracts.lookupCatalog, async ({ body }) => ({
    inventory: await inventory.catalogTagOr404(app.db, body.inventory.serial_number),
  }));
  defineRoute(app, contracts.createInventory, async ({ request, body }) => ({
    inventory: await inventory.createItem(contextFor(request), body.inventory),
  }));
  defineRoute(app, contracts.updateModuleType, ({ request, body }) =>
    inventory.updateModuleType(contextFor(request), body.part_number, body.module_type),
  );
  defineRoute(app, contracts.shopUpdateStatus, async ({ params }) => ({
    shop_update: await inventory.shopUpdateStatus(app.db, params.id),
  }));
  defineRoute(app, contracts.updateInventory, async ({ request, params, body }) => ({
    inventory: await inventory.updateItem(contextFor(request), params.id, body.inventory),
  }));

  defineRoute(app, contracts.scan, ({ request, body }) => inventory.scan(contextFor(request), body));
  defineRoute(app, contracts.listScans, async ({ request, query }) => ({
    scans: await inventory.listScans(contextFor(request), query.mode, query.since, query.limit),
  }));

  defineRoute(app, contracts.listBins, async () => ({ locations: await inventory.listBins(app.db) }));
  defineRoute(app, contracts.createBin, async ({ request, body }) => ({
    location: await inventory.createBin(contextFor(request), body.location),
  }));
  defineRoute(app, contracts.showBin, ({ params }) => inventory.showBin(app.db, params.code));

  defineRoute(app, contracts.createTags, async ({ request, body }) => ({
    tags: await inventory.createTags(contextFor(request), body.part_number, body.quantity, {
      confirmNewPart: body.confirm_new_part,
    }),
  }));
  defineRoute(app, contracts.importTags, ({ request, body }) => inventory.importTags(contextFor(request), body.csv));

  defineRoute(app, contracts.startCycleCount, async ({ request, body }) => ({
    cycle_count: await inventory.startCycleCount(contextFor(request), body.bin_code),
  }));
  defineRoute(app, contracts.cycleCountScan, ({ request, params, body }) =>
    inventory.cycleCountScan(contextFor(request), params.id, body.code),
  );
  defineRoute(app, contracts.showCycleCount, async ({ params }) => ({
    cycle_count: await inventory.cycleCountState(app.db, params.id),
  }));
  defineRoute(app, contracts.applyCycleCount, ({ request, params }) =>
    inventory.applyCycleCount(contextFor(request), params.id),
  );
}

import { and, eq, sql } from 'drizzle-orm';
import { MODULE_TYPES, categoryForModuleType } from '@makro/domain/inventory';
import type { Shop } from '@makro/domain/shops';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { enqueue } from '../../platform/jobs/outbox';
import { outbox } from '../../platform/jobs/tables';
import { PermanentFailure, type OutboxHandler } from '../../platform/jobs/worker';
import { badRequest, notFound } from '../../platform/http/errors';
import { IntegrationError } from '../../integrations/http-client';
import type { StorefrontPort } from '../../integrations/woocommerce/port';
import { inventories, inventoryEvents, partModuleTypes } from './tables';

export const SHOP_TAG_KIND = 'shop_update_tags';

interface ShopTagUpdate {
  shop: Shop;
  search: string;
  new_tag: string;
}

const shopUpdateRow = (entry: typeof outbox.$inferSelect) => ({
  id: entry.id,
  status: entry.status,
  attempts: entry.attempts,
  last_error: entry.last_error,
});

/**
 * Saves the part's module type and every item of that part, then queues the shop tag change in the same
 * transaction: the local change is never lost, and the worker retries the shop until it answers.
 */
export async function updateModuleType(ctx: ServiceContext, partNumber: string, moduleType: string) {
  if (!(MODULE_TYPES as readonly string[]).includes(moduleType)) {
    throw badRequest(`module_type: "${moduleType}" is not a module type`, [
      { field: 'body.module_type', message: 'is not a module type' },
    ]);
  }
  const category = categoryForModuleType(moduleType);
  const shop: Shop = category === 'ECM' ? 'ecm' : 'tipm';
  const result = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(partModuleTypes)
      .values({ part_number: partNumber, module_type: moduleType })
      .onConflictDoUpdate({
        target: partModuleTypes.part_number,
        set: { module_type: moduleType, updated_at: sql`now()` },
      });
    const changed = await tx
      .update(inventories)
      .set({ module_type: moduleType, item_category: category ?? null })
      .where(
        and(eq(inventories.part_number, partNumber), sql`${inventories.module_type} is distinct from ${moduleType}`),
      )
      .returning({ id: inventories.id, serial_number: inventories.serial_number });
    if (changed.length > 0) {
      await tx.insert(inventoryEvents).values(
        changed.map((item) => ({
          inventory_id: item.id,
          serial_number: item.serial_number,
          event: 'module_type',
          description: `Module type of ${partNumber} set to ${moduleType}`,
          details: { module_type: moduleType },
          user_id: ctx.actor.user.id,
        })),
      );
    }
    const key = `shop-tag:${partNumber}:${moduleType}:${Date.now()}`;
    await enqueue<ShopTagUpdate>(tx, {
      kind: SHOP_TAG_KIND,
      idempotencyKey: key,
      description: `Web shop tag of ${partNumber} to TYPE-${moduleType}`,
      payload: { shop, search: partNumber, new_tag: `TYPE-${moduleType}` },
    });
    const [entry] = await tx.select().from(outbox).where(eq(outbox.idempotency_key, key));
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'module_type',
      entity: 'part',
      entityId: partNumber,
      after: { module_type: moduleType },
    });
    return { items_updated: changed.length, shop_update: shopUpdateRow(entry!) };
  });
  ctx.nudgeOutbox();
  return { part_number: partNumber, module_type: moduleType, ...result };
}

export async function shopUpdateStatus(db: DbOrTx, id: number) {
  const [entry] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.kind, SHOP_TAG_KIND)));
  if (!entry) throw notFound(`Shop update ${id} does not exist.`);
  return shopUpdateRow(entry);
}

/** The worker's side: the shop's update-tags route; a refused secret will not improve with retries. */
export function shopTagHandler(shops: StorefrontPort): OutboxHandler {
  return async (payload) => {
    const update = payload as ShopTagUpdate;
    try {
      const { updated } = await shops.updateTags(update.shop, { search: update.search, newTag: update.new_tag });
      return { result: { updated } };
    } catch (error) {
      if (error instanceof IntegrationError && (error.status === 401 || error.status === 403)) {
        throw new PermanentFailure(error.message);
      }
      throw error;
    }
  };
}

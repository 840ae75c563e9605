import { asc, count, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { conflict, notFound } from '../../platform/http/errors';
import { inventories, locations } from './tables';
import type { InventoryItem } from '@makro/domain/inventory';
import { itemsInBin } from './items';

const binWithCount = (db: DbOrTx) =>
  db
    .select({ id: locations.id, code: locations.code, name: locations.name, item_count: count(inventories.id) })
    .from(locations)
    .leftJoin(inventories, eq(inventories.location_id, locations.id))
    .groupBy(locations.id);

export const listBins = (db: DbOrTx) => binWithCount(db).orderBy(asc(locations.code));

export type Bin = Awaited<ReturnType<typeof listBins>>[number];
export type BinWithItems = Bin & { items: InventoryItem[] };

/** A bin by code (or id) with its item count, and its items when asked; undefined when there is no such bin. */
export async function findBin(
  db: DbOrTx,
  key: { code: string } | { id: number },
  withItems = false,
): Promise<BinWithItems | undefined> {
  const where = 'code' in key ? eq(locations.code, key.code.toUpperCase()) : eq(locations.id, key.id);
  const [bin] = await binWithCount(db).where(where);
  if (!bin) return undefined;
  return { ...bin, items: withItems ? await itemsInBin(db, bin.id) : [] };
}

export async function binOr404(db: DbOrTx, code: string): Promise<Bin> {
  const bin = await findBin(db, { code });
  if (!bin) throw notFound(`There is no bin ${code}.`);
  const { items: _items, ...counted } = bin;
  return counted;
}

export async function showBin(db: DbOrTx, code: string) {
  const bin = await binOr404(db, code);
  return { location: bin, items: await itemsInBin(db, bin.id) };
}

export async function createBin(ctx: ServiceContext, input: { code: string; name: string }) {
  const [taken] = await ctx.db.select().from(locations).where(eq(locations.code, input.code));
  if (taken)
    throw conflict(`The bin ${input.code} already exists.`, [
      { field: 'body.location.code', message: 'already exists' },
    ]);
  const bin = await ctx.db.transaction(async (tx) => {
    const [created] = await tx.insert(locations).values(input).returning();
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'create',
      entity: 'location',
      entityId: created!.id,
      after: input,
    });
    return created!;
  });
  return { id: bin.id, code: bin.code, name: bin.name, item_count: 0 };
}

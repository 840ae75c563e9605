import { eq } from 'drizzle-orm';
import type { InventoryItem } from '@makro/domain/inventory';
import type { DbOrTx } from '../../platform/db/client';
import { listBins } from './bins';
import { itemsInBin } from './items';
import { locations } from './tables';

export interface BinWithItems {
  id: number;
  code: string;
  name: string;
  item_count: number;
  items: InventoryItem[];
}

/** A bin by code with its item count, and its items when asked; undefined when there is no such bin. */
export async function binWithItems(db: DbOrTx, code: string, withItems: boolean): Promise<BinWithItems | undefined> {
  const [bin] = await listBins(db).where(eq(locations.code, code.toUpperCase()));
  if (!bin) return undefined;
  return { ...bin, items: withItems ? await itemsInBin(db, bin.id) : [] };
}

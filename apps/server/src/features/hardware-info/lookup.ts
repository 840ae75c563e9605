import { tipmTypeOf } from '@makro/domain/dashboard';
import { categoryForModuleType } from '@makro/domain/inventory';
import { pageInfo } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import { partHardware, partNumbersStartingWith, partStockCounts, partTypeOf } from '../inventory/service';
import { shopPartFacts } from '../shops/service';

const SUGGESTIONS = 10;

/**
 * Hardware Info for one part number: its module type (Update Module Type, else the shops', else the one its items
 * carry most), category, the TIPM
 * type of the shops' part-number look-up, its items by status, and a page of the hardware information its items
 * and tags carry. When Makro holds nothing of it, part numbers that start like it.
 */
export async function hardwareInfo(db: DbOrTx, query: { part_number: string; page: number; per_page: number }) {
  const part = query.part_number;
  const counts = await partStockCounts(db, part);
  const moduleType = (await partTypeOf(db, part)) ?? counts.itemModuleType;
  const facts = await shopPartFacts(db, part);
  const hardware = await partHardware(db, part, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const items = counts.statusCounts.reduce((sum, entry) => sum + entry.count, 0);
  const shipped = counts.statusCounts.find((entry) => entry.status === 'shipped')?.count ?? 0;
  const known = items > 0 || counts.tags > 0;
  return {
    part: {
      part_number: part,
      module_type: moduleType,
      item_category: categoryForModuleType(moduleType) ?? null,
      tipm_type: tipmTypeOf(facts.lookupType) ?? null,
      status_counts: counts.statusCounts,
      items,
      in_stock: items - shipped,
      tags: counts.tags,
    },
    hardware: hardware.rows,
    ...pageInfo(hardware.total, query),
    suggestions: known
      ? []
      : (await partNumbersStartingWith(db, part.slice(0, 6), SUGGESTIONS + 1))
          .filter((candidate) => candidate !== part)
          .slice(0, SUGGESTIONS),
  };
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { preparedPerShape } from '../../platform/db/prepared';
import { itemRowSelection } from './item-row';
import { inventories, inventoryPartCounts, locations } from './tables';

export interface CountedPageQuery {
  status?: string;
  category?: string;
  limit: number;
  offset: number;
}

type Shape = { status: boolean; category: boolean };

const statementName = (shape: Shape) =>
  `inventory_counted_page${shape.status ? '_status' : ''}${shape.category ? '_category' : ''}`;

/**
 * A newest-first page of the items with this status and category (or all), each row carrying the number of all
 * such items from the kept counts. Filters by equality only, so it is prepared (one statement per combination of
 * filters): no query building, parsing or planning per search.
 */
function buildCountedPage(db: DbOrTx, shape: Shape, name: string) {
  const filters = and(
    shape.status ? eq(inventories.status, sql.placeholder('status')) : undefined,
    shape.category ? eq(inventories.item_category, sql.placeholder('category')) : undefined,
  );
  const counted = and(
    shape.status ? eq(inventoryPartCounts.status, sql.placeholder('status')) : undefined,
    shape.category ? eq(inventoryPartCounts.item_category, sql.placeholder('category')) : undefined,
  );
  const total = sql<number>`(select coalesce(sum(${inventoryPartCounts.items}), 0)::int from ${inventoryPartCounts}
    ${counted ? sql`where ${counted}` : sql``})`;
  return db
    .select({ ...itemRowSelection, total })
    .from(inventories)
    .leftJoin(locations, eq(locations.id, inventories.location_id))
    .where(filters)
    .orderBy(desc(inventories.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

const statementFor = preparedPerShape(statementName, buildCountedPage);

export function countedPage(db: DbOrTx, { status, category, limit, offset }: CountedPageQuery) {
  return statementFor({ status: Boolean(status), category: Boolean(category) })(db).execute({
    status,
    category,
    limit,
    offset,
  });
}

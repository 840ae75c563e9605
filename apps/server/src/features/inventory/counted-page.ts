import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { preparedPerHandle } from '../../platform/db/prepared';
import { newestOfParts } from './keyword';
import { inventories, inventoryPartCounts, locations } from './tables';

export interface CountedPageQuery {
  parts?: string[];
  status?: string;
  category?: string;
  limit: number;
  offset: number;
}

type Shape = { parts: boolean; status: boolean; category: boolean };

const statementName = (shape: Shape) =>
  `inventory_counted_page${shape.parts ? '_parts' : ''}${shape.status ? '_status' : ''}${shape.category ? '_category' : ''}`;

/**
 * A newest-first page of the items of these part numbers (or all) with this status and category, each row
 * carrying the number of all such items from the kept counts. Filters by equality only, so it is prepared (one
 * statement per combination of filters): no query building, parsing or planning per search.
 */
function buildCountedPage(db: DbOrTx, shape: Shape) {
  const partsList = sql`${sql.placeholder('parts')}::text[]`;
  const filters = and(
    shape.status ? eq(inventories.status, sql.placeholder('status')) : undefined,
    shape.category ? eq(inventories.item_category, sql.placeholder('category')) : undefined,
  );
  const counted = and(
    shape.parts ? sql`${inventoryPartCounts.part_number} = any(${partsList})` : undefined,
    shape.status ? eq(inventoryPartCounts.status, sql.placeholder('status')) : undefined,
    shape.category ? eq(inventoryPartCounts.item_category, sql.placeholder('category')) : undefined,
  );
  const total = sql<number>`(select coalesce(sum(${inventoryPartCounts.items}), 0)::int from ${inventoryPartCounts}
    ${counted ? sql`where ${counted}` : sql``})`;
  const page = { depth: sql.placeholder('depth'), limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  return db
    .select({ item: inventories, location: locations, total })
    .from(inventories)
    .leftJoin(locations, eq(locations.id, inventories.location_id))
    .where(shape.parts ? newestOfParts(partsList, filters, page) : filters)
    .orderBy(desc(inventories.id))
    .limit(shape.parts ? page.limit : sql.placeholder('limit'))
    .offset(shape.parts ? 0 : sql.placeholder('offset'))
    .prepare(statementName(shape));
}

const statements = new Map<string, (db: DbOrTx) => ReturnType<typeof buildCountedPage>>();

function statementFor(shape: Shape) {
  const name = statementName(shape);
  if (!statements.has(name))
    statements.set(
      name,
      preparedPerHandle((db) => buildCountedPage(db, shape)),
    );
  return statements.get(name)!;
}

export function countedPage(db: DbOrTx, query: CountedPageQuery) {
  const shape = { parts: Boolean(query.parts), status: Boolean(query.status), category: Boolean(query.category) };
  return statementFor(shape)(db).execute({
    parts: query.parts,
    status: query.status,
    category: query.category,
    depth: query.limit + query.offset,
    limit: query.limit,
    offset: query.offset,
  });
}

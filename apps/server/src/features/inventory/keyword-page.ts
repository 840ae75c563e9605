import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { preparedPerShape } from '../../platform/db/prepared';
import {
  MAX_LISTED_PARTS,
  MIN_FRAGMENT,
  matchFromReach,
  newestIdsOfParts,
  reachParameters,
  reachSelection,
  serialsBeginningWith,
  type KeywordMatch,
} from './keyword';
import { itemRowSelection } from './item-row';
import { inventories, inventoryPartCounts, locations } from './tables';

/** The filters a keyword page takes besides the keyword: equalities only, so its statement is prepared. */
export interface KeywordPageQuery {
  status?: string;
  category?: string;
  limit: number;
  offset: number;
}

type Shape = { status: boolean; category: boolean };

// Each CTE below yields one row and is read once, so PostgreSQL would inline it into its reader and repeat its
// subqueries wherever one of its columns is used (nine serial probes for two): `LIMIT 1` keeps each a subquery
// evaluated once.

/** What the keyword reaches (`reachSelection`), with the serials' byte range when it is printable ASCII. */
const reachOf = (db: DbOrTx) =>
  db.$with('reach').as(
    db
      .select({
        ...reachSelection(),
        serialFrom: sql<string | null>`${sql.placeholder('serialFrom')}::text`.as('serial_from'),
        serialTo: sql<string | null>`${sql.placeholder('serialTo')}::text`.as('serial_to'),
      })
      .from(sql`(select 1) as one`)
      .limit(1),
  );

/**
 * Which page the statement serves: `matchFromReach`'s choice, written in SQL. 'parts' for a fragment (3+
 * characters) that begins no serial and is in 1–500 part numbers; 'serials' for one that begins at most 100
 * serials and no part number, unless filtered (the built query serves a filtered one); otherwise none.
 */
function routeOf(db: DbOrTx, reach: ReturnType<typeof reachOf>, filtered: boolean) {
  const partsPath = sql`${sql.placeholder('fragment')}::boolean and not ${reach.beginsASerial}
    and cardinality(${reach.parts}) between 1 and ${sql.raw(String(MAX_LISTED_PARTS))}`;
  const serialsPath = filtered
    ? sql`false`
    : sql`${reach.beginsASerial} and not ${reach.beginsManySerials} and cardinality(${reach.parts}) = 0
      and ${reach.serialFrom} is not null`;
  return db.$with('route').as(
    db
      .select({
        parts: reach.parts,
        beginsASerial: reach.beginsASerial,
        beginsManySerials: reach.beginsManySerials,
        serialFrom: reach.serialFrom,
        serialTo: reach.serialTo,
        path: sql<'parts' | 'serials' | null>`case when ${partsPath} then 'parts'
          when ${serialsPath} then 'serials' end`.as('path'),
      })
      .from(reach)
      .limit(1),
  );
}

/**
 * The page's ids, newest first, and the number of all matches. Part numbers: each part read only as deep as the
 * page goes (`newestIdsOfParts`), counted from the kept counts, one part at a time by their key. Serials: the
 * range's ids from the serial index, sorted and cut after (`OFFSET 0` keeps the range scan apart: planned with the
 * order and limit, the generic plan walked the primary key newest first, 170 ms at 1M items), and counted.
 */
function pageOf(db: DbOrTx, route: ReturnType<typeof routeOf>, shape: Shape) {
  const filters = and(
    shape.status ? eq(inventories.status, sql.placeholder('status')) : undefined,
    shape.category ? eq(inventories.item_category, sql.placeholder('category')) : undefined,
  );
  const counted = and(
    sql`${inventoryPartCounts.part_number} = part.number`,
    shape.status ? eq(inventoryPartCounts.status, sql.placeholder('status')) : undefined,
    shape.category ? eq(inventoryPartCounts.item_category, sql.placeholder('category')) : undefined,
  );
  const cut = { depth: sql.placeholder('depth'), limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  const inRange = sql`${inventories.serial_number} ~>=~ ${route.serialFrom}
    and ${inventories.serial_number} ~<~ ${route.serialTo}`;
  return db.$with('page').as(
    db
      .select({
        parts: route.parts,
        beginsASerial: route.beginsASerial,
        beginsManySerials: route.beginsManySerials,
        path: route.path,
        ids: sql<number[]>`case ${route.path}
          when 'parts' then array(${newestIdsOfParts(sql`${route.parts}`, filters, cut)})
          when 'serials' then array(select in_range.id
            from (select ${inventories.id} from ${inventories} where ${inRange} offset 0) as in_range
            order by in_range.id desc limit ${cut.limit} offset ${cut.offset}) end`.as('ids'),
        total: sql<number | null>`case ${route.path}
          when 'parts' then (select coalesce(sum(counted.items), 0)::int from unnest(${route.parts}) as part(number)
            cross join lateral (select sum(${inventoryPartCounts.items}) as items from ${inventoryPartCounts}
              where ${counted}) as counted)
          when 'serials' then (select count(*)::int from ${inventories} where ${inRange}) end`.as('total'),
      })
      .from(route)
      .limit(1),
  );
}

/**
 * A keyword search in one prepared statement: the reach, the route, then the page's items newest first by key,
 * each row carrying the reach, the route and the count; one row without an item when the page is empty or the
 * route is none, so the reach always comes back.
 */
function buildKeywordPage(db: DbOrTx, shape: Shape, name: string) {
  const reach = reachOf(db);
  const route = routeOf(db, reach, shape.status || shape.category);
  const page = pageOf(db, route, shape);
  return db
    .with(reach, route, page)
    .select({
      ...itemRowSelection,
      path: page.path,
      parts: page.parts,
      beginsASerial: page.beginsASerial,
      beginsManySerials: page.beginsManySerials,
      total: page.total,
    })
    .from(page)
    .leftJoin(inventories, sql`${inventories.id} = any(${page.ids})`)
    .leftJoin(locations, eq(locations.id, inventories.location_id))
    .orderBy(desc(inventories.id))
    .prepare(name);
}

const statementFor = preparedPerShape(
  (shape: Shape) => `inventory_keyword_page${shape.status ? '_status' : ''}${shape.category ? '_category' : ''}`,
  buildKeywordPage,
);

type KeywordPageRow = Awaited<ReturnType<ReturnType<typeof buildKeywordPage>['execute']>>[number];

export interface KeywordPage {
  /** How the keyword matches: for the built query when the statement had no page for it. */
  match: KeywordMatch;
  /** The page and the number of all matches, when the statement's page is the one the match asks for. */
  page?: { rows: { item: NonNullable<KeywordPageRow['item']>; location: KeywordPageRow['location'] }[]; count: number };
}

/** A keyword search's page and count in one round trip where the keyword reaches few part numbers or serials. */
export async function keywordPage(db: DbOrTx, keyword: string, query: KeywordPageQuery): Promise<KeywordPage> {
  const serials = serialsBeginningWith(keyword.toUpperCase());
  const rows = await statementFor({ status: Boolean(query.status), category: Boolean(query.category) })(db).execute({
    ...reachParameters(keyword),
    fragment: keyword.length >= MIN_FRAGMENT,
    serialFrom: serials?.from ?? null,
    serialTo: serials?.to ?? null,
    status: query.status,
    category: query.category,
    depth: query.limit + query.offset,
    limit: query.limit,
    offset: query.offset,
  });
  const [first] = rows;
  if (!first) throw new Error('the keyword page statement returned no row');
  const match = matchFromReach(keyword, first);
  const filtered = Boolean(query.status || query.category);
  const agrees =
    (first.path === 'parts' && match.parts !== undefined) ||
    (first.path === 'serials' && match.serials !== undefined && !filtered);
  if (!agrees) return { match };
  const pageRows = rows.flatMap(({ item, location }) => (item ? [{ item, location }] : []));
  return { match, page: { rows: pageRows, count: first.total ?? 0 } };
}

import { and, eq, inArray, like, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { preparedPerHandle } from '../../platform/db/prepared';
import { inventories, inventoryPartCounts } from './tables';

/** Shorter keywords match only as a prefix: a one- or two-character fragment is in nearly every serial. */
export const MIN_FRAGMENT = 3;
/** Beyond this many matching part numbers the keyword is broad, and the items' own part-number index serves. */
export const MAX_LISTED_PARTS = 500;
/** A keyword that begins at most this many serials is paged from exactly those serials (`keyword-page.ts`). */
const FEW_SERIALS = 100;

/** Whether the serial that many places at or after the keyword, in the serial index's order, begins with it. */
const serialBeginsWithKeyword = (place: number) =>
  sql<boolean>`coalesce((select ${inventories.serial_number} from ${inventories}
    where ${inventories.serial_number} ~>=~ ${sql.placeholder('serialStart')}
    order by ${inventories.serial_number} using ~<~ offset ${place} limit 1) like ${sql.placeholder('serialPrefix')}, false)`;

/**
 * What a keyword reaches: its part numbers, and whether a serial begins with it. Asked in a prepared statement
 * (it runs on every search), so the serial side asks for the first serial at or after the keyword in the serial's
 * `text_pattern_ops` index order and checks that it begins with it: a generic plan of `serial LIKE $1` (or of the
 * same as a range) reads the whole table instead. The part side's limit is written into the statement: as a
 * parameter, the generic plan assumed it might stop early and walked every count row in part-number order,
 * testing each against the pattern, instead of asking the part numbers' trigram index (0.25 ms against 0.05).
 * Its parameters come from `reachParameters`.
 */
export const reachSelection = () => ({
  parts: sql<string[]>`array(select distinct ${inventoryPartCounts.part_number} from ${inventoryPartCounts}
    where ${inventoryPartCounts.part_number} like ${sql.placeholder('partPattern')}
    limit ${sql.raw(String(MAX_LISTED_PARTS + 1))})`.as('parts'),
  beginsASerial: serialBeginsWithKeyword(0).as('begins_a_serial'),
  beginsManySerials: serialBeginsWithKeyword(FEW_SERIALS).as('begins_many_serials'),
});

export interface KeywordReach {
  parts: string[];
  beginsASerial: boolean;
  beginsManySerials: boolean;
}

/** The reach's parameters: the keyword as stored (upper case), its part-number pattern and its serial prefix. */
export function reachParameters(keyword: string) {
  const upper = keyword.toUpperCase();
  const text = escapeLike(upper);
  const serialPrefix = `${text}%`;
  return {
    serialStart: upper,
    serialPrefix,
    partPattern: keyword.length >= MIN_FRAGMENT ? `%${text}%` : serialPrefix,
  };
}

const keywordReachQuery = preparedPerHandle((db) =>
  db
    .select(reachSelection())
    .from(sql`(select 1) as reach`)
    .prepare('inventory_keyword_reach'),
);

async function keywordReach(db: DbOrTx, keyword: string): Promise<KeywordReach> {
  const [reach] = await keywordReachQuery(db).execute(reachParameters(keyword));
  return reach ?? { parts: [], beginsASerial: false, beginsManySerials: false };
}

/** Serials from `from` (included) to `to` (excluded) in byte order: those that begin with a keyword. */
export interface SerialRange {
  from: string;
  to: string;
}

export interface KeywordMatch {
  where: SQL;
  /** The part numbers, when the keyword matches by them alone: their items are counted and paged by part. */
  parts?: string[];
  /** When the keyword matches only the few serials that begin with it: they are paged by their ids. */
  serials?: SerialRange;
}

/** Every serial that begins with a printable-ASCII `prefix` sorts before this one, byte by byte, and after it. */
export function serialsBeginningWith(prefix: string): SerialRange | undefined {
  if (!/^[\x20-\x7e]+$/.test(prefix)) return undefined;
  const last = prefix.charCodeAt(prefix.length - 1);
  return { from: prefix, to: prefix.slice(0, -1) + String.fromCharCode(last + 1) };
}

type PageCut = { depth: number | Placeholder; limit: number | Placeholder; offset: number | Placeholder };

/**
 * The ids of one page of these part numbers' items that pass the filters, newest first, as a subquery. On the
 * part-number indexes (one with status, one with category) each part is read only as deep as the page goes,
 * however many items carry it, and only the page's ids reach the table.
 */
export const newestIdsOfParts = (parts: SQL, filters: SQL | undefined, { depth, limit, offset }: PageCut): SQL =>
  sql`select newest.id from unnest(${parts}) as part(number) cross join lateral (
    select ${inventories.id} from ${inventories}
    where ${inventories.part_number} = part.number ${filters ? sql`and ${filters}` : sql``}
    order by ${inventories.id} desc limit ${depth}) as newest
    order by newest.id desc limit ${limit} offset ${offset}`;

/** The items of one such page (`newestIdsOfParts`), as a condition. */
export const newestOfParts = (parts: SQL, filters: SQL | undefined, cut: PageCut): SQL =>
  sql`${inventories.id} in (${newestIdsOfParts(parts, filters, cut)})`;

/** Part numbers as one `text[]` value. */
export const partList = (parts: string[]): SQL =>
  sql`array[${sql.join(
    parts.map((part) => sql`${part}`),
    sql`, `,
  )}]::text[]`;

/**
 * A keyword finds items by serial or part number, each side by an index whose cost does not grow with the
 * table for a selective keyword. Its shape decides the serial side:
 * - a keyword some serial begins with (a whole serial, or its start as a scanner or a person types it) matches
 *   serials as a prefix on the serial B-tree; when it begins only a few serials and no part number, those
 *   serials are the matches, paged by one prepared statement;
 * - otherwise a keyword found in part numbers (3+ characters: anywhere in them) matches those part numbers only:
 *   they come from the small table of part-number counts, then their items by the part-number index;
 * - otherwise a fragment of 3+ characters is looked for anywhere in serials by the trigram index.
 * Searching a whole serial or a part number anywhere in every serial would read most of the trigram index (its
 * trigrams are in nearly every serial), which is what made a search cost more as the stock grew.
 */
export const keywordMatch = async (db: DbOrTx, keyword: string): Promise<KeywordMatch> =>
  matchFromReach(keyword, await keywordReach(db, keyword));

/** How a keyword matches, given what it reaches (`keywordMatch`; `keyword-page.ts` asks both in one statement). */
export function matchFromReach(
  keyword: string,
  { parts, beginsASerial, beginsManySerials }: KeywordReach,
): KeywordMatch {
  const { serialPrefix, partPattern } = reachParameters(keyword);
  const tooManyParts = parts.length > MAX_LISTED_PARTS;
  const partSide = tooManyParts ? like(inventories.part_number, partPattern) : inArray(inventories.part_number, parts);
  if (beginsASerial || keyword.length < MIN_FRAGMENT) {
    const where = or(like(inventories.serial_number, serialPrefix), partSide)!;
    const onlyFewSerials = beginsASerial && !beginsManySerials && parts.length === 0;
    return { where, ...(onlyFewSerials && { serials: serialsBeginningWith(keyword.toUpperCase()) }) };
  }
  if (parts.length > 0 && tooManyParts) return { where: partSide };
  if (parts.length > 0) return { where: partSide, parts };
  return { where: like(inventories.serial_number, partPattern) };
}

/**
 * How many items of these part numbers (any, when not given) have this status and category, from the counts the
 * triggers keep: a filtered search is counted without reading its matches.
 */
export async function countedItems(
  db: DbOrTx,
  { parts, status, category }: { parts?: string[]; status?: string; category?: string },
): Promise<number> {
  const [row] = await db
    .select({ items: sql<number>`coalesce(sum(${inventoryPartCounts.items}), 0)::int` })
    .from(inventoryPartCounts)
    .where(
      and(
        parts ? inArray(inventoryPartCounts.part_number, parts) : undefined,
        status ? eq(inventoryPartCounts.status, status) : undefined,
        category ? eq(inventoryPartCounts.item_category, category) : undefined,
      ),
    );
  return row?.items ?? 0;
}

import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { preparedPerHandle } from '../../platform/db/prepared';
import type { SerialRange } from './keyword';
import { inventories, locations } from './tables';

/**
 * The ids of the serials in the range, as one array: `id = any(…)` then reads exactly those rows by key. Asked as
 * a range (not `LIKE $1`) and through an array (not `IN`), so the generic plan keeps to the serial index; with the
 * rows themselves filtered by the range, that plan walked the whole primary key newest first.
 */
const idsInRange = sql`array(select ${inventories.id} from ${inventories}
  where ${inventories.serial_number} ~>=~ ${sql.placeholder('from')}
  and ${inventories.serial_number} ~<~ ${sql.placeholder('to')})`;

/** A newest-first page of the items whose serials lie in the range, each row carrying how many there are. */
const serialRangePageQuery = preparedPerHandle((db) =>
  db
    .select({ item: inventories, location: locations, total: sql<number>`cardinality(${idsInRange})` })
    .from(inventories)
    .leftJoin(locations, eq(locations.id, inventories.location_id))
    .where(sql`${inventories.id} = any(${idsInRange})`)
    .orderBy(desc(inventories.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('inventory_serial_range_page'),
);

/** For a keyword that begins only a few serials (a scanned serial, most often): one prepared statement. */
export const serialRangePage = (db: DbOrTx, range: SerialRange, page: { limit: number; offset: number }) =>
  serialRangePageQuery(db).execute({ ...range, ...page });

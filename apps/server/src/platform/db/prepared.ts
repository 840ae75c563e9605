import type { DbOrTx } from './client';

/**
 * A hot query built once per database handle (and per transaction) instead of on every call: building a query
 * through the ORM costs more CPU than PostgreSQL spends answering a lookup by key, and a named statement is
 * parsed once per connection. Only for lookups by equality: after a few runs PostgreSQL keeps a generic plan, made
 * without the parameters' values, and `column LIKE $1` planned that way cannot use a prefix index (a prepared
 * keyword search read the whole table).
 */
export function preparedPerHandle<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const byHandle = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}

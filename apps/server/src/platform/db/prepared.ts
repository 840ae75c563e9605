import type { DbOrTx } from './client';

/**
 * A hot query built once per database handle (and per transaction) instead of on every call: building a query
 * through the ORM costs more CPU than PostgreSQL spends answering a lookup by key, and a named statement is
 * parsed once per connection.
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

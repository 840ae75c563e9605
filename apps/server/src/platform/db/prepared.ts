import type { DbOrTx } from './client';

/** The handle whose connections keep each prepared statement's generic plan, by the handle queries are given. */
const preparedHandles = new WeakMap<DbOrTx, DbOrTx>();

/**
 * PostgreSQL: the prepared statements asked through `db` run on `preparedDb`'s connections, which always use the
 * statement's generic plan. Left to choose, PostgreSQL compares the generic plan's estimate with the plans made for
 * each call's values, and for a search page (a LIMIT and an array of part numbers as parameters) the generic
 * estimate stays the higher, so it planned the statement again on every call: half a millisecond of planning for a
 * fraction of that in execution. Other queries stay on `db`, planned for their values.
 */
export function runPreparedStatementsOn(db: DbOrTx, preparedDb: DbOrTx): void {
  preparedHandles.set(db, preparedDb);
}

/**
 * A hot query built once per database handle (and per transaction) instead of on every call: building a query
 * through the ORM costs more CPU than PostgreSQL spends answering a lookup by key, and a named statement is
 * parsed and planned once per connection. Only for lookups by equality: a generic plan is made without the
 * parameters' values, and `column LIKE $1` planned that way cannot use a prefix index (a prepared keyword search
 * read the whole table). Inside a transaction the statement runs on the transaction's connection.
 */
export function preparedPerHandle<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const byHandle = new WeakMap<DbOrTx, Query>();
  return (given) => {
    const db = preparedHandles.get(given) ?? given;
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}

/**
 * One prepared statement per shape of a query (which of its optional filters it has), named by `nameOf` and built
 * once per handle on first use: each shape keeps a plan of its own.
 */
export function preparedPerShape<Shape, Query>(
  nameOf: (shape: Shape) => string,
  build: (db: DbOrTx, shape: Shape, name: string) => Query,
): (shape: Shape) => (db: DbOrTx) => Query {
  const byName = new Map<string, (db: DbOrTx) => Query>();
  return (shape) => {
    const name = nameOf(shape);
    let statement = byName.get(name);
    if (!statement) {
      statement = preparedPerHandle((db) => build(db, shape, name));
      byName.set(name, statement);
    }
    return statement;
  };
}

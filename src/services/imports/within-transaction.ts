import type { Db, Queryable } from '../../db/types';

/**
 * The database as seen from inside one open transaction: statements run in `tx`, and a writer's own
 * `transaction()` joins it instead of opening another. An import passes this to the product-drafts writer, so
 * every row's create, update, publish and withdrawal commit together or not at all, through the one writer.
 */
export function withinTransaction(db: Db, tx: Queryable): Db {
  const refuse = (what: string) => () => Promise.reject(new Error(`${what} is not available inside an import's transaction`));
  return {
    kind: db.kind,
    poolStats: () => db.poolStats(),
    query: (q) => tx.query(q),
    many: (q) => tx.many(q),
    one: (q) => tx.one(q),
    maybeOne: (q) => tx.maybeOne(q),
    transaction: (work) => work(tx),
    exec: refuse('exec'),
    session: refuse('a session'),
    close: refuse('close'),
  };
}

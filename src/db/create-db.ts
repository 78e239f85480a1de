import { AppError } from '../errors';
import { recordQuery } from './query-stats';
import type { SqlQuery } from './sql';
import type { Db, Driver, Queryable, QueryResult, Row } from './types';

function queryable(run: Driver['run']): Queryable {
  const query = async <T>(q: SqlQuery): Promise<QueryResult<T>> => {
    const started = performance.now();
    try {
      return (await run(q.text, q.values)) as QueryResult<T>;
    } finally {
      recordQuery(performance.now() - started);
    }
  };
  return {
    query,
    many: async <T = Row>(q: SqlQuery) => (await query<T>(q)).rows,
    one: async <T = Row>(q: SqlQuery) => {
      const { rows } = await query<T>(q);
      if (rows.length !== 1) throw new AppError(500, `Expected one row, got ${rows.length}`);
      return rows[0];
    },
    maybeOne: async <T = Row>(q: SqlQuery) => (await query<T>(q)).rows[0] ?? null,
  };
}

export function createDb(driver: Driver): Db {
  return {
    kind: driver.kind,
    ...queryable(driver.run),
    exec: (text) => driver.exec(text),
    transaction: (work) => driver.transaction((run) => work(queryable(run))),
    session: (work) => driver.session((conn) => work({ ...queryable(conn.run), exec: conn.exec })),
    close: () => driver.close(),
  };
}

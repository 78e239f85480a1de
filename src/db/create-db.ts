import { AppError } from '../errors';
import { classifyDbError } from './faults';
import { recordQuery } from './query-stats';
import type { SqlQuery } from './sql';
import type { Db, Driver, Queryable, QueryResult, Row } from './types';

function queryable(run: Driver['run']): Queryable {
  const query = async <T>(q: SqlQuery): Promise<QueryResult<T>> => {
    const started = performance.now();
    try {
      return (await run(q.text, q.values)) as QueryResult<T>;
    } catch (error) {
      throw classifyDbError(error);
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

function rethrowClassified(error: unknown): never {
  throw classifyDbError(error);
}

export function createDb(driver: Driver): Db {
  return {
    kind: driver.kind,
    poolStats: () => driver.poolStats?.() ?? { inUse: 0, waiting: 0 },
    ...queryable(driver.run),
    exec: (text) => driver.exec(text).catch(rethrowClassified),
    // Work's own query errors are classified already; this catches BEGIN, COMMIT and getting a connection.
    transaction: (work) => driver.transaction((run) => work(queryable(run))).catch(rethrowClassified),
    session: (work) => driver.session((conn) => work({ ...queryable(conn.run), exec: conn.exec })).catch(rethrowClassified),
    close: () => driver.close(),
  };
}

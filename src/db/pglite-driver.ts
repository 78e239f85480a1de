import type { PGlite } from '@electric-sql/pglite';
import { Mutex } from './mutex';
import { PreparedStatements } from './pglite-statements';
import type { Driver, QueryResult, Row } from './types';

/**
 * Statement runner over something that executes on one PGlite connection:
 * the PGlite instance itself, or a proxy to one in a worker thread.
 */
export interface PgliteLike {
  query(text: string, values: readonly unknown[]): Promise<QueryResult<Row>>;
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

export function wrapPglite(pglite: PGlite): PgliteLike {
  const statements = new PreparedStatements(pglite);
  return {
    query: (text, values) => statements.query(text, values),
    exec: async (text) => {
      await pglite.exec(text);
    },
    close: () => pglite.close(),
  };
}

/**
 * PGlite has one connection: a transaction must hold it alone, so every statement
 * goes through one lock and a transaction keeps the lock from BEGIN to COMMIT.
 */
export function createPgliteDriver(target: PgliteLike): Driver {
  const lock = new Mutex();
  return {
    kind: 'pglite',
    run: (text, values) => lock.run(() => target.query(text, values)),
    exec: (text) => lock.run(() => target.exec(text)),
    transaction: (work) =>
      lock.run(async () => {
        await target.exec('BEGIN');
        try {
          const result = await work((text, values) => target.query(text, values));
          await target.exec('COMMIT');
          return result;
        } catch (error) {
          await target.exec('ROLLBACK');
          throw error;
        }
      }),
    session: (work) => lock.run(() => work({ run: (text, values) => target.query(text, values), exec: (text) => target.exec(text) })),
    close: () => lock.run(() => target.close()),
    poolStats: () => ({ inUse: lock.holders, waiting: lock.waiting }),
  };
}

import pg from 'pg';
import { isBrokenConnection } from './faults';
import type { DbLimits } from './limits';
import { readTimeoutMs } from './limits';
import type { Driver, QueryResult, Row } from './types';

// count(*) and bigint come back as strings from pg; numeric columns too. Parse the safe ones.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Statements on one client of the pool (a transaction's or a session's). */
function runOn(client: pg.PoolClient, prepared: Prepare): Driver['run'] {
  return async (text, values) => {
    const r = await client.query(prepared(text, values));
    return { rows: r.rows, rowCount: r.rowCount ?? 0 };
  };
}

/** Distinct statement texts kept prepared on each connection; texts past them are parsed and planned each time. */
const PREPARED_TEXTS = 256;

type Prepare = (text: string, values: readonly unknown[]) => pg.QueryConfig;

/**
 * Statements as named prepared statements of their text, for one pool: each connection parses one once and the
 * server may keep a generic plan (issue 25: parsing and planning the product page's three statements cost the server
 * 2 ms a page, executing them 0.3 ms). The first PREPARED_TEXTS texts the pool runs get a name; every text after them
 * (a search's filters, an import's batch) stays unnamed, so neither side keeps an unbounded number of plans.
 */
function statementNamer(): Prepare {
  const names = new Map<string, string>();
  return (text, values) => {
    let name = names.get(text);
    if (name === undefined && names.size < PREPARED_TEXTS) {
      name = `s${names.size}`;
      names.set(text, name);
    }
    return { name, text, values: values as unknown[] };
  };
}

function poolOptions(connectionString: string, limits?: DbLimits): pg.PoolConfig {
  if (!limits) return { connectionString, max: 10 };
  return {
    connectionString,
    max: limits.poolMax,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // Startup parameters: every connection of the pool gets them, without a round trip.
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    // A frozen or unreachable server answers nothing, not even the cancel: the client stops waiting.
    query_timeout: readTimeoutMs(limits),
    keepAlive: true,
  };
}

/**
 * A pool on a PostgreSQL server. Without limits (scripts, tests) nothing times out; the server passes its
 * configured limits so an outage answers within seconds (see docs/operations.md, "Database outage").
 */
export function createPgDriver(connectionString: string, limits?: DbLimits): Driver {
  const pool = new pg.Pool(poolOptions(connectionString, limits));
  const prepared = statementNamer();
  // An idle client whose connection the server ends (a restart, an administrator's terminate, a
  // dropped database) must not crash the process: the pool discards it and connects anew when
  // needed, and a query in flight still gets its own error.
  pool.on('error', () => undefined);
  const run: Driver['run'] = async (text, values) => {
    const result = await pool.query(prepared(text, values));
    return { rows: result.rows, rowCount: result.rowCount ?? 0 };
  };
  return {
    kind: 'pg',
    run,
    exec: async (text) => {
      await pool.query(text);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      // A connection that failed or timed out is discarded, not given back: a hung one would poison the pool.
      let broken: unknown;
      const run = runOn(client, prepared);
      const inTransaction = async (text: string, values: readonly unknown[]): Promise<QueryResult<Row>> => {
        try {
          return await run(text, values);
        } catch (error) {
          if (isBrokenConnection(error)) broken = error;
          throw error;
        }
      };
      try {
        await inTransaction('BEGIN', []);
        const result = await work(inTransaction);
        await inTransaction('COMMIT', []);
        return result;
      } catch (error) {
        if (!broken) await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken ? (broken as Error) : undefined);
      }
    },
    session: async (work) => {
      const client = await pool.connect();
      let failed = false;
      try {
        return await work({
          run: runOn(client, prepared),
          exec: async (text) => {
            await client.query(text);
          },
        });
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // A session that failed may hold a lock or an open transaction: end its connection rather than reuse it.
        client.release(failed);
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
  };
}


import pg from 'pg';
import type { Driver } from './types';

// count(*) and bigint come back as strings from pg; numeric columns too. Parse the safe ones.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Statements on one client of the pool (a transaction's or a session's). */
function runOn(client: pg.PoolClient): Driver['run'] {
  return async (text, values) => {
    const r = await client.query(text, values as unknown[]);
    return { rows: r.rows, rowCount: r.rowCount ?? 0 };
  };
}

export function createPgDriver(connectionString: string): Driver {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client whose connection the server ends (a restart, an administrator's terminate, a
  // dropped database) must not crash the process: the pool discards it and connects anew when
  // needed, and a query in flight still gets its own error.
  pool.on('error', () => undefined);
  const run: Driver['run'] = async (text, values) => {
    const result = await pool.query(text, values as unknown[]);
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
      try {
        await client.query('BEGIN');
        const result = await work(runOn(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    session: async (work) => {
      const client = await pool.connect();
      let failed = false;
      try {
        return await work({
          run: runOn(client),
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
  };
}

import { sql } from './sql';
import type { Db } from './types';

/**
 * Asks the database for `SELECT 1` and waits at most `timeoutMs`: null when it answered, else what went
 * wrong. A statement still waiting when the time is up is left to the pool's own timeouts.
 */
export async function pingDatabase(db: Db, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([db.query(sql`SELECT 1`).then(() => null, (error: unknown) => error), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

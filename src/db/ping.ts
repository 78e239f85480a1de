import { sql } from './sql';
import type { Db } from './types';

/**
 * What `work` answers, or an error once `timeoutMs` passed without an answer. A statement still
 * waiting when the time is up is left to the pool's own timeouts.
 */
export async function answerWithin<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the database for `SELECT 1` and waits at most `timeoutMs`: null when it answered, else what went wrong. */
export async function pingDatabase(db: Db, timeoutMs: number): Promise<unknown> {
  return answerWithin(db.query(sql`SELECT 1`), timeoutMs).then(
    () => null,
    (error: unknown) => error,
  );
}

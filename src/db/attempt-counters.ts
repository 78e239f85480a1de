import { createHash } from 'node:crypto';
import { withReadRoute } from './read-routing';
import { sql } from './sql';
import type { Queryable } from './types';

/** A counter's budget: `limit` attempts a window; optionally a delay doubling from `baseMs` before each attempt past `after`. */
export interface CounterRule {
  limit: number;
  windowMs: number;
  delay?: { after: number; baseMs: number; maxMs: number };
}

/** A counted attempt (the count including it, and its window's end) or a refusal and how long to wait. */
export type Reservation = { taken: true; count: number; resetAt: number } | { taken: false; count: number; waitMs: number };

/** The stored key: a hash, so addresses and e-mail addresses never sit in the table in the clear. */
export function counterKey(name: string, key: string): string {
  return createHash('sha256').update(`${name}\n${key}`).digest('base64url');
}

/** No delay rule: a threshold no count reaches. */
const NEVER = 2 ** 31 - 1;

/**
 * Counts one attempt on `key` if its window has room (and its delay has passed), in one statement:
 * concurrent callers in any process are serialised by the row, so no more than `limit` are ever taken
 * in a window. A refused attempt is not counted. `force` counts it whatever the budget says (an attempt
 * another budget let through, which this one must still see). `now` is the caller's clock (ms).
 */
export async function reserveAttempt(db: Queryable, key: string, rule: CounterRule, now: number, force = false): Promise<Reservation> {
  const after = rule.delay?.after ?? NEVER;
  const baseMs = rule.delay?.baseMs ?? 0;
  const maxMs = rule.delay?.maxMs ?? 0;
  const end = now + rule.windowMs;
  // A count is the request's bookkeeping, not data it reads back: it must not send the request's later reads
  // to the primary (a replica's reads stay on the replica), so it runs in a read route of its own.
  const taken = await withReadRoute(false, () => db.maybeOne<{ count: number; resetAt: string }>(sql`
    INSERT INTO attempt_counters AS c (key, count, reset_at, next_at) VALUES (${key}, 1, ${end}::bigint, 0)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.reset_at <= ${now}::bigint THEN 1 ELSE c.count + 1 END,
      next_at = CASE
        WHEN c.reset_at <= ${now}::bigint OR c.count + 1 <= ${after}::int THEN 0
        ELSE ${now}::bigint + LEAST(${maxMs}::bigint, (${baseMs}::bigint * power(2, LEAST(c.count - ${after}::int, 30)))::bigint)
      END,
      reset_at = CASE WHEN c.reset_at <= ${now}::bigint THEN ${end}::bigint ELSE c.reset_at END
    WHERE ${force}::boolean OR c.reset_at <= ${now}::bigint OR (c.count < ${rule.limit}::int AND c.next_at <= ${now}::bigint)
    RETURNING count, reset_at AS "resetAt"`));
  if (taken) return { taken: true, count: taken.count, resetAt: Number(taken.resetAt) };
  const row = await withReadRoute(false, () => db.maybeOne<{ count: number; resetAt: string; nextAt: string }>(
    sql`SELECT count, reset_at AS "resetAt", next_at AS "nextAt" FROM attempt_counters WHERE key = ${key}`,
  ));
  // The row can only be missing if a sweep or a success removed it meanwhile: the caller may simply try again.
  if (!row) return { taken: false, count: 0, waitMs: 1000 };
  const waitUntil = row.count >= rule.limit ? Number(row.resetAt) : Number(row.nextAt);
  return { taken: false, count: row.count, waitMs: Math.max(0, waitUntil - now) };
}

/** Gives back one attempt taken in the window ending `resetAt` (a right password is not a failure). */
export async function refundAttempt(db: Queryable, key: string, resetAt: number): Promise<void> {
  await withReadRoute(false, () => db.query(sql`UPDATE attempt_counters SET count = count - 1 WHERE key = ${key} AND reset_at = ${resetAt}::bigint AND count > 0`));
}

/** Forgets a key's count (an address's own failures, after it answered right). */
export async function forgetAttempts(db: Queryable, key: string): Promise<void> {
  await withReadRoute(false, () => db.query(sql`DELETE FROM attempt_counters WHERE key = ${key}`));
}

/** Deletes counters whose window has ended; returns how many. */
export async function sweepAttemptCounters(db: Queryable, now: number): Promise<number> {
  const { rowCount } = await db.query(sql`DELETE FROM attempt_counters WHERE reset_at <= ${now}::bigint`);
  return rowCount;
}

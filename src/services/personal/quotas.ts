import { RateLimiter } from '../../auth/rate-limit';
import { sql } from '../../db/sql';
import type { Db, Queryable } from '../../db/types';
import { AppError } from '../../errors';

/** What one account may keep (the product sets no limit; docs/decisions/2026-11-24-personal-quotas.md). */
export const PERSONAL_QUOTAS = {
  favorites: { limit: 500, table: 'user_favorites', label: 'favorites' },
  savedSearches: { limit: 200, table: 'user_searches', label: 'saved searches' },
  projects: { limit: 200, table: 'char_projects', label: 'projects' },
  wizardProjects: { limit: 200, table: 'specwizard_projects', label: 'spec wizard projects' },
  watches: { limit: 500, table: 'watches', label: 'watched products, manufacturers and projects' },
} as const;

type QuotaKind = keyof typeof PERSONAL_QUOTAS;

/** The advisory lock class of per-user quotas (the second key is the user): any fixed number, the same in every process. */
const QUOTA_LOCK_CLASS = 22_024;

interface QuotaAdd<T> {
  /** The row the user already keeps for this input (adding it again is no new row), or null. */
  existing?: (tx: Queryable) => Promise<T | null>;
  /** Inserts the new row. */
  insert: (tx: Queryable) => Promise<T>;
}

/**
 * Adds one row of `kind` for the user as one atomic step: in a transaction (the caller's, or one of its
 * own on the app's database) holding the user's quota lock, it looks for the row the user already keeps,
 * counts, and inserts only while the count is under the quota; past it a 409 names the limit. However many
 * saves race, in however many processes, the user never keeps more than the quota.
 */
export async function addWithinQuota<T>(db: Queryable | Db, userSeq: number, kind: QuotaKind, add: QuotaAdd<T>): Promise<T> {
  const work = async (tx: Queryable): Promise<T> => {
    await tx.query(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}::int, ${userSeq}::int)`);
    const existing = add.existing ? await add.existing(tx) : null;
    if (existing !== null) return existing;
    const { limit, table, label } = PERSONAL_QUOTAS[kind];
    const { n } = await tx.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE user_seq = ${userSeq}`);
    if (n >= limit) {
      throw new AppError(409, `You can keep at most ${limit} ${label}. Delete some to add more.`, { data: { limit, kind } });
    }
    return add.insert(tx);
  };
  return 'transaction' in db ? db.transaction(work) : work(db);
}

const HOUR = 60 * 60_000;

/**
 * Spec wizard writes per user and hour: each new project and each save adds a row to a client's
 * spec wizard report, so nobody may pour rows into one (the report also keeps few per user).
 */
export const WIZARD_WRITE_LIMITS = {
  create: { limit: 30, windowMs: HOUR },
  save: { limit: 120, windowMs: HOUR },
} as const;

/**
 * Counts one spec wizard write of the user (429 with Retry-After past WIZARD_WRITE_LIMITS) in the shared
 * attempt counters, so the API, the forms and every process share one budget. Takes the app's database,
 * never a transaction, so a write that fails later still counts.
 */
export async function countWizardWrite(db: Db, userSeq: number, kind: keyof typeof WIZARD_WRITE_LIMITS): Promise<void> {
  const { limit, windowMs } = WIZARD_WRITE_LIMITS[kind];
  await new RateLimiter(db, `wizard:${kind}`, limit, windowMs).hit(String(userSeq));
}

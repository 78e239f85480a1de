import { limitsPerDatabase, RateLimiter } from '../../auth/rate-limit';
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

/** 409 naming the limit when the user already keeps as many rows of this kind as allowed. */
export async function assertRoomFor(db: Queryable, userSeq: number, kind: QuotaKind): Promise<void> {
  const { limit, table, label } = PERSONAL_QUOTAS[kind];
  const { n } = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE user_seq = ${userSeq}`);
  if (n >= limit) {
    throw new AppError(409, `You can keep at most ${limit} ${label}. Delete some to add more.`, { data: { limit, kind } });
  }
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

type WizardWriteLimits = { [K in keyof typeof WIZARD_WRITE_LIMITS]: RateLimiter };

function createWizardWriteLimits(now: () => number = Date.now): WizardWriteLimits {
  const { create, save } = WIZARD_WRITE_LIMITS;
  return { create: new RateLimiter(create.limit, create.windowMs, now), save: new RateLimiter(save.limit, save.windowMs, now) };
}

/** The wizard write limiters of one app, shared by its API and forms. */
const wizardWriteLimitsFor: (db: object) => WizardWriteLimits = limitsPerDatabase(() => createWizardWriteLimits());

/**
 * Counts one spec wizard write of the user (429 with Retry-After past WIZARD_WRITE_LIMITS). Takes the
 * app's database, never a transaction, so every caller shares one budget.
 */
export function countWizardWrite(db: Db, userSeq: number, kind: keyof WizardWriteLimits): void {
  wizardWriteLimitsFor(db)[kind].hit(String(userSeq));
}

import { sql } from '../db/sql';
import type { Queryable } from '../db/types';

export interface HomepagePromo {
  seq: number;
  title: string;
  body: string;
  linkUrl: string;
  linkLabel: string;
}

/** A promotion with its dates (ISO 8601), as the per-data-version list keeps it. */
export interface DatedHomepagePromo extends HomepagePromo {
  startsAt: string;
  endsAt: string | null;
}

const PROMO_COLUMNS = sql.raw(`seq, title, body, link_url AS "linkUrl", link_label AS "linkLabel"`);

/** The promotion running now: the most recently started active one within its dates. */
export async function activeHomepagePromo(db: Queryable): Promise<HomepagePromo | null> {
  return db.maybeOne<HomepagePromo>(sql`
    SELECT ${PROMO_COLUMNS} FROM homepage_promos
    WHERE active AND starts_at <= now() AND (ends_at IS NULL OR ends_at > now())
    ORDER BY starts_at DESC LIMIT 1`);
}

/** Every active promotion not yet ended, most recently starting first (the home page picks by the clock). */
export async function datedHomepagePromos(db: Queryable): Promise<DatedHomepagePromo[]> {
  return db.many<DatedHomepagePromo>(sql`
    SELECT ${PROMO_COLUMNS},
      to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startsAt",
      to_char(ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "endsAt"
    FROM homepage_promos WHERE active AND (ends_at IS NULL OR ends_at > now())
    ORDER BY starts_at DESC, seq`);
}

/** The promotion running at `now` among `promos` (ordered as datedHomepagePromos answers them), as activeHomepagePromo chooses. */
export function runningPromo(promos: readonly DatedHomepagePromo[], now: Date): HomepagePromo | null {
  const at = now.getTime();
  const running = promos.find((p) => Date.parse(p.startsAt) <= at && (p.endsAt === null || Date.parse(p.endsAt) > at));
  if (!running) return null;
  const { startsAt: _startsAt, endsAt: _endsAt, ...promo } = running;
  return promo;
}

import { sql } from '../db/sql';
import type { Queryable } from '../db/types';

export interface HomepagePromo {
  seq: number;
  title: string;
  body: string;
  linkUrl: string;
  linkLabel: string;
}

/** The promotion running now: the most recently started active one within its dates. */
export async function activeHomepagePromo(db: Queryable): Promise<HomepagePromo | null> {
  return db.maybeOne<HomepagePromo>(sql`
    SELECT seq, title, body, link_url AS "linkUrl", link_label AS "linkLabel" FROM homepage_promos
    WHERE active AND starts_at <= now() AND (ends_at IS NULL OR ends_at > now())
    ORDER BY starts_at DESC LIMIT 1`);
}

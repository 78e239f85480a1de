import { pickBanner } from '../domain/banner-rotation';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';

export interface Banner {
  seq: number;
  title: string;
  body: string;
  linkUrl: string;
  imageAlt: string;
  placement: string;
  contentType: string | null;
  division: string | null;
}

const BANNER_COLUMNS = sql.raw(`seq, title, body, link_url AS "linkUrl", image_alt AS "imageAlt", placement,
  content_type AS "contentType", division`);

interface BannerQuery {
  placement?: string;
  contentType?: string;
  division?: string;
}

/** Active banners for a slot; a content-type slot falls back to the general 'top' banners. */
export async function bannersFor(db: Queryable, query: BannerQuery = {}): Promise<Banner[]> {
  const conditions = [
    sql`active`,
    query.placement ? sql`placement = ${query.placement}` : null,
    query.contentType ? sql`(content_type = ${query.contentType} OR content_type IS NULL)` : null,
    query.division ? sql`(division = ${query.division} OR division IS NULL)` : null,
  ].filter((c): c is NonNullable<typeof c> => c !== null);
  return db.many<Banner>(sql`SELECT ${BANNER_COLUMNS} FROM banners WHERE ${sql.join(conditions, ' AND ')} ORDER BY seq`);
}

/** One banner not yet shown to this visitor (all shown: start again); `shown` comes from and goes back to the visitor's cookie. */
export async function chooseBanner(
  db: Queryable,
  query: BannerQuery,
  shown: readonly number[],
): Promise<{ banner: Banner | null; shown: number[] }> {
  let banners = await bannersFor(db, query);
  if (banners.length === 0 && query.placement !== 'top') banners = await bannersFor(db, { placement: 'top' });
  return pickBanner(banners, shown);
}

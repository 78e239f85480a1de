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

/**
 * Where a browse page sits: the slot it sells (a content type's pages, or `bpc`, the building-product
 * category pages) and the division and section ("08 11 13") it shows, if any.
 */
export interface BrowsePlace {
  slot: { contentType: string } | { placement: 'bpc' };
  division?: string;
  section?: string;
}

/** How closely a banner is aimed: at a section, at a division, or at the whole slot. */
const aim = (b: { division: string | null; section: string | null }) => (b.section ? 2 : b.division ? 1 : 0);

/**
 * The banners sold for a browse page, the most closely aimed only: its section's, else its
 * division's, else the slot's own. A banner aimed at another division or section never shows here.
 */
export async function browseBanners(db: Queryable, place: BrowsePlace): Promise<Banner[]> {
  const slot = 'contentType' in place.slot ? sql`content_type = ${place.slot.contentType}` : sql`placement = ${place.slot.placement}`;
  const rows = await db.many<Banner & { section: string | null }>(sql`
    SELECT ${BANNER_COLUMNS}, section FROM banners
    WHERE active AND ${slot}
      AND (division IS NULL OR division = ${place.division ?? null})
      AND (section IS NULL OR section = ${place.section ?? null})
    ORDER BY seq`);
  const best = Math.max(-1, ...rows.map(aim));
  return rows.filter((row) => aim(row) === best).map(({ section: _section, ...banner }) => banner);
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

import type { CatalogMemo } from '../db/catalog-memo';
import { sql } from '../db/sql';
import { sampleOf } from '../domain/random-sample';
import type { Queryable } from '../db/types';
import type { ContentCard } from './content-items';
import { CARD_COLUMNS, manyCards } from './content-items';
import type { Page } from './pagination';
import { offsetOf, PAGE_SIZE } from './pagination';
import type { FacetFilters } from '../domain/facets';

import { todayUtc } from './declarations';
import type { ListingScope } from './listing-facets';
import { cardPage, FULL_COUNT, inListing } from './listing-facets';

export interface DivisionCount {
  division: string;
  title: string;
  count: number;
}

export interface SectionCount {
  section: string;
  title: string;
  count: number;
}

/** Top level of a content type: the divisions that have items of it, with counts (from content_facets). */
export async function contentTypeTopLevel(db: Queryable, contentType: string, mf = '04'): Promise<DivisionCount[]> {
  return db.many<DivisionCount>(sql`
    SELECT d.division, d.title, sum(f.n)::int AS count
    FROM csi_divisions d JOIN content_facets f ON f.division = d.division AND f.mf = d.mf AND f.content_type = ${contentType}
    WHERE d.mf = ${mf} GROUP BY d.division, d.title ORDER BY d.division`);
}

/** Division level: the sections of a division that have items of the type. */
export async function contentTypeDivisionLevel(
  db: Queryable,
  contentType: string,
  division: string,
  mf = '04',
): Promise<SectionCount[]> {
  return db.many<SectionCount>(sql`
    SELECT s.section, s.title, f.n AS count
    FROM csi_sections s JOIN content_facets f
      ON f.section = s.section AND f.mf = s.mf AND f.division = s.division AND f.content_type = ${contentType}
    WHERE s.mf = ${mf} AND s.division = ${division} ORDER BY s.section`);
}

/** The online items of a type, in a division or section if given: a listing's scope for its facets. */
export function contentTypeScope(contentType: string, place: { division?: string; section?: string } = {}): ListingScope {
  const conditions = [
    sql`ci.content_type = ${contentType} AND ci.online`,
    place.division ? sql`ci.division = ${place.division}` : null,
    place.section ? sql`ci.section = ${place.section}` : null,
  ].filter((c): c is NonNullable<typeof c> => c !== null);
  return {
    key: `content-type:${contentType}:${place.division ?? ''}:${place.section ?? ''}`,
    ids: sql`SELECT ci.id FROM content_items ci WHERE ${sql.join(conditions, ' AND ')}`,
    ...(place.division || place.section ? {} : { wide: true as const }),
  };
}

/** Section level: the items themselves (those the facet filters keep), manufacturers who are clients first. */
export async function contentTypeSectionLevel(
  db: Queryable,
  contentType: string,
  section: string,
  page: number,
  filters: FacetFilters = {},
  today = todayUtc(),
): Promise<Page<ContentCard>> {
  const scope = contentTypeScope(contentType, { section });
  return cardPage(
    db,
    sql`SELECT ${CARD_COLUMNS}, ${FULL_COUNT} FROM content_items ci JOIN companies c ON c.coid = ci.coid
        WHERE ${inListing(sql`ci.id`, scope, filters, today)}
        ORDER BY c.is_client DESC, ci.popularity DESC, ci.id LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(page)}`,
    {
      page,
      pageSize: PAGE_SIZE,
      today,
      total: async () =>
        (await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM content_items ci WHERE ${inListing(sql`ci.id`, scope, filters, today)}`)).n,
    },
  );
}

interface RandomContentQuery {
  contentType: string;
  size: number;
  division?: string;
  section?: string;
}

/**
 * A random sample of items of a type (GET /api/content-type/random). The ids that may be drawn are a fact of the
 * data version; a request draws from them in memory and reads only the drawn rows.
 */
export async function randomContent(db: Queryable, memo: CatalogMemo, query: RandomContentQuery): Promise<ContentCard[]> {
  const conditions = [
    sql`ci.content_type = ${query.contentType} AND ci.online`,
    query.division ? sql`ci.division = ${query.division}` : null,
    query.section ? sql`ci.section = ${query.section}` : null,
  ].filter((c): c is NonNullable<typeof c> => c !== null);
  const key = `random-content:${query.contentType}:${query.division ?? ''}:${query.section ?? ''}`;
  // The division and section come from the URL: an empty list (a made-up section) is a miss, not kept.
  const ids =
    (await memo.lookup(key, async (): Promise<number[] | null> => {
      const found = (await db.many<{ id: number }>(sql`SELECT ci.id FROM content_items ci WHERE ${sql.join(conditions, ' AND ')} ORDER BY ci.id`)).map((r) => r.id);
      return found.length > 0 ? found : null;
    })) ?? [];
  const drawn = sampleOf(ids, query.size);
  if (drawn.length === 0) return [];
  const cards = await manyCards(
    db,
    sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid WHERE ci.id = ANY(${drawn}::int[])`,
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  return drawn.map((id) => byId.get(id)).filter((card): card is ContentCard => card !== undefined);
}

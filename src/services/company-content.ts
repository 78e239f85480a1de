import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { FacetFilters } from '../domain/facets';

import type { ContentCard } from './content-items';
import { CARD_COLUMNS } from './content-items';
import { todayUtc } from './declarations';
import type { ListingScope } from './listing-facets';
import { cardPage, FULL_COUNT, inListing } from './listing-facets';
import type { Page } from './pagination';
import { offsetOf, PAGE_SIZE } from './pagination';

/** One company's online items of one type: the scope of its list's facets. */
export function companyContentScope(coid: number, contentType: string): ListingScope {
  return {
    key: `company-content:${coid}:${contentType}`,
    ids: sql`SELECT ci.id FROM content_items ci WHERE ci.coid = ${coid} AND ci.content_type = ${contentType} AND ci.online`,
  };
}

/** One company's online items of one type (those the facet filters keep), by title. */
export async function companyContentOfType(
  db: Queryable,
  coid: number,
  contentType: string,
  page: number,
  filters: FacetFilters = {},
  today = todayUtc(),
): Promise<Page<ContentCard>> {
  const scope = companyContentScope(coid, contentType);
  return cardPage(
    db,
    sql`SELECT ${CARD_COLUMNS}, ${FULL_COUNT} FROM content_items ci JOIN companies c ON c.coid = ci.coid
        WHERE ${inListing(sql`ci.id`, scope, filters, today)}
        ORDER BY ci.title, ci.id LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(page)}`,
    { page, pageSize: PAGE_SIZE, today },
  );
}

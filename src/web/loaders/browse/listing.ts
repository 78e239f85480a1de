import { sortQuery } from '../../../domain/sort-query';
import type { SortState } from '../../../domain/sort';
import { parseSort } from '../../../domain/sort';
import { parseInput } from '../../../parse-input';
import { pageQuery, requestedPage } from '../../../http/query-schemas';


interface Listing {
  page: number;
  sort: SortState;
  /** Re-sorted lists and pages past the first add nothing for search engines. */
  robots: string | undefined;
}

/** ?page= and ?sort= of a browsing list (a page that is not one is a 404, an unknown sort field a 400). */
export function parseListing(query: Record<string, unknown>, fields: readonly string[], fallback: SortState): Listing {
  requestedPage(query);
  const parsed = parseInput(pageQuery.extend({ sort: sortQuery(fields).optional() }), query, 'query');
  return {
    page: parsed.page,
    sort: parseSort(parsed.sort, fields, fallback),
    robots: parsed.page > 1 || parsed.sort ? 'noindex, follow' : undefined,
  };
}

import { sortQuery } from '../../../domain/sort-query';
import type { SortState } from '../../../domain/sort';
import { parseSort } from '../../../domain/sort';
import { parseInput } from '../../../parse-input';
import { pageQuery } from '../../query-schemas';


export interface Listing {
  page: number;
  sort: SortState;
  /** Re-sorted lists and pages past the first add nothing for search engines. */
  robots: string | undefined;
}

/** ?page= and ?sort= of a browsing list (a bad page or an unknown sort field is a 400). */
export function parseListing(query: Record<string, unknown>, fields: readonly string[], fallback: SortState): Listing {
  const parsed = parseInput(pageQuery.extend({ sort: sortQuery(fields).optional() }), query, 'query');
  return {
    page: parsed.page,
    sort: parseSort(parsed.sort, fields, fallback),
    robots: parsed.page > 1 || parsed.sort ? 'noindex, follow' : undefined,
  };
}

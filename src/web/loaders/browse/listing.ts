import { z } from 'zod';
import type { SortState } from '../../../domain/sort';
import { parseSort } from '../../../domain/sort';
import { parseInput } from '../../../parse-input';
import { pageQuery } from '../../query-schemas';

const listingQuery = pageQuery.extend({ sort: z.string().max(20, 'must be 20 characters or fewer').optional() });

export interface Listing {
  page: number;
  sort: SortState;
  /** Re-sorted lists and pages past the first add nothing for search engines. */
  robots: string | undefined;
}

/** ?page= and ?sort= of a browsing list (a bad page is a 400; an unknown sort field means the default order). */
export function parseListing(query: Record<string, unknown>, fields: readonly string[], fallback: SortState): Listing {
  const parsed = parseInput(listingQuery, query, 'query');
  return {
    page: parsed.page,
    sort: parseSort(parsed.sort, fields, fallback),
    robots: parsed.page > 1 || parsed.sort ? 'noindex, follow' : undefined,
  };
}

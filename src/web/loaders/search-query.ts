import { z } from 'zod';
import { facetQuery, facetsOf, hasFacets } from '../../domain/facets';
import { compareTrayQuery } from '../../domain/compare-tray';
import type { FacetFilters } from '../../domain/facets';
import { searchSortSchema } from '../../domain/search-sort';
import { termsToSlug } from '../../domain/slug';
import { pageQuery } from '../../http/query-schemas';

/**
 * The query of both search pages: the header or company form's words (redirected to the slug URL), sort, page,
 * the facets (domain/facets.ts) and the compare tray (domain/compare-tray.ts).
 */
export const searchPageQuery = pageQuery.extend(facetQuery.shape).extend(compareTrayQuery.shape).extend({
  q: z.string().max(200, 'must be 200 characters or fewer').optional(),
  sort: searchSortSchema.optional(),
  /** ?exact=1: the words as typed, without spelling correction (the "search instead for" link). */
  exact: z.literal('1', { error: 'must be 1 (search the words as typed)' }).optional(),
});

/**
 * The answer to a search form's GET (?q=): 303 to the slug address of its words, built by `pathFor`,
 * or to the empty form when no words are left.
 */
export function searchFormRedirect(q: string, pathFor: (slug: string) => string, emptyForm: string): { redirect: string; status: 303 } {
  const slug = termsToSlug(q);
  return { redirect: slug ? pathFor(slug) : emptyForm, status: 303 };
}

/** The facets of a parsed search query. */

/**
 * Only the first page of a search, in its default order and with no filter, is for search engines: later
 * pages, re-sorted or filtered lists say noindex (their canonical link names the unfiltered search).
 */
export function searchRobots(query: z.infer<typeof searchPageQuery>): 'noindex, follow' | undefined {
  return query.page > 1 || query.sort || query.exact || hasFacets(facetsOf(query)) ? 'noindex, follow' : undefined;
}

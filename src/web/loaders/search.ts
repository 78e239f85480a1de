import { z } from 'zod';
import { contentTypeSchema, resultsLabel } from '../../domain/content-types';
import { SEARCH_PAGE_SIZE } from '../../domain/search-paging';
import { slugToTerms, termsToSlug } from '../../domain/slug';
import { DEFAULT_SEARCH_SORT } from '../../domain/search-sort';
import { parseInput } from '../../parse-input';
import { catalogFacts } from '../../services/catalog-facts';
import { favoriteSeqsFor } from '../../services/personal/favorites';
import { findSearch } from '../../services/personal/saved-searches';
import { searchContent } from '../../services/search';
import type { SearchResult } from '../../services/search';
import { searchSuggestions } from '../../services/search-suggestions';
import type { SearchPageProps } from '../../pages/search/search-page';
import type { LoaderContext, LoaderResult } from '../page-types';
import { requireExistingPage } from '../../http/query-schemas';
import { FACET_NAMES, facetQueryString, facetsOf } from '../../domain/facets';
import { onlineTray } from '../../services/product-comparison';
import { searchFormRedirect, searchPageQuery, searchRobots } from './search-query';

export const searchParams = z.object({
  terms: z.string().max(400).optional(),
  contentType: contentTypeSchema.optional(),
});

/** For a signed-in user: which results are favorites and whether this search is saved. */
async function personalMarks(
  ctx: LoaderContext<unknown>,
  search: { search_terms: string; content_type: string; filters: string },
  result: SearchResult | null,
): Promise<SearchPageProps['personal']> {
  if (!ctx.user || !result) return null;
  const [favorites, saved] = await Promise.all([favoriteSeqsFor(ctx.db, ctx.user.seq, result.items), findSearch(ctx.db, ctx.user.seq, search)]);
  return { favorites, savedSearchSeq: saved?.seq ?? null };
}

/** /search/, /search/{terms}, /search/{terms}/{contentType}; ?q= from the header form redirects to the slug URL. */
export async function loadSearch(ctx: LoaderContext<z.infer<typeof searchParams>>): Promise<LoaderResult<SearchPageProps>> {
  const query = parseInput(searchPageQuery, ctx.query, 'query');
  if (query.q !== undefined) return searchFormRedirect(query.q, (slug) => `/search/${slug}`, '/search/');
  const terms = slugToTerms(ctx.params.terms ?? '');
  if (!terms) requireExistingPage(query.page, 1);
  const contentType = ctx.params.contentType;
  const sort = query.sort ?? DEFAULT_SEARCH_SORT;
  const filters = facetsOf(query);
  const exact = query.exact === '1';
  const result = terms
    ? await searchContent(ctx.db, { terms, contentType, page: query.page, pageSize: SEARCH_PAGE_SIZE, sort, exact, facets: { filters, count: FACET_NAMES, remember: catalogFacts(ctx.memo, ctx.db).searchWindow } })
    : null;
  const suggestions = result && result.total === 0 ? await searchSuggestions(ctx.db, terms) : null;
  const tray = await onlineTray(ctx.db, query.compare);
  const personal = await personalMarks(ctx, { search_terms: terms, content_type: contentType ?? 'all', filters: facetQueryString(filters) }, result);
  const slug = termsToSlug(terms);
  const basePath = contentType ? `/search/${slug}/${contentType}` : slug ? `/search/${slug}` : '/search/';
  const typeLabel = resultsLabel(contentType);
  return {
    props: { terms, slug, contentType: contentType ?? null, sort, filters, exact, result, basePath, personal, suggestions, tray },
    searchTerms: terms,
    head: {
      title: result ? `${typeLabel} for “${result.searchedTerms}”` : 'Search',
      description: terms
        ? `${typeLabel} for ${result?.searchedTerms ?? terms}: building products, CAD and BIM files, specifications and catalogs from manufacturers.`
        : 'Search building products, manufacturers, CAD drawings, BIM objects and CSI specifications.',
      canonical: basePath,
      robots: searchRobots(query),
    },
  };
}

import { z } from 'zod';
import { SEARCH_PAGE_SIZE } from '../../../domain/search-paging';
import { CONTENT_TYPES, contentTypeSchema, resultsLabel } from '../../../domain/content-types';
import { slugToTerms, termsToSlug } from '../../../domain/slug';
import { DEFAULT_SEARCH_SORT } from '../../../domain/search-sort';
import { parseInput } from '../../../parse-input';
import type { CompanySearchPageProps } from '../../../pages/company/company-search-page';
import { companyContentCounts } from '../../../services/companies';
import { favoriteSeqsFor } from '../../../services/personal/favorites';
import { searchContent } from '../../../services/search';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { requireExistingPage } from '../../../http/query-schemas';
import { FACET_NAMES, facetsOf } from '../../../domain/facets';
import { searchFormRedirect, searchPageQuery, searchRobots } from '../search-query';
import { companyArea, companyIdParam } from './area';
import { onlineTray } from '../../../services/product-comparison';
import { endSentence } from '../../../domain/sentence';

const searchType = z.union([z.literal('all'), contentTypeSchema], { error: 'must be all or a content type' });

export const companySearchParams = z.object({
  id: companyIdParam,
  terms: z.string().max(400).optional(),
  contentType: searchType.optional(),
});

const companySearchQuery = searchPageQuery.extend({ type: searchType.optional() });

type Params = z.infer<typeof companySearchParams>;

/**
 * /company/{id}/search (the form), /company/{id}/search/{terms}/{contentType} (results within
 * one manufacturer; contentType "all" or a type). The form's GET (?q=&type=) answers 303 to
 * the slug address; /search/{terms} without a type and unslugged terms redirect (301) to it.
 */
export async function loadCompanySearch(ctx: LoaderContext<Params>): Promise<LoaderResult<CompanySearchPageProps>> {
  const query = parseInput(companySearchQuery, ctx.query, 'query');
  const terms = slugToTerms(ctx.params.terms ?? '');
  const slug = termsToSlug(terms);
  const type = ctx.params.contentType ?? 'all';
  const area = await companyArea(ctx, slug ? `/search/${slug}/${type}` : '/search');
  if ('redirect' in area) return area;
  const { company, base } = area;
  if (query.q !== undefined) return searchFormRedirect(query.q, (words) => `${base}/search/${words}/${query.type ?? 'all'}`, `${base}/search`);
  const counts = await companyContentCounts(ctx.db, company.coid);
  const types = CONTENT_TYPES.filter((t) => counts[t]);
  const tray = await onlineTray(ctx.db, query.compare);
  const common = { company, base, types, terms, slug, contentType: type, tray };
  if (!slug) {
    requireExistingPage(query.page, 1);
    return {
      props: { ...common, sort: DEFAULT_SEARCH_SORT, filters: {}, exact: false, result: null, favorites: undefined },
      head: { title: `Search ${company.name}`, description: `Search the products, drawings and documents of ${endSentence(company.name)}`, canonical: area.canonical },
    };
  }
  const sort = query.sort ?? DEFAULT_SEARCH_SORT;
  // One manufacturer's items: the manufacturer facet is neither offered nor applied.
  const filters = { ...facetsOf(query), manufacturer: undefined };
  const exact = query.exact === '1';
  const result = await searchContent(ctx.db, {
    terms,
    contentType: type === 'all' ? undefined : type,
    coid: company.coid,
    page: query.page,
    pageSize: SEARCH_PAGE_SIZE,
    sort,
    exact,
    facets: { filters, count: FACET_NAMES.filter((facet) => facet !== 'manufacturer') },
  });
  const favorites = ctx.user ? await favoriteSeqsFor(ctx.db, ctx.user.seq, result.items) : undefined;
  const label = resultsLabel(type);
  return {
    props: { ...common, sort, filters, exact, result, favorites },
    head: {
      title: `${label} for “${result.searchedTerms}” from ${company.name}`,
      description: `${label} from ${company.name} for ${terms}: products, drawings, models and documents.`,
      canonical: area.canonical,
      robots: searchRobots(query),
    },
  };
}

import type { FacetCounts, FacetFilters, FacetName } from '../../domain/facets';
import { facetQuery, hasFacets } from '../../domain/facets';
import { parseInput } from '../../parse-input';
import { catalogFacts } from '../../services/catalog-facts';
import type { ListingScope } from '../../services/listing-facets';
import { listingFacetCounts } from '../../services/listing-facets';
import type { LoaderContext } from '../page-types';

/**
 * The facet choices of a listing's query (a malformed or unknown value is a 400 naming the field). Facets the
 * listing does not offer are dropped like any parameter it does not read.
 */
export function listingFilters(ctx: LoaderContext<unknown>, offered: readonly FacetName[]): FacetFilters {
  const all: FacetFilters = parseInput(facetQuery, ctx.query, 'query');
  return Object.fromEntries(offered.filter((facet) => all[facet] !== undefined).map((facet) => [facet, all[facet]])) as FacetFilters;
}

/** The counts of `facets` over the scope: a fact of the data version and day when nothing is chosen. */
export function listingCounts(
  ctx: LoaderContext<unknown>,
  scope: ListingScope,
  filters: FacetFilters,
  options: { facets: readonly FacetName[]; today: string; narrowed?: boolean },
): Promise<FacetCounts> {
  const facts = catalogFacts(ctx.memo, ctx.db);
  return listingFacetCounts(ctx.db, facts.unfilteredFacets, scope, filters, options);
}

/** A filtered combination is for people, not search engines: its canonical is the unfiltered listing. */
export const robotsFor = (filters: FacetFilters, other?: string): string | undefined => (hasFacets(filters) ? 'noindex, follow' : other);

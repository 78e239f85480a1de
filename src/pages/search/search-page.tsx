import { FacetedResults, ResultCount, wordsMatched } from '../../components/search-results';
import type { FacetFilters } from '../../domain/facets';
import { facetQueryString, hasFacets, withFacets } from '../../domain/facets';
import { Island } from '../../islands/island';
import { resultsLabel } from '../../domain/content-types';
import { signInHref } from '../../domain/return-path';
import type { ContentType } from '../../domain/content-types';
import type { SearchSort } from '../../domain/search-sort';
import type { SearchResult } from '../../services/search';
import type { SearchSuggestions } from '../../services/search-suggestions';
import { SearchSuggestionList } from '../../components/search-suggestions';

export interface SearchPageProps {
  terms: string;
  slug: string;
  contentType: ContentType | null;
  sort: SearchSort;
  /** The chosen facets (the result's facet counts come with it). */
  filters: FacetFilters;
  exact: boolean;
  result: SearchResult | null;
  /** This search's address without facets, sort or page. */
  basePath: string;
  /** The signed-in user's marks on this page: favorite seqs by "type:id" and this search's saved seq. */
  personal: { favorites: Record<string, number>; savedSearchSeq: number | null } | null;
  /** When nothing matched: other words, the nearest CSI sections and their divisions. */
  suggestions: SearchSuggestions | null;
  /** The compare tray (?compare=): the products picked, kept by every link of the results. */
  tray: number[];
}

/** "Save this search" for signed-in users (an island); a sign-in link for everyone else. */
function SaveThisSearch({ terms, contentType, basePath, filters, personal }: Pick<SearchPageProps, 'terms' | 'contentType' | 'basePath' | 'filters' | 'personal'>) {
  // Saved, signed in after, and returned to with the filters: they are part of the search.
  const filtered = withFacets(basePath, filters);
  if (!personal) {
    return (
      <p className="save-search">
        <a href={signInHref(filtered)}>Sign in to save this search</a>
      </p>
    );
  }
  return (
    <Island
      name="save-search"
      hydrate="idle"
      props={{ terms, contentType: contentType ?? 'all', filters: facetQueryString(filters), savedSeq: personal.savedSearchSeq, returnTo: filtered }}
    />
  );
}

export function SearchPage({ terms, slug, contentType, sort, filters, exact, result, basePath, personal, suggestions, tray }: SearchPageProps) {
  if (!result) {
    return (
      <section className="page-intro">
        <h1>Search</h1>
        <p>
          Type a product, material, manufacturer or CSI section number in the search box above, for example{' '}
          <a href="/search/fire-rated-door">fire rated door</a>, <a href="/search/acoustical-ceiling">acoustical ceiling</a>{' '}
          or <a href="/search/membrane-roofing">membrane roofing</a>.
        </p>
      </section>
    );
  }
  // The heading names what was searched: the corrected words when the spelling was corrected.
  const heading = `${resultsLabel(contentType)} for “${result.searchedTerms}”`;
  return (
    <>
      <header className="page-intro">
        <h1>{heading}</h1>
        <ResultCount result={result} terms={terms} path={withFacets(basePath, filters)} />
        <SaveThisSearch terms={terms} contentType={contentType} basePath={basePath} filters={filters} personal={personal} />
      </header>
      {result.total > 0 || (hasFacets(filters) && wordsMatched(result, contentType)) ? (
        <FacetedResults
          result={result}
          path={basePath}
          current={contentType}
          typeHref={(type) => (type ? `/search/${slug}/${type}` : `/search/${slug}`)}
          filters={filters}
          sort={sort}
          exact={exact}
          favorites={personal?.favorites}
          tray={tray}
        />
      ) : (
        <section className="empty-state">
          <p>Nothing matched “{terms}”. Try fewer words, a more general product name, or a CSI section number.</p>
          {suggestions && <SearchSuggestionList suggestions={suggestions} />}
        </section>
      )}
    </>
  );
}

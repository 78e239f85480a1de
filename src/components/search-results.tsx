import type { ReactNode } from 'react';
import type { CappedCount } from '../domain/capped-count';
import { formatCount } from '../domain/capped-count';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '../domain/content-types';
import type { ContentType } from '../domain/content-types';
import type { SearchSort } from '../domain/search-sort';
import { isDefaultSearchSort } from '../domain/search-sort';
import { formatSort } from '../domain/sort';
import type { SearchResult } from '../services/search';
import type { FacetFilters } from '../domain/facets';
import { hasFacets, withFacets } from '../domain/facets';
import { ActiveFilters, FacetPanel } from './facet-panel';
import { ComparableContentList } from './comparable-content-list';
import { trayField, withTray } from '../domain/compare-tray';
import { Pagination, withQuery } from './pagination';
import type { SortField } from './sort-links';
import { SortLinks } from './sort-links';

/** The sort choices of a search; a list without manufacturers (company search) leaves out "Manufacturer". */
const SEARCH_SORT_LINKS: readonly SortField[] = [
  { field: 'relevance', label: 'Relevance', defaultDirection: 'desc' },
  { field: 'title', label: 'Title', defaultDirection: 'asc' },
  { field: 'date', label: 'Date', defaultDirection: 'desc' },
  { field: 'company', label: 'Manufacturer', defaultDirection: 'asc' },
];

/** A match count as every search shows it: "42", or "1000+" past the cap. */
function MatchCount({ count }: { count: CappedCount }) {
  return <span className="count">{formatCount(count)}</span>;
}

/**
 * "1000+ results", or "No results.", and the spelling correction when there was one: "Showing results for
 * *insulation*; search instead for *insulaton*", the second a link to `path` that searches the words as typed.
 */
export function ResultCount({ result, terms, path }: { result: SearchResult; terms: string; path: string }) {
  const count = { count: result.total, capped: result.totalCapped };
  return (
    <p className="result-count" role="status">
      {result.total === 0 ? 'No results.' : `${formatCount(count)} ${result.total === 1 ? 'result' : 'results'}`}
      {result.corrected && (
        <>
          {' '}
          Showing results for <strong>{result.searchedTerms}</strong>; search instead for{' '}
          <a href={withQuery(path, { exact: 1 })} rel="nofollow">
            <em>{terms}</em>
          </a>
          .
        </>
      )}
    </p>
  );
}

interface TypeFilterProps {
  result: SearchResult;
  current: ContentType | null;
  hrefFor: (type: ContentType | null) => string;
  /** False while facets narrow the list: the counts of the words alone would not be what the links list. */
  showCounts?: boolean;
}

/** "All" and each content type with matches, linking to the same search in that type. */
function SearchTypeFilter({ result, current, hrefFor, showCounts = true }: TypeFilterProps) {
  // Links that keep filters lead to noindex pages: not worth a crawler's visit.
  const rel = showCounts ? undefined : 'nofollow';
  return (
    <nav className="type-filter type-filter--scroll" aria-label="Content types">
      <ul>
        <li>
          <a href={hrefFor(null)} rel={rel} aria-current={current === null ? 'page' : undefined}>
            All {showCounts && <MatchCount count={result.all} />}
          </a>
        </li>
        {CONTENT_TYPES.filter((t) => result.counts[t]).map((t) => (
          <li key={t}>
            <a href={hrefFor(t)} rel={rel} aria-current={current === t ? 'page' : undefined}>
              {CONTENT_TYPE_LABELS[t].plural} {showCounts && <MatchCount count={result.counts[t]} />}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface SearchResultListProps {
  result: SearchResult;
  path: string;
  sort: SearchSort;
  favorites: Record<string, number> | undefined;
  showCompany?: boolean;
  /** The compare tray (?compare=): every link of the results keeps it. */
  tray: number[];
}

/** The sort links, one page of results (cards with their compare links, under the tray) and the page links. */
function SearchResultList({ result, path, sort, favorites, showCompany, tray }: SearchResultListProps) {
  const sortFields = showCompany === false ? SEARCH_SORT_LINKS.filter((f) => f.field !== 'company') : SEARCH_SORT_LINKS;
  const sortParam = isDefaultSearchSort(sort) ? undefined : formatSort(sort);
  const listPath = withTray(path, tray);
  return (
    <>
      <SortLinks basePath={listPath} sort={sort} fields={sortFields} />
      <ComparableContentList items={result.items} favorites={favorites} showCompany={showCompany} tray={{ ids: tray, here: withQuery(listPath, { page: result.page, sort: sortParam }) }} />
      <Pagination page={result.page} pageCount={result.pageCount} hrefFor={(page) => withQuery(listPath, { page, sort: sortParam })} />
    </>
  );
}

/** Whether the words matched anything of the listed type: facets that narrowed that to nothing still show. */
export function wordsMatched(result: SearchResult, contentType: ContentType | null): boolean {
  return ((contentType ? result.counts[contentType]?.count : result.all.count) ?? 0) > 0;
}

interface FacetedResultsProps extends Omit<SearchResultListProps, 'path'> {
  /** The list's address without facets, sort or page. */
  path: string;
  current: ContentType | null;
  /** The same search in another type (or all types), without facets. */
  typeHref: (type: ContentType | null) => string;
  filters: FacetFilters;
  exact: boolean;
  /** Above the results, beside the filters (the result count). */
  children?: ReactNode;
}

const RESULTS_ID = 'search-results';

/**
 * The results of either search page: the content types and facets beside them, the active filters as chips,
 * and the sorted, paged list. Links keep the facets and the compare tray; the facet form keeps the sort and the tray.
 */
export function FacetedResults(props: FacetedResultsProps) {
  const { result, path, current, typeHref, filters, sort, exact, children } = props;
  const filtered = hasFacets(filters);
  const sortParam = isDefaultSearchSort(sort) ? undefined : formatSort(sort);
  const keep = { sort: sortParam, exact: exact ? '1' : undefined, compare: trayField(props.tray) };
  const unfiltered = withQuery(path, keep);
  const partial = !filtered && result.totalCapped;
  return (
    <div className="search-layout">
      {/* The type links and filters come first: a keyboard can pass them in one step. */}
      <a className="skip-link" href={`#${RESULTS_ID}`}>
        Skip to the results
      </a>
      <FacetPanel action={path} counts={result.facets ?? {}} keep={keep} note={partial ? `Counts cover the best ${result.total} results.` : undefined}>
        <SearchTypeFilter result={result} current={current} hrefFor={(type) => withTray(withFacets(typeHref(type), filters), props.tray)} showCounts={!filtered} />
      </FacetPanel>
      <section aria-labelledby="search-results-heading" id={RESULTS_ID} tabIndex={-1}>
        <h2 id="search-results-heading" className="visually-hidden">
          Results
        </h2>
        {children}
        <ActiveFilters filters={filters} counts={result.facets ?? {}} path={unfiltered} clearHref={unfiltered} />
        {result.total > 0 ? (
          <SearchResultList {...props} path={withFacets(path, filters)} />
        ) : (
          <p className="empty-state">No results match these filters. Remove a filter, or clear them all.</p>
        )}
      </section>
    </div>
  );
}

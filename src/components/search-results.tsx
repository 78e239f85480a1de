import type { CappedCount } from '../domain/capped-count';
import { formatCount } from '../domain/capped-count';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '../domain/content-types';
import type { ContentType } from '../domain/content-types';
import type { SearchSort } from '../domain/search-sort';
import { isDefaultSearchSort } from '../domain/search-sort';
import { formatSort } from '../domain/sort';
import type { SearchResult } from '../services/search';
import { ContentList } from './content-list';
import { Pagination, withQuery } from './pagination';
import type { SortField } from './sort-links';
import { SortLinks } from './sort-links';

/** The sort choices of a search; company search leaves out "Manufacturer". */
export const SEARCH_SORT_LINKS: readonly SortField[] = [
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

/** "All" and each content type with matches, linking to the same search in that type. */
export function SearchTypeFilter({ result, current, hrefFor }: { result: SearchResult; current: ContentType | null; hrefFor: (type: ContentType | null) => string }) {
  return (
    <nav className="type-filter" aria-label="Content types">
      <ul>
        <li>
          <a href={hrefFor(null)} aria-current={current === null ? 'page' : undefined}>
            All <MatchCount count={result.all} />
          </a>
        </li>
        {CONTENT_TYPES.filter((t) => result.counts[t]).map((t) => (
          <li key={t}>
            <a href={hrefFor(t)} aria-current={current === t ? 'page' : undefined}>
              {CONTENT_TYPE_LABELS[t].plural} <MatchCount count={result.counts[t]} />
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
  sortFields: readonly SortField[];
  favorites: Record<string, number> | undefined;
  showCompany?: boolean;
}

/** The sort links, one page of results and the page links. */
export function SearchResultList({ result, path, sort, sortFields, favorites, showCompany }: SearchResultListProps) {
  return (
    <>
      <SortLinks basePath={path} sort={sort} fields={sortFields} />
      <ContentList items={result.items} favorites={favorites} showCompany={showCompany} />
      <Pagination
        page={result.page}
        pageCount={result.pageCount}
        hrefFor={(page) => withQuery(path, { page, sort: isDefaultSearchSort(sort) ? undefined : formatSort(sort) })}
      />
    </>
  );
}

import { ContentList } from '../../components/content-list';
import { Pagination, withQuery } from '../../components/pagination';
import { SortLinks } from '../../components/sort-links';
import { Island } from '../../islands/island';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '../../domain/content-types';
import { signInHref } from '../../domain/return-path';
import type { ContentType } from '../../domain/content-types';
import type { SortState } from '../../domain/sort';
import { formatSort } from '../../domain/sort';
import type { SearchResult } from '../../services/search';

export interface SearchPageProps {
  terms: string;
  slug: string;
  contentType: ContentType | null;
  sort: SortState;
  result: SearchResult | null;
  basePath: string;
  /** The signed-in user's marks on this page: favorite seqs by "type:id" and this search's saved seq. */
  personal: { favorites: Record<string, number>; savedSearchSeq: number | null } | null;
}

const SORT_FIELDS = [
  { field: 'relevance', label: 'Relevance', defaultDirection: 'desc' },
  { field: 'title', label: 'Title', defaultDirection: 'asc' },
  { field: 'date', label: 'Date', defaultDirection: 'desc' },
  { field: 'company', label: 'Manufacturer', defaultDirection: 'asc' },
] as const;

const isDefaultSort = (sort: SortState) => sort.field === 'relevance' && sort.direction === 'desc';

function countLabel(n: number, capped: boolean): string {
  return capped ? `${n}+` : String(n);
}

function TypeFilter({ slug, contentType, result }: { slug: string; contentType: ContentType | null; result: SearchResult }) {
  const all = Object.values(result.counts).reduce((a, b) => a + b, 0);
  return (
    <nav className="type-filter" aria-label="Content types">
      <ul>
        <li>
          <a href={`/search/${slug}`} aria-current={contentType === null ? 'page' : undefined}>
            All <span className="count">{all}</span>
          </a>
        </li>
        {CONTENT_TYPES.filter((t) => result.counts[t]).map((t) => (
          <li key={t}>
            <a href={`/search/${slug}/${t}`} aria-current={contentType === t ? 'page' : undefined}>
              {CONTENT_TYPE_LABELS[t].plural} <span className="count">{result.counts[t]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Save this search" for signed-in users (an island); a sign-in link for everyone else. */
function SaveThisSearch({ terms, contentType, basePath, personal }: Pick<SearchPageProps, 'terms' | 'contentType' | 'basePath' | 'personal'>) {
  if (!personal) {
    return (
      <p className="save-search">
        <a href={signInHref(basePath)}>Sign in to save this search</a>
      </p>
    );
  }
  return (
    <Island
      name="save-search"
      hydrate="idle"
      props={{ terms, contentType: contentType ?? 'all', savedSeq: personal.savedSearchSeq, returnTo: basePath }}
    />
  );
}

export function SearchPage({ terms, slug, contentType, sort, result, basePath, personal }: SearchPageProps) {
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
  const heading = contentType ? `${CONTENT_TYPE_LABELS[contentType].plural} for “${terms}”` : `Results for “${terms}”`;
  return (
    <>
      <header className="page-intro">
        <h1>{heading}</h1>
        <p className="result-count" role="status">
          {result.total === 0
            ? 'No results.'
            : `${countLabel(result.total, result.totalCapped)} ${result.total === 1 ? 'result' : 'results'}`}
          {result.corrected && (
            <>
              {' '}
              Showing results for <strong>{result.searchedTerms}</strong> instead of “{terms}”.
            </>
          )}
        </p>
        <SaveThisSearch terms={terms} contentType={contentType} basePath={basePath} personal={personal} />
      </header>
      {result.total > 0 ? (
        <div className="search-layout">
          <TypeFilter slug={slug} contentType={contentType} result={result} />
          <section aria-label="Results">
            <SortLinks basePath={basePath} sort={sort} fields={SORT_FIELDS} />
            <ContentList items={result.items} favorites={personal?.favorites} />
            <Pagination
              page={result.page}
              pageCount={result.pageCount}
              hrefFor={(page) => withQuery(basePath, { page, sort: isDefaultSort(sort) ? undefined : formatSort(sort) })}
            />
          </section>
        </div>
      ) : (
        <section className="empty-state">
          <p>Nothing matched “{terms}”. Try fewer words, a more general product name, or a CSI section number.</p>
        </section>
      )}
    </>
  );
}

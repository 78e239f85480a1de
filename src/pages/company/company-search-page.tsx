import { Breadcrumbs } from '../../components/breadcrumbs';
import { ContentList } from '../../components/content-list';
import { Pagination, withQuery } from '../../components/pagination';
import { SortLinks } from '../../components/sort-links';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '../../domain/content-types';
import type { ContentType } from '../../domain/content-types';
import type { SortState } from '../../domain/sort';
import { formatSort } from '../../domain/sort';
import type { Company } from '../../services/companies';
import type { SearchResult } from '../../services/search';
import { CompanyNav } from './company-nav';

export interface CompanySearchPageProps {
  company: Company;
  base: string;
  /** The content types this company publishes (the form's choices). */
  types: ContentType[];
  terms: string;
  slug: string;
  contentType: ContentType | 'all';
  sort: SortState;
  result: SearchResult | null;
  /** The signed-in user's favorites among the results ("type:id" → seq). */
  favorites: Record<string, number> | undefined;
}

const SORT_FIELDS = [
  { field: 'relevance', label: 'Relevance', defaultDirection: 'desc' },
  { field: 'title', label: 'Title', defaultDirection: 'asc' },
  { field: 'date', label: 'Date', defaultDirection: 'desc' },
] as const;

function SearchForm({ base, types, terms, contentType, company }: Pick<CompanySearchPageProps, 'base' | 'types' | 'terms' | 'contentType' | 'company'>) {
  return (
    <form className="inline-search" method="get" action={`${base}/search`} role="search" aria-label={`Search ${company.name}`}>
      <div className="field">
        <label htmlFor="company-search-q">Words to find</label>
        <input id="company-search-q" name="q" type="search" defaultValue={terms} maxLength={200} required />
      </div>
      <div className="field">
        <label htmlFor="company-search-type">In</label>
        <select id="company-search-type" name="type" defaultValue={contentType}>
          <option value="all">Everything</option>
          {types.map((t) => (
            <option key={t} value={t}>
              {CONTENT_TYPE_LABELS[t].plural}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}

function TypeFilter({ base, slug, contentType, result }: { base: string; slug: string; contentType: ContentType | 'all'; result: SearchResult }) {
  const all = Object.values(result.counts).reduce((a, b) => a + b, 0);
  const types = CONTENT_TYPES.filter((t) => result.counts[t]);
  return (
    <nav className="type-filter" aria-label="Content types">
      <ul>
        <li>
          <a href={`${base}/search/${slug}/all`} aria-current={contentType === 'all' ? 'page' : undefined}>
            All <span className="count">{all}</span>
          </a>
        </li>
        {types.map((t) => (
          <li key={t}>
            <a href={`${base}/search/${slug}/${t}`} aria-current={contentType === t ? 'page' : undefined}>
              {CONTENT_TYPE_LABELS[t].plural} <span className="count">{result.counts[t]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /company/{id}/search and /company/{id}/search/{terms}/{contentType}: search within one manufacturer. */
export function CompanySearchPage(props: CompanySearchPageProps) {
  const { company, base, terms, slug, contentType, sort, result } = props;
  const path = `${base}/search/${slug}/${contentType}`;
  const isDefault = sort.field === 'relevance' && sort.direction === 'desc';
  return (
    <>
      <Breadcrumbs items={[{ label: company.name, href: base }, { label: 'Search', href: `${base}/search` }, ...(result ? [{ label: `“${terms}”` }] : [])]} />
      <header className="page-intro">
        <h1>{result ? `${contentType === 'all' ? 'Results' : CONTENT_TYPE_LABELS[contentType].plural} for “${terms}” from ${company.name}` : `Search ${company.name}`}</h1>
        <CompanyNav company={company} base={base} current="search" />
        <SearchForm {...props} />
      </header>
      {result &&
        (result.total === 0 ? (
          <section className="empty-state">
            <p role="status">
              Nothing from {company.name} matched “{terms}”. Try fewer words, or <a href={`/search/${slug}`}>search every manufacturer</a>.
            </p>
          </section>
        ) : (
          <div className="search-layout">
            <TypeFilter base={base} slug={slug} contentType={contentType} result={result} />
            <section aria-label="Results">
              <p className="result-count" role="status">
                {result.totalCapped ? `${result.total}+` : result.total} {result.total === 1 ? 'result' : 'results'}
                {result.corrected && (
                  <>
                    {' '}
                    Showing results for <strong>{result.searchedTerms}</strong> instead of “{terms}”.
                  </>
                )}
              </p>
              <SortLinks basePath={path} sort={sort} fields={SORT_FIELDS} />
              <ContentList items={result.items} showCompany={false} favorites={props.favorites} />
              <Pagination page={result.page} pageCount={result.pageCount} hrefFor={(page) => withQuery(path, { page, sort: isDefault ? undefined : formatSort(sort) })} />
            </section>
          </div>
        ))}
    </>
  );
}

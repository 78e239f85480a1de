import { Breadcrumbs } from '../../components/breadcrumbs';
import { FacetedResults, ResultCount, wordsMatched } from '../../components/search-results';
import type { FacetFilters } from '../../domain/facets';
import { hasFacets, withFacets } from '../../domain/facets';
import { CONTENT_TYPE_LABELS, resultsLabel } from '../../domain/content-types';
import type { ContentType } from '../../domain/content-types';
import type { SearchSort } from '../../domain/search-sort';
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
  sort: SearchSort;
  filters: FacetFilters;
  exact: boolean;
  result: SearchResult | null;
  /** The signed-in user's favorites among the results ("type:id" → seq). */
  favorites: Record<string, number> | undefined;
  /** The compare tray (?compare=), kept by every link of the results. */
  tray: number[];
}

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

/** /company/{id}/search and /company/{id}/search/{terms}/{contentType}: search within one manufacturer. */
export function CompanySearchPage(props: CompanySearchPageProps) {
  const { company, base, terms, slug, contentType, sort, result } = props;
  const path = `${base}/search/${slug}/${contentType}`;
  return (
    <>
      <Breadcrumbs items={[{ label: company.name, href: base }, { label: 'Search', href: `${base}/search` }, ...(result ? [{ label: `“${terms}”` }] : [])]} />
      <header className="page-intro">
        <h1>{result ? `${resultsLabel(contentType)} for “${result.searchedTerms}” from ${company.name}` : `Search ${company.name}`}</h1>
        <CompanyNav company={company} base={base} current="search" />
        <SearchForm {...props} />
      </header>
      {result &&
        (result.total === 0 && !(hasFacets(props.filters) && wordsMatched(result, contentType === 'all' ? null : contentType)) ? (
          <section className="empty-state">
            <p role="status">
              Nothing from {company.name} matched “{terms}”. Try fewer words, or <a href={`/search/${slug}`}>search every manufacturer</a>.
            </p>
          </section>
        ) : (
          <FacetedResults
            result={result}
            path={path}
            current={contentType === 'all' ? null : contentType}
            typeHref={(type) => `${base}/search/${slug}/${type ?? 'all'}`}
            filters={props.filters}
            sort={sort}
            exact={props.exact}
            favorites={props.favorites}
            showCompany={false}
            tray={props.tray}
          >
            <ResultCount result={result} terms={terms} path={withFacets(path, props.filters)} />
          </FacetedResults>
        ))}
    </>
  );
}

import { MarkedText } from '../../components/marked-text';
import type { Segment } from '../../domain/text-highlight';
import type { Catalog } from '../../services/catalogs';
import { catalogViewerPath } from '../../domain/catalog-viewer-paths';
import { withSearch } from './catalog-page-nav';

export interface CatalogSearchResult {
  pageNumber: number;
  snippet: Segment[];
}

interface CatalogSearchProps {
  catalog: Catalog;
  page: number;
  query: string;
  /** null when nothing was searched. */
  results: CatalogSearchResult[] | null;
}

/** Search inside the catalog: a GET form on the current page, then the matching pages with a highlighted snippet each. */
export function CatalogSearch({ catalog, page, query, results }: CatalogSearchProps) {
  return (
    <section className="catalog-search" aria-labelledby="catalog-search-title">
      <h2 id="catalog-search-title">Search this catalog</h2>
      <form role="search" method="get" action={catalogViewerPath(catalog, page)} className="catalog-search__form">
        <label htmlFor="catalog-q" className="visually-hidden">
          Words to find in {catalog.title}
        </label>
        <input id="catalog-q" type="search" name="q" defaultValue={query} maxLength={200} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {results && (
        <>
          <p className="catalog-search__count" role="status">
            {results.length === 0
              ? `No page mentions “${query}”.`
              : `${results.length} ${results.length === 1 ? 'page mentions' : 'pages mention'} “${query}”.`}{' '}
            <a href={catalogViewerPath(catalog, page)}>Clear the search</a>
          </p>
          {results.length > 0 && (
            <ol className="catalog-search__results">
              {results.map((r) => (
                <li key={r.pageNumber}>
                  <a href={`${withSearch(catalogViewerPath(catalog, r.pageNumber), query)}#catalog-page`} aria-current={r.pageNumber === page ? 'page' : undefined}>
                    Page {r.pageNumber}
                  </a>
                  <p>
                    <MarkedText segments={r.snippet} />
                  </p>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

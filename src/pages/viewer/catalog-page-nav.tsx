import type { Catalog } from '../../services/catalogs';
import { catalogViewerBase, catalogViewerPath } from '../../domain/catalog-viewer-paths';

interface CatalogPageNavProps {
  catalog: Catalog;
  page: number;
  /** A search in progress is kept while paging. */
  query: string;
}

export const withSearch = (path: string, query: string) => (query ? `${path}?q=${encodeURIComponent(query)}` : path);

function Step({ href, rel, label }: { href: string | null; rel?: 'prev' | 'next'; label: string }) {
  return <li>{href ? <a href={href} rel={rel}>{label}</a> : <span aria-disabled="true">{label}</span>}</li>;
}

/** First, previous, a page picker (a GET form, no script), next and last. */
export function CatalogPageNav({ catalog, page, query }: CatalogPageNavProps) {
  const link = (n: number) => withSearch(catalogViewerPath(catalog, n), query);
  const last = catalog.pageCount;
  return (
    <nav className="catalog-nav" aria-label="Catalog pages">
      <ul>
        <Step href={page > 1 ? link(1) : null} label="First" />
        <Step href={page > 1 ? link(page - 1) : null} rel="prev" label="Previous" />
        <li>
          <form className="catalog-nav__pick" method="get" action={catalogViewerBase(catalog)}>
            <label htmlFor="catalog-page-pick">Page</label>
            <select id="catalog-page-pick" name="page" defaultValue={String(page)}>
              {Array.from({ length: last }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
            <span>of {last}</span>
            {query && <input type="hidden" name="q" value={query} />}
            <button type="submit" className="button button--quiet">
              Go
            </button>
          </form>
        </li>
        <Step href={page < last ? link(page + 1) : null} rel="next" label="Next" />
        <Step href={page < last ? link(last) : null} label="Last" />
      </ul>
    </nav>
  );
}

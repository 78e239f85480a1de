import { Breadcrumbs } from '../../components/breadcrumbs';
import { MarkedText } from '../../components/marked-text';
import { PageScript } from '../../components/page-script';
import { companyPath } from '../../domain/company-id';
import { markWords } from '../../domain/text-highlight';
import type { Catalog } from '../../services/catalogs';
import type { Company } from '../../services/companies';
import { CatalogPageNav } from './catalog-page-nav';
import type { CatalogSearchResult } from './catalog-search';
import { CatalogSearch } from './catalog-search';
import { formatCount } from '../../domain/count-text';

export interface CatalogViewerProps {
  company: Company;
  catalog: Catalog;
  /** Pages of the PDF download as written, or null without one. */
  pdfPages: number | null;
  page: number;
  text: string;
  image: { src: string; alt: string; width: number; height: number };
  query: string;
  words: string[];
  results: CatalogSearchResult[] | null;
}

/**
 * One catalog page: the page drawn as an image (the first 80 characters of its text as alt text), the whole
 * text below it for reading and for search engines, page navigation and search in the catalog.
 */
export function CatalogViewerPage({ company, catalog, pdfPages, page, text, image, query, words, results }: CatalogViewerProps) {
  const home = companyPath(company.name, company.coid);
  const paragraphs = text.split(/\r?\n/).filter((line) => line.trim());
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Manufacturers', href: '/manufacturers/all' },
          { label: company.name, href: home },
          { label: 'Catalogs', href: `${home}/catalog` },
          { label: catalog.title, href: catalog.url },
          { label: `Page ${page}` },
        ]}
      />
      <header className="catalog-viewer__header">
        <h1>{catalog.title}</h1>
        <p className="lead">
          <a href={home}>{company.name}</a> · {formatCount(catalog.pageCount, 'page')}
          {catalog.downloadUrl && (
            <>
              {' · '}
              <a href={catalog.downloadUrl}>
                Download the PDF{pdfPages !== null && ` (${formatCount(pdfPages, 'page')})`}
              </a>
              <PageScript name="download-analytics" />
            </>
          )}
        </p>
      </header>
      <div className="catalog-viewer">
        <div className="catalog-viewer__page">
          <CatalogPageNav catalog={catalog} page={page} query={query} />
          <figure className="catalog-page" id="catalog-page">
            <a className="catalog-page__open" href={image.src}>
              <img className="catalog-page__image" src={image.src} alt={image.alt} width={image.width} height={image.height} />
            </a>
            <figcaption>
              Page {page} of {catalog.pageCount}
            </figcaption>
          </figure>
          <p className="catalog-page__full">
            <a className="full-size-link" href={image.src}>
              Open page {page} full size
            </a>
          </p>
          <section className="catalog-page-text" aria-labelledby="page-text-title">
            <h2 id="page-text-title">Text of page {page}</h2>
            {paragraphs.map((p, i) => (
              <p key={i}>
                <MarkedText segments={markWords(p, words)} />
              </p>
            ))}
          </section>
        </div>
        <aside className="catalog-viewer__side">
          <CatalogSearch catalog={catalog} page={page} query={query} results={results} />
        </aside>
      </div>
    </>
  );
}

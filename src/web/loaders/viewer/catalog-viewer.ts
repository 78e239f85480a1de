import { z } from 'zod';
import { pageNumber } from '../../../domain/number-input';
import { catalogPageAltText } from '../../../domain/catalog-alt-text';
import { PAGE_HEIGHT, PAGE_WIDTH } from '../../../domain/catalog-page-svg';
import { highlightSnippet, searchWords } from '../../../domain/text-highlight';
import { notFound } from '../../../errors';
import { parseInput } from '../../../parse-input';
import { catalogViewerPath } from '../../../domain/catalog-viewer-paths';
import { catalogPageImage } from '../../../services/catalog-pages-view';
import type { Catalog } from '../../../services/catalogs';
import { catalogPageText, getCatalog, searchCatalogPages } from '../../../services/catalogs';
import type { Company } from '../../../services/companies';
import type { CatalogViewerProps } from '../../../pages/viewer/catalog-viewer-page';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { companyFromParam } from '../company-lookup';
import { downloadPageCount, findDownloadById } from '../../../services/downloads';

const MAX_INT = 2_147_483_647;
const number = (pattern: RegExp) => z.string().regex(pattern).transform(Number).refine((n) => n <= MAX_INT);

/** Page 0, a leading zero or anything but digits fails here: a 404 like an unknown page. */
export const catalogViewerParams = z.object({
  id: z.string().regex(/^([a-z0-9-]+-)?\d{5}$/),
  catalogId: number(/^[1-9]\d{0,9}$/),
  page: number(/^[1-9]\d{0,5}$/).optional(),
});
type Params = z.infer<typeof catalogViewerParams>;

const viewerQuery = z.object({ q: z.string().max(200, 'must be 200 characters or fewer').optional() });
const pickQuery = z.object({ page: pageNumber(999_999), q: viewerQuery.shape.q });

/** The company's online catalog, or a 404 (another company's catalog included). */
async function catalogOf(ctx: LoaderContext<Params>): Promise<{ company: Company; catalog: Catalog }> {
  const company = await companyFromParam(ctx);
  const catalog = await getCatalog(ctx.db, ctx.params.catalogId);
  if (!catalog || catalog.coid !== company.coid) throw notFound(`Unknown catalog: ${ctx.params.catalogId}`);
  return { company, catalog };
}

/** Pages of the catalog's PDF download as written (its own count, which need not be the viewer's), once per data version. */
async function catalogPdfPages(ctx: LoaderContext<Params>, catalog: Catalog): Promise<number | null> {
  if (!catalog.downloadUrl) return null;
  return ctx.memo.value(`catalog-pdf-pages:${catalog.id}`, async () => {
    const item = await findDownloadById(ctx.db, catalog.id);
    return item ? downloadPageCount(ctx.db, ctx.files, item) : null;
  });
}

const withQ = (path: string, q: string) => (q ? `${path}?q=${encodeURIComponent(q)}` : path);

/** /company/{id}/catalog-viewer/{catalogId}?page=N (the page picker's form, or no page at all): to that page. */
export async function loadCatalogViewerPick(ctx: LoaderContext<Params>): Promise<LoaderResult<CatalogViewerProps>> {
  const { catalog } = await catalogOf(ctx);
  const { page, q } = parseInput(pickQuery, ctx.query, 'query');
  if (page > catalog.pageCount) throw notFound(`No page ${page} in catalog ${catalog.id}`);
  return { redirect: withQ(catalogViewerPath(catalog, page), q?.trim() ?? ''), status: 302 };
}

/** /company/{id}/catalog-viewer/{catalogId}/{page}[?q=]: one page as an image with its text, navigation and search. */
export async function loadCatalogViewer(ctx: LoaderContext<Params>): Promise<LoaderResult<CatalogViewerProps>> {
  const { company, catalog } = await catalogOf(ctx);
  const page = ctx.params.page ?? 1;
  const canonical = catalogViewerPath(catalog, page);
  if (ctx.path !== canonical) return { redirect: canonical + ctx.url.slice(ctx.path.length), status: 301 };
  const text = await catalogPageText(ctx.db, catalog.id, page);
  if (text === null) throw notFound(`No page ${page} in catalog ${catalog.id}`);

  const query = (parseInput(viewerQuery, ctx.query, 'query').q ?? '').trim();
  const words = searchWords(query);
  const matches = words.length ? await searchCatalogPages(ctx.db, catalog.id, words) : null;
  const alt = catalogPageAltText(text);
  return {
    props: {
      company,
      catalog,
      pdfPages: await catalogPdfPages(ctx, catalog),
      page,
      text,
      image: { src: catalogPageImage(catalog, page, text).src, alt, width: PAGE_WIDTH, height: PAGE_HEIGHT },
      query,
      words,
      results: matches?.map((m) => ({ pageNumber: m.pageNumber, snippet: highlightSnippet(m.text, words) })) ?? null,
    },
    head: {
      title: `${catalog.title}, page ${page} of ${catalog.pageCount}`,
      description: `${company.name} catalog, page ${page}: ${alt}`,
      canonical,
      // Search results are a view of the same page: one address is indexed.
      robots: query ? 'noindex, follow' : undefined,
    },
  };
}

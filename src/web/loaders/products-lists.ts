import { z } from 'zod';
import type { ContentType } from '../../domain/content-types';
import { CONTENT_TYPE_LABELS, contentTypeSchema } from '../../domain/content-types';
import { normalizeSection } from '../../domain/csi';
import { notFound } from '../../errors';
import { getSection } from '../../services/csi';
import type { ListingFacetsProps } from '../../components/listing-facets';
import type { FacetFilters, FacetName } from '../../domain/facets';
import { hasFacets } from '../../domain/facets';
import { catalogFacts } from '../../services/catalog-facts';
import { countAndChoose } from '../../services/facet-tally';
import { CHOICE_FACET_NAMES } from '../../domain/choice-facets';
import { PROPERTY_FACETS } from '../../domain/property-facets';
import { todayUtc } from '../../services/declarations';
import type { ListingScope } from '../../services/listing-facets';
import type { ProductOrder } from '../../services/product-listings';
import { productListPage, productListPageOfItems, productsInSectionScope, productsWithTypeScope } from '../../services/product-listings';
import { listingCounts, listingFilters, robotsFor } from './listing-facets';
import type { ProductsListProps } from '../../pages/browse/products-list-page';
import { browsePageBanners } from './page-banners';
import type { LoaderContext, LoaderResult } from '../page-types';
import { requestedPage, requireExistingPage } from '../../http/query-schemas';
import { requestTray } from './compare-tray';

/** Products of a type span divisions and sections; a section's products are one section. Formats are the documents', not the product's. */
const BY_TYPE_FACETS: readonly FacetName[] = ['manufacturer', 'division', 'section', 'updated', 'declaration', 'gwp'];
/** A section's products share a template family: its ratings of the record are worth filtering by (issue 23). */
const BY_SECTION_FACETS: readonly FacetName[] = ['manufacturer', 'updated', 'declaration', 'gwp', ...PROPERTY_FACETS, ...CHOICE_FACET_NAMES];

/** The page of a product list the query asks for (404 past its end) and its facets. */
async function facetedProducts(ctx: LoaderContext<unknown>, scope: ListingScope, path: string, offered: readonly FacetName[], order: ProductOrder) {
  const page = requestedPage(ctx.query);
  const filters = listingFilters(ctx, offered);
  const today = todayUtc();
  const [products, counts, tray] = await Promise.all([
    productListPage(ctx.db, scope, { page, order, filters, today }),
    listingCounts(ctx, scope, filters, { facets: offered, today }),
    requestTray(ctx),
  ]);
  requireExistingPage(page, products.pageCount);
  return { products, tray, facets: { path, filters, counts } satisfies ListingFacetsProps };
}

/**
 * A product list of a whole type, filtered: too many items to count or choose per request in SQL (seconds at 100k
 * products), so its facet rows are a fact of the version and day, counted and chosen in memory, and the page is read
 * by the chosen items.
 */
async function filteredProductsOfType(ctx: LoaderContext<unknown>, contentType: ContentType, path: string, filters: FacetFilters) {
  const page = requestedPage(ctx.query);
  const rows = await catalogFacts(ctx.memo, ctx.db).productTypeFacetRows(contentType, todayUtc());
  const { counts, ids } = countAndChoose(rows, filters, BY_TYPE_FACETS);
  const [products, tray] = await Promise.all([productListPageOfItems(ctx.db, ids, { page, order: 'name' }), requestTray(ctx)]);
  requireExistingPage(page, products.pageCount);
  return { products, tray, facets: { path, filters, counts } satisfies ListingFacetsProps };
}

export const productsByTypeParams = z.object({ type: contentTypeSchema });
export const productsByCsiParams = z.object({ csi: z.string().regex(/^\d{6}$|^\d{2} \d{2} \d{2}$/) });

/** /products/{type}: products that have documents of one content type. */
export async function loadProductsByType(
  ctx: LoaderContext<z.infer<typeof productsByTypeParams>>,
): Promise<LoaderResult<ProductsListProps>> {
  const label = CONTENT_TYPE_LABELS[ctx.params.type];
  const path = `/products/${ctx.params.type}`;
  const filters = listingFilters(ctx, BY_TYPE_FACETS);
  const { products, tray, facets } = hasFacets(filters)
    ? await filteredProductsOfType(ctx, ctx.params.type, path, filters)
    : await facetedProducts(ctx, productsWithTypeScope(ctx.params.type), path, BY_TYPE_FACETS, 'name');
  return {
    props: { heading: `Products with ${label.plural.toLowerCase()}`, intro: label.description, products, path, facets, tray },
    head: {
      title: `Products with ${label.plural.toLowerCase()}`,
      description: `Building products whose manufacturers publish ${label.plural.toLowerCase()}.`,
      canonical: path,
      robots: robotsFor(facets.filters),
    },
  };
}

/** /products/by-csi/{csi}: products classified under one MasterFormat section ("081113" or "08 11 13"). */
export async function loadProductsByCsi(
  ctx: LoaderContext<z.infer<typeof productsByCsiParams>>,
): Promise<LoaderResult<ProductsListProps>> {
  const number = normalizeSection(ctx.params.csi);
  const section = number ? await getSection(ctx.db, number) : null;
  if (!section) throw notFound(`Unknown CSI section: ${ctx.params.csi}`);
  const path = `/products/by-csi/${section.section.replace(/ /g, '')}`;
  const { products, tray, facets } = await facetedProducts(ctx, productsInSectionScope(section.section), path, BY_SECTION_FACETS, 'clients-first');
  const banners = await browsePageBanners(ctx, { slot: { placement: 'bpc' }, division: section.division, section: section.section });
  return {
    props: {
      heading: `${section.section} ${section.title}`,
      intro: `Products listed under MasterFormat section ${section.section}, ${section.title}.`,
      products,
      path,
      facets,
      banners,
      tray,
    },
    head: {
      title: `${section.section} ${section.title} products`,
      description: `Manufacturers' products for CSI MasterFormat section ${section.section} ${section.title}.`,
      canonical: path,
      robots: robotsFor(facets.filters),
    },
  };
}

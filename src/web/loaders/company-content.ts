import { z } from 'zod';
import { CONTENT_TYPE_LABELS, contentTypeSchema } from '../../domain/content-types';
import { isDeclarationKind } from '../../domain/declarations';
import { companyPath } from '../../domain/company-id';
import { notFound } from '../../errors';
import { companyContentOfType, companyContentScope } from '../../services/company-content';
import type { FacetName } from '../../domain/facets';
import { todayUtc } from '../../services/declarations';
import { listingCounts, listingFilters, robotsFor } from './listing-facets';
import { contentVariations, getContentItem } from '../../services/content-items';
import { contentView } from '../../services/content-viewer';
import { mediaOf } from '../../services/content-media';
import { contentActionOf } from '../../services/content-actions';
import type { CompanyContentProps } from '../../pages/company/company-content-page';
import type { LoaderContext, LoaderResult } from '../page-types';
import { companyFromParam } from './company-lookup';
import { requestedPage, requireExistingPage } from '../../http/query-schemas';
import { loadDeclarationListing } from './declaration-listing';

/** A company's list spans divisions and sections; an EPD or HPD list has its own sustainability filters. */
const ITEM_FACETS: readonly FacetName[] = ['division', 'section', 'format', 'updated', 'declaration', 'gwp'];
const DECLARATION_FACETS: readonly FacetName[] = ['division', 'section', 'updated'];

export const companyContentParams = z.object({
  id: z.string().regex(/^([a-z0-9-]+-)?\d{5}$/),
  contentType: contentTypeSchema,
  contentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

type Params = z.infer<typeof companyContentParams>;

/** /company/{id}/{contentType} (the list) and /company/{id}/{contentType}/{contentId} (one item). */
export async function loadCompanyContent(ctx: LoaderContext<Params>): Promise<LoaderResult<CompanyContentProps>> {
  const company = await companyFromParam(ctx);
  const { contentType, contentId } = ctx.params;
  const base = `${companyPath(company.name, company.coid)}/${contentType}`;
  const label = CONTENT_TYPE_LABELS[contentType];
  const canonical = contentId ? `${base}/${contentId}` : base;
  if (ctx.path !== canonical) return { redirect: canonical + (ctx.url.slice(ctx.path.length) || ''), status: 301 };

  if (contentId) {
    const item = await getContentItem(ctx.db, contentId);
    if (!item || item.coid !== company.coid || item.contentType !== contentType) {
      throw notFound(`Unknown ${label.singular.toLowerCase()}: ${contentId}`);
    }
    const [action, variations, media] = await Promise.all([
      contentActionOf(ctx.db, item),
      contentVariations(ctx.db, item),
      mediaOf(ctx.db, item, company.website, ctx.config.DATA_DIR, ctx.config),
    ]);
    const viewer = contentView(item, media) !== null;
    return {
      props: { kind: 'item', company, contentType, item, listUrl: base, action, variationCount: variations.length, viewer, media },
      head: {
        title: `${item.title} (${label.singular}) by ${company.name}`,
        description: item.description.slice(0, 300) || `${label.singular} from ${company.name}.`,
        canonical,
      },
      // An EPD's or HPD's validity depends on the day: not kept in the HTML cache.
      ...(item.declaration ? { cache: false as const } : {}),
    };
  }
  if (isDeclarationKind(contentType)) {
    const listing = await loadDeclarationListing(ctx, contentType, { coid: company.coid }, base, 'title', DECLARATION_FACETS);
    return {
      props: { kind: 'list', company, contentType, items: listing.props.items, listUrl: base, declarations: listing.props },
      head: {
        title: `${label.plural} from ${company.name}`,
        description: `${label.plural} published by ${company.name}, with their facts and validity.`,
        canonical,
        robots: listing.robots,
      },
      cache: false,
    };
  }
  const page = requestedPage(ctx.query);
  const filters = listingFilters(ctx, ITEM_FACETS);
  const today = todayUtc();
  const [items, counts] = await Promise.all([
    companyContentOfType(ctx.db, company.coid, contentType, page, filters, today),
    listingCounts(ctx, companyContentScope(company.coid, contentType), filters, { facets: ITEM_FACETS, today }),
  ]);
  requireExistingPage(page, items.pageCount);
  return {
    props: { kind: 'list', company, contentType, items, listUrl: base, facets: { path: base, filters, counts } },
    head: {
      title: `${label.plural} from ${company.name}`,
      description: `${items.total} ${label.plural.toLowerCase()} published by ${company.name}.`,
      canonical,
      robots: robotsFor(filters),
    },
  };
}

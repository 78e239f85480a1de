import { z } from 'zod';
import { CONTENT_TYPE_LABELS, contentTypeSchema, type ContentType } from '../../domain/content-types';
import { isDeclarationKind } from '../../domain/declarations';
import { normalizeSection } from '../../domain/csi';
import { notFound } from '../../errors';
import { catalogFacts } from '../../services/catalog-facts';
import { contentTypeSectionLevel } from '../../services/content-types';
import type { ContentTypePageProps } from '../../pages/browse/content-type-page';
import type { LoaderContext, LoaderResult } from '../page-types';
import { requestedPage, requireExistingPage } from '../../http/query-schemas';
import type { DeclarationListingProps } from '../../pages/browse/declaration-listing';
import { loadDeclarationListing } from './declaration-listing';

export const contentTypeParams = z.object({
  contentType: contentTypeSchema,
  division: z.string().regex(/^\d{2}$/).optional(),
  section: z.string().regex(/^\d{6}$/).optional(),
});

type Params = z.infer<typeof contentTypeParams>;

/**
 * EPDs and HPDs list their items, filtered and sorted by their facts, at every level. Those pages
 * depend on the day (expiry), so they stay out of the server's HTML cache.
 */
async function declarationsAt(
  ctx: LoaderContext<Params>,
  contentType: ContentType,
  scope: { division?: string; section?: string },
  path: string,
): Promise<{ props: { declarations?: DeclarationListingProps }; robots?: string; cache?: false }> {
  if (!isDeclarationKind(contentType)) return { props: {} };
  const listing = await loadDeclarationListing(ctx, contentType, scope, path, 'popular');
  return { props: { declarations: listing.props }, robots: listing.robots, cache: false };
}

/** /content-type/{type}[/{division}[/{section}]]: divisions, then sections, then the items. */
export async function loadContentType(ctx: LoaderContext<Params>): Promise<LoaderResult<ContentTypePageProps>> {
  const { contentType } = ctx.params;
  const label = CONTENT_TYPE_LABELS[contentType];
  const base = `/content-type/${contentType}`;
  const facts = catalogFacts(ctx.memo, ctx.db);
  // Division and section lists are one page (EPD and HPD lists and section items are paged below): ?page= beyond 1 names nothing.
  if (!ctx.params.section && !isDeclarationKind(contentType)) requireExistingPage(requestedPage(ctx.query), 1);

  if (!ctx.params.division) {
    const divisions = await facts.contentTypeDivisions(contentType);
    const listing = await declarationsAt(ctx, contentType, {}, base);
    return {
      props: { level: 'top', contentType, divisions, ...listing.props },
      head: { title: `${label.plural} by MasterFormat division`, description: label.description, canonical: base, robots: listing.robots, amphtml: `/amp${base}` },
      cache: listing.cache,
    };
  }

  const division = await facts.division(ctx.params.division);
  if (!division) throw notFound(`Unknown division: ${ctx.params.division}`);
  if (!ctx.params.section) {
    const sections = await facts.contentTypeSections(contentType, division.division);
    const listing = await declarationsAt(ctx, contentType, { division: division.division }, `${base}/${division.division}`);
    return {
      props: { level: 'division', contentType, division, sections, ...listing.props },
      head: {
        title: `${label.plural}: Division ${division.division} ${division.title}`,
        description: `${label.plural} for Division ${division.division}, ${division.title}, by CSI section.`,
        canonical: `${base}/${division.division}`,
        robots: listing.robots,
      },
      cache: listing.cache,
    };
  }

  const sectionNumber = normalizeSection(ctx.params.section);
  const section = sectionNumber ? await facts.section(sectionNumber) : null;
  if (!section || section.division !== division.division) throw notFound(`Unknown section: ${ctx.params.section}`);
  const canonical = `${base}/${division.division}/${ctx.params.section}`;
  const listing = await declarationsAt(ctx, contentType, { section: section.section }, canonical);
  const items = listing.props.declarations?.items ?? (await plainSectionItems(ctx, contentType, section.section));
  return {
    props: { level: 'section', contentType, division, section, items, ...listing.props },
    head: {
      title: `${label.plural}: ${section.section} ${section.title}`,
      description: `${label.plural} for CSI section ${section.section} ${section.title} from building product manufacturers.`,
      canonical,
      robots: listing.robots,
    },
    cache: listing.cache,
  };
}

async function plainSectionItems(ctx: LoaderContext<Params>, contentType: ContentType, section: string) {
  const page = requestedPage(ctx.query);
  const items = await contentTypeSectionLevel(ctx.db, contentType, section, page);
  requireExistingPage(page, items.pageCount);
  return items;
}

import { z } from 'zod';
import { CONTENT_TYPE_LABELS, contentTypeSchema, type ContentType } from '../../domain/content-types';
import { isDeclarationKind } from '../../domain/declarations';
import { divisionTitle, normalizeSection, sectionTitle } from '../../domain/csi';
import type { FacetName } from '../../domain/facets';
import type { FacetCountRow } from '../../services/facet-counts';
import { hasFacets } from '../../domain/facets';
import { todayUtc } from '../../services/declarations';
import type { DivisionCount, SectionCount } from '../../services/content-types';
import { contentTypeScope } from '../../services/content-types';
import { rowsWithValue, selectRows } from '../../services/facet-table';
import { tallyFacets, tallyValues } from '../../services/facet-tally';
import { catalogFacts } from '../../services/catalog-facts';
import type { ListingFacetsProps } from '../../components/listing-facets';
import { listingCounts, listingFilters, robotsFor } from './listing-facets';
import { requestTray } from './compare-tray';
import { CHOICE_FACET_NAMES } from '../../domain/choice-facets';
import { PROPERTY_FACETS } from '../../domain/property-facets';
import { notFound } from '../../errors';
import { contentTypeSectionLevel } from '../../services/content-types';
import type { ContentTypePageProps } from '../../pages/browse/content-type-page';
import type { LoaderContext, LoaderResult } from '../page-types';
import { requestedPage, requireExistingPage } from '../../http/query-schemas';
import type { DeclarationListingProps } from '../../pages/browse/declaration-listing';
import { loadDeclarationListing } from './declaration-listing';
import { browsePageBanners } from './page-banners';

export const contentTypeParams = z.object({
  contentType: contentTypeSchema,
  division: z.string().regex(/^\d{2}$/).optional(),
  section: z.string().regex(/^\d{6}$/).optional(),
});

type Params = z.infer<typeof contentTypeParams>;

/** Facets of EPD and HPD lists besides their own filters (validity, GWP, disclosure), which speak for sustainability. */
const DECLARATION_FACETS: readonly FacetName[] = ['manufacturer', 'updated'];

/** Facets of the items of a type besides the division and section, which the levels themselves list. */
const ITEM_FACETS: readonly FacetName[] = ['manufacturer', 'format', 'updated', 'declaration', 'gwp', ...PROPERTY_FACETS, ...CHOICE_FACET_NAMES];

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
  const listing = await loadDeclarationListing(ctx, contentType, scope, path, 'popular', DECLARATION_FACETS);
  return { props: { declarations: listing.props }, robots: listing.robots, cache: false };
}

/**
 * The facets of a type's level that is not an EPD or HPD list (those filter their own items): the level's own
 * column (divisions at the top, sections in a division) counted for its links, the others for the panel.
 */
async function levelFacets(ctx: LoaderContext<Params>, contentType: ContentType, place: { division?: string; section?: string }, path: string) {
  if (isDeclarationKind(contentType)) return null;
  const filters = listingFilters(ctx, ITEM_FACETS);
  const today = todayUtc();
  if (place.section) {
    const counts = await listingCounts(ctx, contentTypeScope(contentType, place), filters, { facets: ITEM_FACETS, today });
    return { facets: { path, filters, counts } satisfies ListingFacetsProps, links: [] as FacetCountRow[], today };
  }
  // A type's or a division's items are too many to count per request: the type's rows are a fact of the version and day.
  const own: FacetName = place.division ? 'section' : 'division';
  const facts = catalogFacts(ctx.memo, ctx.db);
  const tally = async () => {
    const rows = await facts.contentTypeFacetRows(contentType, today);
    const inScope = place.division ? selectRows(rows, rowsWithValue(rows, 'division', place.division)) : rows;
    // Every division or section the filters leave is a link, however many (the panel shows the commonest only).
    return { counts: tallyFacets(inScope, filters, ITEM_FACETS), links: tallyValues(inScope, filters, [own]).filter((row) => row.n > 0) };
  };
  const { counts, links } = hasFacets(filters) ? await tally() : await facts.unfilteredLevelTally(contentType, place.division ?? null, today, tally);
  return { facets: { path, filters, counts } satisfies ListingFacetsProps, links, today };
}

/** /content-type/{type}[/{division}[/{section}]]: divisions, then sections, then the items. */
export async function loadContentType(ctx: LoaderContext<Params>): Promise<LoaderResult<ContentTypePageProps>> {
  const { contentType } = ctx.params;
  const label = CONTENT_TYPE_LABELS[contentType];
  const base = `/content-type/${contentType}`;
  const facts = catalogFacts(ctx.memo, ctx.db);
  const tray = await requestTray(ctx);
  // Division and section lists are one page (EPD and HPD lists and section items are paged below): ?page= beyond 1 names nothing.
  if (!ctx.params.section && !isDeclarationKind(contentType)) requireExistingPage(requestedPage(ctx.query), 1);

  if (!ctx.params.division) {
    const level = await levelFacets(ctx, contentType, {}, base);
    const divisions = level && hasFacets(level.facets.filters) ? divisionsOf(level.links) : await facts.contentTypeDivisions(contentType);
    const listing = await declarationsAt(ctx, contentType, {}, base);
    const banners = await browsePageBanners(ctx, { slot: { contentType } });
    return {
      props: { level: 'top', contentType, divisions, banners, tray, ...listing.props, ...(level && { facets: level.facets }) },
      head: {
        title: `${label.plural} by MasterFormat division`,
        description: label.description,
        canonical: base,
        robots: level ? robotsFor(level.facets.filters) : listing.robots,
        amphtml: `/amp${base}`,
      },
      cache: listing.cache,
    };
  }

  const division = await facts.division(ctx.params.division);
  if (!division) throw notFound(`Unknown division: ${ctx.params.division}`);
  if (!ctx.params.section) {
    const path = `${base}/${division.division}`;
    const level = await levelFacets(ctx, contentType, { division: division.division }, path);
    const sections =
      level && hasFacets(level.facets.filters) ? sectionsOf(level.links) : await facts.contentTypeSections(contentType, division.division);
    const listing = await declarationsAt(ctx, contentType, { division: division.division }, path);
    const banners = await browsePageBanners(ctx, { slot: { contentType }, division: division.division });
    return {
      props: { level: 'division', contentType, division, sections, banners, tray, ...listing.props, ...(level && { facets: level.facets }) },
      head: {
        title: `${label.plural}: Division ${division.division} ${division.title}`,
        description: `${label.plural} for Division ${division.division}, ${division.title}, by CSI section.`,
        canonical: path,
        robots: level ? robotsFor(level.facets.filters) : listing.robots,
      },
      cache: listing.cache,
    };
  }

  const sectionNumber = normalizeSection(ctx.params.section);
  const section = sectionNumber ? await facts.section(sectionNumber) : null;
  if (!section || section.division !== division.division) throw notFound(`Unknown section: ${ctx.params.section}`);
  const canonical = `${base}/${division.division}/${ctx.params.section}`;
  const listing = await declarationsAt(ctx, contentType, { section: section.section }, canonical);
  const level = await levelFacets(ctx, contentType, { section: section.section }, canonical);
  const items = listing.props.declarations?.items ?? (await plainSectionItems(ctx, contentType, section.section, level));
  const banners = await browsePageBanners(ctx, { slot: { contentType }, division: division.division, section: section.section });
  return {
    props: { level: 'section', contentType, division, section, items, banners, tray, ...listing.props, ...(level && { facets: level.facets }) },
    head: {
      title: `${label.plural}: ${section.section} ${section.title}`,
      description: `${label.plural} for CSI section ${section.section} ${section.title} from building product manufacturers.`,
      canonical,
      robots: level ? robotsFor(level.facets.filters) : listing.robots,
    },
    cache: listing.cache,
  };
}

async function plainSectionItems(ctx: LoaderContext<Params>, contentType: ContentType, section: string, level: { facets: ListingFacetsProps; today: string } | null) {
  const page = requestedPage(ctx.query);
  const items = await contentTypeSectionLevel(ctx.db, contentType, section, page, level?.facets.filters, level?.today);
  requireExistingPage(page, items.pageCount);
  return items;
}

/** The divisions a filtered top level links to, with the items the filters keep in each. */
function divisionsOf(values: FacetCountRow[]): DivisionCount[] {
  return values
    .sort((a, b) => a.value.localeCompare(b.value))
    .map((v) => ({ division: v.value, title: divisionTitle(v.value) ?? '', count: v.n }));
}

/** The sections a filtered division level links to, with the items the filters keep in each. */
function sectionsOf(values: FacetCountRow[]): SectionCount[] {
  return values
    .sort((a, b) => a.value.localeCompare(b.value))
    .map((v) => ({ section: v.value, title: sectionTitle(v.value) ?? '', count: v.n }));
}

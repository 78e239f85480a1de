import type { CatalogMemo } from '../db/catalog-memo';
import type { Queryable } from '../db/types';
import type { Banner, BrowsePlace } from './banners';
import { bannersFor, browseBanners } from './banners';
import type { ComparableProduct } from './comparable-products';
import { catalogComparables } from './comparable-products';
import type { ContentCard } from './content-items';
import { latestContent } from './content-items';
import type { FacetCounts } from '../domain/facets';
import type { ContentType } from '../domain/content-types';
import type { DivisionCount, SectionCount } from './content-types';
import { contentTypeDivisionLevel, contentTypeScope, contentTypeTopLevel } from './content-types';
import { readFacetTable } from './facet-rows';
import type { FacetTable } from './facet-table';
import { rowsWhere, selectRows } from './facet-table';
import { ALL_PRODUCT_ITEMS, productItemsWithType } from './product-listings';
import type { CsiDivision, CsiSection } from './csi';
import { getDivision, getSection, listDivisions } from './csi';
import { todayUtc } from './declarations';
import type { HomepagePromo } from './homepage-promo';
import { datedHomepagePromos, runningPromo } from './homepage-promo';

/**
 * The facts pages share that change only with the catalog, each built once per data version per process
 * (src/db/catalog-memo.ts). Every memo key is named here and nowhere else, so two callers never build one key
 * two ways. Keys with a part a URL chooses (a division, a section, a listing, a word) are lookups: they live in their
 * own partition and a miss is not kept, so made-up URLs can neither fill the memo nor push the navigation out.
 */
export function catalogFacts(memo: CatalogMemo, db: Queryable) {
  return {
    divisions: (mf = '04'): Promise<CsiDivision[]> => memo.value(`divisions:${mf}`, () => listDivisions(db, mf)),
    division: (division: string, mf = '04'): Promise<CsiDivision | null> =>
      memo.lookup(`division:${mf}:${division}`, () => getDivision(db, division, mf)),
    section: (section: string, mf = '04'): Promise<CsiSection | null> => memo.lookup(`section:${mf}:${section}`, () => getSection(db, section, mf)),
    topBanners: (): Promise<Banner[]> => memo.value('banners:top', () => bannersFor(db, { placement: 'top' })),
    /** The banners of a division, section or category page (placement or type, division, section). */
    browseBanners: (place: BrowsePlace): Promise<Banner[]> =>
      memo.value(`banners:${'contentType' in place.slot ? place.slot.contentType : place.slot.placement}:${place.division ?? ''}:${place.section ?? ''}`, () =>
        browseBanners(db, place),
      ),
    /** The promotion running now; the list is per data version, the choice by the clock. */
    runningPromo: async (now = new Date()): Promise<HomepagePromo | null> =>
      runningPromo(await memo.value('homepage-promos', () => datedHomepagePromos(db)), now),
    /** Newest items; keyed by day too, because an EPD or HPD card says whether its declaration has expired. */
    latestContent: (limit: number, contentType?: string): Promise<ContentCard[]> =>
      memo.value(`latest:${limit}:${contentType ?? ''}:${todayUtc()}`, () => latestContent(db, limit, contentType)),
    contentTypeDivisions: (contentType: string): Promise<DivisionCount[]> =>
      memo.value(`content-type:${contentType}`, () => contentTypeTopLevel(db, contentType)),
    /** One product per "or approved equal" manufacturer of a section (the product page's comparable products). */
    sectionComparables: async (section: string): Promise<ComparableProduct[]> =>
      (await memo.value('comparables', () => catalogComparables(db))).get(section) ?? [],
    contentTypeSections: (contentType: string, division: string): Promise<SectionCount[]> =>
      memo.lookup(`content-type:${contentType}:${division}`, () => contentTypeDivisionLevel(db, contentType, division)),
    /** The facet values of every online item of a type on `today`: the type's top and division levels count them in memory. */
    contentTypeFacetRows: (contentType: string, today: string): Promise<FacetTable> =>
      memo.value(`facet-rows:${contentType}:${today}`, () => readFacetTable(db, contentTypeScope(contentType).ids, today)),
    /**
     * The facet values of every online product's own item on `today` (some 100,000 rows at 100k products, shared by
     * the product lists of every type), and a type's list of them: filtered product lists count and choose in memory.
     */
    productFacetRows: (today: string): Promise<FacetTable> => memo.value(`facet-rows:products:${today}`, () => readFacetTable(db, ALL_PRODUCT_ITEMS, today)),
    productTypeFacetRows: (contentType: ContentType, today: string): Promise<FacetTable> =>
      memo.value(`facet-rows:products:${contentType}:${today}`, async () => {
        const [rows, ids] = await Promise.all([catalogFacts(memo, db).productFacetRows(today), productItemsWithType(db, contentType)]);
        return selectRows(rows, rowsWhere(rows, (row) => ids.has(rows.ids[row])));
      }),
    /** A search's matches, and its listed window with its items' facet values (src/services/search.ts names the keys): a few kept. */
    searchWindow: <T>(key: string, build: () => Promise<T>): Promise<T> => memo.lookup(key, build, 'windows'),
    /** A type's top or division level tallied before any choice (the crawlable page): counted once per version and day, not per request. */
    unfilteredLevelTally: <T>(contentType: string, division: string | null, today: string, build: () => Promise<T>): Promise<T> => {
      const key = `level-tally:${contentType}:${division ?? ''}:${today}`;
      return division === null ? memo.value(key, build) : memo.lookup(key, build);
    },
    /**
     * A listing's facet counts before any choice; src/services/listing-facets.ts names `listing`, the day included
     * (date bands, validity). Only a listing of a whole content type is a catalog fact; any narrower one is a lookup.
     */
    unfilteredFacets: (listing: string, wide: boolean, build: () => Promise<FacetCounts>): Promise<FacetCounts> =>
      wide ? memo.value(`facets:${listing}`, build) : memo.lookup(`facets:${listing}`, build),
  };
}

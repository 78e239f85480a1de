import type { ReactNode } from 'react';
import type { FacetCounts, FacetFilters } from '../domain/facets';
import { activeFacets, FACET_NAMES, hasFacets, withFacets } from '../domain/facets';
import { ActiveFilters, FacetPanel } from './facet-panel';
import { withQuery } from './pagination';
import { withTray } from '../domain/compare-tray';

/** What a listing page needs to show its facets: its own unfiltered path, the choices, and the counts. */
export interface ListingFacetsProps {
  path: string;
  filters: FacetFilters;
  counts: FacetCounts;
}

/** The facets worth offering: those that can tell the items apart (two values or more), and any with a choice. */
function offered(counts: FacetCounts): FacetCounts {
  return Object.fromEntries(
    FACET_NAMES.flatMap((facet) => {
      const values = counts[facet];
      return values && (values.length > 1 || values.some((v) => v.selected)) ? [[facet, values]] : [];
    }),
  );
}

/**
 * A link within a filtered listing (to a division or section of it) keeps the choices and the compare tray; such a
 * link is for people, so it says nofollow: search engines keep to the unfiltered listings.
 */
export function FilteredLink({ href, filters, tray = [], children }: { href: string; filters: FacetFilters | undefined; tray?: number[]; children: ReactNode }) {
  const filtered = (filters !== undefined && hasFacets(filters)) || tray.length > 0;
  return (
    <a href={withTray(filters ? withFacets(href, filters) : href, tray)} rel={filtered ? 'nofollow' : undefined}>
      {children}
    </a>
  );
}

/**
 * A listing's items beside its facet panel (folded on phones), the chosen filters as removable chips above them.
 * `keep`: the listing's other query fields (an EPD list's validity, a sort), which the panel and the chips keep.
 */
export function FacetedListing({ facets, keep = {}, children }: { facets: ListingFacetsProps; keep?: Record<string, string | undefined>; children: ReactNode }) {
  const counts = offered(facets.counts);
  const hasPanel = Object.keys(counts).length > 0;
  const kept = withQuery(facets.path, keep);
  return (
    <div className={hasPanel ? 'listing-layout' : undefined}>
      {hasPanel && <FacetPanel action={facets.path} counts={counts} keep={keep} />}
      <div className="listing-layout__items">
        <ActiveFilters filters={facets.filters} counts={facets.counts} path={kept} clearHref={kept} />
        {children}
      </div>
    </div>
  );
}

/** The chosen facet values as hidden fields, for another GET form of the listing (an EPD list's validity form). */
export function FacetHiddenFields({ filters }: { filters: FacetFilters }) {
  return (
    <>
      {activeFacets(filters).map(({ facet, value }) => (
        <input key={`${facet}:${value}`} type="hidden" name={facet} value={value} />
      ))}
    </>
  );
}

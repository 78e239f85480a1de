import { ComparableContentList } from '../../components/comparable-content-list';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../components/breadcrumbs';
import type { ListingFacetsProps } from '../../components/listing-facets';
import { FacetedListing, FilteredLink } from '../../components/listing-facets';
import { hasFacets, withFacets } from '../../domain/facets';
import { trayField, withTray } from '../../domain/compare-tray';
import { PageBanner } from '../../components/page-banner';
import type { Banner } from '../../services/banners';
import { Pagination, withQuery } from '../../components/pagination';
import { CONTENT_TYPE_LABELS } from '../../domain/content-types';
import type { ContentType } from '../../domain/content-types';
import type { ContentCard } from '../../services/content-items';
import type { DivisionCount, SectionCount } from '../../services/content-types';
import type { CsiDivision, CsiSection } from '../../services/csi';
import type { Page } from '../../services/pagination';
import { DeclarationListing } from './declaration-listing';
import type { DeclarationListingProps } from './declaration-listing';
import { formatCount } from '../../domain/count-text';

export type ContentTypePageProps = (
  | { level: 'top'; contentType: ContentType; divisions: DivisionCount[] }
  | { level: 'division'; contentType: ContentType; division: CsiDivision; sections: SectionCount[] }
  | { level: 'section'; contentType: ContentType; division: CsiDivision; section: CsiSection; items: Page<ContentCard> }
) & {
  /** EPDs and HPDs: their items filtered and sorted by their facts, at every level. */
  declarations?: DeclarationListingProps;
  /** Other types: the manufacturer, format, date and sustainability facets of the level's items. */
  facets?: ListingFacetsProps;
  /** The banners sold for this type at this level (its section's, else its division's, else the type's). */
  banners: Banner[];
  /** The compare tray (?compare=): the links from level to level, the facets and the pages keep it. */
  tray: number[];
};

/** The level's list inside its facets, when it has them. */
function WithFacets({ facets, tray, children }: { facets: ListingFacetsProps | undefined; tray: number[]; children: ReactNode }) {
  return facets ? (
    <FacetedListing facets={facets} keep={{ compare: trayField(tray) }}>
      {children}
    </FacetedListing>
  ) : (
    <>{children}</>
  );
}

/** Said when the chosen facets leave nothing at this level. */
function NothingMatches({ facets }: { facets: ListingFacetsProps }) {
  return (
    <p className="empty-state">
      Nothing here matches these filters. <a href={facets.path}>Clear the filters</a>.
    </p>
  );
}

const sectionSlug = (section: string) => section.replace(/ /g, '');

export function ContentTypePage(props: ContentTypePageProps) {
  const label = CONTENT_TYPE_LABELS[props.contentType];
  const base = `/content-type/${props.contentType}`;
  if (props.level === 'top') {
    return (
      <>
        <Breadcrumbs items={[{ label: label.plural }]} />
        <h1>{label.plural}</h1>
        <p className="lead">{label.description}</p>
        <PageBanner banners={props.banners} slot={base} />
        <p>
          <a href={`${base}/util`}>File formats, how to use them and counts</a>
        </p>
        <WithFacets facets={props.facets} tray={props.tray}>
          {props.divisions.length === 0 && !props.declarations ? (
            props.facets && hasFacets(props.facets.filters) ? (
              <NothingMatches facets={props.facets} />
            ) : (
              <p className="empty-state">No {label.plural.toLowerCase()} are listed yet.</p>
            )
          ) : (
            <ul className="division-grid">
              {props.divisions.map((d) => (
                <li key={d.division}>
                  <FilteredLink href={`${base}/${d.division}`} filters={props.facets?.filters} tray={props.tray}>
                    <span className="division-grid__number">{d.division}</span> {d.title} <span className="count">{d.count}</span>
                  </FilteredLink>
                </li>
              ))}
            </ul>
          )}
        </WithFacets>
        {props.declarations && <DeclarationListing {...props.declarations} heading={`All ${label.plural.toLowerCase()}`} />}
      </>
    );
  }
  const divisionCrumb = { label: `${props.division.division} ${props.division.title}`, href: `${base}/${props.division.division}` };
  if (props.level === 'division') {
    return (
      <>
        <Breadcrumbs items={[{ label: label.plural, href: base }, divisionCrumb]} />
        <h1>
          {label.plural}: Division {props.division.division} {props.division.title}
        </h1>
        <PageBanner banners={props.banners} slot={divisionCrumb.href} />
        <WithFacets facets={props.facets} tray={props.tray}>
          {props.sections.length === 0 ? (
            props.facets && hasFacets(props.facets.filters) ? (
              <NothingMatches facets={props.facets} />
            ) : (
              <p className="empty-state">No {label.plural.toLowerCase()} in this division yet.</p>
            )
          ) : (
            <ul className="section-list section-list--columns">
              {props.sections.map((s) => (
                <li key={s.section}>
                  <FilteredLink href={`${base}/${props.division.division}/${sectionSlug(s.section)}`} filters={props.facets?.filters} tray={props.tray}>
                    <span className="section-number">{s.section}</span> {s.title} <span className="count">{s.count}</span>
                  </FilteredLink>
                </li>
              ))}
            </ul>
          )}
        </WithFacets>
        {props.declarations && (
          <DeclarationListing {...props.declarations} heading={`All ${label.plural.toLowerCase()} in Division ${props.division.division}`} />
        )}
      </>
    );
  }
  const path = `${base}/${props.division.division}/${sectionSlug(props.section.section)}`;
  const listPath = withTray(props.facets ? withFacets(path, props.facets.filters) : path, props.tray);
  return (
    <>
      <Breadcrumbs items={[{ label: label.plural, href: base }, divisionCrumb, { label: `${props.section.section} ${props.section.title}` }]} />
      <h1>
        {label.plural}: {props.section.section} {props.section.title}
      </h1>
      <PageBanner banners={props.banners} slot={path} />
      {props.declarations ? (
        <DeclarationListing {...props.declarations} />
      ) : (
        <WithFacets facets={props.facets} tray={props.tray}>
          <p className="result-count">{formatCount(props.items.total, 'item')}</p>
          <h2 className="visually-hidden">Items</h2>
          {props.items.total === 0 && props.facets ? (
            <NothingMatches facets={props.facets} />
          ) : (
            <ComparableContentList items={props.items.items} tray={{ ids: props.tray, here: withQuery(listPath, { page: props.items.page }) }} />
          )}
          <Pagination page={props.items.page} pageCount={props.items.pageCount} hrefFor={(page) => withQuery(listPath, { page })} />
        </WithFacets>
      )}
    </>
  );
}

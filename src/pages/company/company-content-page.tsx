import { Breadcrumbs } from '../../components/breadcrumbs';
import { QualityBadge } from '../../components/quality-badge';
import { PageScript } from '../../components/page-script';
import { ContentList } from '../../components/content-list';
import { DeclarationFactRows } from '../../components/declaration-facts';
import { DeclarationListing } from '../browse/declaration-listing';
import type { DeclarationListingProps } from '../browse/declaration-listing';
import { Pagination, withQuery } from '../../components/pagination';
import { companyPath } from '../../domain/company-id';
import type { ListingFacetsProps } from '../../components/listing-facets';
import { FacetedListing } from '../../components/listing-facets';
import { hasFacets, withFacets } from '../../domain/facets';
import { CONTENT_TYPE_LABELS, typeNoun } from '../../domain/content-types';
import type { ContentType } from '../../domain/content-types';
import type { Company } from '../../services/companies';
import type { ContentCard } from '../../services/content-items';
import type { Page } from '../../services/pagination';
import type { ContentAction } from '../../services/content-actions';
import type { ContentMedia } from '../../services/content-media';
import { MEDIA_TYPES } from '../../domain/content-types';
import { formatCount } from '../../domain/count-text';

export type CompanyContentProps =
  | {
      kind: 'list';
      company: Company;
      contentType: ContentType;
      items: Page<ContentCard>;
      listUrl: string;
      /** EPDs and HPDs: the list filtered and sorted by their facts. */
      declarations?: DeclarationListingProps;
      /** Other types: the CSI, format, date and sustainability facets of the list. */
      facets?: ListingFacetsProps;
    }
  | {
      kind: 'item';
      company: Company;
      contentType: ContentType;
      item: ContentCard;
      listUrl: string;
      /** Where the item opens on the site (a spec's reading page, a wizard), if anywhere. */
      action: ContentAction | null;
      /** Other online items of the same product and type (the /variations page). */
      variationCount: number;
      /** Whether the item has a /viewer page. */
      viewer: boolean;
      /** Videos, webinars and tools: what the item really offers (null: nothing to watch, attend or download). */
      media: ContentMedia | null;
    };

/** The company's items of a type with their facets. */
function CompanyItems({ items, listUrl, facets }: { items: Page<ContentCard>; listUrl: string; facets: ListingFacetsProps }) {
  return (
    <FacetedListing facets={facets}>
      <p className="result-count">{formatCount(items.total, 'item')}</p>
      {items.total === 0 && hasFacets(facets.filters) ? (
        <p className="empty-state">
          Nothing matches these filters. <a href={listUrl}>Show every item</a>.
        </p>
      ) : (
        <ContentList items={items.items} showCompany={false} />
      )}
      <Pagination page={items.page} pageCount={items.pageCount} hrefFor={(page) => withQuery(withFacets(listUrl, facets.filters), { page })} />
    </FacetedListing>
  );
}

const VIEWER_LINK: Record<string, string> = { video: 'Watch the video', webinar: 'Watch the recording' };

/** The file format a page may name: a video's, recording's or tool's from the file itself; other items' from the catalog. */
function formatOf(item: ContentCard, media: ContentMedia | null): string | null {
  if (!MEDIA_TYPES.has(item.contentType)) return item.fileFormat?.toUpperCase() ?? null;
  if (media?.kind === 'video') return media.mime === 'video/webm' ? 'WebM video' : 'MP4 video';
  return media?.kind === 'download' ? media.format : null;
}

/** A webinar's attendance page, or a tool to download or open: only what is really there. */
function MediaAction({ contentType, media }: { contentType: string; media: Exclude<ContentMedia, { kind: 'video' }> }) {
  if (media.kind === 'download') {
    return (
      <p className="content-detail__actions">
        <a className="button" href={media.href} download>
          Download the tool ({media.format})
        </a>
      </p>
    );
  }
  return (
    <p className="content-detail__actions">
      <a className="button" href={media.href} rel="nofollow noopener noreferrer">
        {contentType === 'webinar' ? 'Register for the webinar' : 'Open the tool'}
      </a>{' '}
      <span className="external-host">on {new URL(media.href).host}</span>
    </p>
  );
}

export function CompanyContentPage(props: CompanyContentProps) {
  const label = CONTENT_TYPE_LABELS[props.contentType];
  const companyCrumb = { label: props.company.name, href: companyPath(props.company.name, props.company.coid) };
  if (props.kind === 'list') {
    return (
      <>
        <Breadcrumbs items={[companyCrumb, { label: label.plural }]} />
        <h1>
          {label.plural} from {props.company.name}
        </h1>
        {props.declarations ? (
          <DeclarationListing {...props.declarations} showCompany={false} />
        ) : (
          props.facets && <CompanyItems {...props} facets={props.facets} />
        )}
      </>
    );
  }
  const { item } = props;
  return (
    <>
      <Breadcrumbs items={[companyCrumb, { label: label.plural, href: props.listUrl }, { label: item.title }]} />
      <article className="content-detail">
        <p className={`badge badge--${item.contentType}`}>{label.singular}</p>
        <h1>{item.title}</h1>
        <p className="lead">{item.description}</p>
        <QualityBadge quality={item.quality} />
        {props.media && props.media.kind !== 'video' && <MediaAction contentType={item.contentType} media={props.media} />}
        {(props.action || item.downloadUrl) && (
          <p className="content-detail__actions">
            {item.downloadUrl && <PageScript name="download-analytics" />}
            {item.downloadUrl && (
              <a className="button" href={item.downloadUrl}>
                {`Download ${item.fileFormat?.toUpperCase() ?? 'file'}`}
              </a>
            )}{' '}
            {props.action && (
              <a className={item.downloadUrl ? 'button button--quiet' : 'button'} href={props.action.href}>
                {props.action.label}
              </a>
            )}
          </p>
        )}
        {(props.viewer || props.variationCount > 0) && (
          <ul className="content-detail__links">
            {props.viewer && (
              <li>
                <a href={`${props.listUrl}/${item.id}/viewer`}>{VIEWER_LINK[item.contentType] ?? 'View it online'}</a>
              </li>
            )}
            {props.variationCount > 0 && (
              <li>
                <a href={`${props.listUrl}/${item.id}/variations`}>
                  {props.variationCount} other {typeNoun(props.contentType, props.variationCount)} of this product
                </a>
              </li>
            )}
          </ul>
        )}
        <dl className="facts">
          <dt>Manufacturer</dt>
          <dd>
            <a href={companyCrumb.href}>{props.company.name}</a>
          </dd>
          {item.productUrl && (
            <>
              <dt>Product</dt>
              <dd>
                <a href={item.productUrl}>View the product and its other documents</a>
              </dd>
            </>
          )}
          {item.section && (
            <>
              <dt>CSI section</dt>
              <dd>
                <a href={`/products/by-csi/${item.section.replace(/ /g, '')}`}>{item.section}</a>
              </dd>
            </>
          )}
          {formatOf(item, props.media) && (
            <>
              <dt>Format</dt>
              <dd>{formatOf(item, props.media)}</dd>
            </>
          )}
          <dt>Published</dt>
          <dd>
            <time dateTime={item.publishedAt}>{item.publishedAt}</time>
          </dd>
          {item.declaration && <DeclarationFactRows declaration={item.declaration} />}
        </dl>
      </article>
    </>
  );
}

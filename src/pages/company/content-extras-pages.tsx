import { Breadcrumbs } from '../../components/breadcrumbs';
import { ContentList } from '../../components/content-list';
import { CONTENT_TYPE_LABELS, typeNoun } from '../../domain/content-types';
import type { ContentType } from '../../domain/content-types';
import type { Company } from '../../services/companies';
import type { ContentCard } from '../../services/content-items';
import type { ContentView } from '../../services/content-viewer';
import type { VersionLink } from '../../services/uploads/document-versions';
import { fileSizeText } from '../../domain/content-type-guide';
import { ContentViewBody } from './content-view';

/** What both sub-pages of an item know. */
export interface ContentExtrasBase {
  company: Company;
  base: string;
  contentType: ContentType;
  item: ContentCard;
  listUrl: string;
  itemUrl: string;
  canonical: string;
}

export type VariationsPageProps = ContentExtrasBase & { variations: ContentCard[]; versions: VersionLink[] };
export type ViewerPageProps = ContentExtrasBase & { view: ContentView };

function crumbs(page: ContentExtrasBase, last: string) {
  return [
    { label: page.company.name, href: page.base },
    { label: CONTENT_TYPE_LABELS[page.contentType].plural, href: page.listUrl },
    { label: page.item.title, href: page.itemUrl },
    { label: last },
  ];
}

/** Every stored file of an uploaded document, newest first, each downloadable (earlier ones too). */
function FileVersions({ versions }: { versions: VersionLink[] }) {
  if (versions.length === 0) return null;
  return (
    <section className="file-versions" aria-labelledby="file-versions">
      <h2 id="file-versions">Versions of this file</h2>
      <ol className="file-versions__list" reversed>
        {versions.map((v) => (
          <li key={v.version}>
            <a href={v.url}>{`Version ${v.version}: ${v.filename}`}</a> <span>{fileSizeText(v.size)}</span> <time dateTime={v.createdAt}>{v.createdAt}</time>
            {v.current && <strong> (current)</strong>}
            {v.retired && <span> (retired)</span>}
            {v.badge && <span className="quality-badge">{v.badge}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /company/{id}/{contentType}/{contentId}/variations. */
export function VariationsPage(props: VariationsPageProps) {
  const { item, variations } = props;
  const plural = typeNoun(props.contentType, 2);
  return (
    <>
      <Breadcrumbs items={crumbs(props, 'Other versions')} />
      <header className="page-intro">
        <h1>Other {plural} like {item.title}</h1>
        <p className="lead">
          The same product&rsquo;s other {plural} from {props.company.name}. <a href={props.itemUrl}>Back to {item.title}</a>.
        </p>
      </header>
      <FileVersions versions={props.versions} />
      {variations.length === 0 ? (
        <p className="empty-state">
          {item.productSeq === null ? 'This item belongs to no single product, so it has no other versions.' : `The product has no other ${plural}.`}{' '}
          <a href={props.listUrl}>Every {typeNoun(props.contentType, 1)} of {props.company.name}</a>.
        </p>
      ) : (
        <>
          <p className="result-count">
            {variations.length} other {typeNoun(props.contentType, variations.length)}
          </p>
          <ContentList items={variations} showCompany={false} />
        </>
      )}
    </>
  );
}

/** /company/{id}/{contentType}/{contentId}/viewer. */
export function ViewerPage(props: ViewerPageProps) {
  return (
    <>
      <Breadcrumbs items={crumbs(props, 'Viewer')} />
      <article className="content-detail">
        <p className={`badge badge--${props.contentType}`}>{CONTENT_TYPE_LABELS[props.contentType].singular}</p>
        <h1>{props.item.title}</h1>
        <ContentViewBody item={props.item} view={props.view} />
        <p>
          <a href={props.itemUrl}>Details of this {typeNoun(props.contentType, 1)}</a>
          {props.item.productUrl !== null && (
            <>
              {' · '}
              <a href={props.item.productUrl}>The product and its other documents</a>
            </>
          )}
        </p>
      </article>
    </>
  );
}

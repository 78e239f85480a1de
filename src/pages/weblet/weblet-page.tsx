import type { ReactNode } from 'react';
import { typeLabel } from '../../components/content-list';
import { PageScript } from '../../components/page-script';
import { withQuery } from '../../components/pagination';
import { CONTENT_TYPE_LABELS } from '../../domain/content-types';
import type { ContentType } from '../../domain/content-types';
import type { WebletFormat } from '../../domain/weblet-formats';
import type { Company } from '../../services/companies';
import type { ContentCard } from '../../services/content-items';
import type { Page } from '../../services/pagination';
import { useRenderState } from '../../components/render-context';

export interface WebletPageProps {
  company: Company;
  contentType: ContentType;
  formatting: WebletFormat;
  items: Page<ContentCard>;
  path: string;
  /** The full list on our site. */
  listUrl: string;
}

/** A link out of the frame: our pages open in a new tab, never inside the manufacturer's page. */
function Out({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

function Item({ item, formatting }: { item: ContentCard; formatting: WebletFormat }) {
  const full = formatting !== 'compact';
  return (
    <li className="weblet__item">
      {full && <span className={`badge badge--${item.contentType}`}>{typeLabel(item.contentType)}</span>}
      <Out href={item.url} className="weblet__link">
        {item.title}
      </Out>
      {formatting === 'list' && item.description && <p className="weblet__text">{item.description}</p>}
      {full && item.downloadUrl && (
        <Out href={item.downloadUrl} className="weblet__download">
          {`Download ${item.fileFormat?.toUpperCase() ?? 'file'}`}
          <span className="visually-hidden"> of {item.title}</span>
        </Out>
      )}
    </li>
  );
}

/**
 * The weblet layout's listing, in one of the named styles. Paging stays inside the frame
 * (target _self); every other link opens our page in a new tab.
 */
export function WebletPage({ company, contentType, formatting, items, path, listUrl }: WebletPageProps) {
  const { siteName } = useRenderState();
  const label = CONTENT_TYPE_LABELS[contentType];
  const showDownloads = formatting !== 'compact' && items.items.some((i) => i.downloadUrl);
  return (
    <div className={`weblet weblet--${formatting}`}>
      <h1 className="weblet__title">
        <Out href={listUrl}>
          {label.plural} from {company.name}
        </Out>
      </h1>
      {showDownloads && <PageScript name="download-analytics" />}
      {items.items.length === 0 ? (
        <p>No {label.plural.toLowerCase()} are published yet.</p>
      ) : (
        <ul className="weblet__items">
          {items.items.map((item) => (
            <Item key={item.id} item={item} formatting={formatting} />
          ))}
        </ul>
      )}
      {items.pageCount > 1 && (
        <nav className="weblet__pages" aria-label="Pages">
          {items.page > 1 && (
            <a href={withQuery(path, { page: items.page - 1 })} target="_self" rel="prev">
              Previous
            </a>
          )}
          <span>
            Page {items.page} of {items.pageCount}
          </span>
          {items.page < items.pageCount && (
            <a href={withQuery(path, { page: items.page + 1 })} target="_self" rel="next">
              Next
            </a>
          )}
        </nav>
      )}
      <p className="weblet__credit">
        <Out href={listUrl}>
          All {items.total} on {siteName}
        </Out>
      </p>
    </div>
  );
}

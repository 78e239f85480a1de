import { CONTENT_TYPE_LABELS, isContentType } from '../domain/content-types';
import type { ContentCard } from '../services/content-items';

export function typeLabel(contentType: string): string {
  return isContentType(contentType) ? CONTENT_TYPE_LABELS[contentType].singular : contentType;
}

export function ContentList({ items, showCompany = true }: { items: ContentCard[]; showCompany?: boolean }) {
  return (
    <ul className="content-list">
      {items.map((item) => (
        <li key={item.id} className="content-card">
          <span className={`badge badge--${item.contentType}`}>{typeLabel(item.contentType)}</span>
          <h3 className="content-card__title">
            <a href={item.url}>{item.title}</a>
          </h3>
          {item.description && <p className="content-card__text">{item.description}</p>}
          <p className="content-card__meta">
            {showCompany && <span>{item.companyName}</span>}
            {item.section && <span>Section {item.section}</span>}
            {item.fileFormat && <span>{item.fileFormat.toUpperCase()}</span>}
            <time dateTime={item.publishedAt}>{item.publishedAt}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

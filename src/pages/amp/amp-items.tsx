import { typeLabel } from '../../components/content-list';
import type { ContentCard } from '../../services/content-items';

/** Content items for AMP pages: links to their pages on the full site, no scripts (no download analytics, no save toggles). */
export function AmpItems({ items }: { items: ContentCard[] }) {
  return (
    <ul className="amp-items">
      {items.map((item) => (
        <li key={item.id}>
          <span className="amp-badge">{typeLabel(item.contentType)}</span>
          <h3>
            <a href={item.url}>{item.title}</a>
          </h3>
          <p>
            {item.companyName} · <time dateTime={item.publishedAt}>{item.publishedAt}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

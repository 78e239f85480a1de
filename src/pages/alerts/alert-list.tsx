import { DataLink } from '../../components/data-link';
import type { AlertItem } from '../../services/alerts';

const KIND_LABEL = { alert: 'Alert', news: 'News' } as const;

/** Alerts or news items, newest first: the title links out only when the navigation rule allowed the item's link. */
export function AlertList({ items, headingLevel = 2 }: { items: AlertItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="alert-list">
      {items.map((item) => (
        <li key={item.seq}>
          <article aria-labelledby={`alert-${item.seq}`}>
            <p className="alert-list__meta">
              <span className={`alert-kind alert-kind--${item.kind}`}>{KIND_LABEL[item.kind]}</span>{' '}
              <time dateTime={item.publishedAt}>{item.publishedAt.slice(0, 10)}</time>
              {item.company && (
                <>
                  {' · '}
                  <a href={item.company.path}>{item.company.name}</a>
                </>
              )}
            </p>
            <Heading id={`alert-${item.seq}`}>
              <DataLink link={item.link}>{item.title}</DataLink>
            </Heading>
            <p>{item.body}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}

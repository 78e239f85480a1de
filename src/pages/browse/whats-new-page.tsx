import { Breadcrumbs } from '../../components/breadcrumbs';
import { ContentList } from '../../components/content-list';
import type { SortField } from '../../components/sort-links';
import { WHATS_NEW_TYPES } from '../../domain/content-types';
import type { WhatsNewType } from '../../domain/content-types';
import type { Period } from '../../domain/periods';
import { parseDay, periodContaining } from '../../domain/periods';
import type { SortState } from '../../domain/sort';
import type { ContentCard } from '../../services/content-items';
import type { Page } from '../../services/pagination';
import { whatsNewLabel, whatsNewPath } from '../../domain/browse-paths';
import { SortedListing } from './listing-pages';
import { formatCount } from '../../domain/count-text';

export interface WhatsNewPageProps {
  heading: string;
  contentType: WhatsNewType;
  period: Period;
  label: string;
  /** The period is still running. */
  isCurrent: boolean;
  items: Page<ContentCard>;
  /** Content type → items in the period. */
  counts: Record<string, number>;
  sort: SortState;
  path: string;
  previous: string | null;
  next: string | null;
  /** When this period is empty: the most recent period that has items. */
  latest: { path: string; label: string } | null;
}

const WHATS_NEW_SORT: readonly SortField[] = [
  { field: 'date', label: 'Newest', defaultDirection: 'desc' },
  { field: 'title', label: 'Title', defaultDirection: 'asc' },
  { field: 'company', label: 'Manufacturer', defaultDirection: 'asc' },
];

function TypeFilter({ contentType, period, counts }: Pick<WhatsNewPageProps, 'contentType' | 'period' | 'counts'>) {
  const countOf = (t: WhatsNewType) => (t === 'all' ? Object.values(counts).reduce((a, b) => a + b, 0) : (counts[t] ?? 0));
  return (
    <nav className="type-filter type-filter--inline" aria-label="Content types">
      <ul>
        {WHATS_NEW_TYPES.filter((t) => t === 'all' || t === contentType || countOf(t) > 0).map((t) => (
          <li key={t}>
            <a href={whatsNewPath(t, period)} aria-current={t === contentType ? 'page' : undefined}>
              {whatsNewLabel(t)} <span className="count">{countOf(t)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PeriodNav({ contentType, period, previous, next }: Pick<WhatsNewPageProps, 'contentType' | 'period' | 'previous' | 'next'>) {
  const other = period.type === 'week' ? 'month' : 'week';
  const start = parseDay(period.start) as Date;
  return (
    <nav className="period-nav" aria-label="Periods">
      <ul>
        {previous && (
          <li>
            <a href={previous}>← Previous {period.type}</a>
          </li>
        )}
        {next && (
          <li>
            <a href={next}>Next {period.type} →</a>
          </li>
        )}
        <li className="period-nav__switch">
          <a href={whatsNewPath(contentType, periodContaining(other, start))}>Show the whole {other}</a>
        </li>
      </ul>
    </nav>
  );
}

export function WhatsNewPage(props: WhatsNewPageProps) {
  const { heading, contentType, period, label, isCurrent, items, counts, sort, path, previous, next, latest } = props;
  return (
    <>
      <Breadcrumbs items={[{ label: 'What’s new', href: '/whats-new' }, { label }]} />
      <header className="page-intro">
        <h1>{heading}</h1>
        <p className="lead">
          {label}
          {isCurrent && ` (this ${period.type} so far)`}: documents and products manufacturers published, newest first.
        </p>
      </header>
      <PeriodNav contentType={contentType} period={period} previous={previous} next={next} />
      <TypeFilter contentType={contentType} period={period} counts={counts} />
      <SortedListing
        page={items}
        basePath={path}
        sort={sort}
        fields={WHATS_NEW_SORT}
        count={formatCount(items.total, 'item')}
        empty={
          <>
            Nothing was published in this {period.type}
            {contentType === 'all' ? '' : ` as ${whatsNewLabel(contentType).toLowerCase()}`}.
            {latest && (
              <>
                {' '}
                The latest additions are in <a href={latest.path}>{latest.label}</a>.
              </>
            )}
          </>
        }
      >
        <h2 className="visually-hidden">Items</h2>
        <ContentList items={items.items} />
      </SortedListing>
    </>
  );
}

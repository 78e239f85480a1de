import { Breadcrumbs } from '../../components/breadcrumbs';
import { Pagination, withQuery } from '../../components/pagination';
import type { AlertItem, AlertKind } from '../../services/alerts';
import type { Page } from '../../services/pagination';
import { AlertList } from './alert-list';
import { brandPaths } from './brand-paths';

export interface AlertsPageProps {
  kind: AlertKind;
  brand: string;
  alerts: Page<AlertItem>;
}

const TEXT = {
  alert: {
    title: 'Product alerts and recalls',
    lead: 'Recalls, revised standards, code changes and specification updates that manufacturers have told us about, newest first. Check them against the products in your current projects.',
    empty: 'No alerts have been published.',
  },
  news: {
    title: 'Manufacturer news for architects',
    lead: 'New drawings and BIM objects, catalogs, webinars and other news from building product manufacturers, newest first.',
    empty: 'No news has been published.',
  },
} as const;

export const alertsPageText = (kind: AlertKind) => TEXT[kind];

/** /{brand}-alert and /{brand}-tect-news: one list of alerts or news with paging. */
export function AlertsPage({ kind, brand, alerts }: AlertsPageProps) {
  const text = TEXT[kind];
  const paths = brandPaths(brand);
  const path = kind === 'alert' ? paths.alerts : paths.news;
  return (
    <>
      <Breadcrumbs items={[{ label: 'For architects', href: paths.architects }, { label: text.title }]} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>
      <p>
        {alerts.total} {kind === 'alert' ? 'alerts' : 'news items'}
        {alerts.pageCount > 1 ? `, page ${alerts.page} of ${alerts.pageCount}` : ''}.{' '}
        {kind === 'alert' ? <a href={paths.news}>Manufacturer news</a> : <a href={paths.alerts}>Product alerts and recalls</a>}
      </p>
      {alerts.items.length > 0 ? <AlertList items={alerts.items} /> : <p>{text.empty}</p>}
      <Pagination page={alerts.page} pageCount={alerts.pageCount} hrefFor={(page) => withQuery(path, { page })} />
    </>
  );
}

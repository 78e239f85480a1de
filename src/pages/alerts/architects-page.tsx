import { Breadcrumbs } from '../../components/breadcrumbs';
import type { AlertItem } from '../../services/alerts';
import { AlertList } from './alert-list';
import { brandPaths } from './brand-paths';

export interface ArchitectsPageProps {
  brand: string;
  siteName: string;
  alerts: AlertItem[];
  news: AlertItem[];
}

export const ARCHITECTS_TITLE = 'Alerts and news for architects';

/** /{brand}-tect: what the alert service covers, with the latest alerts and news beside each other. */
export function ArchitectsPage({ brand, siteName, alerts, news }: ArchitectsPageProps) {
  const paths = brandPaths(brand);
  return (
    <>
      <Breadcrumbs items={[{ label: 'For architects' }]} />
      <h1>{ARCHITECTS_TITLE}</h1>
      <p className="lead">
        A recall, a revised standard or a code change can alter what belongs in a project manual. {siteName} gathers the notices
        manufacturers send us, and their news, so you can check them in one place before a specification goes out.
      </p>
      <div className="brand-columns">
        <section aria-labelledby="latest-alerts">
          <h2 id="latest-alerts">Latest alerts and recalls</h2>
          {alerts.length > 0 ? <AlertList items={alerts} headingLevel={3} /> : <p>No alerts have been published.</p>}
          <p>
            <a href={paths.alerts}>All product alerts and recalls</a>
          </p>
        </section>
        <section aria-labelledby="latest-news">
          <h2 id="latest-news">Latest manufacturer news</h2>
          {news.length > 0 ? <AlertList items={news} headingLevel={3} /> : <p>No news has been published.</p>}
          <p>
            <a href={paths.news}>All manufacturer news</a>
          </p>
        </section>
      </div>
      <section aria-labelledby="what-we-publish">
        <h2 id="what-we-publish">What we publish</h2>
        <ul>
          <li>Recalls and safety notices, with the products and lot numbers they concern.</li>
          <li>Revised reference standards and energy or fire code changes that affect a product&rsquo;s specification.</li>
          <li>Changes a manufacturer makes to its guide specifications, so your sections can follow.</li>
          <li>New CAD drawings, BIM objects, catalogs and webinars.</li>
        </ul>
        <p>
          Every item names the manufacturer it comes from and links to its company page. To follow along in a feed reader, subscribe to
          the <a href="/rss">{siteName} RSS feed</a>.
        </p>
      </section>
    </>
  );
}

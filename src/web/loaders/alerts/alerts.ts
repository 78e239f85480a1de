import { z } from 'zod';
import { SITE_NAME } from '../../../domain/site';
import { notFound } from '../../../errors';
import type { AlertsPageProps } from '../../../pages/alerts/alerts-page';
import { alertsPageText } from '../../../pages/alerts/alerts-page';
import type { ArchitectsPageProps } from '../../../pages/alerts/architects-page';
import { ARCHITECTS_TITLE } from '../../../pages/alerts/architects-page';
import { brandPaths } from '../../../pages/alerts/brand-paths';
import type { AlertKind } from '../../../services/alerts';
import { listAlerts } from '../../../services/alerts';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { requestedPage, requireExistingPage } from '../../../http/query-schemas';

const ALERTS_PAGE_SIZE = 20;
const LATEST = 5;

/** The route matches any prefix (`/:brand-alert`); only the BRAND setting's is a page. */
export const brandParams = z.object({ brand: z.string().regex(/^[a-z][a-z0-9]{1,15}$/) });
type BrandContext = LoaderContext<z.infer<typeof brandParams>>;

function checkBrand(ctx: BrandContext): string {
  if (ctx.params.brand !== ctx.config.BRAND) throw notFound(`Page not found: ${ctx.path}`);
  return ctx.config.BRAND;
}

/** /{brand}-alert (alerts) and /{brand}-tect-news (news): newest first, 20 a page. */
export function alertsLoader(kind: AlertKind) {
  return async (ctx: BrandContext): Promise<LoaderResult<AlertsPageProps>> => {
    const brand = checkBrand(ctx);
    const page = requestedPage(ctx.query);
    const alerts = await listAlerts(ctx.db, ctx.config, { kind, page, pageSize: ALERTS_PAGE_SIZE });
    requireExistingPage(page, alerts.pageCount);
    const text = alertsPageText(kind);
    const paths = brandPaths(brand);
    return {
      props: { kind, brand, alerts },
      head: {
        title: text.title,
        description: text.lead,
        canonical: kind === 'alert' ? paths.alerts : paths.news,
        robots: page > 1 ? 'noindex, follow' : alerts.total === 0 ? 'noindex, follow' : undefined,
      },
    };
  };
}

/** /{brand}-tect: the five latest alerts and news items. */
export async function loadArchitects(ctx: BrandContext): Promise<LoaderResult<ArchitectsPageProps>> {
  const brand = checkBrand(ctx);
  const [alerts, news] = await Promise.all([
    listAlerts(ctx.db, ctx.config, { kind: 'alert', page: 1, pageSize: LATEST }),
    listAlerts(ctx.db, ctx.config, { kind: 'news', page: 1, pageSize: LATEST }),
  ]);
  return {
    props: { brand, siteName: SITE_NAME, alerts: alerts.items, news: news.items },
    head: {
      title: ARCHITECTS_TITLE,
      description: `Product recalls, code changes, specification updates and news from building product manufacturers, gathered by ${SITE_NAME} for architects and specifiers.`,
      canonical: brandPaths(brand).architects,
    },
  };
}

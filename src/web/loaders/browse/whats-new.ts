import { z } from 'zod';
import { PERIOD_TYPES, WHATS_NEW_TYPES } from '../../../domain/content-types';
import type { WhatsNewType } from '../../../domain/content-types';
import type { Period } from '../../../domain/periods';
import { parseDay, periodContaining, periodLabel, shiftPeriod } from '../../../domain/periods';
import { whatsNewLabel, whatsNewPath } from '../../../domain/browse-paths';
import { notFound } from '../../../errors';
import { latestPublished, publishedRange, WHATS_NEW_SORT_FIELDS, whatsNew, whatsNewCounts } from '../../../services/whats-new';
import type { WhatsNewPageProps } from '../../../pages/browse/whats-new-page';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { parseListing } from './listing';
import { requireExistingPage } from '../../../http/query-schemas';

export const whatsNewParams = z.object({
  contentType: z.enum(WHATS_NEW_TYPES),
  periodType: z.enum(PERIOD_TYPES),
  startDate: z.string().refine((s) => parseDay(s) !== null),
});

function periodLink(contentType: WhatsNewType, period: Period): { path: string; label: string } {
  return { path: whatsNewPath(contentType, period), label: periodLabel(period) };
}

/**
 * /whats-new: the latest week with additions (of every type), at its dated address; this week once anything
 * was published in it, so the bare address never opens on an empty week while older ones have items.
 */
export async function loadCurrentWhatsNew(ctx: LoaderContext): Promise<LoaderResult<never>> {
  const now = new Date();
  const latest = await latestPublished(ctx.db, now);
  return { redirect: whatsNewPath('all', periodContaining('week', latest ?? now)), status: 302 };
}

/**
 * /whats-new/{contentType}/{week|month}/{YYYY-MM-DD}: items published in that period. A date
 * inside a period redirects (301) to the period's first day; periods after the current one are 404.
 */
export async function loadWhatsNew(ctx: LoaderContext<z.infer<typeof whatsNewParams>>): Promise<LoaderResult<WhatsNewPageProps>> {
  const { contentType, periodType } = ctx.params;
  const period = periodContaining(periodType, parseDay(ctx.params.startDate) as Date);
  const current = periodContaining(periodType, new Date());
  if (period.start > current.start) throw notFound(`No ${periodType} starting ${ctx.params.startDate} yet`);
  const path = whatsNewPath(contentType, period);
  if (path !== ctx.path) return { redirect: path + ctx.url.slice(ctx.path.length), status: 301 };

  const listing = parseListing(ctx.query, WHATS_NEW_SORT_FIELDS, { field: 'date', direction: 'desc' });
  const [items, counts, range] = await Promise.all([
    whatsNew(ctx.db, { contentType, period, page: listing.page, sort: listing.sort }),
    whatsNewCounts(ctx.db, period),
    publishedRange(ctx.db, contentType),
  ]);
  requireExistingPage(listing.page, items.pageCount);
  const isCurrent = period.start === current.start;
  const before = (moment: string | null) => moment !== null && moment < `${period.start}T00:00:00Z`;
  const label = periodLabel(period);
  const heading = `What’s new: ${whatsNewLabel(contentType)}`;
  return {
    props: {
      heading,
      contentType,
      period,
      label,
      isCurrent,
      items,
      counts,
      sort: listing.sort,
      path,
      previous: before(range.first) ? whatsNewPath(contentType, shiftPeriod(period, -1)) : null,
      next: isCurrent ? null : whatsNewPath(contentType, shiftPeriod(period, 1)),
      // An empty period points at the period of the newest item.
      latest: items.total === 0 && range.last ? periodLink(contentType, periodContaining(periodType, new Date(range.last))) : null,
    },
    head: {
      title: `${heading} – ${label}`,
      description: `${whatsNewLabel(contentType)} published by building product manufacturers in the ${periodType} of ${period.start}, newest first.`,
      canonical: path,
      robots: items.total === 0 ? 'noindex, follow' : listing.robots,
    },
    // The current period changes by the clock; empty ones reach back to year 1, more than any cache holds.
    ...(isCurrent || items.total === 0 ? { cache: false as const } : {}),
  };
}

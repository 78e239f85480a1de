import { z } from 'zod';
import { pressReleasesPath } from '../../../domain/browse-paths';
import { notFound } from '../../../errors';
import { listDivisions } from '../../../services/csi';
import { listPressReleases, PRESS_SORT_FIELDS, pressReleaseCountsByDivision } from '../../../services/press-releases';
import type { PressReleasesPageProps } from '../../../pages/browse/press-releases-page';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { parseListing } from './listing';
import { requireExistingPage } from '../../../http/query-schemas';

/** At most this many divisions in one filter path. */
const MAX_DIVISIONS = 10;

export const pressReleasesParams = z.object({
  divisions: z.array(z.string().regex(/^\d{2}$/)).min(1).max(MAX_DIVISIONS).optional(),
});

/** /press-releases and /press-releases/{division}/{division}...: newest first; the path's divisions are sorted and unique. */
export async function loadPressReleases(
  ctx: LoaderContext<z.infer<typeof pressReleasesParams>>,
): Promise<LoaderResult<PressReleasesPageProps>> {
  const asked = ctx.params.divisions ?? [];
  const all = await listDivisions(ctx.db);
  const unknown = asked.find((d) => !all.some((known) => known.division === d));
  if (unknown) throw notFound(`Unknown division: ${unknown}`);
  const chosen = [...new Set(asked)].sort();
  const path = pressReleasesPath(chosen);
  if (path !== ctx.path) return { redirect: path + ctx.url.slice(ctx.path.length), status: 301 };

  const listing = parseListing(ctx.query, PRESS_SORT_FIELDS, { field: 'date', direction: 'desc' });
  const [releases, counts] = await Promise.all([
    listPressReleases(ctx.db, { divisions: chosen, page: listing.page, sort: listing.sort }),
    pressReleaseCountsByDivision(ctx.db),
  ]);
  requireExistingPage(listing.page, releases.pageCount);
  const titles = all.filter((d) => chosen.includes(d.division));
  const heading = titles.length > 0 ? `Press releases: ${titles.map((d) => d.title).join(', ')}` : 'Press releases';
  return {
    props: {
      heading,
      chosen,
      releases,
      sort: listing.sort,
      path,
      divisions: all.filter((d) => counts[d.division] || chosen.includes(d.division)).map((d) => ({ ...d, count: counts[d.division] ?? 0 })),
    },
    head: {
      title: heading,
      description: `News from building product manufacturers${titles.length > 0 ? ` in ${titles.map((d) => d.title).join(', ')}` : ''}: new products, certifications and documentation.`,
      canonical: path,
      robots: releases.total === 0 ? 'noindex, follow' : listing.robots,
    },
    // Divisions combine into more paths than the page cache holds: like a filtered listing, a combination is not kept.
    ...(chosen.length > 1 ? { cache: false as const } : {}),
  };
}

import { z } from 'zod';
import { slugify } from '../../domain/slug';
import { notFound } from '../../errors';
import { companiesInDivision, manufacturerCountsByDivision } from '../../services/companies';
import { listDivisions } from '../../services/csi';
import type { ManufacturersPageProps } from '../../pages/browse/manufacturers-page';
import type { LoaderContext, LoaderResult } from '../page-types';

export const manufacturersParams = z.object({ category: z.string().regex(/^[a-z0-9-]{2,80}$/) });

/** A category is a MasterFormat division, named by its title's slug ("openings") or its number ("08"). */
export function categorySlug(division: { division: string; title: string }): string {
  return slugify(division.title);
}

/** /manufacturers/all lists the categories; /manufacturers/{category} the manufacturers in one. */
export async function loadManufacturers(
  ctx: LoaderContext<z.infer<typeof manufacturersParams>>,
): Promise<LoaderResult<ManufacturersPageProps>> {
  const divisions = await listDivisions(ctx.db, '04');
  if (ctx.params.category === 'all') {
    const counts = await manufacturerCountsByDivision(ctx.db);
    return {
      props: {
        kind: 'index',
        categories: divisions
          .filter((d) => counts[d.division])
          .map((d) => ({ ...d, slug: categorySlug(d), count: counts[d.division] })),
      },
      head: {
        title: 'Building product manufacturers by category',
        description: 'Manufacturers of building products grouped by CSI MasterFormat division.',
        canonical: '/manufacturers/all',
      },
    };
  }
  const division = divisions.find(
    (d) => categorySlug(d) === ctx.params.category || d.division === ctx.params.category,
  );
  if (!division) throw notFound(`Unknown category: ${ctx.params.category}`);
  const canonical = `/manufacturers/${categorySlug(division)}`;
  if (ctx.path !== canonical) return { redirect: canonical, status: 301 };
  const companies = await companiesInDivision(ctx.db, division.division);
  return {
    props: { kind: 'category', division, companies },
    head: {
      title: `${division.title} manufacturers`,
      description: `Manufacturers of ${division.title.toLowerCase()} products (MasterFormat Division ${division.division}).`,
      canonical,
    },
  };
}

import { z } from 'zod';
import { notFound } from '../../errors';
import { companiesInDivision, manufacturerCountsByDivision } from '../../services/companies';
import { listDivisions } from '../../services/csi';
import { categorySlug, findCategory } from '../../services/manufacturer-categories';
import type { ManufacturersPageProps } from '../../pages/browse/manufacturers-page';
import type { LoaderContext, LoaderResult } from '../page-types';

export const manufacturersParams = z.object({ category: z.string().regex(/^[a-z0-9-]{2,80}$/) });

/** /manufacturers/all lists the categories; /manufacturers/{category} the manufacturers in one. */
export async function loadManufacturers(
  ctx: LoaderContext<z.infer<typeof manufacturersParams>>,
): Promise<LoaderResult<ManufacturersPageProps>> {
  if (ctx.params.category === 'all') {
    const divisions = await listDivisions(ctx.db, '04');
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
  const category = await findCategory(ctx.db, ctx.params.category);
  if (!category) throw notFound(`Unknown category: ${ctx.params.category}`);
  const canonical = `/manufacturers/${category.slug}`;
  if (ctx.path !== canonical) return { redirect: canonical, status: 301 };
  const division = { division: category.division, title: category.title };
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

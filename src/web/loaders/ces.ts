import type { CesPageProps } from '../../pages/ces/ces-page';
import { CES_TITLE } from '../../pages/ces/ces-page';
import { cesCompanies } from '../../services/ces';
import type { LoaderContext, LoaderResult } from '../page-types';

/** /ces: manufacturers offering continuing-education courses. */
export async function loadCes(ctx: LoaderContext): Promise<LoaderResult<CesPageProps>> {
  const companies = await cesCompanies(ctx.db);
  return {
    props: { companies },
    head: {
      title: CES_TITLE,
      description: 'Building product manufacturers that offer continuing-education courses for architects, with credit hours and HSW credit for each course.',
      canonical: '/ces',
    },
  };
}

import { z } from 'zod';
import { CONTENT_TYPE_LABELS, contentTypeSchema } from '../domain/content-types';
import { normalizeSection } from '../domain/csi';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { companiesInDivision } from '../services/companies';
import { contentTypeDivisionLevel, contentTypeTopLevel } from '../services/content-types';
import { getDivision, getSection } from '../services/csi';
import { findCategory } from '../services/manufacturer-categories';
import { divisionParam, endpoint, sectionParam } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { categoryPageOutput, divisionPageOutput, sectionPageOutput, topLevelPageOutput } from './schemas/catalog';

/** Site-page lookups: the title, description and listing data of a browse page. */
export function sitePagesApi(db: Db): AreaRows {
  const table = areaTable();
  table.get(
    '/site-page/page-type/product-categories/:category',
    endpoint(db, { params: z.object({ category: z.string().regex(/^[a-z0-9-]{2,80}$/, 'must be a category slug') }) }, async ({ params, db }) => {
      const category = await findCategory(db, params.category);
      if (!category) throw notFound(`No category ${params.category}`);
      const division = { division: category.division, title: category.title };
      return { title: `${division.title} manufacturers`, division, manufacturers: await companiesInDivision(db, division.division) };
    }), { output: categoryPageOutput },
  );
  table.get(
    '/site-page/top-level/:contentType',
    endpoint(db, { params: z.object({ contentType: contentTypeSchema }) }, async ({ params, db }) => ({
      title: CONTENT_TYPE_LABELS[params.contentType].plural,
      description: CONTENT_TYPE_LABELS[params.contentType].description,
      divisions: await contentTypeTopLevel(db, params.contentType),
    })), { output: topLevelPageOutput },
  );
  table.get(
    '/site-page/division/:contentType/:division',
    endpoint(db, { params: z.object({ contentType: contentTypeSchema, division: divisionParam }) }, async ({ params, db }) => {
      const division = await getDivision(db, params.division);
      if (!division) throw notFound(`No division ${params.division}`);
      return {
        title: `${CONTENT_TYPE_LABELS[params.contentType].plural}: Division ${division.division} ${division.title}`,
        division,
        sections: await contentTypeDivisionLevel(db, params.contentType, division.division),
      };
    }), { output: divisionPageOutput },
  );
  table.get(
    '/site-page/csi-section/:contentType/:csi',
    endpoint(db, { params: z.object({ contentType: contentTypeSchema, csi: sectionParam }) }, async ({ params, db }) => {
      const section = await getSection(db, normalizeSection(params.csi) ?? '');
      if (!section) throw notFound(`No CSI section ${params.csi}`);
      return { title: `${CONTENT_TYPE_LABELS[params.contentType].plural}: ${section.section} ${section.title}`, section };
    }), { output: sectionPageOutput },
  );
  return table.rows;
}

import { Router } from 'express';
import { z } from 'zod';
import { pageNumber, wholeNumberIn } from '../domain/number-input';
import { contentTypeSchema } from '../domain/content-types';
import { normalizeSection } from '../domain/csi';
import type { CatalogMemo } from '../db/catalog-memo';
import type { Db } from '../db/types';
import { getContentItemOfType } from '../services/content-items';
import { getDivision } from '../services/csi';
import {
  contentTypeDivisionLevel,
  contentTypeSectionLevel,
  contentTypeTopLevel,
  randomContent,
} from '../services/content-types';
import { divisionParam, endpoint, sectionParam, sizeQuery } from './endpoint';
import { notFound } from '../errors';

const typeParams = z.object({ type: contentTypeSchema });
const mfQuery = z.object({ mf: z.enum(['04', '95']).default('04') });

/** A section named with its division must be a known section of that division: a 400 naming both otherwise. */
function sectionInDivision(p: { division: string; section: string }, ctx: z.RefinementCtx): void {
  const section = normalizeSection(p.section);
  if (!section) ctx.addIssue({ code: 'custom', path: ['section'], message: `${p.section} is not a MasterFormat section number` });
  else if (section.slice(0, 2) !== p.division) {
    ctx.addIssue({ code: 'custom', path: ['section'], message: `section ${p.section} is not in division ${p.division}` });
  }
}

export function contentTypeApi(db: Db, memo: CatalogMemo): Router {
  const router = Router();
  router.get(
    '/content-type/top-level/:type',
    endpoint(db, { params: typeParams, query: mfQuery }, async ({ params, query, db }) => ({
      divisions: await contentTypeTopLevel(db, params.type, query.mf),
    })),
  );
  router.get(
    '/content-type/division-level/:type/:division',
    endpoint(db, { params: typeParams.extend({ division: divisionParam }), query: mfQuery, errors: [404] }, async ({ params, query, db }) => {
      if (!(await getDivision(db, params.division, query.mf))) throw notFound(`No division ${params.division} in MasterFormat ${query.mf}`);
      return { sections: await contentTypeDivisionLevel(db, params.type, params.division, query.mf) };
    }),
  );
  router.get(
    '/content-type/section-level/:type/:division/:section',
    endpoint(
      db,
      {
        params: typeParams.extend({ division: divisionParam, section: sectionParam }).superRefine(sectionInDivision),
        query: z.object({ page: pageNumber(100) }),
      },
      ({ params, query, db }) => contentTypeSectionLevel(db, params.type, normalizeSection(params.section)!, query.page),
    ),
  );
  router.get(
    '/content-type/random',
    endpoint(
      db,
      {
        query: z.object({
          contentType: contentTypeSchema,
          size: sizeQuery(4),
          division: divisionParam.optional(),
          section: sectionParam.optional(),
        }),
      },
      async ({ query, db }) => ({
        items: await randomContent(db, memo, { ...query, section: query.section ? normalizeSection(query.section)! : undefined }),
      }),
    ),
  );
  // GET /api/{type}/es/{id}: one content item of a type.
  router.get(
    '/:type/es/:id',
    endpoint(db, { params: typeParams.extend({ id: wholeNumberIn(1, 2_147_483_647) }) }, async ({ params, db }) => {
      const item = await getContentItemOfType(db, params.id, params.type);
      if (!item) throw notFound(`No ${params.type} with id ${params.id}`);
      return item;
    }),
  );
  return router;
}

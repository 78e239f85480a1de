import { Router } from 'express';
import { z } from 'zod';
import { contentTypeSchema } from '../domain/content-types';
import type { Db } from '../db/types';
import { bannersFor, chooseBanner } from '../services/banners';
import { activeHomepagePromo } from '../services/homepage-promo';
import { endpoint } from './endpoint';

/** ?shown=3,7,12: banners this visitor has seen (SPEC §4 rotation). */
const shownQuery = z.object({
  shown: z
    .string()
    .regex(/^(\d{1,9})(,\d{1,9})*$/, 'must be comma-separated banner numbers')
    .max(2000)
    .optional()
    .transform((v) => (v ? v.split(',').map(Number) : [])),
});

export function promotionsApi(db: Db): Router {
  const router = Router();
  router.get('/homepage-promo/active', endpoint(db, {}, async ({ db }) => ({ promo: await activeHomepagePromo(db) })));
  router.get(
    '/banners/random',
    endpoint(db, { query: shownQuery.extend({ all: z.enum(['true', 'false']).default('false') }) }, async ({ query, db }) =>
      query.all === 'true' ? { banners: await bannersFor(db) } : chooseBanner(db, {}, query.shown),
    ),
  );
  router.get(
    '/banners/get-banner/bpc/:page',
    endpoint(db, { params: z.object({ page: z.string().regex(/^[a-z0-9-]{1,60}$/i) }), query: shownQuery }, ({ query, db }) =>
      chooseBanner(db, { placement: 'bpc' }, query.shown),
    ),
  );
  router.get(
    '/banners/get-banner/:contentType/:where',
    endpoint(
      db,
      { params: z.object({ contentType: contentTypeSchema, where: z.string().regex(/^(top|\d{2}|\d{2}-?\d{6})$/, 'must be top, a division or division+section') }), query: shownQuery },
      ({ params, query, db }) =>
        chooseBanner(db, { contentType: params.contentType, division: params.where === 'top' ? undefined : params.where.slice(0, 2) }, query.shown),
    ),
  );
  router.get(
    '/banners/for-url',
    endpoint(db, { query: shownQuery.extend({ url: z.string().startsWith('/', 'must be a site path').max(500) }) }, ({ query, db }) => {
      const type = contentTypeSchema.safeParse(query.url.split('/')[2]);
      return chooseBanner(db, { contentType: query.url.startsWith('/content-type/') && type.success ? type.data : undefined }, query.shown);
    }),
  );
  return router;
}

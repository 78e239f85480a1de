import { z } from 'zod';
import { BANNER_PAGE, BANNER_TYPES, bannerSlot } from '../domain/banner-slots';
import { contentTypeSchema } from '../domain/content-types';
import type { Db } from '../db/types';
import { bannersFor, chooseBanner } from '../services/banners';
import { activeHomepagePromo } from '../services/homepage-promo';
import { endpoint } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { bannerPickOutput, bannersOutput, homepagePromoOutput } from './schemas/editorial';

/** ?shown=3,7,12: banners this visitor has seen (no banner repeats until all were shown). */
const shownQuery = z.object({
  shown: z
    .string()
    .regex(/^(\d{1,9})(,\d{1,9})*$/, 'must be comma-separated banner numbers')
    .max(2000)
    .optional()
    .transform((v) => (v ? v.split(',').map(Number) : [])),
});

export function promotionsApi(db: Db): AreaRows {
  const table = areaTable();
  table.get('/homepage-promo/active', endpoint(db, {}, async ({ db }) => ({ promo: await activeHomepagePromo(db) })), { output: homepagePromoOutput });
  table.get(
    '/banners/random',
    endpoint(db, { query: shownQuery.extend({ all: z.enum(['true', 'false']).default('false') }) }, async ({ query, db }) =>
      query.all === 'true' ? { banners: await bannersFor(db) } : chooseBanner(db, {}, query.shown),
    ), { output: bannersOutput },
  );
  table.get(
    '/banners/get-banner/:type/:page',
    endpoint(
      db,
      {
        params: z.object({
          type: z.enum(BANNER_TYPES, { error: `must be one of ${BANNER_TYPES.join(', ')}` }),
          page: z.string().regex(BANNER_PAGE, 'must be top, a division, division+section or a page name (letters, digits, hyphens)'),
        }),
        query: shownQuery,
        summary: 'A banner for a slot: top, bpc (with any page) or a content type (with top, a division, division+section or a page name)',
      },
      ({ params, query, db }) => chooseBanner(db, bannerSlot(params.type, params.page), query.shown),
    ), { output: bannerPickOutput },
  );
  table.get(
    '/banners/for-url',
    endpoint(db, { query: shownQuery.extend({ url: z.string().startsWith('/', 'must be a site path').max(500) }) }, ({ query, db }) => {
      const type = contentTypeSchema.safeParse(query.url.split('/')[2]);
      return chooseBanner(db, { contentType: query.url.startsWith('/content-type/') && type.success ? type.data : undefined }, query.shown);
    }), { output: bannerPickOutput },
  );
  return table.rows;
}

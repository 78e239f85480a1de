import type { Request } from 'express';
import { z } from 'zod';
import { pageNumber, pageSize } from '../domain/number-input';
import { contentTypeSchema } from '../domain/content-types';
import { FACET_NAMES, facetQuery, facetsOf, hasFacets } from '../domain/facets';
import { SEARCH_PAGE_SIZE } from '../domain/search-paging';
import { slugToTerms } from '../domain/slug';
import { DEFAULT_SEARCH_SORT, searchSortSchema } from '../domain/search-sort';
import type { Db } from '../db/types';
import { AppError, notFound } from '../errors';
import { companiesInDivision } from '../services/companies';
import { findCategory } from '../services/manufacturer-categories';
import { searchContent } from '../services/search';
import { suggest } from '../services/suggest';
import { DOWNLOADABLE_TYPES } from '../services/files';
import { searchDownloads } from '../services/download-search';
import { coidParam, endpoint, knownDivisionParam, sectionParam } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { categoryManufacturersOutput, downloadsOutput, searchOutput, suggestOutput } from './schemas/catalog';

/** Debug mode is on when debug equals debug_on; other values leave it off. */
const debugQuery = z
  .string()
  .max(20, 'must be debug_on or absent')
  .optional()
  .transform((v) => v === 'debug_on');

const searchQuery = z
  .object({
    // The search pages' facets (domain/facets.ts): given any, the answer is narrowed by them and counts each facet.
    ...facetQuery.shape,
    online: z.enum(['0', '1'], { error: 'must be 1 (online items only) or 0 (offline too, administrators only)' }).default('1'),
    debug: debugQuery,
    coid: coidParam.optional(),
    isExcluding: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
    page: pageNumber(100),
    size: pageSize(SEARCH_PAGE_SIZE, 100),
    sort: searchSortSchema.optional(),
  })
  .refine((q) => q.isExcluding === 'false' || q.coid !== undefined, { path: ['isExcluding'], message: 'isExcluding=true needs the coid of the manufacturer to leave out' });

const downloadsQuery = z.object({
  coid: coidParam.optional(),
  isExcluding: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  contentType: z.string().refine((t) => DOWNLOADABLE_TYPES.has(t), 'must be a content type with files: cad, bim, spec, catalog, certificate, datasheet, epd or hpd').optional(),
  productIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, 'must be up to 100 comma-separated product ids')
    .transform((ids) => ids.split(',').map(Number))
    .optional(),
  section: sectionParam.transform((s) => s.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3')).optional(),
  division: knownDivisionParam.optional(),
  q: z.string().trim().max(200, 'must be 200 characters or fewer').optional(),
  page: pageNumber(100),
  size: pageSize(SEARCH_PAGE_SIZE, 100),
});

const searchParams = z.object({
  terms: z.string().min(1).max(400),
  contentType: contentTypeSchema.optional(),
});

const categoryParams = z.object({ category: z.string().regex(/^[a-z0-9-]{2,80}$/, 'must be a category slug (openings) or a division number (08)') });

/** Offline items are unpublished: only administrators may list them. */
function allowOffline(req: Request): void {
  if (!req.user?.isAdmin) throw new AppError(req.user ? 403 : 401, 'online=0 lists offline items: administrators only');
}

export function searchApi(db: Db): AreaRows {
  const table = areaTable();
  const search = endpoint(
    db,
    {
      params: searchParams,
      query: searchQuery,
      summary: 'Online items matching the terms, ranked; coid keeps one manufacturer (isExcluding=true leaves it out); the facet parameters narrow the best 1,000 matches and add each facet\'s counts; debug=debug_on explains the ranking',
      errors: [401, 403, 404],
    },
    ({ params, query, db, req }) => {
      if (query.online === '0') allowOffline(req);
      const filters = facetsOf(query);
      return searchContent(db, {
        terms: slugToTerms(params.terms),
        contentType: params.contentType,
        coid: query.coid,
        excludeCoid: query.isExcluding === 'true',
        onlineOnly: query.online === '1',
        page: query.page,
        pageSize: query.size,
        sort: query.sort ?? DEFAULT_SEARCH_SORT,
        debug: query.debug,
        ...(hasFacets(filters) ? { facets: { filters, count: FACET_NAMES } } : {}),
      });
    },
  );
  // "downloads" must come before /search/:terms, which would take it for search words.
  table.get(
    '/search/downloads',
    endpoint(db, { query: downloadsQuery, summary: 'Online items with a downloadable file (CAD, BIM, PDF), newest first' }, ({ query, db }) =>
      searchDownloads(db, { ...query, isExcluding: query.isExcluding === 'true' }),
    ), { output: downloadsOutput },
  );
  // Also before /search/:terms/:contentType, which would take "manufacturers" for search words.
  table.get(
    '/search/manufacturers/:category',
    endpoint(
      db,
      { params: categoryParams, query: z.object({ debug: debugQuery }), summary: 'Manufacturers with online items in a product category (a MasterFormat division), clients first, then by name', errors: [404] },
      async ({ params, query, db }) => {
        const category = await findCategory(db, params.category);
        if (!category) throw notFound(`No category ${params.category}: use a division title slug (openings) or number (08)`);
        const { matchedBy, ...named } = category;
        const manufacturers = await companiesInDivision(db, category.division);
        return {
          category: named,
          total: manufacturers.length,
          manufacturers,
          ...(query.debug ? { plan: { category: params.category, matchedBy, order: 'clients first, then by name', counts: 'online items in the division' } } : {}),
        };
      },
    ), { output: categoryManufacturersOutput },
  );
  table.get('/search/:terms', search, { output: searchOutput });
  table.get('/search/:terms/:contentType', search, { output: searchOutput });
  table.get(
    '/suggest',
    endpoint(db, { query: z.object({ q: z.string().max(200, 'must be 200 characters or fewer').default('') }) }, async ({ query, db }) => ({
      suggestions: await suggest(db, query.q),
    })), { output: suggestOutput },
  );
  return table.rows;
}

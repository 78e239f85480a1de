import { Router } from 'express';
import { z } from 'zod';
import { pageNumber, pageSize } from '../domain/number-input';
import { sortQuery } from '../domain/sort-query';
import { contentTypeSchema } from '../domain/content-types';
import { SEARCH_PAGE_SIZE } from '../domain/constants';
import { slugToTerms } from '../domain/slug';
import { parseSort } from '../domain/sort';
import type { Db } from '../db/types';
import { SEARCH_SORT_FIELDS, searchContent } from '../services/search';
import { suggest } from '../services/suggest';
import { DOWNLOADABLE_TYPES } from '../services/files';
import { searchDownloads } from '../services/download-search';
import { coidParam, endpoint, knownDivisionParam, sectionParam } from './endpoint';

const searchQuery = z.object({
  online: z.enum(['0', '1']).default('1'),
  debug: z.string().max(20).optional(),
  coid: coidParam.optional(),
  isExcluding: z.enum(['true', 'false']).optional(),
  page: pageNumber(100),
  size: pageSize(SEARCH_PAGE_SIZE, 100),
  sort: sortQuery(SEARCH_SORT_FIELDS).optional(),
});

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

export function searchApi(db: Db): Router {
  const router = Router();
  const search = endpoint(db, { params: searchParams, query: searchQuery }, ({ params, query, db }) =>
    searchContent(db, {
      terms: slugToTerms(params.terms),
      contentType: params.contentType,
      coid: query.coid,
      page: query.page,
      pageSize: query.size,
      sort: parseSort(query.sort, SEARCH_SORT_FIELDS, { field: 'relevance', direction: 'desc' }),
    }),
  );
  // "downloads" must come before /search/:terms, which would take it for search words.
  router.get(
    '/search/downloads',
    endpoint(db, { query: downloadsQuery, summary: 'Online items with a downloadable file (CAD, BIM, PDF), newest first' }, ({ query, db }) =>
      searchDownloads(db, { ...query, isExcluding: query.isExcluding === 'true' }),
    ),
  );
  router.get('/search/:terms', search);
  router.get('/search/:terms/:contentType', search);
  router.get(
    '/suggest',
    endpoint(db, { query: z.object({ q: z.string().max(200, 'must be 200 characters or fewer').default('') }) }, async ({ query, db }) => ({
      suggestions: await suggest(db, query.q),
    })),
  );
  return router;
}

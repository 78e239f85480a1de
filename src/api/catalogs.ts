import type { RequestHandler } from 'express';
import { z } from 'zod';
import { wholeNumberIn } from '../domain/number-input';
import type { Db } from '../db/types';
import { companyPath } from '../domain/company-id';
import { notFound } from '../errors';
import { catalogTextFile, catalogTextFilePath } from '../services/catalog-text-file';
import { getCatalog } from '../services/catalogs';
import { endpoint, withEndpointSpec } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { catalogOutput } from './schemas/catalog';

const TEXT_FILE_PREFIX = '/api/catalog/get-text-file/';

/**
 * A text file that is not there answers 404 with the store's own error data: `statusCode`,
 * `statusMessage` and `message` for callers that read the body as data, plus the site's usual `error` object.
 */
function textFileHandler(db: Db): RequestHandler {
  const handle: RequestHandler = async (req, res) => {
    const segments = (req.params as { path?: string[] }).path ?? [];
    const file = await catalogTextFile(db, segments.join('/'));
    if (!file) {
      const message = 'No catalog text file at this path';
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).json({ statusCode: 404, statusMessage: 'Not Found', message, error: { status: 404, message, url: req.originalUrl } });
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('Content-Type', file.contentType);
    res.send(file.body);
  };
  return withEndpointSpec(handle, {
    summary: "A catalog's page text: {coid}/{catalogId}.json (an array of the pages' text) or .xml (<pages><page n=\"1\">)",
    produces: ['application/json', 'application/xml'],
    output: z.array(z.string()).describe('The text of each page, in order (the .json file).'),
    errors: [404],
  });
}

/** GET /api/catalog/es/{id} and /api/catalog/get-text-file/{path}. Mounted before the content-type catch-all /{type}/es/{id}. */
export function catalogsApi(db: Db): AreaRows {
  const table = areaTable();
  table.get(
    '/catalog/es/:id',
    endpoint(
      db,
      { params: z.object({ id: wholeNumberIn(1, 2_147_483_647) }), summary: 'An online catalog with its page count, viewer and text file paths' },
      async ({ params, db }) => {
        const catalog = await getCatalog(db, params.id);
        if (!catalog) throw notFound(`No catalog with id ${params.id}`);
        const textFile = (format: 'json' | 'xml') => TEXT_FILE_PREFIX + catalogTextFilePath(catalog.coid, catalog.id, format);
        return {
          ...catalog,
          viewerUrl: catalog.pageCount > 0 ? `${companyPath(catalog.companyName, catalog.coid)}/catalog-viewer/${catalog.id}/1` : null,
          textFiles: { json: textFile('json'), xml: textFile('xml') },
        };
      },
    ), { output: catalogOutput },
  );
  // Catalog text never changes once published: shared caches may keep it for five minutes.
  table.get('/catalog/get-text-file/*path', textFileHandler(db), { cache: { publicSeconds: 300 } });
  return table.rows;
}

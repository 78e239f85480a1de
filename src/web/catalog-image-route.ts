import { Router } from 'express';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { catalogPageImage } from '../services/catalog-pages-view';
import { catalogPageText, getCatalog } from '../services/catalogs';

const CATALOG_ID = /^[1-9]\d{0,9}$/;
const FILE = /^([1-9]\d{0,5})\.svg$/;

/**
 * GET /media/catalog-pages/{catalogId}/{page}.svg: a catalog page drawn as SVG from its text.
 * With the current `?v=` digest the answer is immutable for a year; without it (or with an old
 * one) it is cached for five minutes. The image carries no script or style, and its own
 * Content-Security-Policy blocks everything should it be opened on its own.
 */
export function createCatalogImageRouter(db: Db): Router {
  const router = Router();
  router.get('/media/catalog-pages/:catalogId/:file', async (req, res) => {
    const page = FILE.exec(req.params.file)?.[1];
    if (!CATALOG_ID.test(req.params.catalogId) || !page || Number(req.params.catalogId) > 2_147_483_647) throw notFound(`Page not found: ${req.path}`);
    const catalog = await getCatalog(db, Number(req.params.catalogId));
    const text = catalog ? await catalogPageText(db, catalog.id, Number(page)) : null;
    if (!catalog || text === null) throw notFound(`Page not found: ${req.path}`);
    const image = catalogPageImage(catalog, Number(page), text);
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    res.setHeader('Cache-Control', req.query.v === image.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    res.send(image.svg);
  });
  return router;
}

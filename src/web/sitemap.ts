import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { answeredNotModified } from './conditional';
import { escapeHtml } from './html';
import { contentEtag } from './page-cache/html-cache';
import { CatalogMemo } from '../db/catalog-memo';
import { DataVersion } from '../db/data-version';
import { DEFAULT_BRAND } from '../domain/site';
import type { RouteDef, SitemapSite } from './page-types';

/** The sitemap protocol's limit of URLs per file; past it /sitemap.xml becomes an index. */
export const SITEMAP_LIMIT = 50_000;
/** The protocol's (and its schema's) longest <loc>: longer URLs cannot be listed. */
const SITEMAP_MAX_URL = 2048;

/** Every public URL path the route table knows: fixed paths, plus each parameterised row's own list. */
export async function sitemapPaths(db: Db, routes: readonly RouteDef[], site: SitemapSite = { brand: DEFAULT_BRAND }): Promise<string[]> {
  const paths: string[] = [];
  for (const route of routes) {
    if (route.guard || route.sitemap === false) continue;
    if (typeof route.sitemap === 'function') paths.push(...(await route.sitemap(db, site)));
    else if (!route.path.includes(':')) paths.push(route.path);
  }
  return [...new Set(paths)];
}

/**
 * The absolute URLs of those paths a sitemap may list: on this site's origin (the protocol's rule; a path
 * starting "//" would name another host) and no longer than the protocol allows. URL percent-encodes them.
 */
async function sitemapUrls(db: Db, routes: readonly RouteDef[], publicUrl: string, site: SitemapSite): Promise<string[]> {
  const origin = new URL(publicUrl).origin;
  const urls = (await sitemapPaths(db, routes, site)).map((p) => new URL(p, publicUrl));
  const listed = urls.filter((url) => url.origin === origin && url.href.length <= SITEMAP_MAX_URL).map((url) => url.href);
  return [...new Set(listed)];
}

function urlset(urls: string[]): string {
  const items = urls.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</urlset>\n`;
}

function sitemapIndex(publicUrl: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeHtml(new URL(`/sitemap-${i + 1}.xml`, publicUrl).href)}</loc></sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/**
 * One XML document, encoded and gzip-compressed once when built (a crawler's request costs no encoding or
 * compression), with an entity tag per representation.
 */
interface XmlDocument {
  body: Buffer;
  etag: string;
  gzipped: Buffer;
  gzipEtag: string;
}

/** /sitemap.xml and, past the limit, its parts (/sitemap-1.xml is parts[0]). */
interface SitemapDocuments {
  main: XmlDocument;
  parts: XmlDocument[];
}

function xmlDocument(xml: string): XmlDocument {
  const etag = contentEtag(xml);
  return { body: Buffer.from(xml), etag, gzipped: gzipSync(xml), gzipEtag: `${etag.slice(0, -1)}-gzip"` };
}

async function buildSitemaps(db: Db, routes: readonly RouteDef[], publicUrl: string, limit: number, site: SitemapSite): Promise<SitemapDocuments> {
  const urls = await sitemapUrls(db, routes, publicUrl, site);
  if (urls.length <= limit) return { main: xmlDocument(urlset(urls)), parts: [] };
  const parts = Array.from({ length: Math.ceil(urls.length / limit) }, (_, i) => xmlDocument(urlset(urls.slice(i * limit, (i + 1) * limit))));
  return { main: xmlDocument(sitemapIndex(publicUrl, parts.length)), parts };
}

/**
 * GET /sitemap.xml (a urlset, or an index past SITEMAP_LIMIT URLs), GET /sitemap-{n}.xml and GET /robots.txt.
 * The documents are built once per data version and answered from memory, with ETag and Last-Modified (304 when
 * the crawler's copy is current): a crawler reading them costs no queries.
 */
export function createSitemapRouter(
  db: Db,
  routes: readonly RouteDef[],
  publicUrl: string,
  limit = SITEMAP_LIMIT,
  site: SitemapSite = { brand: DEFAULT_BRAND },
  memo = new CatalogMemo(new DataVersion(db)),
): Router {
  const router = Router();
  const documents = { get: () => memo.built('sitemaps', () => buildSitemaps(db, routes, publicUrl, limit, site)) };
  const send = (req: Request, res: Response, doc: XmlDocument, builtAt: Date) => {
    const gzip = req.acceptsEncodings('gzip') === 'gzip';
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('Vary', 'Accept-Encoding');
    if (answeredNotModified(req, res, { etag: gzip ? doc.gzipEtag : doc.etag, lastModified: builtAt })) return;
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.send(gzip ? doc.gzipped : doc.body);
  };
  router.get('/sitemap.xml', async (req, res) => {
    const { value, builtAt } = await documents.get();
    send(req, res, value.main, builtAt);
  });
  router.get('/sitemap-:part.xml', async (req, res) => {
    const part = z.coerce.number().int().min(1).safeParse(req.params.part);
    const { value, builtAt } = await documents.get();
    const doc = part.success ? value.parts[part.data - 1] : undefined;
    if (!doc) throw notFound(`No sitemap part ${req.params.part}`);
    send(req, res, doc, builtAt);
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(publicUrl));
  });
  return router;
}

/** Crawlers skip the API, accounts, report links and re-sorted result pages; the sitemap lists the rest. */
function robotsTxt(publicUrl: string): string {
  const disallowed = ['/api/', '/account', '/secure', '/signin', '/outline-specs-report', '/specwizard-specs-report', '/*?*sort=', '/*?*debug='];
  return `User-agent: *\n${disallowed.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${new URL('/sitemap.xml', publicUrl).href}\n`;
}

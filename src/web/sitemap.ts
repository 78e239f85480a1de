import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { escapeHtml } from './html';
import { DEFAULT_BRAND } from '../domain/constants';
import type { RouteDef, SitemapSite } from './page-types';

/** The sitemap protocol's limit of URLs per file; past it /sitemap.xml becomes an index. */
export const SITEMAP_LIMIT = 50_000;

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

function urlset(publicUrl: string, paths: string[]): string {
  const urls = paths.map((p) => `<url><loc>${escapeHtml(new URL(p, publicUrl).href)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function sitemapIndex(publicUrl: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeHtml(new URL(`/sitemap-${i + 1}.xml`, publicUrl).href)}</loc></sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** GET /sitemap.xml (a urlset, or an index past SITEMAP_LIMIT URLs), GET /sitemap-{n}.xml and GET /robots.txt. */
export function createSitemapRouter(
  db: Db,
  routes: readonly RouteDef[],
  publicUrl: string,
  limit = SITEMAP_LIMIT,
  site: SitemapSite = { brand: DEFAULT_BRAND },
): Router {
  const router = Router();
  const send = (res: import('express').Response, xml: string) => {
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(xml);
  };
  router.get('/sitemap.xml', async (_req, res) => {
    const paths = await sitemapPaths(db, routes, site);
    send(res, paths.length > limit ? sitemapIndex(publicUrl, Math.ceil(paths.length / limit)) : urlset(publicUrl, paths));
  });
  router.get('/sitemap-:part.xml', async (req, res) => {
    const part = z.coerce.number().int().min(1).safeParse(req.params.part);
    const paths = await sitemapPaths(db, routes, site);
    const slice = part.success ? paths.slice((part.data - 1) * limit, part.data * limit) : [];
    if (slice.length === 0 || paths.length <= limit) throw notFound(`No sitemap part ${req.params.part}`);
    send(res, urlset(publicUrl, slice));
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(publicUrl));
  });
  return router;
}

/** Crawlers skip the API, accounts, report links and re-sorted result pages; the sitemap lists the rest. */
export function robotsTxt(publicUrl: string): string {
  const disallowed = ['/api/', '/account', '/secure', '/signin', '/outline-specs-report', '/specwizard-specs-report', '/*?*sort=', '/*?*debug='];
  return `User-agent: *\n${disallowed.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${new URL('/sitemap.xml', publicUrl).href}\n`;
}

import { Router } from 'express';
import type { Db } from '../db/types';
import type { FeedItem } from '../services/feed/feed-items';
import { availableSources, newestFeedItems } from '../services/feed/feed-items';
import { answeredNotModified } from './conditional';
import { escapeHtml } from './html';
import { contentEtag } from './page-cache/html-cache';
import { CatalogMemo } from '../db/catalog-memo';
import { DataVersion } from '../db/data-version';
import type { RouteDef } from './page-types';
import { SITE_NAME } from '../domain/site';

const RSS_PATH = '/rss';
const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

/** Characters XML 1.0 forbids even when escaped (control characters, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text content or attribute value: never markup. */
export function xmlText(text: string): string {
  return escapeHtml(text.replace(NOT_XML, ''));
}

function itemXml(item: FeedItem, publicUrl: string): string {
  return [
    '<item>',
    `<title>${xmlText(item.title)}</title>`,
    `<link>${xmlText(new URL(item.path, publicUrl).href)}</link>`,
    `<guid isPermaLink="false">${xmlText(item.guid)}</guid>`,
    `<pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
    `<description>${xmlText(item.description)}</description>`,
    `<category>${xmlText(item.category)}</category>`,
    '</item>',
  ].join('');
}

/** An RSS 2.0 document; lastBuildDate is the newest item's date, so the same data gives the same bytes. */
export function renderRss(items: readonly FeedItem[], publicUrl: string, now = new Date()): string {
  const self = new URL(RSS_PATH, publicUrl).href;
  const built = items[0]?.publishedAt ?? now;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlText(`${SITE_NAME}: news and new building product content`)}</title>`,
    `<link>${xmlText(new URL('/', publicUrl).href)}</link>`,
    `<description>${xmlText(`Manufacturer news and the newest CAD drawings, BIM objects, specifications and product documents on ${SITE_NAME}.`)}</description>`,
    '<language>en-us</language>',
    `<lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) => itemXml(item, publicUrl)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * GET /rss: the newest items of every feed source whose pages the route table serves. Built once per data version,
 * answered with ETag and Last-Modified (304 when the reader's copy is current).
 */
export function createRssRouter(db: Db, routes: readonly RouteDef[], publicUrl: string, memo = new CatalogMemo(new DataVersion(db))): Router {
  const sources = availableSources(routes.map((route) => route.path));
  const feed = {
    get: () =>
      memo.built('rss', async () => {
        const xml = renderRss(await newestFeedItems(db, sources), publicUrl);
        return { xml, etag: contentEtag(xml) };
      }),
  };
  const router = Router();
  router.get(RSS_PATH, async (req, res) => {
    const { value, builtAt } = await feed.get();
    res.setHeader('Content-Type', RSS_CONTENT_TYPE);
    res.setHeader('Cache-Control', 'public, max-age=600');
    if (answeredNotModified(req, res, { etag: value.etag, lastModified: builtAt })) return;
    res.send(value.xml);
  });
  return router;
}

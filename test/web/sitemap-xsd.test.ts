import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../../src/web/page-types';
import { ROUTES } from '../../src/web/routes';
import { createSitemapRouter } from '../../src/web/sitemap';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { hasXmllint, SITEINDEX_XSD, SITEMAP_XSD, xmllintErrors } from '../helpers/xmllint';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PUBLIC_URL = 'http://localhost:3000';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const appWith = (routes: readonly RouteDef[], limit?: number) => express().use(createSitemapRouter(t.db, routes, PUBLIC_URL, limit));

/** One row whose sitemap lists the given paths (the page and loader are never used). */
const listing = (paths: string[]): RouteDef => ({
  path: '/odd/:x',
  page: () => null,
  load: async () => ({ props: {}, head: { title: 'unused', description: 'unused' } }),
  cache: 'public',
  sitemap: async () => paths,
});

describe.skipIf(!hasXmllint)('the sitemap against the sitemaps.org schemas (xmllint --schema)', () => {
  it('/sitemap.xml of the site is a valid urlset', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(locs(res.text).length).toBeGreaterThan(100);
    expect(xmllintErrors(res.text, SITEMAP_XSD)).toBe('');
  });

  it('past the limit, /sitemap.xml is a valid index and its parts valid urlsets', async () => {
    const app = appWith(ROUTES, 40);
    const index = await request(app).get('/sitemap.xml');
    expect(index.text).toContain('<sitemapindex');
    expect(xmllintErrors(index.text, SITEINDEX_XSD)).toBe('');
    // The index is not a urlset, so the schemas really tell them apart.
    expect(xmllintErrors(index.text, SITEMAP_XSD)).not.toBe('');
    const parts = locs(index.text);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of [parts[0], parts.at(-1)!]) {
      const res = await request(app).get(new URL(part).pathname);
      expect(res.status).toBe(200);
      expect(xmllintErrors(res.text, SITEMAP_XSD)).toBe('');
    }
  });

  it('escapes and encodes awkward paths, and leaves out URLs too long or on another host', async () => {
    const awkward = ['/a&b', "/o'brien", '/x<y>"z"', '/caf\u00e9 d\u00e9cor', '/q?x=1&y=2'];
    const tooLong = `/${'a'.repeat(2048)}`;
    const res = await request(appWith([listing([...awkward, tooLong, '//other.example/x'])])).get('/sitemap.xml');
    expect(xmllintErrors(res.text, SITEMAP_XSD)).toBe('');
    expect(locs(res.text)).toHaveLength(awkward.length);
    expect(res.text).toContain('<loc>http://localhost:3000/a&amp;b</loc>');
    expect(res.text).toContain('<loc>http://localhost:3000/caf%C3%A9%20d%C3%A9cor</loc>');
    expect(res.text).not.toContain(tooLong);
    expect(res.text).not.toContain('other.example');
  });
});

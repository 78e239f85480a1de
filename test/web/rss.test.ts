import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { availableSources, BLOG_SOURCE, CONTENT_SOURCE, FEED_SOURCES } from '../../src/services/feed/feed-items';
import { ROUTES } from '../../src/web/routes';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { hasXmllint, xmllintErrors } from '../helpers/xmllint';

let t: TestApp;
let company: { coid: number; name: string };
let trickyId: number;

const TRICKY_TITLE = 'Door <b>&</b> "frame" > detail\u0001';
const TRICKY_DESCRIPTION = '<script>alert(1)</script> & <a href="javascript:x">more</a>';

beforeAll(async () => {
  t = await createTestApp();
  company = await t.db.one(sql`SELECT coid, name FROM companies ORDER BY coid LIMIT 1`);
  trickyId = (
    await t.db.one<{ id: number }>(sql`
      INSERT INTO content_items (coid, content_type, title, description, published_at)
      VALUES (${company.coid}, 'cad', ${TRICKY_TITLE}, ${TRICKY_DESCRIPTION}, now() + interval '1 minute') RETURNING id`)
  ).id;
  await t.db.query(sql`
    INSERT INTO alerts (kind, coid, title, body, published_at)
    VALUES ('news', ${company.coid}, 'Feed test news', 'A news item for the feed test.', now())`);
  await t.db.query(sql`INSERT INTO blog_posts (title, summary, published_at) VALUES ('Feed test post', 'A post for the feed test.', now())`);
});
afterAll(() => t.close());

interface ParsedItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  description: string;
  category: string;
  xml: string;
}

function items(xml: string): ParsedItem[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => {
    const field = (name: string) => new RegExp(`<${name}[^>]*>([^<]*)</${name}>`).exec(body)?.[1] ?? '';
    return {
      title: field('title'),
      link: field('link'),
      guid: field('guid'),
      pubDate: field('pubDate'),
      description: field('description'),
      category: field('category'),
      xml: body,
    };
  });
}

const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe('/rss', () => {
  it('answers RSS 2.0 as application/rss+xml, cacheable', async () => {
    const res = await request(t.app).get('/rss');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')).toBe(true);
  });

  it.skipIf(!hasXmllint)('is well-formed XML (xmllint --noout)', async () => {
    const xml = (await request(t.app).get('/rss')).text;
    expect(xmllintErrors(xml)).toBe('');
  });

  it('has the channel elements and 50 complete items', async () => {
    const xml = (await request(t.app).get('/rss')).text;
    const channel = xml.slice(xml.indexOf('<channel>'), xml.indexOf('<item>'));
    expect(channel).toMatch(/<title>SpecFind: [^<]+<\/title>/);
    expect(channel).toContain('<link>http://localhost:3000/</link>');
    expect(channel).toMatch(/<description>[^<]{20,}<\/description>/);
    expect(channel).toContain('<language>en-us</language>');
    expect(/<lastBuildDate>([^<]+)<\/lastBuildDate>/.exec(channel)?.[1]).toMatch(RFC_822);
    expect(channel).toContain('<atom:link href="http://localhost:3000/rss" rel="self" type="application/rss+xml"/>');
    const list = items(xml);
    expect(list).toHaveLength(50);
    for (const item of list) {
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.link).toMatch(/^http:\/\/localhost:3000\/[^\s]+$/);
      expect(item.xml).toContain(`<guid isPermaLink="false">${item.guid}</guid>`);
      expect(item.pubDate).toMatch(RFC_822);
      expect(item.description.length).toBeGreaterThan(0);
      expect(item.category.length).toBeGreaterThan(0);
    }
    expect(new Set(list.map((i) => i.guid)).size).toBe(50);
  });

  it('lists the newest items first, across catalog content and news', async () => {
    const list = items((await request(t.app).get('/rss')).text);
    const times = list.map((i) => Date.parse(i.pubDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0].guid).toBe(`content-${trickyId}`);
    const news = list.find((i) => i.title === 'Feed test news')!;
    expect(news.category).toBe('News');
    expect(news.link).toBe(`http://localhost:3000${companyPath(company.name, company.coid)}`);
    const newestOnline = await t.db.one<{ id: number }>(sql`
      SELECT id FROM content_items WHERE online AND id <> ${trickyId} ORDER BY published_at DESC, id DESC LIMIT 1`);
    expect(list.map((i) => i.guid)).toContain(`content-${newestOnline.id}`);
  });

  it('escapes titles and descriptions as text: no markup gets through', async () => {
    const xml = (await request(t.app).get('/rss')).text;
    const first = items(xml)[0];
    expect(first.title).toBe(`Door &lt;b&gt;&amp;&lt;/b&gt; &quot;frame&quot; &gt; detail – ${company.name.replace(/&/g, '&amp;')}`);
    expect(first.description).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;a href=&quot;javascript:x&quot;&gt;more&lt;/a&gt;');
    expect(xml).not.toContain('<script');
    expect(xml).not.toContain('\u0001');
  });

  it('links only to pages that exist', async () => {
    const list = items((await request(t.app).get('/rss')).text);
    for (const path of new Set(list.map((i) => new URL(i.link).pathname))) {
      expect((await request(t.app).get(path)).status, path).toBe(200);
    }
  });

  it('keeps guids stable between requests', async () => {
    const guids = async () => items((await request(t.app).get('/rss')).text).map((i) => i.guid);
    expect(await guids()).toEqual(await guids());
  });

  it('includes blog posts now that /blog-post/{id} is a route, linked to their pages', async () => {
    expect(availableSources(ROUTES.map((r) => r.path))).toEqual(FEED_SOURCES);
    const { seq } = await t.db.one<{ seq: number }>(sql`SELECT seq FROM blog_posts WHERE title = 'Feed test post'`);
    const post = items((await request(t.app).get('/rss')).text).find((i) => i.guid === `blog-${seq}`);
    expect(post).toMatchObject({ title: 'Feed test post', link: `http://localhost:3000/blog-post/${seq}`, category: 'Blog' });
    expect((await request(t.app).get(`/blog-post/${seq}`)).status).toBe(200);
    expect(availableSources(['/product/:id'], [CONTENT_SOURCE])).toEqual([]);
    expect(availableSources(['/product/:id'], [BLOG_SOURCE])).toEqual([]);
  });

  it('is linked from the default layout head, and the old feed page redirects to it', async () => {
    const page = await request(t.app).get('/about');
    expect(page.text).toContain('<link rel="alternate" type="application/rss+xml" title="SpecFind: news and new content" href="/rss">');
    const old = await request(t.app).get('/rss/rss.shtml');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/rss');
    expect((await request(t.app).get(old.headers.location)).status).toBe(200);
  });
});

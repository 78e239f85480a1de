import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERTISING_PACKAGES } from '../../src/domain/advertising-packages';
import { CONTENT_TYPES } from '../../src/domain/content-types';
import { GET_SPECIFIED_VARIANTS, getSpecifiedContent, getSpecifiedPath } from '../../src/pages/site/content/get-specified';
import { SITE_PAGES } from '../../src/pages/site/site-pages';
import { SITE_ROUTES } from '../../src/web/routes/site-routes';
import { CONTACT_EMAILS } from '../../src/domain/site';
import { executableScripts, h1Of, titleOf } from '../helpers/html';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());


const PAGES = [
  ...SITE_PAGES.map((c) => ({ path: c.path, h1: c.title, title: c.headTitle ?? c.title, description: c.description, canonical: c.path, crumb: c.label ?? c.title })),
  ...GET_SPECIFIED_VARIANTS.map((v) => {
    const c = getSpecifiedContent(v);
    return { path: c.path, h1: c.title, title: c.title, description: c.description, canonical: getSpecifiedPath(v === 'red' ? 'standard' : v), crumb: c.label! };
  }),
];

describe('site pages', () => {
  it('are every row of the site route table, each with an example', () => {
    expect(SITE_ROUTES.map((r) => r.path).sort()).toEqual(PAGES.map((p) => p.path).sort());
    expect(SITE_ROUTES.every((r) => r.examples?.[0] === r.path)).toBe(true);
    expect(PAGES.map((p) => p.path)).toEqual(expect.arrayContaining([
      '/about', '/advertise', '/apps', '/terms', '/privacy', '/architectural-schools', '/architectural-resources',
      '/green-building', '/AIArules', '/building-product-specifications/get-specified',
      '/building-product-specifications/get-specified-red', '/building-product-specifications/get-specified-more',
    ]));
  });

  it.each(PAGES)('$path renders its title, h1, canonical, description and breadcrumbs, with no script', async (page) => {
    const res = await request(t.app).get(page.path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const html = parseHtml(res.text);
    expect(titleOf(res.text)).toBe(`${page.title} | SpecFind`);
    expect(h1Of(res.text)).toBe(page.h1);
    expect(html.canonical).toBe(`http://localhost:3000${page.canonical}`);
    expect(html.attr('meta[name="description"]', 'content')).toBe(page.description);
    expect(html.text('nav.breadcrumbs[aria-label="Breadcrumb"] [aria-current="page"]')).toBe(page.crumb);
    // Real sections: at least two h2 headings with text of their own.
    expect(html.texts('main h2[id]').filter((h) => h.trim().length > 0).length).toBeGreaterThanOrEqual(2);
    expect(executableScripts(res.text)).toEqual([]);
    expect(html.text('main')).not.toMatch(/\b(lorem|ipsum|placeholder|TODO)\b/i);
  });

  it('link only to pages of this site that exist, or to our own e-mail addresses', async () => {
    const targets = new Set<string>();
    for (const page of PAGES) {
      for (const href of parseHtml((await request(t.app).get(page.path)).text).attrs('main a[href]', 'href')) {
        if (href.startsWith('mailto:')) expect(Object.values(CONTACT_EMAILS)).toContain(href.slice(7).split('?')[0]);
        else {
          expect(href, `${page.path} links to ${href}`).toMatch(/^\/(?!\/)/);
          targets.add(href.split('#')[0]);
        }
      }
    }
    expect(targets.size).toBeGreaterThan(20);
    for (const target of targets) {
      const res = await request(t.app).get(target);
      // Account pages send anonymous visitors to sign in; everything else answers.
      expect([200, 302], `${target} answers ${res.status}`).toContain(res.status);
    }
  });

  it('are listed in the sitemap, except the red variant whose canonical is the standard page', async () => {
    const xml = (await request(t.app).get('/sitemap.xml')).text;
    for (const page of PAGES) {
      const loc = `<loc>http://localhost:3000${page.path}</loc>`;
      if (page.path.endsWith('-red')) expect(xml).not.toContain(loc);
      else expect(xml).toContain(loc);
    }
  });

  it.each([
    ['/about.shtml', '/about'],
    ['/advertis.shtml', '/advertise'],
    ['/mobile/app.shtml', '/apps'],
    ['/privacy.shtml', '/privacy'],
    ['/sd/lic.shtml', '/terms'],
  ])('legacy %s → 301 %s → 200', async (from, to) => {
    const res = await request(t.app).get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
    const page = await request(t.app).get(to);
    expect(page.status).toBe(200);
    expect(h1Of(page.text).length).toBeGreaterThan(5);
  });
});

describe('page content', () => {
  it('/advertise describes every package with its price and contents, and how to order', async () => {
    const page = parseHtml((await request(t.app).get('/advertise')).text);
    const headings = page.texts('main h3');
    const items = page.texts('main li');
    for (const pkg of ADVERTISING_PACKAGES) {
      expect(headings).toContain(`${pkg.name}: ${pkg.priceUsd === 0 ? 'Free' : `US$${pkg.priceUsd.toLocaleString('en-US')} a ${pkg.term}`}`);
      for (const line of pkg.includes) expect(items).toContain(line);
    }
    expect(page.links).toContain(`mailto:${CONTACT_EMAILS.advertising}`);
    // Orders go through the order page, one link per paid package.
    expect(page.links).toContain('/payment');
    for (const pkg of ADVERTISING_PACKAGES) expect(page.links.includes(`/payment?package=${pkg.id}`), pkg.id).toBe(pkg.priceUsd > 0);
  });

  it('/privacy names what is collected and every cookie, with retention and rights', async () => {
    const page = parseHtml((await request(t.app).get('/privacy')).text);
    const text = page.text('main');
    for (const s of ['Favorites and saved searches', 'Projects', 'Download records', 'Analytics events', 'session and session.sig', 'first_name, last_name, email', 'How long we keep it', 'Your rights']) {
      expect(text).toContain(s);
    }
    expect(page.texts('main dt')).toContain('mf');
    expect(page.links).toContain(`mailto:${CONTACT_EMAILS.privacy}`);
  });

  it('/architectural-resources links every content-type page; /green-building links EPDs and HPDs', async () => {
    const resources = parseHtml((await request(t.app).get('/architectural-resources')).text).attrs('main a', 'href');
    for (const type of CONTENT_TYPES) expect(resources).toContain(`/content-type/${type}`);
    const green = parseHtml((await request(t.app).get('/green-building')).text).attrs('main a', 'href');
    expect(green).toContain('/content-type/epd');
    expect(green).toContain('/content-type/hpd');
  });

  it('marks the current page in the side navigation', async () => {
    const page = parseHtml((await request(t.app).get('/green-building')).text);
    expect(page.all('a[aria-current="page"]').map((a) => [a.getAttribute('href'), a.textContent])).toEqual([['/green-building', 'Green building']]);
    expect(page.text('a[href="/AIArules"]')).toBe('Continuing education rules');
  });
});

describe('get-specified pages: one component in three variants', () => {
  const get = async (v: (typeof GET_SPECIFIED_VARIANTS)[number]) => (await request(t.app).get(getSpecifiedPath(v))).text;

  it('the standard page closes with one plain call to action', async () => {
    const page = parseHtml(await get('standard'));
    expect(page.all('aside.cta')).toHaveLength(1);
    expect(page.has('.cta--strong')).toBe(false);
    expect(page.links.some((href) => href.startsWith(`mailto:${CONTACT_EMAILS.advertising}?subject=`))).toBe(true);
  });

  it('the red variant opens and closes with a strong call to action', async () => {
    const page = parseHtml(await get('red'));
    expect(page.all('aside.cta.cta--strong')).toHaveLength(2);
    // The first strong call to action comes before the first section.
    expect(page.one('aside.cta--strong').compareDocumentPosition(page.one('#why')) & 4).toBe(4);
  });

  it('the "more" variant adds the stage-by-stage process, quality checklist and questions', async () => {
    const [standard, more] = [parseHtml(await get('standard')), parseHtml(await get('more'))];
    for (const id of ['process', 'quality', 'questions']) {
      expect(more.has(`h2#${id}`)).toBe(true);
      expect(standard.has(`h2#${id}`)).toBe(false);
    }
    for (const id of ['why', 'publish', 'reports']) expect(more.has(`h2#${id}`)).toBe(true);
    expect(more.text('main').length).toBeGreaterThan(standard.text('main').length * 1.5);
  });
});

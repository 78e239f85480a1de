import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERTISING_PACKAGES } from '../../src/domain/advertising-packages';
import { CONTENT_TYPES } from '../../src/domain/content-types';
import { GET_SPECIFIED_VARIANTS, getSpecifiedContent, getSpecifiedPath } from '../../src/pages/site/content/get-specified';
import { SITE_PAGES } from '../../src/pages/site/site-pages';
import { SITE_ROUTES } from '../../src/web/routes/site-routes';
import { CONTACT_EMAILS } from '../../src/domain/site';
import { executableScripts, h1Of, titleOf } from '../helpers/html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const decode = (html: string) =>
  html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const hrefsOf = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => decode(m[1]));
/** The page's own markup, without header and footer. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

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
    expect(decode(titleOf(res.text))).toBe(`${page.title} | SpecFind`);
    expect(decode(h1Of(res.text))).toBe(page.h1);
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000${page.canonical}">`);
    expect(decode(res.text)).toContain(`<meta name="description" content="${page.description}">`);
    expect(res.text).toMatch(/<nav class="breadcrumbs" aria-label="Breadcrumb">/);
    expect(decode(res.text)).toContain(`<span aria-current="page">${page.crumb}</span>`);
    // Real sections: at least two h2 headings with text of their own.
    expect(mainOf(res.text).match(/<h2 id="[\w-]+">/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(executableScripts(res.text)).toEqual([]);
    expect(mainOf(res.text)).not.toMatch(/lorem|ipsum|placeholder|TODO/i);
  });

  it('link only to pages of this site that exist, or to our own e-mail addresses', async () => {
    const targets = new Set<string>();
    for (const page of PAGES) {
      for (const href of hrefsOf(mainOf((await request(t.app).get(page.path)).text))) {
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
    const text = decode((await request(t.app).get('/advertise')).text);
    for (const pkg of ADVERTISING_PACKAGES) {
      expect(text).toContain(`<h3>${pkg.name}: ${pkg.priceUsd === 0 ? 'Free' : `US$${pkg.priceUsd.toLocaleString('en-US')} a ${pkg.term}`}</h3>`);
      for (const line of pkg.includes) expect(text).toContain(`<li>${line}</li>`);
    }
    expect(text).toContain(`href="mailto:${CONTACT_EMAILS.advertising}"`);
    // Orders go through the order page, one link per paid package.
    expect(text).toContain('href="/payment"');
    for (const pkg of ADVERTISING_PACKAGES) expect(text.includes(`href="/payment?package=${pkg.id}"`), pkg.id).toBe(pkg.priceUsd > 0);
  });

  it('/privacy names what is collected and every cookie, with retention and rights', async () => {
    const text = decode((await request(t.app).get('/privacy')).text);
    for (const s of ['Favorites and saved searches', 'Projects', 'Download records', 'Analytics events', 'session and session.sig', 'first_name, last_name, email', '<dt>mf</dt>', 'How long we keep it', 'Your rights', `mailto:${CONTACT_EMAILS.privacy}`]) {
      expect(text).toContain(s);
    }
  });

  it('/architectural-resources links every content-type page; /green-building links EPDs and HPDs', async () => {
    const resources = (await request(t.app).get('/architectural-resources')).text;
    for (const type of CONTENT_TYPES) expect(resources).toContain(`href="/content-type/${type}"`);
    const green = (await request(t.app).get('/green-building')).text;
    expect(green).toContain('href="/content-type/epd"');
    expect(green).toContain('href="/content-type/hpd"');
  });

  it('marks the current page in the side navigation', async () => {
    const res = await request(t.app).get('/green-building');
    expect(res.text).toContain('<a href="/green-building" aria-current="page">Green building</a>');
    expect(res.text).toContain('<a href="/AIArules">Continuing education rules</a>');
  });
});

describe('get-specified pages: one component in three variants', () => {
  const get = async (v: (typeof GET_SPECIFIED_VARIANTS)[number]) => (await request(t.app).get(getSpecifiedPath(v))).text;

  it('the standard page closes with one plain call to action', async () => {
    const html = await get('standard');
    expect(html.match(/<aside class="cta[ "]/g)).toHaveLength(1);
    expect(html).not.toContain('cta--strong');
    expect(html).toContain(`href="mailto:${CONTACT_EMAILS.advertising}?subject=`);
  });

  it('the red variant opens and closes with a strong call to action', async () => {
    const html = await get('red');
    expect(html.match(/<aside class="cta cta--strong"/g)).toHaveLength(2);
    expect(html.indexOf('cta--strong')).toBeLessThan(html.indexOf('id="why"'));
  });

  it('the "more" variant adds the stage-by-stage process, quality checklist and questions', async () => {
    const [standard, more] = [await get('standard'), await get('more')];
    for (const id of ['process', 'quality', 'questions']) {
      expect(more).toContain(`<h2 id="${id}">`);
      expect(standard).not.toContain(`<h2 id="${id}">`);
    }
    for (const id of ['why', 'publish', 'reports']) expect(more).toContain(`<h2 id="${id}">`);
    expect(mainOf(more).length).toBeGreaterThan(mainOf(standard).length * 1.5);
  });
});

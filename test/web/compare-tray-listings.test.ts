import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

/**
 * The compare tray (?compare=) on the product listings that had a company-scoped checkbox form: a section's and a
 * type's products, the featured products, a company's product tree, a project's products (the architect's and the
 * manufacturer's). Each product adds or removes itself with a link; the tray's "Compare (n)" opens /compare/{ids}.
 */
let t: TestApp;
let owner: TestUser;
/** A section with products of two manufacturers or more and more than a page of them. */
let section: { slug: string; seqs: number[] };
let company: { coid: number; path: string; seqs: number[] };
let accountProject: number;

const get = (path: string, cookie?: string) => (cookie ? request(t.app).get(path).set('Cookie', cookie) : request(t.app).get(path));
const query = (href: string) => new URL(href, 'http://x').searchParams;
const trayOf = (href: string) => query(href).get('compare');

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestUser(t.db);
  const row = await t.db.one<{ section: string; seqs: number[] }>(sql`
    SELECT section, array_agg(seq ORDER BY seq) AS seqs FROM products
    WHERE online AND NOT heading AND section IS NOT NULL
    GROUP BY section HAVING count(DISTINCT coid) >= 2 ORDER BY count(*) DESC, section LIMIT 1`);
  section = { slug: row.section.replace(/ /g, ''), seqs: row.seqs };
  const maker = await t.db.one<{ coid: number; name: string; seqs: number[] }>(sql`
    SELECT c.coid, c.name, array_agg(p.seq ORDER BY p.seq) AS seqs FROM products p JOIN companies c USING (coid)
    WHERE p.online AND NOT p.heading GROUP BY c.coid, c.name HAVING count(*) >= 3 ORDER BY c.coid LIMIT 1`);
  company = { coid: maker.coid, path: companyPath(maker.name, maker.coid), seqs: maker.seqs };
  accountProject = (await request(t.app).post('/api/char-project').set({ Authorization: `Bearer ${owner.token}` }).send({ name: 'Tray School' }).expect(201)).body.seq;
  for (const productId of company.seqs.slice(0, 2)) {
    await request(t.app).post(`/api/char-project/${accountProject}/products`).set({ Authorization: `Bearer ${owner.token}` }).send({ productId, role: 'equal' }).expect(201);
  }
});
afterAll(() => t.close());

describe('a section’s products (/products/by-csi/{csi})', () => {
  it('gives every card an "Add to compare" link, no form, and "Compare (0)" until two are picked', async () => {
    const res = await get(`/products/by-csi/${section.slug}`);
    expect(res.status).toBe(200);
    const page = parseHtml(res.text);
    expect(page.has('form[action="/compare"]')).toBe(false);
    expect(page.has('input[name="ids"]')).toBe(false);
    const toggles = page.all('.product-card a.compare-toggle');
    expect(toggles.length).toBe(page.all('.product-card').length);
    expect(toggles.length).toBeGreaterThan(0);
    for (const link of toggles) {
      expect(link.textContent).toBe('Add to compare');
      expect(link.getAttribute('aria-label')).toMatch(/^Add to compare: .+/);
      expect(link.getAttribute('rel')).toBe('nofollow');
      expect(new URL(link.getAttribute('href')!, 'http://x').pathname).toBe(`/products/by-csi/${section.slug}`);
      expect(trayOf(link.getAttribute('href')!)).toMatch(/^\d+$/);
    }
    expect(page.text('.compare-tray__count')).toBe('Compare (0)');
    expect(page.has('a.compare-tray__open')).toBe(false);
  });

  it('keeps the tray in the facet form and the chips; two picked open /compare/{ids}', async () => {
    const [a, b] = section.seqs;
    const res = await get(`/products/by-csi/${section.slug}?compare=${a},${b}`);
    expect(res.status).toBe(200);
    const page = parseHtml(res.text);
    expect(page.text('a.compare-tray__open')).toBe('Compare (2)');
    expect(page.attr('a.compare-tray__open', 'href')).toBe(`/compare/${a},${b}`);
    expect(page.attr('a.compare-tray__clear', 'href')).toBe(`/products/by-csi/${section.slug}`);
    expect(page.attrs('form.facets__form input[type="hidden"][name="compare"]', 'value')).toEqual([`${a},${b}`]);
    // Filtered by a manufacturer: its chip keeps the tray, and the cards the filter.
    const maker = page.attr('form.facets__form input[name="manufacturer"]', 'value')!;
    const filtered = parseHtml((await get(`/products/by-csi/${section.slug}?compare=${a},${b}&manufacturer=${maker}`)).text);
    const chips = filtered.attrs('.facet-chips a', 'href');
    expect(chips.length).toBeGreaterThan(0);
    for (const href of chips) expect(trayOf(href), href).toBe(`${a},${b}`);
    const toggles = filtered.attrs('.product-card a.compare-toggle', 'href');
    expect(toggles.length).toBeGreaterThan(0);
    for (const href of toggles) expect(query(href).get('manufacturer')).toBe(maker);
  });

  it('a picked card removes only itself; at four none adds a fifth; a malformed tray is a 400 naming compare', async () => {
    const four = section.seqs.slice(0, 4);
    const page = parseHtml((await get(`/products/by-csi/${section.slug}?compare=${four.join(',')}`)).text);
    expect(page.all('.product-card a.compare-toggle:not(.compare-toggle--picked)')).toEqual([]);
    const removes = page.all('.product-card a.compare-toggle--picked');
    expect(removes.length).toBeGreaterThan(0);
    for (const link of removes) {
      expect(link.getAttribute('aria-label')).toMatch(/^Remove from compare: /);
      expect(trayOf(link.getAttribute('href')!)!.split(',')).toHaveLength(3);
    }
    const bad = await get(`/products/by-csi/${section.slug}?compare=1,x`);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('compare: must be product numbers joined by commas');
  });
});

describe('a type’s products and the featured products', () => {
  it('/products/{type}: the page links keep the tray, and cards on page 2 add to it there', async () => {
    const [a, b] = section.seqs;
    const page = parseHtml((await get(`/products/cad?compare=${a},${b}`)).text);
    const pages = page.attrs('.pagination a', 'href');
    expect(pages.length).toBeGreaterThan(0);
    for (const href of pages) expect(trayOf(href), href).toBe(`${a},${b}`);
    const second = parseHtml((await get(pages.find((h) => query(h).get('page') === '2')!)).text);
    expect(second.attr('a.compare-tray__open', 'href')).toBe(`/compare/${a},${b}`);
    const adds = second.attrs('.product-card a.compare-toggle:not(.compare-toggle--picked)', 'href');
    expect(adds.length).toBeGreaterThan(0);
    for (const href of adds) {
      expect(query(href).get('page')).toBe('2');
      expect(trayOf(href)).toMatch(new RegExp(`^${a},${b},\\d+$`));
    }
  });

  it.each(['/products/cad', '/featured/products'])('%s: each card adds itself to the tray it came with', async (path) => {
    const [a] = section.seqs;
    const page = parseHtml((await get(`${path}?compare=${a}`)).text);
    expect(page.text('.compare-tray__count')).toBe('Compare (1)');
    const adds = page.all('.product-card a.compare-toggle:not(.compare-toggle--picked)');
    expect(adds.length).toBeGreaterThan(0);
    for (const link of adds) expect(trayOf(link.getAttribute('href')!)).toMatch(new RegExp(`^${a},\\d+$`));
  });
});

describe('a company’s product tree', () => {
  it('has an add link per product instead of checkboxes, and its section links carry the tray', async () => {
    const plain = parseHtml((await get(company.path)).text);
    expect(plain.has('form[action="/compare"]')).toBe(false);
    const adds = plain.attrs('.product-tree a.compare-toggle', 'href');
    expect(adds.map((href) => Number(trayOf(href))).sort((x, y) => x - y)).toEqual(company.seqs);
    expect(adds.every((href) => href.startsWith(`${company.path}?compare=`))).toBe(true);
    // An unfiltered page's section links stay plain for crawlers.
    for (const link of plain.all('.sidebar .section-list a')) expect(link.getAttribute('rel')).toBeNull();

    const [other] = section.seqs.filter((s) => !company.seqs.includes(s));
    const res = await get(`${company.path}?compare=${other}`);
    expect(res.status).toBe(200);
    const page = parseHtml(res.text);
    expect(page.text('.compare-tray__count')).toBe('Compare (1)');
    const add = page.attr('.product-tree a.compare-toggle', 'href')!;
    expect(trayOf(add)).toMatch(new RegExp(`^${other},\\d+$`));
    const two = parseHtml((await get(add)).text);
    expect(two.attr('a.compare-tray__open', 'href')).toBe(`/compare/${trayOf(add)}`);
    const sections = page.all('.sidebar .section-list a');
    expect(sections.length).toBeGreaterThan(0);
    for (const link of sections) {
      expect(trayOf(link.getAttribute('href')!)).toBe(String(other));
      expect(link.getAttribute('rel')).toBe('nofollow');
    }
  });

  it('another spelling of the company redirects with the tray kept', async () => {
    const res = await request(t.app).get(`/company/${company.coid}?compare=${company.seqs[0]}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${company.path}?compare=${company.seqs[0]}`);
  });
});

describe('a project’s products', () => {
  it('an architect’s project (/account/projects/{id}): each product joins the tray, which opens the comparison at two', async () => {
    const base = `/account/projects/${accountProject}`;
    const page = parseHtml((await get(base, owner.cookie)).text);
    expect(page.has('form[action="/compare"]')).toBe(false);
    expect(page.text('.compare-tray__count')).toBe('Compare (0)');
    const adds = page.attrs('.project-product a.compare-toggle', 'href');
    expect(adds).toHaveLength(2);
    expect(adds.every((href) => href.startsWith(`${base}?compare=`))).toBe(true);
    const one = parseHtml((await get(adds[0], owner.cookie)).text);
    const next = one.attr('.project-product a.compare-toggle:not(.compare-toggle--picked)', 'href')!;
    const both = parseHtml((await get(next, owner.cookie)).text);
    expect(both.attr('a.compare-tray__open', 'href')).toBe(`/compare/${company.seqs.slice(0, 2).join(',')}`);
  });

  it('a manufacturer’s project (/company/{id}/projects/{seq}): the products used join the tray', async () => {
    const project = await t.db.one<{ path: string }>(sql`
      SELECT '/company/' || c.coid || '/projects/' || cp.seq AS path
      FROM client_projects cp JOIN companies c USING (coid)
      WHERE c.is_client AND (SELECT count(*) FROM products p WHERE p.coid = cp.coid AND p.section = cp.section AND p.online AND NOT p.heading) >= 2
      ORDER BY cp.seq LIMIT 1`);
    const res = await get(project.path).redirects(1);
    const page = parseHtml(res.text);
    expect(page.has('input[name="ids"]')).toBe(false);
    const adds = page.attrs('section[aria-labelledby="products-used"] a.compare-toggle', 'href');
    expect(adds.length).toBeGreaterThanOrEqual(2);
    const here = new URL(res.request.url).pathname;
    expect(adds.every((href) => new URL(href, 'http://x').pathname === here)).toBe(true);
    expect(page.text('section[aria-labelledby="products-used"] .compare-tray__count')).toBe('Compare (0)');
  });
});

describe('no link of these pages leads to a 404', () => {
  it('a tray holding a product that is not online drops it, so "Compare" never leads to a missing product', async () => {
    const [a, b] = section.seqs;
    const gone = (await t.db.one<{ seq: number }>(sql`SELECT max(seq) + 1000 AS seq FROM products`)).seq;
    for (const path of [`/products/by-csi/${section.slug}`, company.path, '/search/door/product', `/content-type/product/${section.slug.slice(0, 2)}/${section.slug}`]) {
      const one = parseHtml((await get(`${path}?compare=${a},${gone}`)).text);
      expect(one.text('.compare-tray__count'), path).toBe('Compare (1)');
      expect(one.has('a[href^="/compare"]'), path).toBe(false);
    }
    const two = parseHtml((await get(`/products/by-csi/${section.slug}?compare=${gone},${a},${b}`)).text);
    expect(two.attr('a.compare-tray__open', 'href')).toBe(`/compare/${a},${b}`);
    for (const href of two.attrs('.product-card a.compare-toggle', 'href')) expect(trayOf(href)).not.toContain(String(gone));
  });

  /** Every same-site link of `path`, one per path (a page's own tray and page links differ only in their query). */
  async function linksOf(path: string, cookie?: string): Promise<string[]> {
    const res = await get(path, cookie);
    expect(res.status, path).toBe(200);
    const byPath = new Map<string, string>();
    for (const href of parseHtml(res.text).links) {
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const key = new URL(href, 'http://x').pathname;
      if (!byPath.has(key)) byPath.set(key, href);
    }
    return [...byPath.values()];
  }

  it('the tray never links to /compare with fewer than 2 ids, and every link of the pages answers', async () => {
    const [a, b] = section.seqs;
    const project = await t.db.one<{ path: string }>(sql`
      SELECT '/company/' || c.coid || '/projects/' || cp.seq AS path FROM client_projects cp JOIN companies c USING (coid)
      WHERE c.is_client ORDER BY cp.seq LIMIT 1`);
    const projectPath = new URL((await get(project.path).redirects(1)).request.url).pathname;
    const pages: [string, string?][] = [
      [`/products/by-csi/${section.slug}?compare=${a}`],
      [`/products/by-csi/${section.slug}?compare=${a},${b}`],
      [`/products/cad?compare=${a}`],
      [`/featured/products?compare=${a},${b}`],
      [`${company.path}?compare=${a}`],
      [`${company.path}?compare=${a},${b}`],
      [`${projectPath}?compare=${a}`],
      [`/account/projects/${accountProject}?compare=${a}`, owner.cookie],
    ];
    let walked = 0;
    for (const [path, cookie] of pages) {
      const page = parseHtml((await get(path, cookie)).text);
      for (const href of page.attrs('a[href^="/compare"]', 'href')) {
        const ids = new URL(href, 'http://x').pathname.split('/')[2]?.split(',') ?? [];
        expect(ids.length, `${path} → ${href}`).toBeGreaterThanOrEqual(2);
        expect(ids.length, `${path} → ${href}`).toBeLessThanOrEqual(4);
      }
      for (const href of await linksOf(path, cookie)) {
        const res = await get(href, cookie);
        expect(res.status, `${path} → ${href}`).toBeLessThan(400);
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(pages.length * 5);
  });
});

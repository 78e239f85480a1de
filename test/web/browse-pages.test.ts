import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { alphabetical, canonicalOf, expectNotFoundPage, hrefs, pageGetter, robotsOf, sortLinks } from '../helpers/browse-pages';
import { executableScripts, h1Of } from '../helpers/html';
import { tagsOf, textsOf } from '../helpers/markup';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = pageGetter(() => t.app);
const expect404 = (path: string) => expectNotFoundPage(get, path);

describe('/featured/{id}', () => {
  it('shows the featured product, its manufacturer, its documents and other featured products of its division', async () => {
    const product = await t.db.one<{ seq: number; name: string; tradename: string; coid: number; company: string; division: string }>(sql`
      SELECT p.seq, p.name, p.tradename, p.coid, c.name AS company, p.division FROM products p JOIN companies c USING (coid)
      WHERE p.is_featured AND p.online AND NOT p.heading
        AND (SELECT count(*) FROM products o WHERE o.is_featured AND o.online AND NOT o.heading AND o.division = p.division) > 1
      ORDER BY p.seq LIMIT 1`);
    const res = await get(`/featured/${product.seq}`);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(`${product.name} (${product.tradename})`);
    expect(canonicalOf(res.text)).toBe(`http://localhost:3000/featured/${product.seq}`);
    expect(hrefs(res.text)).toContain(companyPath(product.company, product.coid));
    const documents = await t.db.many<{ title: string }>(sql`
      SELECT title FROM content_items WHERE product_seq = ${product.seq} AND online AND content_type <> 'product'`);
    expect(documents.length).toBeGreaterThan(0);
    const titles = textsOf(res.text, 'h3');
    for (const d of documents) expect(titles).toContain(d.title);
    // Other featured products: same division, never this one, linking to their featured pages.
    const others = hrefs(res.text).filter((h) => /^\/featured\/\d+$/.test(h)).map((h) => Number(h.split('/')[2]));
    expect(others.length).toBeGreaterThan(0);
    expect(others).not.toContain(product.seq);
    const divisions = await t.db.many<{ division: string }>(sql`SELECT DISTINCT division FROM products WHERE seq = ANY(${others}::int[])`);
    expect(divisions).toEqual([{ division: product.division }]);
    // The only script is the download analytics of the document links.
    expect(executableScripts(res.text).every((tag) => tag.includes('/assets/download-analytics-'))).toBe(true);
  });

  it('is a 404 for a product that is not featured, an unknown product, a heading and any other form of id', async () => {
    const plain = await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE NOT is_featured AND online AND NOT heading ORDER BY seq LIMIT 1`);
    const heading = await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE heading ORDER BY seq LIMIT 1`);
    const featured = await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE is_featured AND online AND NOT heading ORDER BY seq LIMIT 1`);
    for (const id of [plain.seq, heading.seq, 987654, 'abc', `0${featured.seq}`, `${featured.seq}.0`, '-1', '99999999999']) {
      await expect404(`/featured/${id}`);
    }
  });

  it('leaves /featured/products before /featured/{id}, and its cards lead to the featured pages', async () => {
    const res = await get('/featured/products');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Featured products');
    expect(hrefs(res.text).some((h) => /^\/featured\/\d+$/.test(h))).toBe(true);
  });
});

describe('/projects and /projects/{division}', () => {
  it('lists client manufacturers’ projects newest first with location, type, manufacturer, products and the project path', async () => {
    const projects = await t.db.many<{ seq: number; name: string; coid: number; company: string; city: string }>(sql`
      SELECT cp.seq, cp.name, cp.coid, c.name AS company, cp.city FROM client_projects cp JOIN companies c USING (coid)
      WHERE c.is_client ORDER BY cp.created_at DESC, cp.seq DESC`);
    const res = await get('/projects');
    expect(res.status).toBe(200);
    expect(canonicalOf(res.text)).toBe('http://localhost:3000/projects');
    const cards = textsOf(res.text, 'h3');
    expect(cards).toEqual(projects.map((p) => p.name));
    const links = hrefs(res.text);
    for (const p of projects) {
      const company = companyPath(p.company, p.coid);
      expect(links).toContain(`${company}/projects/${p.seq}`);
      expect(links).toContain(company);
    }
    expect(res.text).toContain('<dt>Type</dt>');
    expect(res.text).toContain('<dt>Products used</dt>');
    expect(links.some((h) => /^\/product\/\d+$/.test(h))).toBe(true);
    expect(executableScripts(res.text)).toEqual([]);
  });

  it('pictures each project by the drawing of a product it used (the seeded photos have no image), and every picture is a real PNG', async () => {
    const res = await get('/projects');
    const page = parseHtml(res.text);
    const cards = page.all('.project-card');
    const pictures = page.attributesOf('.project-card img');
    expect(pictures.length).toBeGreaterThan(0);
    // Each card has a picture of one of its own products used, or a text panel when none of them has a drawing.
    expect(pictures.length + page.all('.project-card__panel').length).toBe(cards.length);
    for (const card of cards) {
      const img = card.querySelector('img');
      if (!img) continue;
      const used = [...card.querySelectorAll('.project-card__products a')].map((a) => a.textContent);
      expect(used.map((name) => `Drawing of ${name}`).concat(used.map((name) => `BIM model of ${name}`))).toContain(img.getAttribute('alt'));
    }
    for (const img of pictures.slice(0, 3)) {
      expect(img).toMatchObject({ width: '320', height: '240', loading: 'lazy' });
      const png = await request(t.app).get(img.src).responseType('blob');
      expect(png.status).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect((png.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('filters by division, with the division filter marking it', async () => {
    const { division } = await t.db.one<{ division: string }>(sql`
      SELECT division FROM client_projects GROUP BY division ORDER BY count(*) DESC, division LIMIT 1`);
    const expected = await t.db.many<{ name: string }>(sql`
      SELECT cp.name FROM client_projects cp JOIN companies c USING (coid) WHERE c.is_client AND cp.division = ${division}
      ORDER BY cp.created_at DESC, cp.seq DESC`);
    const res = await get(`/projects/${division}`);
    expect(res.status).toBe(200);
    expect(textsOf(res.text, 'h3')).toEqual(expected.map((p) => p.name));
    expect(res.text).toContain(`<a href="/projects/${division}" aria-current="page">`);
    expect(canonicalOf(res.text)).toBe(`http://localhost:3000/projects/${division}`);
  });

  it('shows a known division without projects as an empty, unindexed page; unknown divisions are 404', async () => {
    const { division } = await t.db.one<{ division: string }>(sql`
      SELECT division FROM csi_divisions WHERE mf = '04' AND division NOT IN (SELECT division FROM client_projects WHERE division IS NOT NULL)
      ORDER BY division LIMIT 1`);
    const res = await get(`/projects/${division}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('No projects in this division yet');
    expect(robotsOf(res.text)).toBe('noindex, follow');
    for (const bad of ['/projects/99', '/projects/8', '/projects/abc', '/projects/08/extra']) await expect404(bad);
  });

  it('shows a photo only when its address is a path of this site', async () => {
    const { coid } = await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies WHERE is_client ORDER BY coid LIMIT 1`);
    await t.db.query(sql`INSERT INTO client_projects (coid, name, division, section, photos, created_at) VALUES
      (${coid}, 'Photo Test Hall', '26', '26 51 00', ${JSON.stringify([{ url: '/static/img/hall.jpg', alt: 'The hall at dusk' }])}::jsonb, now()),
      (${coid}, 'Outside Photo Hall', '26', '26 51 00', ${JSON.stringify([{ url: 'https://elsewhere.example/x.jpg', alt: 'Elsewhere' }])}::jsonb, now())`);
    const res = await get('/projects/26');
    expect(tagsOf(res.text, 'img')).toEqual([expect.objectContaining({ src: '/static/img/hall.jpg', alt: 'The hall at dusk' })]);
    expect(textsOf(res.text, 'h3')).toEqual(expect.arrayContaining(['Photo Test Hall', 'Outside Photo Hall']));
  });

  it('sorts by name, and choosing the same field again flips the direction', async () => {
    const ascending = await get('/projects?sort=name');
    const names = textsOf(ascending.text, 'h3');
    expect(names).toEqual(alphabetical(names));
    expect(sortLinks(ascending.text).Name).toBe('/projects?sort=-name');
    const descending = await get('/projects?sort=-name');
    expect(textsOf(descending.text, 'h3')).toEqual([...names].reverse());
    expect(sortLinks(descending.text).Name).toBe('/projects?sort=name');
    // The default order is newest first; choosing it again flips to oldest first.
    expect(sortLinks((await get('/projects')).text).Newest).toBe('/projects?sort=date');
    expect(robotsOf(ascending.text)).toBe('noindex, follow');
    expect(canonicalOf(ascending.text)).toBe('http://localhost:3000/projects');
  });
});

describe('/press-releases and /press-releases/{division...}', () => {
  it('lists releases newest first with title, date, manufacturer link, summary and the full text', async () => {
    const newest = await t.db.one<{ title: string; coid: number; company: string; body: string }>(sql`
      SELECT pr.title, pr.coid, c.name AS company, pr.body FROM press_releases pr JOIN companies c USING (coid)
      ORDER BY pr.published_at DESC, pr.seq DESC LIMIT 1`);
    const total = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM press_releases`);
    const res = await get('/press-releases');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Press releases');
    expect(res.text).toContain(`${total.n} press releases`);
    const titles = textsOf(res.text, 'h2').filter((s) => s !== 'Projects');
    expect(titles[0]).toBe(newest.title);
    expect(hrefs(res.text)).toContain(companyPath(newest.company, newest.coid));
    const [summary] = newest.body.split('\n\n');
    expect(parseHtml(res.text).bodyText).toContain(summary);
    expect(res.text).toContain('Read the full release');
    expect(canonicalOf(res.text)).toBe('http://localhost:3000/press-releases');
    expect(executableScripts(res.text)).toEqual([]);
  });

  it('filters by one or more divisions, each choice adding or removing one', async () => {
    const [a, b] = await t.db.many<{ division: string; n: number }>(sql`
      SELECT division, count(*)::int AS n FROM press_releases GROUP BY division ORDER BY division LIMIT 2`);
    const one = await get(`/press-releases/${a.division}`);
    expect(one.status).toBe(200);
    expect(one.text).toContain(`${a.n} press releases`);
    expect(hrefs(one.text)).toContain(`/press-releases/${a.division}/${b.division}`);
    const both = await get(`/press-releases/${a.division}/${b.division}`);
    expect(both.status).toBe(200);
    expect(both.text).toContain(`${a.n + b.n} press releases`);
    expect(canonicalOf(both.text)).toBe(`http://localhost:3000/press-releases/${a.division}/${b.division}`);
    // Choosing a chosen division again removes it.
    expect(both.text).toContain(`<a href="/press-releases/${b.division}" aria-current="true">`);
  });

  it('redirects unsorted or repeated divisions to the canonical path, keeping the query', async () => {
    for (const [from, to] of [
      ['/press-releases/09/08', '/press-releases/08/09'],
      ['/press-releases/08/08?sort=title', '/press-releases/08?sort=title'],
    ]) {
      const res = await get(from);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(to);
    }
  });

  it('is a 404 for unknown or malformed divisions', async () => {
    for (const bad of ['/press-releases/99', '/press-releases/08/99', '/press-releases/ab', '/press-releases/8', '/press-releases/08/', '/press-releases/01/02/03/04/05/06/07/08/09/10/11']) {
      await expect404(bad);
    }
  });

  it('sorts by manufacturer, flipping on the second choice', async () => {
    const res = await get('/press-releases?sort=company');
    expect(sortLinks(res.text).Manufacturer).toBe('/press-releases?sort=-company');
    const companies = parseHtml(res.text).all('time + a[href]').map((a) => a.textContent ?? '');
    expect(companies.length).toBe(20);
    expect(companies).toEqual(alphabetical(companies));
    const flipped = await get('/press-releases?sort=-company');
    expect(sortLinks(flipped.text).Manufacturer).toBe('/press-releases?sort=company');
  });
});

describe('sitemap', () => {
  it('lists featured products, project divisions, what’s-new months and press-release divisions', async () => {
    const res = await get('/sitemap.xml');
    const featured = await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE is_featured AND online AND NOT heading ORDER BY seq LIMIT 1`);
    expect(res.text).toContain(`<loc>http://localhost:3000/featured/${featured.seq}</loc>`);
    expect(res.text).toContain('<loc>http://localhost:3000/projects</loc>');
    expect(res.text).toMatch(/<loc>http:\/\/localhost:3000\/projects\/\d{2}<\/loc>/);
    expect(res.text).toMatch(/<loc>http:\/\/localhost:3000\/whats-new\/all\/month\/\d{4}-\d{2}-01<\/loc>/);
    expect(res.text).toMatch(/<loc>http:\/\/localhost:3000\/press-releases\/\d{2}<\/loc>/);
    expect(res.text).not.toContain('<loc>http://localhost:3000/whats-new</loc>');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { cardLinks, canonicalOf, expectNotFoundPage, hrefs, pageGetter, robotsOf, sortLinks } from '../helpers/browse-pages';
import { executableScripts, h1Of } from '../helpers/html';
import { tagsOf, textsOf } from '../helpers/markup';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
type Co = { coid: number; name: string; path: string };
let client: Co;
let nonClient: Co;

const withPath = (c: { coid: number; name: string }): Co => ({ ...c, path: companyPath(c.name, c.coid) });

beforeAll(async () => {
  t = await createTestApp();
  client = withPath(await t.db.one(sql`
    SELECT coid, name FROM companies c WHERE is_client AND has_projects
      AND (SELECT count(*) FROM client_projects cp WHERE cp.coid = c.coid) > 1 ORDER BY coid LIMIT 1`));
  nonClient = withPath(await t.db.one(sql`
    SELECT coid, name FROM companies c WHERE NOT is_client AND EXISTS (SELECT 1 FROM products p WHERE p.coid = c.coid)
    ORDER BY coid LIMIT 1`));
});
afterAll(() => t.close());

const get = pageGetter(() => t.app);
const expect404 = (path: string) => expectNotFoundPage(get, path);
const canonical = (path: string) => `http://localhost:3000${path}`;
const noScripts = (html: string) => expect(executableScripts(html)).toEqual([]);

/** The companies whose items the result links name. */
async function ownersOf(links: string[]): Promise<number[]> {
  const ids = links.map((l) => /^\/company\/[^/]+\/[a-z]+\/(\d+)$/.exec(l)?.[1]).filter(Boolean).map(Number);
  const seqs = links.map((l) => /^\/product\/(\d+)$/.exec(l)?.[1]).filter(Boolean).map(Number);
  expect(ids.length + seqs.length).toBe(links.length);
  const rows = await t.db.many<{ coid: number }>(sql`
    SELECT coid FROM content_items WHERE id = ANY(${ids}::int[]) UNION SELECT coid FROM products WHERE seq = ANY(${seqs}::int[])`);
  return rows.map((r) => r.coid);
}

async function expectRedirect(path: string, location: string, status = 301) {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  expect(res.headers.location).toBe(location);
}

describe('/company/{id}/search', () => {
  it('shows a search form for the company with its content types, and no script', async () => {
    const res = await get(`${client.path}/search`);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(`Search ${client.name}`);
    expect(canonicalOf(res.text)).toBe(canonical(`${client.path}/search`));
    expect(tagsOf(res.text, 'form').some((f) => f.action === `${client.path}/search` && f.method === 'get')).toBe(true);
    const types = await t.db.many<{ contentType: string }>(sql`
      SELECT DISTINCT content_type AS "contentType" FROM content_items WHERE coid = ${client.coid} AND online`);
    const options = tagsOf(res.text, 'option').map((o) => o.value);
    expect(options.sort()).toEqual(['all', ...types.map((t) => t.contentType)].sort());
    noScripts(res.text);
  });

  it('answers the form with 303 to the slug address; /search/{terms} alone and other spellings redirect (301)', async () => {
    await expectRedirect(`${client.path}/search?q=Fire+Door&type=cad`, `${client.path}/search/fire-door/cad`, 303);
    await expectRedirect(`${client.path}/search?q=door`, `${client.path}/search/door/all`, 303);
    await expectRedirect(`${client.path}/search?q=%21%21`, `${client.path}/search`, 303);
    await expectRedirect(`${client.path}/search/door`, `${client.path}/search/door/all`);
    await expectRedirect(`/company/${client.coid}/search/door/cad?page=2`, `${client.path}/search/door/cad?page=2`);
    await expectRedirect(`${client.path}/search/Fire%20Door/all`, `${client.path}/search/fire-door/all`);
    await expectRedirect(`/company/${client.coid}/search`, `${client.path}/search`);
  });

  it("lists only this company's matches, with counts per type, paging and a sort that flips", async () => {
    // The company's name is in every one of its items' search text.
    const word = client.name.split(' ')[0].toLowerCase();
    const total = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM content_items WHERE coid = ${client.coid} AND online`);
    expect(total.n).toBeGreaterThan(20);
    const path = `${client.path}/search/${word}/all`;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(canonicalOf(res.text)).toBe(canonical(path));
    expect(robotsOf(res.text)).toBeUndefined();
    const links = cardLinks(res.text);
    expect(links).toHaveLength(20);
    expect(await ownersOf(links)).toEqual([client.coid]);
    expect(res.text).toContain(`${total.n} results`);
    expect(hrefs(res.text)).toContain(`${path}?page=2`);

    expect(sortLinks(res.text).Title).toBe(`${path}?sort=title`);
    const byTitle = await get(sortLinks(res.text).Title);
    expect(robotsOf(byTitle.text)).toBe('noindex, follow');
    expect(sortLinks(byTitle.text).Title).toBe(`${path}?sort=-title`);
    const titles = textsOf(byTitle.text, 'h3');
    expect(titles).toEqual([...titles].sort());
    const flipped = textsOf((await get(`${path}?sort=-title`)).text, 'h3');
    expect(flipped).toEqual([...flipped].sort().reverse());
    expect(hrefs(byTitle.text)).toContain(`${path}?page=2&sort=title`);

    const last = Math.ceil(total.n / 20);
    expect((await get(`${path}?page=${last}`)).status).toBe(200);
    await expect404(`${path}?page=${last + 1}`);
  });

  it('narrows to one content type, and says so when nothing matches', async () => {
    const word = client.name.split(' ')[0].toLowerCase();
    const cad = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM content_items WHERE coid = ${client.coid} AND online AND content_type = 'cad'`);
    const res = await get(`${client.path}/search/${word}/cad`);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(`CAD drawings for “${word}” from ${client.name}`);
    expect(res.text).toContain(`${cad.n} results`);
    expect(hrefs(res.text)).toContain(`${client.path}/search/${word}/all`);
    const none = await get(`${client.path}/search/zzqxj/all`);
    expect(none.status).toBe(200);
    expect(none.text).toContain(`Nothing from ${client.name} matched “zzqxj”`);
  });

  it('is a 404 for an unknown company or content type, and a 400 for a bad page', async () => {
    await expect404('/company/acme-99998/search');
    await expect404('/company/not-a-company/search');
    await expect404(`${client.path}/search/door/nope`);
    await expect404(`${client.path}/search/door/all/more`);
    expect((await get(`${client.path}/search/door/all?page=zero`)).status).toBe(400);
  });
});

describe('/company/{id}/product-search', () => {
  it('shows the product tree: headings, products linking to their pages and the placeholder of an empty heading', async () => {
    const empty = await t.db.one<{ coid: number; name: string; heading: string }>(sql`
      SELECT c.coid, c.name, h.name AS heading FROM products h JOIN companies c ON c.coid = h.coid WHERE h.heading AND h.online
        AND NOT EXISTS (SELECT 1 FROM products p WHERE p.parent_id = h.seq AND p.online) ORDER BY h.seq LIMIT 1`);
    const path = `${companyPath(empty.name, empty.coid)}/product-search`;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(canonicalOf(res.text)).toBe(canonical(path));
    expect(textsOf(res.text, 'span').filter((s) => s === empty.heading)).toHaveLength(1);
    expect(res.text).toContain('No products listed under this heading yet');
    const products = await t.db.many<{ seq: number }>(sql`SELECT seq FROM products WHERE coid = ${empty.coid} AND online AND NOT heading`);
    const links = hrefs(res.text).filter((h) => /^\/product\/\d+$/.test(h));
    expect(links.sort()).toEqual(products.map((p) => `/product/${p.seq}`).sort());
    expect(res.text).toContain(`${products.length} products`);
    noScripts(res.text);
  });

  it('filters on the server with ?q=, keeping the headings above a match', async () => {
    const target = await t.db.one<{ seq: number; name: string; heading: string }>(sql`
      SELECT p.seq, p.name, h.name AS heading FROM products p JOIN products h ON h.seq = p.parent_id
      WHERE p.coid = ${nonClient.coid} AND p.online AND NOT p.heading ORDER BY p.seq LIMIT 1`);
    const path = `${nonClient.path}/product-search`;
    const res = await get(`${path}?q=${encodeURIComponent(target.name.toUpperCase())}`);
    expect(res.status).toBe(200);
    const links = hrefs(res.text).filter((h) => /^\/product\/\d+$/.test(h));
    expect(links).toContain(`/product/${target.seq}`);
    const matching = await t.db.many<{ seq: number }>(sql`
      SELECT seq FROM products WHERE coid = ${nonClient.coid} AND online AND NOT heading AND lower(name || ' ' || coalesce(tradename, '')) LIKE ${`%${target.name.toLowerCase()}%`}`);
    expect(links.length).toBe(matching.length);
    expect(textsOf(res.text, 'span')).toContain(target.heading);
    expect(canonicalOf(res.text)).toBe(canonical(path));
    expect(robotsOf(res.text)).toBe('noindex, follow');
    expect(tagsOf(res.text, 'input').find((i) => i.id === 'product-filter')?.value).toBe(target.name.toUpperCase());

    const none = await get(`${path}?q=zzqxj`);
    expect(none.text).toContain('No product or heading');
    expect(hrefs(none.text).filter((h) => /^\/product\/\d+$/.test(h))).toEqual([]);
    expect((await get(`${path}?q=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('redirects the bare coid (301) and is a 404 for an unknown company', async () => {
    await expectRedirect(`/company/${nonClient.coid}/product-search?q=door`, `${nonClient.path}/product-search?q=door`);
    await expect404('/company/99998/product-search');
  });
});

describe('/company/{id}/projects', () => {
  it("lists the company's projects, linking to their pages, with a sort that flips", async () => {
    const projects = await t.db.many<{ seq: number; name: string }>(sql`SELECT seq, name FROM client_projects WHERE coid = ${client.coid}`);
    const path = `${client.path}/projects`;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(canonicalOf(res.text)).toBe(canonical(path));
    const links = hrefs(res.text).filter((h) => h.startsWith(`${path}/`));
    expect(links.sort()).toEqual(projects.map((p) => `${path}/${p.seq}`).sort());
    expect(sortLinks(res.text).Name).toBe(`${path}?sort=name`);
    expect(sortLinks(res.text)).not.toHaveProperty('Manufacturer');
    const byName = await get(`${path}?sort=name`);
    expect(sortLinks(byName.text).Name).toBe(`${path}?sort=-name`);
    expect(textsOf(byName.text, 'h3')).toEqual(projects.map((p) => p.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    noScripts(res.text);
  });

  it('is an empty, unindexed page for a company without projects; bare coid 301; unknown 404', async () => {
    const res = await get(`${nonClient.path}/projects`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('has not published any projects yet');
    expect(robotsOf(res.text)).toBe('noindex, follow');
    await expectRedirect(`/company/${client.coid}/projects`, `${client.path}/projects`);
    await expect404('/company/99998/projects');
  });
});

describe('/company/{id}/projects/{projectId}', () => {
  it('shows one project: name, location, type, year, description, products used and other projects', async () => {
    const p = await t.db.one<{ seq: number; name: string; city: string; state: string; completed: number; description: string; section: string }>(sql`
      SELECT seq, name, city, state, completed, description, section FROM client_projects
      WHERE coid = ${client.coid} AND type IS NOT NULL AND completed IS NOT NULL ORDER BY seq LIMIT 1`);
    const path = `${client.path}/projects/${p.seq}`;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(p.name);
    expect(canonicalOf(res.text)).toBe(canonical(path));
    expect(res.text).toContain(`${p.city}, ${p.state}`);
    expect(textsOf(res.text, 'dd')).toContain(String(p.completed));
    expect(parseHtml(res.text).text('main')).toContain(p.description.slice(0, 40));
    const used = await t.db.many<{ seq: number; name: string }>(sql`
      SELECT seq, name FROM products WHERE coid = ${client.coid} AND section = ${p.section} AND online AND NOT heading ORDER BY tree_order, seq LIMIT 4`);
    for (const u of used) expect(hrefs(res.text)).toContain(`/product/${u.seq}`);
    // The gallery: every product used, with its drawing (the preview of its own file) where it has one.
    const gallery = parseHtml(res.text);
    expect(gallery.texts('.project-gallery figcaption')).toEqual(used.map((u) => u.name));
    const drawings = gallery.attributesOf('.project-gallery img');
    expect(drawings.length).toBeGreaterThan(0);
    for (const img of drawings) {
      expect(img.src).toMatch(/^\/previews\/\d+\.png\?v=\w+$/);
      expect(used.map((u) => u.name)).toContain(img.alt.replace(/^(Drawing|BIM model|Cover) of /, ''));
    }
    const others = hrefs(res.text).filter((h) => h.startsWith(`${client.path}/projects/`));
    expect(others.length).toBeGreaterThan(0);
    expect(others).not.toContain(path);
    noScripts(res.text);
  });

  it("is a 404 for another company's project, an unknown id or another form of id; the bare coid redirects", async () => {
    const mine = await t.db.one<{ seq: number }>(sql`SELECT seq FROM client_projects WHERE coid = ${client.coid} ORDER BY seq LIMIT 1`);
    const theirs = await t.db.one<{ seq: number }>(sql`SELECT seq FROM client_projects WHERE coid <> ${client.coid} ORDER BY seq LIMIT 1`);
    for (const id of [theirs.seq, 987654, `0${mine.seq}`, 'abc', '-1', '99999999999']) await expect404(`${client.path}/projects/${id}`);
    await expectRedirect(`/company/${client.coid}/projects/${mine.seq}`, `${client.path}/projects/${mine.seq}`);
  });
});

describe('/company/{id}/nonclient', () => {
  it('explains the listing, links to the client packages and carries the feedback form, with no script', async () => {
    const path = `${nonClient.path}/nonclient`;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(`About the listing of ${nonClient.name}`);
    expect(canonicalOf(res.text)).toBe(canonical(path));
    expect(hrefs(res.text)).toContain('/advertise');
    const form = tagsOf(res.text, 'form').find((f) => f.action === '/feedback/non-client');
    expect(form?.method).toBe('post');
    const inputs = tagsOf(res.text, 'input');
    expect(inputs.find((i) => i.name === 'coid')).toMatchObject({ type: 'hidden', value: String(nonClient.coid) });
    for (const name of ['name', 'email', 'company', 'phone', 'referenceCode']) expect(inputs.map((i) => i.name)).toContain(name);
    expect(tagsOf(res.text, 'textarea').map((a) => a.name)).toEqual(['message']);
    noScripts(res.text);
  });

  it('redirects a client company to its company page, and other forms of the path to the canonical one', async () => {
    await expectRedirect(`${client.path}/nonclient`, client.path);
    await expectRedirect(`/company/${client.coid}/nonclient`, client.path);
    await expectRedirect(`/company/${nonClient.coid}/nonclient`, `${nonClient.path}/nonclient`);
    await expect404('/company/99998/nonclient');
  });

  it('is linked from the company page of a non-client only, and the new pages are in the sitemap', async () => {
    expect(hrefs((await get(nonClient.path)).text)).toContain(`${nonClient.path}/nonclient`);
    expect(hrefs((await get(client.path)).text)).not.toContain(`${client.path}/nonclient`);
    const sitemap = (await get('/sitemap.xml')).text;
    expect(sitemap).toContain(`<loc>${canonical(`${nonClient.path}/nonclient`)}</loc>`);
    expect(sitemap).not.toContain(`<loc>${canonical(`${client.path}/nonclient`)}</loc>`);
    expect(sitemap).toContain(`<loc>${canonical(`${client.path}/projects`)}</loc>`);
    expect(sitemap).toContain(`<loc>${canonical(`${client.path}/product-search`)}</loc>`);
  });
});

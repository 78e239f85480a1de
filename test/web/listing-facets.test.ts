import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { SqlQuery } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { contentTypeScope } from '../../src/services/content-types';
import { countFacets } from '../../src/services/facet-counts';
import { utcDay } from '../../src/domain/declarations';
import { canonicalOf, pageGetter, robotsOf } from '../helpers/browse-pages';
import type { FacetFact } from '../helpers/facet-rules';
import { counts, expectedCounts, panelOf, RULES } from '../helpers/facet-rules';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 14, facets on every listing: the content-type levels, a section's items, the EPD/HPD lists, a company's
// lists and the product lists count each offered facet's values as the database has them, narrow by any
// combination in the URL, and say noindex (canonical: the unfiltered listing) once filtered.

let t: TestApp;
const get = pageGetter(() => t.app);
const today = utcDay(new Date());

/** What the database says about one content item (a product by its own catalog item). */
interface Fact extends FacetFact {
  id: number;
  seq: number | null;
}

/** The facts of the online items `where` keeps (a condition on `ci`), read straight from the tables. */
async function factsWhere(where: SqlQuery): Promise<Fact[]> {
  return t.db.many<Fact>(sql`
    SELECT ci.id, ci.product_seq AS seq, ci.coid, ci.division, ci.section, ci.file_format AS format,
           to_char(ci.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS published,
           bool_or(d.kind = 'epd') IS TRUE AS epd, bool_or(d.kind = 'hpd') IS TRUE AS hpd,
           (min(d.gwp_kg_co2e) FILTER (WHERE d.kind = 'epd'))::float8 AS gwp,
           (array_agg(d.declared_unit ORDER BY d.gwp_kg_co2e) FILTER (WHERE d.kind = 'epd' AND d.gwp_kg_co2e IS NOT NULL))[1] AS "gwpUnit"
    FROM content_items ci
    LEFT JOIN content_items own ON own.id = ci.id OR (ci.product_seq IS NOT NULL AND own.product_seq = ci.product_seq AND own.online)
    LEFT JOIN declarations d ON d.content_id = own.id AND d.expires_on > ${today}::date
    WHERE ci.online AND ${where}
    GROUP BY ci.id ORDER BY ci.id`);
}

/** The panel's counts per facet and value. */
const panelCounts = (html: string) => Object.fromEntries(Object.entries(panelOf(html)).map(([facet, values]) => [facet, counts(values)]));

const statedCount = (html: string) => Number(/^(\d+) /.exec(parseHtml(html).text('p.result-count'))?.[1] ?? NaN);
/** The numbers that end the hrefs of `hrefs` matching `pattern` (its group 1). */
const numbersIn = (hrefs: string[], pattern: RegExp) => hrefs.flatMap((href) => pattern.exec(href)?.slice(1, 2) ?? []).map(Number);
const itemIds = (html: string) => numbersIn(parseHtml(html).attrs('h3.content-card__title > a', 'href'), /\/(\d+)$/);
const productSeqs = (html: string) => numbersIn(parseHtml(html).links, /^\/product\/(\d+)$/);
/** The count links of a division or section grid: the link, its rel, the number or section it names and its count. */
const gridLinks = (html: string, label: '.division-grid__number' | '.section-number') =>
  parseHtml(html)
    .all(`a[href]:has(> ${label})`)
    .map((a) => ({
      href: a.getAttribute('href') ?? '',
      rel: a.getAttribute('rel'),
      label: a.querySelector(label)?.textContent,
      count: Number(a.querySelector('.count')?.firstChild?.textContent),
    }));
const sorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/** Every page of a listing: the ids `read` finds on each, and the count the first page states. */
async function listAll(path: string, read: (html: string) => number[] = itemIds): Promise<{ ids: number[]; stated: number; html: string }> {
  const first = await get(path);
  expect(first.status, path).toBe(200);
  const stated = statedCount(first.text);
  const ids = read(first.text);
  for (let page = 2; sorted(ids).length < stated; page++) {
    const next = await get(`${path}${path.includes('?') ? '&' : '?'}page=${page}`);
    expect(next.status, `${path} page ${page}`).toBe(200);
    ids.push(...read(next.text));
  }
  return { ids: sorted(ids), stated, html: first.text };
}

/**
 * A long facet (manufacturers) shows its most frequent values (src/services/facet-counts.ts SHOWN_VALUES): each
 * shown count is the database's, and no value left out has more items than one shown.
 */
function expectCommonestShown(shown: Record<string, number> | undefined, expected: Record<string, number>): void {
  expect(shown).toBeDefined();
  const entries = Object.entries(shown!);
  expect(entries.length).toBe(Math.min(12, Object.keys(expected).length));
  for (const [value, count] of entries) expect(count, value).toBe(expected[value]);
  const hidden = Object.entries(expected).filter(([value]) => !(value in shown!));
  for (const [, count] of hidden) expect(count).toBeLessThanOrEqual(Math.min(...entries.map(([, n]) => n)));
}

/** The facet value with the most items among `facts`. */
function commonest(facts: Fact[], facet: string): string {
  return Object.entries(expectedCounts(facts, facet)).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
}

function expectFiltered(html: string, canonical: string): void {
  expect(robotsOf(html)).toBe('noindex, follow');
  expect(canonicalOf(html)).toBe(`http://localhost:3000${canonical}`);
  expect(parseHtml(html).has('.facet-chips')).toBe(true);
}

function expectUnfiltered(html: string, canonical: string): void {
  expect(robotsOf(html)).toBeUndefined();
  expect(canonicalOf(html)).toBe(`http://localhost:3000${canonical}`);
  expect(parseHtml(html).has('.facet-chips')).toBe(false);
}

/** A CAD section with items of two manufacturers or more. */
let shared: { division: string; section: string };

beforeAll(async () => {
  t = await createTestApp();
  shared = await t.db.one(sql`
    SELECT division, section FROM content_items WHERE content_type = 'cad' AND online
    GROUP BY division, section HAVING count(DISTINCT coid) > 1 ORDER BY count(*) DESC, section LIMIT 1`);
});
afterAll(() => t.close());

describe('a section of a content type: /content-type/cad/{division}/{section}', () => {
  const path = () => `/content-type/cad/${shared.division}/${shared.section.replace(/ /g, '')}`;
  const inSection = () => factsWhere(sql`ci.content_type = 'cad' AND ci.section = ${shared.section}`);

  it('counts every offered facet as the database has it, unfiltered and indexable', async () => {
    const facts = await inSection();
    const res = await get(path());
    expect(res.status).toBe(200);
    const panel = panelCounts(res.text);
    // A facet is offered when it has two values or more to choose between.
    for (const facet of ['manufacturer', 'updated', 'declaration', 'gwp']) {
      const expected = expectedCounts(facts, facet);
      expect(panel[facet], facet).toEqual(Object.keys(expected).length > 1 ? expected : undefined);
    }
    expect(Object.keys(panel.manufacturer).length).toBeGreaterThan(1);
    // One format in the section: nothing to choose between, so no such facet.
    expect(panel.format).toBeUndefined();
    expect(statedCount(res.text)).toBe(facts.length);
    expectUnfiltered(res.text, path());
  });

  it('narrows to a manufacturer, then to a date band within it; the other manufacturers keep their counts', async () => {
    const facts = await inSection();
    const coid = Number(commonest(facts, 'manufacturer'));
    const mine = facts.filter((f) => f.coid === coid);
    const byMaker = await listAll(`${path()}?manufacturer=${coid}`);
    expect(byMaker.ids).toEqual(mine.map((f) => f.id));
    expect(byMaker.stated).toBe(mine.length);
    expectFiltered(byMaker.html, path());
    expect(panelCounts(byMaker.html).manufacturer).toEqual(expectedCounts(facts, 'manufacturer'));
    expect(panelCounts(byMaker.html).updated).toEqual(expectedCounts(mine, 'updated'));

    const band = commonest(mine, 'updated');
    const both = await listAll(`${path()}?manufacturer=${coid}&updated=${band}`);
    expect(both.ids).toEqual(mine.filter((f) => RULES.updated(f).includes(band)).map((f) => f.id));
    expect(both.ids.length).toBeLessThanOrEqual(byMaker.ids.length);
    // Page links of a filtered list keep the filter, and there are as many pages as the filtered count needs.
    const pageLinks = parseHtml(both.html).links.filter((href) => /[?&]page=\d/.test(href));
    for (const href of pageLinks) expect(href).toContain(`manufacturer=${coid}&updated=${band}`);
    expect(pageLinks.some((href) => href.includes('page=2'))).toBe(both.stated > 20);
  });

  it('is a 400 naming the field for a bad value, and a 404 past the last page of a filtered list', async () => {
    const bad = await get(`${path()}?manufacturer=acme`);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Invalid query: manufacturer: ');
    const facts = await inSection();
    const coid = commonest(facts, 'manufacturer');
    expect((await get(`${path()}?manufacturer=${coid}&page=9`)).status).toBe(404);
  });
});

describe('the division and top levels of a content type', () => {
  it('counts the division links under a manufacturer filter; the links keep it and say nofollow', async () => {
    const facts = await factsWhere(sql`ci.content_type = 'cad' AND ci.section = ${shared.section}`);
    const coid = commonest(facts, 'manufacturer');
    const all = await factsWhere(sql`ci.content_type = 'cad' AND ci.coid = ${Number(coid)}`);
    const res = await get(`/content-type/cad?manufacturer=${coid}`);
    expect(res.status).toBe(200);
    const links = gridLinks(res.text, '.division-grid__number');
    expect(Object.fromEntries(links.map((l) => [l.label, l.count]))).toEqual(expectedCounts(all, 'division'));
    for (const l of links) expect([l.href, l.rel]).toEqual([`/content-type/cad/${l.label}?manufacturer=${coid}`, 'nofollow']);
    expectFiltered(res.text, '/content-type/cad');

    const plain = await get('/content-type/cad');
    expectUnfiltered(plain.text, '/content-type/cad');
    const plainLinks = gridLinks(plain.text, '.division-grid__number');
    expect(plainLinks.length).toBeGreaterThan(0);
    for (const l of plainLinks) expect([l.href, l.rel]).toEqual([`/content-type/cad/${l.label}`, null]);
    expectCommonestShown(panelCounts(plain.text).manufacturer, expectedCounts(await factsWhere(sql`ci.content_type = 'cad'`), 'manufacturer'));
  });

  it('counts a type in memory exactly as the counting statement counts it, under combined filters', async () => {
    const filters = { updated: ['older' as const], declaration: ['epd' as const] };
    const statement = await countFacets(t.db, contentTypeScope('cad').ids, filters, { today, facets: ['manufacturer', 'updated', 'declaration', 'gwp'] });
    const res = await get('/content-type/cad?updated=older&declaration=epd');
    const panel = panelCounts(res.text);
    for (const facet of ['manufacturer', 'updated', 'declaration', 'gwp'] as const) {
      const values = statement[facet] ?? [];
      expect(panel[facet], facet).toEqual(values.length > 1 || values.some((v) => v.selected) ? Object.fromEntries(values.map((v) => [v.value, v.count])) : undefined);
    }
  });

  it('counts the section links of a division under a date filter', async () => {
    const inDivision = await factsWhere(sql`ci.content_type = 'cad' AND ci.division = ${shared.division}`);
    const band = 'older';
    const kept = inDivision.filter((f) => RULES.updated(f).includes(band));
    expect(kept.length).toBeGreaterThan(0);
    const res = await get(`/content-type/cad/${shared.division}?updated=${band}`);
    expect(res.status).toBe(200);
    const links = gridLinks(res.text, '.section-number');
    expect(Object.fromEntries(links.map((l) => [l.label, l.count]))).toEqual(expectedCounts(kept, 'section'));
    for (const l of links) {
      expect(l.href).toBe(`/content-type/cad/${shared.division}/${l.label!.replace(/ /g, '')}?updated=older`);
      expect(l.rel).toBe('nofollow');
    }
    expectFiltered(res.text, `/content-type/cad/${shared.division}`);
  });
});

describe('EPD and HPD lists', () => {
  it('count manufacturers under the validity filter and narrow by one; the validity form keeps the facet', async () => {
    const epds = await factsWhere(sql`ci.content_type = 'epd'`);
    const coid = commonest(epds, 'manufacturer');
    const plain = await get('/content-type/epd');
    expect(panelCounts(plain.text).manufacturer).toEqual(expectedCounts(epds, 'manufacturer'));

    const mine = await listAll(`/content-type/epd?manufacturer=${coid}`);
    expect(mine.ids).toEqual(epds.filter((f) => f.coid === Number(coid)).map((f) => f.id));
    expectFiltered(mine.html, '/content-type/epd');
    expect(parseHtml(mine.html).attrs('input[type="hidden"][name="manufacturer"]', 'value')).toContain(coid);

    const current = await t.db.many<{ id: number }>(sql`
      SELECT ci.id FROM content_items ci JOIN declarations d ON d.content_id = ci.id
      WHERE ci.content_type = 'epd' AND ci.online AND ci.coid = ${Number(coid)} AND d.expires_on > ${today}::date`);
    const both = await listAll(`/content-type/epd?valid=current&manufacturer=${coid}`);
    expect(both.ids).toEqual(sorted(current.map((r) => r.id)));
  });
});

describe("a company's list: /company/{id}/cad", () => {
  it('counts its sections, narrows by one, and is a 400 for a bad band', async () => {
    const company = await t.db.one<{ coid: number; name: string }>(sql`
      SELECT c.coid, c.name FROM content_items ci JOIN companies c USING (coid) WHERE ci.content_type = 'cad' AND ci.online
      GROUP BY c.coid HAVING count(DISTINCT ci.section) > 1 ORDER BY count(*) DESC, c.coid LIMIT 1`);
    const path = `${companyPath(company.name, company.coid)}/cad`;
    const facts = await factsWhere(sql`ci.content_type = 'cad' AND ci.coid = ${company.coid}`);
    const plain = await get(path);
    expect(panelCounts(plain.text).section).toEqual(expectedCounts(facts, 'section'));
    expectUnfiltered(plain.text, path);

    const section = commonest(facts, 'section');
    const narrowed = await listAll(`${path}?section=${encodeURIComponent(section)}`);
    expect(narrowed.ids).toEqual(facts.filter((f) => f.section === section).map((f) => f.id));
    expectFiltered(narrowed.html, path);

    const bad = await get(`${path}?gwp=low`);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Invalid query: gwp: ');
  });
});

describe('product lists', () => {
  /** The products' own catalog items for the products `where` keeps (a condition on `p`). */
  const productFacts = (where: SqlQuery) =>
    factsWhere(sql`ci.content_type = 'product' AND ci.product_seq IN (SELECT p.seq FROM products p WHERE p.online AND NOT p.heading AND ${where})`);

  it('/products/cad counts manufacturers and sustainability, and narrows to products with a current EPD', async () => {
    const facts = await productFacts(sql`p.seq IN (SELECT product_seq FROM content_items WHERE content_type = 'cad' AND online)`);
    const plain = await get('/products/cad');
    const panel = panelCounts(plain.text);
    expectCommonestShown(panel.manufacturer, expectedCounts(facts, 'manufacturer'));
    expect(panel.declaration).toEqual(expectedCounts(facts, 'declaration'));
    expect(statedCount(plain.text)).toBe(facts.length);

    const withEpd = await listAll('/products/cad?declaration=epd', productSeqs);
    const expected = facts.filter((f) => f.epd).map((f) => f.seq!);
    expect(expected.length).toBeGreaterThan(0);
    expect(withEpd.ids).toEqual(sorted(expected));
    expectFiltered(withEpd.html, '/products/cad');
    // Counted under the choice (in memory from the type's facet rows), as the rows say.
    expectCommonestShown(panelCounts(withEpd.html).manufacturer, expectedCounts(facts.filter((f) => f.epd), 'manufacturer'));
    const coid = commonest(facts.filter((f) => f.epd), 'manufacturer');
    const both = await listAll(`/products/cad?declaration=epd&manufacturer=${coid}`, productSeqs);
    expect(both.ids).toEqual(sorted(facts.filter((f) => f.epd && f.coid === Number(coid)).map((f) => f.seq!)));
    expect(panelCounts(both.html).declaration).toEqual(expectedCounts(facts.filter((f) => f.coid === Number(coid)), 'declaration'));
    expect((await get('/products/cad?declaration=epd&page=40')).status).toBe(404);
    const bad = await get('/products/cad?updated=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Invalid query: updated: ');
  });

  it('/products/by-csi/{section} narrows to a manufacturer', async () => {
    const { section } = await t.db.one<{ section: string }>(sql`
      SELECT section FROM products WHERE online AND NOT heading AND section IS NOT NULL
      GROUP BY section HAVING count(DISTINCT coid) > 1 ORDER BY count(*) DESC, section LIMIT 1`);
    const path = `/products/by-csi/${section.replace(/ /g, '')}`;
    const facts = await productFacts(sql`p.section = ${section}`);
    const plain = await get(path);
    expect(panelCounts(plain.text).manufacturer).toEqual(expectedCounts(facts, 'manufacturer'));
    const coid = commonest(facts, 'manufacturer');
    const mine = await listAll(`${path}?manufacturer=${coid}`, productSeqs);
    expect(mine.ids).toEqual(sorted(facts.filter((f) => f.coid === Number(coid)).map((f) => f.seq!)));
    expect(mine.stated).toBeLessThan(facts.length);
    expectFiltered(mine.html, path);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { utcDay } from '../../src/domain/declarations';
import { DEFAULT_SEARCH_SORT } from '../../src/domain/search-sort';
import { searchContent } from '../../src/services/search';
import { rebuildSearchIndex } from '../../src/services/search-index';
import { canonicalOf, pageGetter, robotsOf } from '../helpers/browse-pages';
import type { FacetFact } from '../helpers/facet-rules';
import { counts, expectedCounts, panelOf, RULES, yearAgo } from '../helpers/facet-rules';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 14, facets: both search pages count each facet's values over the listed results, narrow by any
// combination kept in the URL, and say noindex (canonical: the unfiltered search) once filtered.

let t: TestApp;
const get = pageGetter(() => t.app);
const today = utcDay(new Date());
const TERMS = 'door';

/** What the database says about one listed item. */
interface Fact extends FacetFact {
  url: string;
  company: string;
}

let facts: Fact[];

/** Every item the unfiltered search lists, with its facts read straight from the tables. */
async function listedFacts(coid?: number): Promise<Fact[]> {
  const result = await searchContent(t.db, { terms: TERMS, coid, page: 1, pageSize: 1000, sort: DEFAULT_SEARCH_SORT });
  expect(result.totalCapped).toBe(false);
  const rows = await t.db.many<Omit<Fact, 'url'> & { id: number }>(sql`
    SELECT ci.id, ci.coid, c.name AS company, ci.division, ci.section, ci.file_format AS format,
           to_char(ci.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS published,
           bool_or(d.kind = 'epd') IS TRUE AS epd, bool_or(d.kind = 'hpd') IS TRUE AS hpd,
           (min(d.gwp_kg_co2e) FILTER (WHERE d.kind = 'epd'))::float8 AS gwp,
           (array_agg(d.declared_unit ORDER BY d.gwp_kg_co2e) FILTER (WHERE d.kind = 'epd' AND d.gwp_kg_co2e IS NOT NULL))[1] AS "gwpUnit"
    FROM content_items ci JOIN companies c ON c.coid = ci.coid
    LEFT JOIN content_items own ON own.id = ci.id OR (ci.product_seq IS NOT NULL AND own.product_seq = ci.product_seq AND own.online)
    LEFT JOIN declarations d ON d.content_id = own.id AND d.expires_on > ${today}::date
    WHERE ci.id = ANY(${result.items.map((item) => item.id)}::int[])
    GROUP BY ci.id, c.name`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return result.items.map((item) => {
    const { id: _id, ...fact } = byId.get(item.id)!;
    return { url: item.url, ...fact };
  });
}

const statedCount = (html: string) => Number(/^(\d+) results?\b/.exec(parseHtml(html).text('p.result-count[role="status"]'))?.[1] ?? NaN);
const cardUrls = (html: string) => parseHtml(html).attrs('h3.content-card__title > a', 'href');
/** The links of a page with their rel, as "href rel" ("href" alone when it has none). */
const linksWithRel = (html: string) => parseHtml(html).all('a[href]').map((a) => [a.getAttribute('href'), a.getAttribute('rel')].filter(Boolean).join(' '));

/** Every card of a filtered list, page by page, and the count the page states. */
async function listAll(path: string): Promise<{ urls: string[]; stated: number; first: string }> {
  const first = await get(path);
  expect(first.status, path).toBe(200);
  const stated = statedCount(first.text);
  const urls = cardUrls(first.text);
  for (let page = 2; urls.length < stated; page++) {
    const next = await get(`${path}&page=${page}`);
    expect(next.status).toBe(200);
    urls.push(...cardUrls(next.text));
  }
  return { urls, stated, first: first.text };
}

const sorted = (values: string[]) => [...values].sort();

/** The manufacturer with the most listed items, and its most frequent section. */
function busiest(items: Fact[]): { coid: number; section: string } {
  const byCompany = expectedCounts(items, 'manufacturer');
  const coid = Number(Object.entries(byCompany).sort((a, b) => b[1] - a[1])[0][0]);
  const sections = expectedCounts(items.filter((f) => f.coid === coid), 'section');
  return { coid, section: Object.entries(sections).sort((a, b) => b[1] - a[1])[0][0] };
}

beforeAll(async () => {
  t = await createTestApp();
  facts = await listedFacts();
  // The combinations below need a list with choices in it.
  expect(new Set(facts.map((f) => f.coid)).size).toBeGreaterThan(1);
});
afterAll(() => t.close());

describe('site search facets', () => {
  it('count every value of every facet over the listed results, as the database has them', async () => {
    const res = await get(`/search/${TERMS}`);
    expect(res.status).toBe(200);
    const panel = panelOf(res.text);
    for (const facet of Object.keys(RULES)) expect(counts(panel[facet]), facet).toEqual(expectedCounts(facts, facet));
    const page = parseHtml(res.text);
    expect(page.attributesOf('form.facets__form')).toEqual([{ class: 'facets__form', action: `/search/${TERMS}`, method: 'get' }]);
    expect(page.has('.facet-chips')).toBe(false);
    expect(robotsOf(res.text)).toBeUndefined();
  });

  it('narrow to a manufacturer: the list, the heading count and the chip agree; other manufacturers keep their counts', async () => {
    const { coid } = busiest(facts);
    const mine = facts.filter((f) => f.coid === coid);
    const { urls, stated, first } = await listAll(`/search/${TERMS}?manufacturer=${coid}`);
    expect(stated).toBe(mine.length);
    expect(sorted(urls)).toEqual(sorted(mine.map((f) => f.url)));
    const panel = panelOf(first);
    expect(panel.manufacturer[String(coid)]).toEqual({ count: mine.length, checked: true });
    expect(counts(panel.manufacturer)).toEqual(expectedCounts(facts, 'manufacturer'));
    expect(counts(panel.section)).toEqual(expectedCounts(mine, 'section'));
    const chips = parseHtml(first);
    expect(chips.attributesOf('a.chip')).toEqual([{ class: 'chip', href: `/search/${TERMS}`, rel: 'nofollow' }]);
    expect(chips.all('a.facet-chips__clear').map((a) => [a.getAttribute('href'), a.textContent])).toEqual([[`/search/${TERMS}`, 'Clear all filters']]);
    expect(robotsOf(first)).toBe('noindex, follow');
    expect(canonicalOf(first)).toBe(`http://localhost:3000/search/${TERMS}`);
  });

  it('combine a manufacturer and a section, in any order in the URL, and keep both in every link', async () => {
    const { coid, section } = busiest(facts);
    const both = facts.filter((f) => f.coid === coid && f.section === section);
    const query = `manufacturer=${coid}&section=${encodeURIComponent(section)}`;
    const { urls, stated, first } = await listAll(`/search/${TERMS}?${query}`);
    expect(stated).toBe(both.length);
    expect(sorted(urls)).toEqual(sorted(both.map((f) => f.url)));
    const panel = panelOf(first);
    expect(panel.section[section].checked).toBe(true);
    // Each facet counts under the others' filters: sections of this manufacturer, manufacturers in this section.
    expect(counts(panel.section)).toEqual(expectedCounts(facts.filter((f) => f.coid === coid), 'section'));
    expect(counts(panel.manufacturer)).toEqual(expectedCounts(facts.filter((f) => f.section === section), 'manufacturer'));
    // The same combination written the other way round is the same page.
    const reversed = await get(`/search/${TERMS}?section=${section.replace(/ /g, '+')}&manufacturer=${coid}`);
    expect(cardUrls(reversed.text)).toEqual(cardUrls(first));
    const canonicalQuery = `manufacturer=${coid}&section=${section.replace(/ /g, '+')}`;
    expect(linksWithRel(first)).toEqual(
      expect.arrayContaining([`/search/${TERMS}?${canonicalQuery}&sort=title`, `/search/${TERMS}/cad?${canonicalQuery} nofollow`]),
    );
  });

  it('filter by date, file format and sustainability, and keep the sort when filters are applied', async () => {
    const recent = facts.filter((f) => f.published >= yearAgo() && (f.format === 'pdf' || f.format === 'dxf'));
    const listed = await listAll(`/search/${TERMS}?updated=12m&format=pdf&format=dxf&sort=title`);
    expect(listed.stated).toBe(recent.length);
    expect(sorted(listed.urls)).toEqual(sorted(recent.map((f) => f.url)));
    expect(parseHtml(listed.first).attrs('form.facets__form input[type="hidden"][name="sort"]', 'value')).toEqual(['title']);
    const declared = facts.filter((f) => f.epd);
    expect(declared.length).toBeGreaterThan(0);
    const epd = await listAll(`/search/${TERMS}?declaration=epd`);
    expect(epd.stated).toBe(declared.length);
    expect(sorted(epd.urls)).toEqual(sorted(declared.map((f) => f.url)));
    const band = RULES.gwp(declared[0])[0];
    const inBand = await listAll(`/search/${TERMS}?gwp=${band}`);
    expect(inBand.stated).toBe(facts.filter((f) => RULES.gwp(f).includes(band)).length);
  });

  it('say so, with the filters still there, when a combination lists nothing; a page past its end is a 404', async () => {
    const { coid } = busiest(facts);
    const ownSections = new Set(facts.filter((f) => f.coid === coid).map((f) => f.section));
    const other = facts.find((f) => f.section && !ownSections.has(f.section));
    expect(other, 'a section the busiest manufacturer has nothing in').toBeDefined();
    const path = `/search/${TERMS}?manufacturer=${coid}&section=${encodeURIComponent(other!.section!)}`;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain('No results match these filters.');
    expect(parseHtml(res.text).texts('a.facet-chips__clear')).toEqual(['Clear all filters']);
    const mine = facts.filter((f) => f.coid === coid).length;
    const last = Math.ceil(mine / 20);
    expect((await get(`/search/${TERMS}?manufacturer=${coid}&page=${last + 1}`)).status).toBe(404);
  });

  it('keep the filters when the spelling was corrected: the corrected list is filtered, and so is "search instead"', async () => {
    const { coid } = busiest(facts);
    const [word, typo] = ['hardware', 'hardwaer'];
    const res = await get(`/search/${typo}?manufacturer=${coid}`);
    expect(res.status).toBe(200);
    expect(parseHtml(res.text).text('.result-count strong')).toBe(word);
    expect(statedCount(res.text)).toBe(statedCount((await get(`/search/${word}?manufacturer=${coid}`)).text));
    const instead = parseHtml(res.text).one('.result-count a');
    expect([instead.getAttribute('href'), instead.getAttribute('rel'), instead.querySelector('em')?.textContent]).toEqual([
      `/search/${typo}?manufacturer=${coid}&exact=1`,
      'nofollow',
      typo,
    ]);
  });

  it('say nothing matched, with suggestions and no filters, when the words match nothing at all', async () => {
    const res = await get(`/search/qqxqzv?division=08`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Nothing matched');
    expect(parseHtml(res.text).has('form.facets__form')).toBe(false);
  });

  it.each([
    ['manufacturer=acme', 'manufacturer'],
    ['division=99', 'division'],
    ['section=nine', 'section'],
    ['format=exe', 'format'],
    ['updated=yesterday', 'updated'],
    ['declaration=lca', 'declaration'],
    ['gwp=low', 'gwp'],
    ['updated=30d&updated=week', 'updated'],
  ])('refuse ?%s with a 400 naming the field', async (query, field) => {
    const res = await get(`/search/${TERMS}?${query}`);
    expect(res.status).toBe(400);
    expect(res.text).toContain(`${field}: must`);
  });
});

describe('company search facets', () => {
  it('count and narrow one manufacturer\'s results by section and format, without a manufacturer facet', async () => {
    const { coid } = busiest(facts);
    const mine = await listedFacts(coid);
    const company = await t.db.one<{ name: string }>(sql`SELECT name FROM companies WHERE coid = ${coid}`);
    const base = `${companyPath(company.name, coid)}/search/${TERMS}/all`;
    const plain = await get(base);
    const panel = panelOf(plain.text);
    expect(panel.manufacturer).toBeUndefined();
    expect(counts(panel.section)).toEqual(expectedCounts(mine, 'section'));
    expect(counts(panel.format)).toEqual(expectedCounts(mine, 'format'));
    const format = mine.find((f) => f.format)!.format!;
    const wanted = mine.filter((f) => f.format === format);
    const listed = await listAll(`${base}?format=${format}`);
    expect(listed.stated).toBe(wanted.length);
    expect(sorted(listed.urls)).toEqual(sorted(wanted.map((f) => f.url)));
    expect(robotsOf(listed.first)).toBe('noindex, follow');
    expect(canonicalOf(listed.first)).toBe(canonicalOf(plain.text));
    expect((await get(`${base}?format=exe`)).status).toBe(400);
  });
});

describe('facets of a common word', () => {
  it('are the same when the precomputed lists answer the search', async () => {
    const { coid } = busiest(facts);
    const paths = [
      `/search/${TERMS}?format=pdf`,
      `/search/${TERMS}?manufacturer=${coid}&updated=older`,
      `/search/${TERMS}/cad?division=08`,
      `/search/${TERMS}?fire-rating=60&declaration=epd`,
      `/search/${TERMS}?manufacturer=${coid}&manufacturer=${facts.find((f) => f.coid !== coid)!.coid}&section=08%2011%2013`,
    ];
    // The lists rank with their own score, so the order may differ: the counts and the items may not.
    const seen = async (path: string) => {
      const { urls, stated, first } = await listAll(path);
      return { stated, urls: sorted(urls), panel: panelOf(first) };
    };
    const before = [];
    for (const path of paths) before.push(await seen(path));
    await rebuildSearchIndex(t.db, { commonLexemeDocs: 20 });
    const plan = await searchContent(t.db, { terms: TERMS, page: 1, pageSize: 20, sort: DEFAULT_SEARCH_SORT, debug: true });
    expect(plan.plan?.method).toBe('precomputed');
    for (const [i, path] of paths.entries()) expect(await seen(path), path).toEqual(before[i]);
  });
});

describe('search API facets', () => {
  it('narrow the JSON answer and count each facet, as the page does; bad values are a 400 naming the field', async () => {
    const { coid, section } = busiest(facts);
    const query = `manufacturer=${coid}&section=${encodeURIComponent(section)}`;
    const api = await get(`/api/search/${TERMS}?${query}&size=100`);
    expect(api.status).toBe(200);
    const page = await listAll(`/search/${TERMS}?${query}`);
    expect(api.body.total).toBe(page.stated);
    expect(sorted(api.body.items.map((item: { url: string }) => item.url))).toEqual(sorted(page.urls));
    const sections = Object.fromEntries(api.body.facets.section.map((v: { value: string; count: number }) => [v.value, v.count]));
    expect(sections).toEqual(counts(panelOf(page.first).section));
    // Without facet parameters the answer is as before: no counts.
    expect((await get(`/api/search/${TERMS}`)).body.facets).toBeUndefined();
    const bad = await get(`/api/search/${TERMS}?format=exe`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('format: must be');
  });
});

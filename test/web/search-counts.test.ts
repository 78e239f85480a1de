import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPath } from '../../src/domain/company-id';
import { sql } from '../../src/db/sql';
import { DEFAULT_SEARCH_SORT } from '../../src/domain/search-sort';
import { searchContent } from '../../src/services/search';
import type { SearchParams } from '../../src/services/search';
import { rebuildSearchIndex } from '../../src/services/search-index';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/**
 * A word only our rows carry: 4,200 BIM objects first, then 45 health product declarations.
 * More matches than any sample of 4,000, so a count taken from one shared sample misses the HPDs.
 */
const WORD = 'quokkaflex';
const BIM = 4200;
const HPD = 45;

let t: TestApp;
let companyBase: string;

beforeAll(async () => {
  t = await createTestApp();
  const company = await t.db.one<{ coid: number; name: string }>(sql`SELECT coid, name FROM companies ORDER BY coid LIMIT 1`);
  companyBase = companyPath(company.name, company.coid);
  await t.db.query(sql`
    INSERT INTO content_items (coid, content_type, title, description, popularity)
    SELECT ${company.coid}, 'bim', 'Quokkaflex panel', 'Acoustic panel', 5 FROM generate_series(1, ${BIM})`);
  await t.db.query(sql`
    INSERT INTO content_items (coid, content_type, title, description, popularity)
    SELECT ${company.coid}, 'hpd', 'Quokkaflex declaration ' || n, 'Health product declaration', 1 FROM generate_series(1, ${HPD}) n`);
}, 120_000);
afterAll(() => t.close());

const search = (over: Partial<SearchParams> = {}) =>
  searchContent(t.db, { terms: WORD, page: 1, pageSize: 20, sort: DEFAULT_SEARCH_SORT, ...over });

describe('search counts', () => {
  it('count each content type on its own, capped at 1000', async () => {
    const result = await search();
    expect(result.counts.hpd).toEqual({ count: HPD, capped: false });
    expect(result.counts.bim).toEqual({ count: 1000, capped: true });
    expect(result.all).toEqual({ count: 1000, capped: true });
    expect({ total: result.total, capped: result.totalCapped }).toEqual({ total: 1000, capped: true });
  });

  it('take a filtered total from its own type, so every listed item can be reached', async () => {
    const first = await search({ contentType: 'hpd' });
    expect(first.total).toBe(HPD);
    expect(first.pageCount).toBe(3);
    const last = await search({ contentType: 'hpd', page: 3 });
    expect(last.items).toHaveLength(HPD - 40);
    expect(last.items.every((i) => i.contentType === 'hpd')).toBe(true);
    await expect(search({ contentType: 'hpd', page: 4 })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('give the same answer every time: ties are broken by id', async () => {
    const ids = async (sort = DEFAULT_SEARCH_SORT) => (await search({ contentType: 'bim', sort })).items.map((i) => i.id);
    const lowest = await t.db.many<{ id: number }>(sql`SELECT id FROM content_items WHERE title = 'Quokkaflex panel' ORDER BY id LIMIT 20`);
    expect(await ids()).toEqual(lowest.map((r) => r.id));
    expect(await ids({ field: 'company', direction: 'asc' })).toEqual(lowest.map((r) => r.id));
    expect(await ids({ field: 'title', direction: 'asc' })).toEqual(await ids({ field: 'title', direction: 'asc' }));
  });

  it('are the same when a common word is answered from the precomputed lists', async () => {
    const ranked = await search();
    await rebuildSearchIndex(t.db);
    const precomputed = await search({ debug: true });
    expect(precomputed.plan?.method).toBe('precomputed');
    expect(precomputed.counts).toEqual(ranked.counts);
    expect(precomputed.all).toEqual(ranked.all);
    expect((await search({ contentType: 'hpd', debug: true })).total).toBe(HPD);
    await expect(search({ contentType: 'hpd', page: 4 })).rejects.toMatchObject({ statusCode: 404 });
  }, 120_000);
});

/** The count shown next to a type filter link: `All <span class="count">1000+</span>`. */
const filterCount = (html: string, label: string) =>
  parseHtml(html)
    .all('a:has(> span.count), strong:has(> span.count), span:has(> span.count)')
    .find((e) => [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim() === label)
    ?.querySelector('span.count')?.textContent ?? undefined;

describe('search pages show capped counts one way', () => {
  it('site search: "1000+" for capped counts, and "All" agrees with the heading', async () => {
    const res = await request(t.app).get(`/search/${WORD}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('1000+ results');
    expect(filterCount(res.text, 'All')).toBe('1000+');
    expect(filterCount(res.text, 'BIM objects')).toBe('1000+');
    expect(filterCount(res.text, 'Health product declarations')).toBe(String(HPD));
    const shown = parseHtml(res.text).texts('span.count');
    expect(shown.length).toBeGreaterThan(2);
    for (const count of shown) expect(Number.parseInt(count, 10)).toBeLessThanOrEqual(1000);
  });

  it('site search: a filtered page counts its own type and pages to its end', async () => {
    const res = await request(t.app).get(`/search/${WORD}/hpd`);
    expect(res.text).toContain(`${HPD} results`);
    expect(res.text).toContain(`href="/search/${WORD}/hpd?page=3"`);
    expect((await request(t.app).get(`/search/${WORD}/hpd?page=3`)).status).toBe(200);
    expect((await request(t.app).get(`/search/${WORD}/hpd?page=4`)).status).toBe(404);
    expect((await request(t.app).get('/search/qqqxxyzzy?page=2')).status).toBe(404);
    expect((await request(t.app).get('/search/?page=2')).status).toBe(404);
  });

  it('company search: the same counts through the same component', async () => {
    const res = await request(t.app).get(`${companyBase}/search/${WORD}/all`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('1000+ results');
    expect(filterCount(res.text, 'All')).toBe('1000+');
    expect(filterCount(res.text, 'Health product declarations')).toBe(String(HPD));
    expect((await request(t.app).get(`${companyBase}/search/${WORD}/hpd?page=4`)).status).toBe(404);
    expect((await request(t.app).get(`${companyBase}/search?page=2`)).status).toBe(404);
  });

  it('refuse an unknown sort, naming the allowed ones', async () => {
    const res = await request(t.app).get(`/search/${WORD}?sort=nonsense`);
    expect(res.status).toBe(400);
    expect(res.text).toContain('-relevance');
    expect((await request(t.app).get(`${companyBase}/search/${WORD}/all?sort=nonsense`)).status).toBe(400);
    expect((await request(t.app).get(`/search/${WORD}?sort=-date`)).status).toBe(200);
  });

  it('refuse a page that is not a positive whole number', async () => {
    for (const page of ['0', '-1', '1.5', 'two']) {
      expect((await request(t.app).get(`/search/${WORD}?page=${page}`)).status).toBe(400);
      expect((await request(t.app).get(`${companyBase}/search/${WORD}/all?page=${page}`)).status).toBe(400);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { CHOICE_FACET_NAMES, CHOICE_FACETS } from '../../src/domain/choice-facets';
import type { ChoiceFacet } from '../../src/domain/choice-facets';
import { DEFAULT_SEARCH_SORT } from '../../src/domain/search-sort';
import { PAGE_SIZE } from '../../src/services/pagination';
import { searchContent } from '../../src/services/search';
import { pageGetter } from '../helpers/browse-pages';
import { counts, panelOf } from '../helpers/facet-rules';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 23: the enumerations and booleans a template marks as facets (material, core, edge, seismic…) are checkbox
// facets of the search pages and the listings, counted like the others, in the URL, without script, in the API.

let t: TestApp;
const get = pageGetter(() => t.app);

/** A section whose products' records hold two or more values of one choice facet, and its search. */
let chosen: { facet: ChoiceFacet; section: string; terms: string };
/** The listed items of that search (its best 1,000) with their products' stored properties. */
let listed: { url: string; props: Record<string, unknown> | null }[];

const slugsOf = (facet: ChoiceFacet, props: Record<string, unknown> | null) => {
  const stored = props?.[facet.property];
  const held = Array.isArray(stored) ? stored : [stored];
  return facet.values.filter((v) => held.includes(v.stored)).map((v) => v.slug);
};
const tally = (facet: ChoiceFacet, items: typeof listed) => {
  const n: Record<string, number> = {};
  for (const slug of items.flatMap((i) => slugsOf(facet, i.props))) n[slug] = (n[slug] ?? 0) + 1;
  return n;
};

beforeAll(async () => {
  t = await createTestApp();
  const sections = await t.db.many<{ section: string; props: Record<string, unknown>[] }>(sql`
    SELECT p.section, json_agg(p.properties) AS props FROM products p
    WHERE p.online AND NOT p.heading AND p.section IS NOT NULL AND p.template_id IS NOT NULL GROUP BY p.section ORDER BY p.section`);
  for (const row of sections) {
    const facet = CHOICE_FACETS.find((f) => new Set(row.props.flatMap((props) => slugsOf(f, props))).size >= 2);
    if (facet) {
      chosen = { facet, section: row.section, terms: row.section.replace(/ /g, '') };
      break;
    }
  }
  const result = await searchContent(t.db, { terms: chosen.terms, page: 1, pageSize: 1000, sort: DEFAULT_SEARCH_SORT });
  const rows = await t.db.many<{ id: number; props: Record<string, unknown> | null }>(sql`
    SELECT ci.id, p.properties AS props FROM content_items ci LEFT JOIN products p ON p.seq = ci.product_seq
    WHERE ci.id = ANY(${result.items.map((i) => i.id)}::int[])`);
  const byId = new Map(rows.map((r) => [r.id, r.props]));
  listed = result.items.map((item) => ({ url: item.url, props: byId.get(item.id) ?? null }));
});
afterAll(() => t.close());

describe('choice facets on the search page', () => {
  it("count each value of the records' choices over the listed results, labelled as the record states it", async () => {
    const res = await get(`/search/${chosen.terms}`);
    expect(res.status).toBe(200);
    const { facet } = chosen;
    const expected = tally(facet, listed);
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(2);
    expect(counts(panelOf(res.text)[facet.name])).toEqual(expected);
    const page = parseHtml(res.text);
    const [slug] = Object.keys(expected);
    expect(page.text(`label[for="facet-${facet.name}-${slug}"]`)).toContain(facet.values.find((v) => v.slug === slug)!.label);
    expect(page.text(`fieldset.facet:has(#facet-${facet.name}-${slug}) legend`)).toBe(facet.label);
  });

  it('narrow to one value, kept in the URL, its box checked and the other values counted beside it', async () => {
    const { facet } = chosen;
    const [slug] = Object.keys(tally(facet, listed));
    const res = await get(`/search/${chosen.terms}?${facet.name}=${slug}`);
    expect(res.status).toBe(200);
    const wanted = listed.filter((i) => slugsOf(facet, i.props).includes(slug));
    const panel = panelOf(res.text)[facet.name];
    expect(panel[slug]).toEqual({ count: wanted.length, checked: true });
    // The facet's own other values keep their counts (alternatives, not a narrowing).
    expect(counts(panel)).toEqual(tally(facet, listed));
    const shown = parseHtml(res.text).attrs('h3.content-card__title > a', 'href');
    expect(shown.length).toBeGreaterThan(0);
    for (const url of shown) expect(wanted.map((w) => w.url)).toContain(url);
  });

  it('answer an unknown value or too many values with a 400 naming the field, in the page and the API', async () => {
    const { facet } = chosen;
    const bad = await get(`/search/${chosen.terms}?${facet.name}=no-such-value`);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(`${facet.name}: must be`);
    const api = await get(`/api/search/${chosen.terms}?${facet.name}=no-such-value`);
    expect(api.status).toBe(400);
    expect(api.body.error.message).toContain(`${facet.name}: must be`);
    const many = facet.values.map((v) => `${facet.name}=${v.slug}`).concat(`${facet.name}=${facet.values[0].slug}`).join('&');
    const tooMany = await get(`/api/search/${chosen.terms}?${many}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toContain(`${facet.name}: must be at most ${facet.values.length} values`);
  });

  it('are in the search API answer, narrowed and counted', async () => {
    const { facet } = chosen;
    const [slug] = Object.keys(tally(facet, listed));
    const api = await get(`/api/search/${chosen.terms}?${facet.name}=${slug}&size=100`);
    expect(api.status).toBe(200);
    const wanted = listed.filter((i) => slugsOf(facet, i.props).includes(slug));
    expect(api.body.total).toBe(wanted.length);
    expect(api.body.facets[facet.name].find((v: { value: string }) => v.value === slug)).toMatchObject({ count: wanted.length, selected: true });
  });
});

describe('choice facets on content-type listings', () => {
  /** The product cards of the type under each division, read from the tables, for the facet's value. */
  async function productsWith(facet: ChoiceFacet, slug: string) {
    const rows = await t.db.many<{ division: string; section: string; props: Record<string, unknown> | null }>(sql`
      SELECT ci.division, ci.section, p.properties AS props FROM content_items ci JOIN products p ON p.seq = ci.product_seq
      WHERE ci.online AND ci.content_type = 'product'`);
    return rows.filter((r) => slugsOf(facet, r.props).includes(slug));
  }

  it('count the whole type from the per-version rows, and carry the choice to the division and section lists', async () => {
    const { facet } = chosen;
    const [slug] = Object.keys(tally(facet, listed));
    const holding = await productsWith(facet, slug);
    const top = await get('/content-type/product');
    expect(top.status).toBe(200);
    // A whole type spans many families: the panel offers the record's choices covering the most items, six at most.
    const offeredChoices = Object.keys(panelOf(top.text)).filter((name) => CHOICE_FACET_NAMES.includes(name));
    expect(offeredChoices.length).toBeGreaterThan(0);
    expect(offeredChoices.length).toBeLessThanOrEqual(6);
    const filtered = await get(`/content-type/product?${facet.name}=${slug}`);
    expect(filtered.status).toBe(200);
    // A chosen facet is always offered, counted under the other facets' choices (none): the whole type's count.
    expect(panelOf(filtered.text)[facet.name][slug]).toEqual({ count: holding.length, checked: true });
    const division = holding[0].division;
    const link = parseHtml(filtered.text).all('.division-grid a').find((a) => a.getAttribute('href')!.startsWith(`/content-type/product/${division}?`))!;
    expect(link.querySelector('.count')!.textContent).toBe(String(holding.filter((h) => h.division === division).length));
    const section = holding[0].section;
    const list = await get(`/content-type/product/${division}/${section.replace(/ /g, '')}?${facet.name}=${slug}`);
    expect(list.status).toBe(200);
    expect(parseHtml(list.text).all('.content-card').length).toBe(Math.min(holding.filter((h) => h.section === section).length, PAGE_SIZE));
  });
});
